import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { en, type MessageKey, type Messages } from './messages/en';

/** The languages the back office speaks; English first. */
export const locales = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Locale = (typeof locales)[number];

/** Each language in its own name, for the language menu. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

/** The Intl locale of each language: amounts and dates are formatted in it. */
const intlLocales: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT' };

// English is in the first bundle; another language is a small chunk loaded before the first render.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  de: () => import('./messages/de').then((m) => m.de),
  fr: () => import('./messages/fr').then((m) => m.fr),
  es: () => import('./messages/es').then((m) => m.es),
  it: () => import('./messages/it').then((m) => m.it),
};

const storageKey = 'back-office-locale';

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The staff member's choice (kept in this browser), else the browser's language, else English. */
export function preferredLocale(): Locale {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isLocale(stored)) return stored;
  } catch {}
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return 'en';
}

export const loadMessages = (locale: Locale) => loaders[locale]();

/** Fills `{name}` placeholders. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A text said differently for one and for more (`….one`, `….other`): the key without its ending. */
type PluralKey = MessageKey extends infer Key ? (Key extends `${infer Base}.one` ? Base : never) : never;

/** Which of a plural text's forms `count` takes in a language (French says 0 like 1; English does not). */
export const pluralForm = (locale: Locale, count: number): 'one' | 'other' =>
  new Intl.PluralRules(intlLocales[locale]).select(count) === 'one' ? 'one' : 'other';

/** A plural text for `count` in the language's plural rules; every language here has one and other. */
type TranslatePlural = (key: PluralKey, count: number, values?: Record<string, string | number>) => string;

interface I18n {
  locale: Locale;
  t: Translate;
  tn: TranslatePlural;
  setLocale: (locale: Locale) => Promise<void>;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    try {
      localStorage.setItem(storageKey, locale);
    } catch {}
    document.documentElement.lang = locale;
    setState({ locale, messages });
  }, []);
  const value = useMemo<I18n>(() => {
    const t: Translate = (key, values) => interpolate(state.messages[key] ?? en[key], values);
    return {
      locale: state.locale,
      t,
      tn: (key, count, values) => t(`${key}.${pluralForm(state.locale, count)}`, values),
      setLocale,
    };
  }, [state, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs the I18nProvider');
  return i18n;
}

export const useT = () => useI18n().t;
export const useTn = () => useI18n().tn;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Formatters in a language: amounts arrive in minor units and are only ever formatted. */
export function formatters(locale: Locale) {
  const tag = intlLocales[locale];
  const money = (minor: number, currency: string) => {
    const format = numberFormat(tag, { style: 'currency', currency });
    // The currency's minor unit (2 for EUR): where the decimal point goes, nothing computed.
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  };
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const dayFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    money,
    number: (value: number) => numberFormat(tag, {}).format(value),
    percent: (fraction: number) => numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(fraction),
    date: (iso: string) => dateFormat.format(new Date(iso)),
    dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
    /** A UTC day (YYYY-MM-DD), as the dashboard's days are. */
    day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
  };
}
export type Formatters = ReturnType<typeof formatters>;

export function useFormat(): Formatters {
  const { locale } = useI18n();
  return useMemo(() => formatters(locale), [locale]);
}
