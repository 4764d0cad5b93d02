import { resolveSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { defaultCurrencyOf, fallbackLocaleOf } from './settings';

describe('the default locale and currency settings', () => {
  it('take effect within the locales and currencies the site offers', () => {
    expect(defaultCurrencyOf(resolveSettings({ defaultCurrency: 'GBP' }))).toBe('GBP');
    expect(fallbackLocaleOf(resolveSettings({ defaultLocale: 'en' }))).toBe('en');
  });

  it("fall back to the site's own defaults otherwise", () => {
    // A currency the contracts know but this site does not offer (config/site.json).
    expect(defaultCurrencyOf({ ...resolveSettings(), defaultCurrency: 'CHF' as 'EUR' })).toBe('EUR');
    expect(defaultCurrencyOf(resolveSettings())).toBe('EUR');
    expect(fallbackLocaleOf(resolveSettings())).toBe('de');
  });
});
