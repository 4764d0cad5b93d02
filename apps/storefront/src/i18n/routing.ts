import { defaultLocale, localeCodes, PREFERENCE_COOKIE_SECONDS } from '@shop/contracts';
import { defineRouting } from 'next-intl/routing';

/**
 * The spec's locale routing: German without prefix, the others prefixed; the chosen locale is
 * kept in the `vsf-locale` cookie for 365 days.
 */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'vsf-locale', maxAge: PREFERENCE_COOKIE_SECONDS, sameSite: 'lax' },
  // The cookie (a shopper's earlier choice) decides; Accept-Language is ignored in proxy.ts so a
  // shared German link stays German for a first-time visitor.
  localeDetection: true,
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
