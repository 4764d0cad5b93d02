import type { Cart, Order } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { cookieJar } from '../../testing/customers';
import { cartItems } from '../cart/tables';
import { products } from '../catalog/tables';
import { contentEntries } from '../content/tables';
import { stock } from '../inventory/tables';
import { couponRedemptions, coupons } from '../promotion/tables';
import { orderItems, orders } from './tables';

type Response = Awaited<ReturnType<ReturnType<typeof useTestApi>['api']['inject']>>;

const address = {
  firstName: 'Lena',
  lastName: 'Vogel',
  street: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
};

/**
 * Orders placed at the same moment, on PostgreSQL only: PGlite runs one query at a time, so races
 * cannot happen there. The test database's pool has 4 connections (testing/database.ts; the
 * service's default is 10, db/connection.ts): at most 4 order transactions run at once, the other
 * requests wait for a connection (up to connectionTimeoutMillis, 5 s) rather than for row locks.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous orders on postgres', () => {
  const fixture = {} as { scarce: { id: number; sku: string }; plenty: { id: number; sku: string } };
  const ctx = useTestApi(
    'postgres',
    async ({ db }) => {
      await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
      // Guests see prices (and so can order) in this shop.
      await db
        .insert(contentEntries)
        .values({ type: 'setting', identifier: 'branding', locale: 'de', config: { isPriceForGuestEnabled: true } });
      const [scarce, plenty] = await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          and(
            eq(products.hidePrices, false),
            sql`${products.masterId} is null`,
            sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
            sql`exists (select 1 from price p where p.product_id = ${products.id} and p.currency = 'EUR')`,
          ),
        )
        .orderBy(products.id)
        .limit(2);
      fixture.scarce = scarce!;
      fixture.plenty = plenty!;
      await db
        .update(stock)
        .set({ effectiveStock: 10, externalStock: 0, qty: 10, markedInStock: false })
        .where(eq(stock.productId, scarce!.id));
      await db
        .update(stock)
        .set({ effectiveStock: 1000, externalStock: 0, qty: 1000, markedInStock: false })
        .where(eq(stock.productId, plenty!.id));
      await db.insert(coupons).values({ code: 'LIMIT5', kind: 'percent', value: 1000, usageLimit: 5 });
    },
    { mailer: { send: async () => {} } },
  );

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = '') =>
    ctx.api.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const expectOk = (res: Response, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  /** The cookie of the browser (its guest cart key) that made each guest cart. */
  const browsers = new Map<string, string>();
  /** A guest cart with one unit, an address and a contact, made in a browser of its own: ready to order. */
  async function guestCart(sku: string, n: number, couponCode?: string): Promise<Cart> {
    const made = await call('POST', '/carts', {});
    const cart = expectOk(made) as Cart;
    const cookie = cookieJar(made);
    browsers.set(cart.id, cookie);
    expectOk(await call('POST', `/carts/${cart.id}/items`, { sku, quantity: 1 }, cookie));
    expectOk(await call('PUT', `/carts/${cart.id}/checkout`, { shippingAddress: address }, cookie));
    if (couponCode) expectOk(await call('PUT', `/carts/${cart.id}/coupon`, { code: couponCode }, cookie));
    const contact = { email: `guest${n}@example.com`, firstName: 'Gast', lastName: `Nummer ${n}` };
    return expectOk(await call('PUT', `/carts/${cart.id}/user`, { newUser: contact }, cookie)) as Cart;
  }
  /** Carts made ten at a time, so setting up is not itself a stampede on the pool. */
  async function guestCarts(count: number, sku: string, couponCode?: string) {
    const made: Cart[] = [];
    for (let first = 0; first < count; first += 10)
      made.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, count - first) }, (_, i) => guestCart(sku, first + i, couponCode)),
        )),
      );
    return made;
  }
  const order = (cart: Cart) =>
    call(
      'POST',
      '/orders',
      { cartId: cart.id, cart: { version: cart.version }, paymentMethodCode: 'invoice', termsAccepted: true },
      browsers.get(cart.id),
    );
  const tally = (responses: Response[]) =>
    Object.fromEntries(
      [...new Set(responses.map((r) => r.statusCode))]
        .sort()
        .map((s) => [s, responses.filter((r) => r.statusCode === s).length]),
    );

  it('sells 10 units in stock to exactly 10 of 50 simultaneous orders', async () => {
    const { scarce } = fixture;
    const carts = await guestCarts(50, scarce.sku);
    expect(carts.every((c) => c.items_qty === 1 && c.newUser !== null)).toBe(true);

    const responses = await Promise.all(carts.map(order));

    expect(tally(responses)).toEqual({ 201: 10, 400: 40 });
    for (const res of responses.filter((r) => r.statusCode !== 201))
      expect(res.json().error).toEqual({
        code: 'PRODUCT_NOT_PURCHASABLE',
        message: 'A product in the cart is no longer available',
        details: { reason: 'not-available', productId: scarce.id },
      });
    const placed = responses.filter((r) => r.statusCode === 201).map((r) => r.json() as Order);
    expect(new Set(placed.map((o) => o.id)).size).toBe(10);
    expect(new Set(placed.map((o) => o.transactionnum)).size).toBe(10);

    const [left] = await ctx.database.db.select().from(stock).where(eq(stock.productId, scarce.id));
    expect(left).toMatchObject({ effectiveStock: 0, externalStock: 0, qty: 0 });
    const cartIds = carts.map((c) => c.id);
    const rows = await ctx.database.db.select().from(orders).where(inArray(orders.cartId, cartIds));
    expect(rows.map((r) => r.id).sort()).toEqual(placed.map((o) => o.id).sort());
    const [sold] = await ctx.database.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, scarce.id));
    expect(sold!.units).toBe(10);
    // The refused carts keep their line; the ordered ones are empty.
    const [kept] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(inArray(cartItems.cartId, cartIds));
    expect(kept!.n).toBe(40);
  });

  it('redeems a coupon limited to 5 uses exactly 5 times under 20 simultaneous orders', async () => {
    const { plenty } = fixture;
    const carts = await guestCarts(20, plenty.sku, 'LIMIT5');
    expect(carts.every((c) => c.couponCode === 'LIMIT5' && c.couponProblem === null)).toBe(true);
    const [before] = await ctx.database.db.select().from(stock).where(eq(stock.productId, plenty.id));

    const responses = await Promise.all(carts.map(order));

    expect(tally(responses)).toEqual({ 201: 5, 400: 15 });
    for (const res of responses.filter((r) => r.statusCode !== 201)) {
      const { error } = res.json();
      expect(error.code).toBe('COUPON_INVALID');
      expect(error.details).toEqual({ reason: 'exhausted' });
    }
    const placed = responses.filter((r) => r.statusCode === 201).map((r) => r.json() as Order);
    const unit = carts[0]!.subtotal!;
    for (const o of placed)
      expect(o.cartInfo).toMatchObject({
        couponCode: 'LIMIT5',
        coupon_amount: Math.round(unit / 10),
        subtotal_with_discount: unit - Math.round(unit / 10),
      });

    const [coupon] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'LIMIT5'));
    expect(coupon!.timesUsed).toBe(5);
    const redemptions = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redemptions.map((r) => r.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
    // Refused orders took no stock.
    const [after] = await ctx.database.db.select().from(stock).where(eq(stock.productId, plenty.id));
    expect(after!.effectiveStock).toBe(before!.effectiveStock - 5);
  });

  it('places one order when the same checkout is submitted 8 times at once', async () => {
    const { plenty } = fixture;
    const [cart] = await guestCarts(1, plenty.sku);
    const [before] = await ctx.database.db.select().from(stock).where(eq(stock.productId, plenty.id));

    const responses = await Promise.all(Array.from({ length: 8 }, () => order(cart!)));

    expect(tally(responses)).toEqual({ 201: 8 });
    const ids = new Set(responses.map((r) => (r.json() as Order).id));
    expect(ids.size).toBe(1);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.cartId, cart!.id))).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(stock).where(eq(stock.productId, plenty.id));
    expect(after!.effectiveStock).toBe(before!.effectiveStock - 1);
    // Every answer gives the browser the same order cookie: whichever arrives, the guest sees the order.
    const cookies = new Set(responses.map((r) => String(r.headers['set-cookie']).split(';')[0]));
    expect(cookies.size).toBe(1);
    expect([...cookies][0]).toMatch(/^guest-order=[\w-]{43}$/);
  });
});
