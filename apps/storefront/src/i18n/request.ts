import { contentConfigSchemas, type LocaleCode, siteConfig } from '@shop/contracts';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadContent } from '@/lib/content';
import de from './messages/de.json';
import { applyOverrides } from './overrides';
import { routing } from './routing';

export type Messages = typeof de;

// German is bundled; the other languages are loaded when first asked for.
const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
};

export async function loadMessages(locale: string): Promise<Messages> {
  const load = loaders[locale];
  return load ? (await load()).default : de;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: LocaleCode = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages, setting] = await Promise.all([loadMessages(locale), loadContent('setting', 'locale', locale)]);
  // Overrides are language-specific: another locale's entry (the default's fallback) does not apply.
  const overrides = contentConfigSchemas.setting.locale.safeParse(
    setting?.locale === locale ? setting.config : undefined,
  );
  return {
    locale,
    messages: overrides.success ? applyOverrides(messages, overrides.data.messages) : messages,
    // Server and browser format dates in the shop's zone alike (client components inherit it).
    timeZone: siteConfig.timeZone,
  };
});
