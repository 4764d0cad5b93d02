import { createShopClient } from '@shop/client';
import { type CurrencyCode, type LocaleCode, localeInfo, siteConfig } from '@shop/contracts';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { getSettings } from '@/features/settings/settings';
import { apiUrl } from '@/server-config';

/**
 * The shop API on behalf of the shopper of this request: their cookies (session, currency,
 * country) go along, so prices and stock are theirs. Never cached across shoppers.
 */
export const shopperApi = cache(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const forwarded = headerStore.get('x-forwarded-for');
  return createShopClient({
    baseUrl: apiUrl,
    headers: () => ({
      cookie: cookieStore.toString(),
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    }),
  });
});

export interface ShopperView {
  locale: LocaleCode;
  /** BCP 47 tag for number and date formatting. */
  localeIso: string;
  currency: CurrencyCode;
  loggedIn: boolean;
  /** Prices and availability are shown to logged-in shoppers, or to guests when the setting allows. */
  pricesVisible: boolean;
}

export const shopperView = cache(async (): Promise<ShopperView> => {
  const [locale, cookieStore] = await Promise.all([getLocale() as Promise<LocaleCode>, cookies()]);
  const settings = await getSettings(locale);
  const wanted = cookieStore.get('vsf-currency')?.value;
  const currency = siteConfig.currencies.find((c) => c.name === wanted)?.name ?? settings.defaultCurrency;
  const loggedIn = cookieStore.has('user-token');
  return {
    locale,
    localeIso: localeInfo(locale).iso,
    currency,
    loggedIn,
    pricesVisible: loggedIn || settings.isPriceForGuestEnabled,
  };
});
