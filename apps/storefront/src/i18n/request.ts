import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import de from './messages/de.json';
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
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
