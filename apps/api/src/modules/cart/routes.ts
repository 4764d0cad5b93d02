import { ACCESS_COOKIE, type CurrencyCode, type LocaleCode, operations, type Settings } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import type { CustomerService } from '../customer';
import { randomToken, setSessionCookies } from '../customer';
import { checkoutAddress } from './checkout-address';
import { checkoutContact } from './checkout-contact';
import { keepGuestKey } from './guest-key';
import type { CartService } from './service';

interface Dependencies {
  carts: CartService;
  customers: CustomerService;
  settings: () => Promise<Settings>;
}

export function cartRoutes(app: FastifyInstance, { carts }: Pick<Dependencies, 'carts'>) {
  const view = (request: FastifyRequest, query: { locale: LocaleCode; currency: CurrencyCode }) =>
    shopperView(app, request, query);

  // A guest's new cart is bound to the browser by its key, made for a browser without one; the
  // key's cookie is renewed as its carts are made and read, so it lasts as long as they do.
  route(app, operations.createCart, async ({ query, body, request, reply }) => {
    const asking = await view(request, query);
    if (asking.shopper.customerId !== undefined) return carts.create(asking, body.guestCartId);
    const guestKey = asking.shopper.guestKey ?? randomToken();
    const cart = await carts.create({ ...asking, shopper: { ...asking.shopper, guestKey } }, body.guestCartId);
    keepGuestKey(request, reply, guestKey);
    return cart;
  });

  route(app, operations.getCart, async ({ params, query, request, reply }) => {
    const asking = await view(request, query);
    const cart = await carts.get(params.cartId, asking);
    if (asking.shopper.guestKey && asking.shopper.customerId === undefined)
      keepGuestKey(request, reply, asking.shopper.guestKey);
    return cart;
  });

  route(app, operations.addToCart, async ({ params, query, body, request }) =>
    carts.add(params.cartId, await view(request, query), body),
  );

  route(app, operations.addItemsToCart, async ({ params, query, body, request }) =>
    carts.addMany(params.cartId, await view(request, query), body.items, 'number'),
  );

  route(app, operations.updateCartQuantity, async ({ params, query, body, request }) =>
    carts.setQuantity(params.cartId, await view(request, query), params.itemId, body.quantity),
  );

  route(app, operations.removeFromCart, async ({ params, query, request }) =>
    carts.remove(params.cartId, await view(request, query), params.itemId),
  );

  route(app, operations.deleteCart, async ({ params, request }) => {
    await carts.delete(params.cartId, await app.shopper(request));
    return { ok: true as const };
  });
}

/** The checkout's changes of a cart: addresses, shipping method, coupon and the guest's contact. */
export function checkoutRoutes(app: FastifyInstance, { carts, customers, settings }: Dependencies) {
  const view = (request: FastifyRequest, query: { locale: LocaleCode; currency: CurrencyCode }) =>
    shopperView(app, request, query);
  const setAddress = checkoutAddress({ carts, customers });
  route(app, operations.updateAddressCart, async ({ params, query, body, request }) =>
    setAddress(params.cartId, await view(request, query), body, request.cookies[ACCESS_COOKIE]),
  );

  route(app, operations.updateCouponCode, async ({ params, query, body, request }) =>
    carts.setCoupon(params.cartId, await view(request, query), body.code),
  );

  const setContact = checkoutContact({ carts, customers, settings });
  route(app, operations.updateCheckoutUserCart, async ({ params, query, body, request, reply }) => {
    const { cart, session } = await setContact(params.cartId, await view(request, query), body, query.locale);
    if (session) setSessionCookies(request, reply, session);
    return cart;
  });
}
