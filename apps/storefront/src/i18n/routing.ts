import { defaultLocale, localeCodes, PREFERENCE_COOKIE_SECONDS } from '@shop/contracts';
import { defineRouting } from 'next-intl/routing';

/** The shopper's chosen language, kept for 365 days (set by the proxy and by the language switcher). */
export const localeCookie = { name: 'vsf-locale', maxAge: PREFERENCE_COOKIE_SECONDS, sameSite: 'lax' } as const;

/** The spec's locale routing: German without prefix, the others prefixed; the choice in `localeCookie`. */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie,
  // The cookie (a shopper's earlier choice) decides; Accept-Language is ignored in proxy.ts so a
  // shared German link stays German for a first-time visitor.
  localeDetection: true,
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
