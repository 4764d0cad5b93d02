import { createShopClient, ShopApiError } from '@shop/client';
import {
  ACCESS_COOKIE,
  CURRENCY_COOKIE,
  type CurrencyCode,
  type LocaleCode,
  localeInfo,
  siteConfig,
  type User,
} from '@shop/contracts';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { defaultCurrencyOf, getSettings } from '@/features/settings/settings';
import { apiUrl } from '@/server-config';
import { sharedCustomerOf } from './shared-pages';

/**
 * The shop API on behalf of the shopper of this request: their cookies (session, currency,
 * country) go along, so prices and stock are theirs. Never cached across shoppers.
 */
export const shopperApi = cache(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const forwarded = headerStore.get('x-forwarded-for');
  const requestId = headerStore.get('x-request-id');
  return createShopClient({
    baseUrl: apiUrl,
    headers: () => ({
      cookie: cookieStore.toString(),
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
      // The API logs the call under the page's id (server.mjs).
      ...(requestId ? { 'x-request-id': requestId } : {}),
    }),
  });
});

/** How the shopper's prices are asked for: what a catalogue read needs, known from the cookies alone. */
export interface CatalogView {
  locale: LocaleCode;
  /** BCP 47 tag for number and date formatting. */
  localeIso: string;
  /** The currency cookie's: a guest's choice, the account's after login (the API sets it then). */
  currency: CurrencyCode;
  /** Prices and availability are shown to logged-in shoppers, or to guests when the setting allows. */
  pricesVisible: boolean;
  /**
   * A page every customer shares (lib/shared-pages.ts): rendered without a session, so their
   * prices, availability and cart load in the browser with their own cookies.
   */
  sharedByCustomers: boolean;
}

export interface ShopperView extends CatalogView {
  loggedIn: boolean;
  /** The logged-in customer (getMe), if any; never on a page customers share. */
  user?: User;
  /** The account is excluded from taxation: prices net, with the note that says so. */
  excludeTax: boolean;
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

/**
 * The request's catalogue view without asking the API who the customer is, so that a page's
 * catalogue reads start beside getMe rather than after it. A session cookie counts as logged in;
 * should the API not recognise it, it answers as to a guest whatever the page asked for.
 */
export const catalogView = cache(async (): Promise<CatalogView> => {
  const [locale, cookieStore, headerStore] = await Promise.all([
    getLocale() as Promise<LocaleCode>,
    cookies(),
    headers(),
  ]);
  const settings = await getSettings();
  const wanted = cookieStore.get(CURRENCY_COOKIE)?.value;
  const sharedByCustomers = Boolean(sharedCustomerOf(headerStore));
  return {
    locale,
    localeIso: localeInfo(locale).iso,
    currency: siteConfig.currencies.find((c) => c.name === wanted)?.name ?? defaultCurrencyOf(settings),
    pricesVisible: cookieStore.has(ACCESS_COOKIE) || sharedByCustomers || settings.isPriceForGuestEnabled,
    sharedByCustomers,
  };
});

/** The shopper of this request: the catalogue view, and the customer when the session is valid. */
export const shopperView = cache(async (): Promise<ShopperView> => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const shared = sharedCustomerOf(headerStore);
  if (shared) return { ...(await catalogView()), loggedIn: true, excludeTax: shared.excludeTax };
  const [catalog, user] = await Promise.all([catalogView(), cookieStore.has(ACCESS_COOKIE) ? loadUser() : undefined]);
  const settings = await getSettings();
  return {
    ...catalog,
    loggedIn: Boolean(user),
    user,
    excludeTax: user?.excludeTax ?? false,
    pricesVisible: Boolean(user) || settings.isPriceForGuestEnabled,
  };
});
