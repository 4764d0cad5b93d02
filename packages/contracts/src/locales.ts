import raw from '../../../config/site.json';
import type { LocaleCode } from './codes';

// The shop's languages from config/site.json, read without validating: every page's browser code
// needs them, and the validation (site.ts, zod) stays on the server, which refuses to start on a
// bad file. site-config.test.ts checks that both read the same.
const locales = raw.locales as Array<{ code: LocaleCode; label: string; iso: string; file: string }>;

export const localeCodes = locales.map((l) => l.code) as [LocaleCode, ...LocaleCode[]];
export const defaultLocale = raw.defaultLocale as LocaleCode;

export function localeInfo(code: string) {
  return locales.find((l) => l.code === code) ?? locales.find((l) => l.code === defaultLocale)!;
}
