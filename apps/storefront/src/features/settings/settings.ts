import {
  type AttributesSettingConfig,
  type BrandingConfig,
  type CurrencyCode,
  contentConfigSchemas,
  type LocaleCode,
  localeCodes,
  type Settings,
  shopSettings,
  siteConfig,
} from '@shop/contracts';
import { cache } from 'react';
import { loadContent } from '@/lib/content';

/** The branding setting in a locale; an entry that no longer validates is ignored, not fatal. */
export const getBranding = cache(async (locale: LocaleCode): Promise<BrandingConfig> => {
  const entry = await loadContent('setting', 'branding', locale);
  const parsed = contentConfigSchemas.setting.branding.safeParse(entry?.config ?? {});
  return parsed.success ? parsed.data : {};
});

/** The attributes setting (the product page's attribute order, header and hidden ones); none named when unset. */
export const getAttributeSetting = cache(async (locale: LocaleCode): Promise<AttributesSettingConfig> => {
  const entry = await loadContent('setting', 'attributes', locale);
  const parsed = contentConfigSchemas.setting.attributes.safeParse(entry?.config ?? {});
  return parsed.success ? parsed.data : { order: [], header: [], hidden: [] };
});

/**
 * The shop's settings: the default language's branding entry over config/site.json's features
 * over the defaults, the same in every language as the API enforces them. The one way every
 * feature reads a setting.
 */
export const getSettings = cache(
  async (): Promise<Settings> => shopSettings(await getBranding(siteConfig.defaultLocale)),
);

/**
 * The currency a new shopper's prices are in: the setting defaultCurrency when the site offers it
 * (config/site.json), else the site's own default.
 */
export const defaultCurrencyOf = (settings: Settings): CurrencyCode =>
  siteConfig.currencies.some((c) => c.name === settings.defaultCurrency)
    ? settings.defaultCurrency
    : siteConfig.defaultCurrency;

/**
 * The language a shop's language that is not enabled falls back to: the setting defaultLocale when
 * the site offers it, else the site's default (which also has the paths without a prefix; that
 * one is the site's, config/site.json, as changing it would move every address of the shop).
 */
export const fallbackLocaleOf = (settings: Settings): LocaleCode =>
  localeCodes.includes(settings.defaultLocale) ? settings.defaultLocale : siteConfig.defaultLocale;
