import { ShopApiError } from '@shop/client';
import { CART_COOKIE, type Cart } from '@shop/contracts';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { shopperApi, shopperView } from '@/lib/shopper';

/** The shopper's cart as the server sees it: the account's, else the one the cart cookie names. */
export const loadCart = cache(async (): Promise<Cart | null> => {
  const [view, cookieStore] = await Promise.all([shopperView(), cookies()]);
  const cartId = view.user?.activeCart ?? cookieStore.get(CART_COOKIE)?.value;
  if (!cartId) return null;
  try {
    return await (await shopperApi()).getCart({
      params: { cartId },
      query: { locale: view.locale, currency: view.currency },
    });
  } catch (error) {
    // A deleted cart, a malformed id, or someone else's cart: as good as none.
    if (error instanceof ShopApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
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
