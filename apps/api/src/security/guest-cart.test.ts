// A guest cart is the browser's that made it: its id alone (in URLs, logs, the script-readable
// cart-id cookie) reads and changes nothing. The browser holds the cart's key in the httpOnly
// guest-cart-key cookie; every cart operation, an order from the cart and the merge at login ask
// for it, and answer anyone else as for a cart that does not exist.
import { CART_COOKIE, type Cart, GUEST_CART_COOKIE, type Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import { cartItems, carts } from '../modules/cart/tables';
import { buyableProducts } from '../modules/catalog/repository';
import { contentEntries } from '../modules/content/tables';
import { customers } from '../modules/customer/tables';
import { hashToken } from '../modules/customer/tokens';
import { orders } from '../modules/order/tables';
import { coupons } from '../modules/promotion/tables';
import { useTestApi } from '../testing/api';
import { cookieJar, customerPassword, useCustomers } from '../testing/customers';
import { databaseKinds } from '../testing/database';

const berlin = {
  firstName: 'Gisela',
  lastName: 'Gast',
  street: 'Geheimweg 7',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
  phone: '+49 30 5550123',
};
const munich = { ...berlin, street: 'Fremdgasse 1', city: 'München', postalCode: '80331' };

describe.each(databaseKinds)('guest carts on %s', (kind) => {
  const skus: string[] = [];
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
    skus.push(...(await buyableProducts(db, { minStock: 20, limit: 2 })).map((p) => p.sku));
    // Guests see prices here, and so can order.
    await db
      .insert(contentEntries)
      .values({ type: 'setting', identifier: 'branding', locale: 'de', config: { isPriceForGuestEnabled: true } });
    await db.insert(coupons).values({ code: 'SAVE10', kind: 'percent', value: 1000 });
  });
  const customer = useCustomers(ctx);
  let serial = 0;

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const ok = <T = Cart>(res: LightMyRequestResponse, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const row = async (cartId: string) => (await ctx.database.db.select().from(carts).where(eq(carts.id, cartId)))[0];
  const lines = (cartId: string) =>
    ctx.database.db
      .select({ lineKey: cartItems.lineKey, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));

  /** A new browser's first cart, and the browser's cookies as createCart left them. */
  async function newBrowserCart() {
    const res = await call('POST', '/carts', '', {});
    const cart = ok(res);
    return { cart, cookie: cookieJar(res) };
  }

  /** A guest's cart with a line, a shipping address and an e-mail contact, ready to order. */
  async function guestCart() {
    const { cart, cookie } = await newBrowserCart();
    ok(await call('POST', `/carts/${cart.id}/items`, cookie, { sku: skus[0], quantity: 2 }));
    const email = `gisela-${++serial}@example.com`;
    ok(await call('PUT', `/carts/${cart.id}/checkout`, cookie, { shippingAddress: { ...berlin, email } }));
    const ready = ok(
      await call('PUT', `/carts/${cart.id}/user`, cookie, {
        newUser: { email, firstName: 'Gisela', lastName: 'Gast' },
      }),
    );
    return { cart: ready, cookie, email };
  }

  /** Requests without the cart's key: no cookie, a made-up key, and another browser's real key. */
  async function strangers() {
    const other = await newBrowserCart();
    return {
      'no cookie': '',
      'the cart-id cookie alone': '',
      'a made-up key': `${GUEST_CART_COOKIE}=not-the-key`,
      "another browser's key": other.cookie,
    };
  }

  it('gives a new browser a key in an httpOnly cookie, and its later carts the same key', async () => {
    const res = await call('POST', '/carts', '', {});
    const cart = ok(res);
    const setCookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${GUEST_CART_COOKIE}=`));
    expect(setCookie).toMatch(new RegExp(`^${GUEST_CART_COOKIE}=[\\w-]{43};`));
    const attributes = String(setCookie).split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=5184000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    const key = cookieJar(res).split('=')[1]!;
    expect((await row(cart.id))!.guestKeyHash).toBe(hashToken(key));

    // The same browser's next cart (after an order or a deleted cart) is opened by the same key.
    const next = await call('POST', '/carts', cookieJar(res), {});
    expect(ok(next).id).not.toBe(cart.id);
    expect((await row(ok(next).id))!.guestKeyHash).toBe(hashToken(key));
    expect(cookieJar(next)).toBe(cookieJar(res));
  });

  it('lets no one but the browser that made it read or change a guest cart by its id', async () => {
    const { cart, cookie, email } = await guestCart();
    const before = await row(cart.id);
    const linesBefore = await lines(cart.id);
    const [line] = cart.cartItems;
    const missing = { error: { code: 'NOT_FOUND', message: `Cart ${cart.id} does not exist` } };

    for (const [who, base] of Object.entries(await strangers())) {
      const asking = who === 'the cart-id cookie alone' ? `${CART_COOKIE}=${cart.id}` : base;
      const attempts: [string, Promise<LightMyRequestResponse>][] = [
        ['getCart', call('GET', `/carts/${cart.id}`, asking)],
        ['updateAddressCart', call('PUT', `/carts/${cart.id}/checkout`, asking, { shippingAddress: munich })],
        ['billing', call('PUT', `/carts/${cart.id}/checkout`, asking, { billingAddress: { sameAsShipping: true } })],
        ['addToCart', call('POST', `/carts/${cart.id}/items`, asking, { sku: skus[1], quantity: 1 })],
        [
          'addItemsToCart',
          call('POST', `/carts/${cart.id}/items/bulk`, asking, { items: [{ number: skus[1], quantity: 1 }] }),
        ],
        ['updateCartQuantity', call('PATCH', `/carts/${cart.id}/items/${line!.id}`, asking, { quantity: 9 })],
        ['removeFromCart', call('DELETE', `/carts/${cart.id}/items/${line!.id}`, asking)],
        ['updateCouponCode', call('PUT', `/carts/${cart.id}/coupon`, asking, { code: 'SAVE10' })],
        [
          'updateCheckoutUserCart',
          call('PUT', `/carts/${cart.id}/user`, asking, {
            newUser: { email: 'thief@example.com', firstName: 'T', lastName: 'H' },
          }),
        ],
        [
          'register at checkout',
          call('PUT', `/carts/${cart.id}/user`, asking, {
            newUser: { email: `thief-${serial}@example.com`, firstName: 'T', lastName: 'H' },
            userPassword: 'thief-pass-123',
          }),
        ],
        [
          'createOrder',
          call('POST', '/orders', asking, {
            cartId: cart.id,
            cart: { version: cart.version },
            paymentMethodCode: 'invoice',
            termsAccepted: true,
          }),
        ],
        ['deleteCart', call('DELETE', `/carts/${cart.id}`, asking)],
      ];
      for (const [operation, attempt] of attempts) {
        const res = await attempt;
        expect(res.statusCode, `${operation} with ${who}: ${res.body}`).toBe(404);
        expect(res.json(), `${operation} with ${who}`).toEqual(missing);
        expect(res.body).not.toContain(email);
        expect(res.body).not.toContain(berlin.street);
        expect(res.headers['set-cookie'], `${operation} with ${who} set a cookie`).toBeUndefined();
      }
    }

    // Nothing changed, no account was made, no order placed; the browser that made it still uses it.
    expect(await row(cart.id)).toEqual(before);
    expect(await lines(cart.id)).toEqual(linesBefore);
    expect(
      await ctx.database.db
        .select()
        .from(customers)
        .where(eq(customers.email, `thief-${serial}@example.com`)),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toEqual([]);
    const read = await call('GET', `/carts/${cart.id}`, cookie);
    const own = ok(read);
    // Reading its cart renews the browser's key, so the key lasts as long as the carts it opens.
    expect(cookieJar(read)).toBe(cookie);
    expect(own).toMatchObject({ id: cart.id, version: cart.version, newUser: { email } });
    expect(own.shippingAddress).toMatchObject({ street: berlin.street, email });
    const order = ok<Order>(
      await call('POST', '/orders', cookie, {
        cartId: cart.id,
        cart: { version: cart.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      }),
      201,
    );
    expect(order).toMatchObject({ guest: true });
    expect(ok(await call('DELETE', `/carts/${cart.id}`, cookie), 200)).toEqual({ ok: true });
  });

  it('opens a guest cart made before keys for no one', async () => {
    const { cookie } = await newBrowserCart();
    const [old] = await ctx.database.db
      .insert(carts)
      .values({ newUser: { email: 'old@example.com', firstName: 'O', lastName: 'Ld' } })
      .returning();
    for (const asking of ['', cookie]) expect((await call('GET', `/carts/${old!.id}`, asking)).statusCode).toBe(404);
  });

  it('merges a guest cart at login only in the browser that made it', async () => {
    const { cart, cookie } = await guestCart();
    const account = await customer(`merger-${kind}`);
    const login = (cookies: string) =>
      call('POST', '/session', cookies, { username: account.email, password: customerPassword });

    // Another browser naming the cart (its cart-id cookie, createCart's guestCartId) takes nothing.
    for (const [who, asking] of Object.entries(await strangers())) {
      const res = await login([`${CART_COOKIE}=${cart.id}`, asking].filter(Boolean).join('; '));
      const user = ok<{ activeCart: string | null }>(res);
      expect(user.activeCart, who).not.toBe(cart.id);
      expect(await lines(cart.id), `login with ${who}`).toHaveLength(1);
      const session = [cookieJar(res), asking].filter(Boolean).join('; ');
      const own = ok(await call('POST', '/carts', session, { guestCartId: cart.id }));
      expect(own.id, who).not.toBe(cart.id);
      expect(own.cartItems, who).toEqual([]);
    }
    expect((await lines(cart.id)).length).toBe(1);
    expect((await row(cart.id))!.customerId).toBeNull();

    // The browser holding the key: its lines join the customer's cart, and the guest cart is gone.
    const res = await login(`${CART_COOKIE}=${cart.id}; ${cookie}`);
    const user = ok<{ activeCart: string | null }>(res);
    expect(user.activeCart).not.toBeNull();
    const merged = ok(await call('GET', `/carts/${user.activeCart}`, cookieJar(res)));
    expect(merged.cartItems.map((item) => [item.sku, item.quantity])).toEqual([[skus[0], 2]]);
    expect(await row(cart.id)).toBeUndefined();
  });

  it('merges through createCart with guestCartId only with the key', async () => {
    const { cart, cookie } = await guestCart();
    const account = await customer(`creator-${kind}`);
    const own = ok(await call('POST', '/carts', `${account.cookie}; ${cookie}`, { guestCartId: cart.id }));
    expect(own.id).not.toBe(cart.id);
    expect(own.cartItems.map((item) => [item.sku, item.quantity])).toEqual([[skus[0], 2]]);
    expect(await row(cart.id)).toBeUndefined();
  });

  it('creates an account at checkout only in the browser that made the cart', async () => {
    const { cart, cookie } = await guestCart();
    const newUser = { email: `nora-${kind}@example.com`, firstName: 'Nora', lastName: 'Neu' };
    const other = await newBrowserCart();
    const stolen = await call('PUT', `/carts/${cart.id}/user`, other.cookie, {
      newUser,
      userPassword: 'nora-secret-9',
    });
    expect(stolen.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(customers).where(eq(customers.email, newUser.email))).toEqual([]);

    const res = await call('PUT', `/carts/${cart.id}/user`, cookie, { newUser, userPassword: 'nora-secret-9' });
    const claimed = ok(res);
    expect(claimed.id).toBe(cart.id);
    const [account] = await ctx.database.db.select().from(customers).where(eq(customers.email, newUser.email));
    // The account's cart now: its session opens it, the guest key no longer does.
    expect(await row(cart.id)).toMatchObject({ customerId: account!.id, guestKeyHash: null });
    expect((await call('GET', `/carts/${cart.id}`, cookie)).statusCode).toBe(404);
    expect(ok(await call('GET', `/carts/${cart.id}`, cookieJar(res))).id).toBe(cart.id);
  });
});
