import type { ShopperCart } from '@shop/client';
import { CART_COOKIE, CART_COUNT_COOKIE } from '@shop/contracts';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { orAbsent } from '@/lib/absent';
import { shopperApi, shopperView } from '@/lib/shopper';

/**
 * The shopper's cart as the server sees it: the account's, else the one the cart cookie names.
 * Only the checkout's pages read it; a page that does must not be among those a shopper with a
 * cart shares (lib/shared-pages.ts, readsNoCart), which are rendered without the cart cookie.
 */
export const loadCart = cache(async (): Promise<ShopperCart | null> => {
  const [view, cookieStore] = await Promise.all([shopperView(), cookies()]);
  const cartId = view.user?.activeCart ?? cookieStore.get(CART_COOKIE)?.value;
  if (!cartId) return null;
  // A deleted cart, a malformed id, or someone else's cart: as good as none.
  const cart = await orAbsent(
    (await shopperApi()).getCart({ params: { cartId }, query: { locale: view.locale, currency: view.currency } }),
    [400, 404],
  );
  return cart ?? null;
});

/**
 * How many items the shopper's cart holds, for the header's and bottom bar's badges: the count the
 * browser's cart store keeps beside the cart's id (CART_COUNT_COOKIE). So no page but the
 * checkout reads the cart to render, and a catalogue page is shared by every shopper with as many
 * items (lib/shared-pages.ts); the browser loads the cart once the page is up.
 */
export const cartCount = cache(async (): Promise<number> => {
  const count = Number((await cookies()).get(CART_COUNT_COOKIE)?.value);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
});
