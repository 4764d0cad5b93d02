import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { formatters, loadMessages } from './i18n';

// That every language has every key, each an ICU message that parses: tools/translations.test.ts.

describe('texts in the staff member’s language', () => {
  it('says one and more in each language’s own way (French says 0 like 1, English does not)', async () => {
    const counts = async (locale: 'en' | 'fr') => {
      const t = createTranslator({ locale, messages: await loadMessages(locale) });
      return [0, 1, 2].map((count) => t('dashboard.ordersCount', { count }));
    };
    expect(await counts('en')).toEqual(['0 orders', '1 order', '2 orders']);
    expect(await counts('fr')).toEqual(['0 commande', '1 commande', '2 commandes']);
  });

  it('fills arguments', async () => {
    const t = createTranslator({ locale: 'en', messages: await loadMessages('en') });
    expect(t('table.pageOf', { page: 2, pages: 7 })).toBe('Page 2 of 7');
  });
});

describe('formatting in the staff member’s language', () => {
  it('formats amounts from minor units, never computing them', () => {
    expect(formatters('en').money(28433, 'EUR')).toBe('€284.33');
    expect(formatters('de').money(28433, 'EUR')).toMatch(/^284,33\s€$/);
    expect(formatters('fr').money(-150, 'GBP')).toMatch(/^-1,50\s£/);
    expect(formatters('it').money(0, 'USD')).toMatch(/^0,00\sUSD$/);
  });

  it('formats a UTC day as that day in every time zone', () => {
    expect(formatters('en').day('2026-11-01')).toBe('1 Nov');
    expect(formatters('es').day('2026-11-01')).toBe('1 nov');
  });
});
