import { describe, expect, it } from 'vitest';
import raw from '../../../config/site.json';
import { defaultLocale, localeCodes, localeInfo } from './locales';
import { configuredShopTitle } from './shop-title';
import { siteConfig } from './site';
import { parseSiteConfig, SiteConfigError } from './site-config';

const valid = structuredClone(raw);

describe('site configuration', () => {
  it("gives the browser's unvalidated locale list and shop name exactly as the validated configuration", () => {
    expect(localeCodes).toEqual(siteConfig.locales.map((l) => l.code));
    expect(defaultLocale).toBe(siteConfig.defaultLocale);
    expect(configuredShopTitle).toBe(siteConfig.shopTitle);
    for (const locale of siteConfig.locales) expect(localeInfo(locale.code)).toEqual(locale);
  });

  it('accepts the shipped config/site.json with de, EUR and DE as defaults', () => {
    const config = parseSiteConfig(valid);
    expect(config.locales.map((l) => l.code)).toEqual(['de', 'en', 'fr', 'es', 'it']);
    expect([config.defaultLocale, config.defaultCurrency, config.defaultCountry]).toEqual(['de', 'EUR', 'DE']);
    expect(config.currencies.map((c) => c.sign)).toEqual(['€', '£', '$']);
  });

  it.each([
    ['a missing locale list', { ...valid, locales: undefined }, 'locales:'],
    ['an empty currency list', { ...valid, currencies: [] }, 'currencies:'],
    [
      'a default locale that is not configured',
      { ...valid, locales: valid.locales.slice(1) },
      'defaultLocale: "de" is not one of the configured locales',
    ],
    ['an unknown currency', { ...valid, defaultCurrency: 'CHF' }, 'defaultCurrency:'],
    ['a country without ISO code', { ...valid, countries: [{ label: 'Deutschland' }] }, 'countries.0.iso:'],
    [
      'a lower-case ISO code',
      { ...valid, countries: [{ label: 'Deutschland', iso: 'de' }] },
      'must be an ISO 3166-1 alpha-2 code',
    ],
    ['a duplicate locale', { ...valid, locales: [valid.locales[0], valid.locales[0]] }, 'duplicate locale "de"'],
    [
      'a locale tag without region',
      { ...valid, locales: [{ ...valid.locales[0], iso: 'de' }] },
      'must look like de-DE',
    ],
  ])('stops the start on %s, naming the entry', (_, config, message) => {
    expect(() => parseSiteConfig(config, 'config/site.json')).toThrowError(SiteConfigError);
    expect(() => parseSiteConfig(config, 'config/site.json')).toThrowError(message);
    expect(() => parseSiteConfig(config, 'config/site.json')).toThrowError(/^Invalid config\/site.json:/);
  });
});
