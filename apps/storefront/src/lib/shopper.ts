import { createShopClient, ShopApiError } from '@shop/client';
import { type CurrencyCode, type LocaleCode, localeInfo, siteConfig, type User } from '@shop/contracts';
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
  /** The logged-in customer (getMe), if any. */
  user?: User;
  /** Prices and availability are shown to logged-in shoppers, or to guests when the setting allows. */
  pricesVisible: boolean;
}

/** The logged-in customer, or undefined when the session is not (or no longer) valid. */
async function loadUser(): Promise<User | undefined> {
  try {
    return await (await shopperApi()).getMe();
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 401) return undefined;
    throw error;
  }
}

export const shopperView = cache(async (): Promise<ShopperView> => {
  const [locale, cookieStore] = await Promise.all([getLocale() as Promise<LocaleCode>, cookies()]);
  const [settings, user] = await Promise.all([
    getSettings(locale),
    cookieStore.has('user-token') ? loadUser() : undefined,
  ]);
  // After login, prices and numbers follow the customer's currency; guests choose theirs by cookie.
  const wanted = user?.currency ?? cookieStore.get('vsf-currency')?.value;
  const currency = siteConfig.currencies.find((c) => c.name === wanted)?.name ?? settings.defaultCurrency;
  return {
    locale,
    localeIso: localeInfo(locale).iso,
    currency,
    loggedIn: Boolean(user),
    user,
    pricesVisible: Boolean(user) || settings.isPriceForGuestEnabled,
  };
});
