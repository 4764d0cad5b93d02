import { z } from 'zod';

/** Locales the storefront has translations for. A shop enables some or all of them in its site config. */
export const supportedLocales = ['de', 'en', 'fr', 'es', 'it'] as const;
export type LocaleCode = (typeof supportedLocales)[number];
export const localeCodeSchema = z.enum(supportedLocales);

export const currencyCodes = ['EUR', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export const currencyCodeSchema = z.enum(currencyCodes);
