import { CART_COOKIE, type Cart } from '@shop/contracts';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { orAbsent } from '@/lib/absent';
import { shopperApi, shopperView } from '@/lib/shopper';

/** The shopper's cart as the server sees it: the account's, else the one the cart cookie names. */
export const loadCart = cache(async (): Promise<Cart | null> => {
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
 * The cart for the page's chrome (header badge, bottom bar, sidebar): when it cannot be read the
 * page still renders, with an empty badge, and the browser's cart store reports the failure.
 */
export const chromeCart = cache(async (): Promise<Cart | null> => {
  try {
    return await loadCart();
  } catch (error) {
    console.error('the cart could not be read for the page', error);
    return null;
  }
});
