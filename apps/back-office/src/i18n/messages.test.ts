import { describe, expect, it } from 'vitest';
import { formatters, interpolate, loadMessages, locales, pluralForm } from './i18n';
import { en } from './messages/en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the back office speaks every language in full', () => {
  it.each(locales.filter((l) => l !== 'en'))(
    '%s has every English key, no other, each with its placeholders',
    async (locale) => {
      const messages = await loadMessages(locale);
      const missing = Object.keys(en).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in en));
      expect(missing, `missing in ${locale}`).toEqual([]);
      expect(extra, `only in ${locale}`).toEqual([]);
      for (const [key, text] of Object.entries(en)) {
        const translated = messages[key as keyof typeof en];
        expect(translated.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('says one and more in each language’s own way', () => {
    expect([0, 1, 2].map((n) => pluralForm('en', n))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm('de', n))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm('fr', n))).toEqual(['one', 'one', 'other']);
    // Every plural text has both forms in English, so in every language (the test above).
    const bases = Object.keys(en).filter((key) => key.endsWith('.one'));
    expect(bases.length).toBeGreaterThan(0);
    for (const key of bases) expect(en).toHaveProperty([key.replace(/one$/, 'other')]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Order {number}', { number: 'WH-1' })).toBe('Order WH-1');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
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
