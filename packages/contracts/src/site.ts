import raw from '../../../config/site.json';
import type { LocaleCode } from './codes';
import { parseSiteConfig } from './site-config';

/** The shop's site configuration from config/site.json, validated when first imported. */
export const siteConfig = parseSiteConfig(raw, 'config/site.json');

export const localeCodes = siteConfig.locales.map((l) => l.code) as [LocaleCode, ...LocaleCode[]];
export const defaultLocale = siteConfig.defaultLocale;

export function localeInfo(code: string) {
  return siteConfig.locales.find((l) => l.code === code) ?? siteConfig.locales.find((l) => l.code === defaultLocale)!;
}
