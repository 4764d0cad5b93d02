import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider, type useTranslations } from 'use-intl';
import en from './messages/en.json';
import { speakZod } from './zod-messages';

/** The back office's texts, ICU messages per language (English is the source: every key is in it). */
export type Messages = typeof en;

declare module 'use-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}

/** A translation function of the back office's texts, as `useTranslations()` gives it. */
export type Translate = ReturnType<typeof useTranslations<never>>;
/** A text's key (`orders.title`). */
export type MessageKey = Parameters<Translate>[0];

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

/** The Intl locale of each language: texts, amounts and dates are formatted in it. */
export const intlLocales: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT' };

// English is in the first bundle; another language is a small chunk loaded before the first render.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  de: () => import('./messages/de.json').then((m) => m.default),
  fr: () => import('./messages/fr.json').then((m) => m.default),
  es: () => import('./messages/es.json').then((m) => m.default),
  it: () => import('./messages/it.json').then((m) => m.default),
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

interface Language {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<Language | null>(null);

/** use-intl's provider in the member's language, and the language menu's way to change it. */
export function I18nProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    speakZod(intlLocales[initial.locale], initial.messages);
    return initial;
  });
  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    speakZod(intlLocales[locale], messages);
    try {
      localStorage.setItem(storageKey, locale);
    } catch {}
    document.documentElement.lang = locale;
    setState({ locale, messages });
  }, []);
  const language = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider locale={intlLocales[state.locale]} messages={state.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** The member's language, and how to change it. */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage needs the I18nProvider');
  return language;
}

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
  const calendarDayFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money,
    number: (value: number) => numberFormat(tag, {}).format(value),
    /** A change in a number, with its sign: "+13", "−4", "0". */
    change: (value: number) => numberFormat(tag, { signDisplay: 'exceptZero' }).format(value),
    percent: (fraction: number) => numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(fraction),
    date: (iso: string) => dateFormat.format(new Date(iso)),
    dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
    /** A UTC day (YYYY-MM-DD), as the dashboard's days are. */
    day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
    /** A day as it is named (YYYY-MM-DD, an invoice's day in the shop's time zone), with its year. */
    calendarDay: (day: string) => calendarDayFormat.format(new Date(`${day}T00:00:00Z`)),
  };
}
export type Formatters = ReturnType<typeof formatters>;

export function useFormat(): Formatters {
  const { locale } = useLanguage();
  return useMemo(() => formatters(locale), [locale]);
}
