import { defaultLocale, type LocaleCode, localeCodes } from '@shop/contracts';
import type { Metadata } from 'next';

/** The public path of a locale-less path: German unprefixed, the others prefixed. */
export const localizedPath = (locale: string, path: string) =>
  locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;

/**
 * Canonical URL and hreflang alternates of a page whose path may differ per locale (translated
 * slugs); `pathIn` answers undefined for a locale the page does not exist in.
 */
export function alternates(locale: string, pathIn: (locale: LocaleCode) => string | undefined): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const code of localeCodes) {
    const path = pathIn(code);
    if (path) languages[code] = localizedPath(code, path);
  }
  const own = pathIn(locale as LocaleCode);
  const fallback = languages[defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  return { canonical: own ? localizedPath(locale, own) : undefined, languages };
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of an HTML fragment on one line, for descriptions (meta tags, JSON-LD): its character
 * references decoded, since whoever writes the text out escapes it again.
 */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (reference, decimal, hex, name) => {
      if (decimal || hex) {
        const code = Number.parseInt(decimal ?? hex, decimal ? 10 : 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
      }
      return namedEntities[name.toLowerCase()] ?? reference;
    })
    .replace(/\s+/g, ' ')
    .trim();
