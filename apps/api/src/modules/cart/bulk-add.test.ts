// Quick order's reads and the bulk adds (addItemsToCart, reorder): one seeded shop per database kind.
import { hash } from '@node-rs/argon2';
import type { BulkAddResult, Cart, ItemLookup, Order } from '@shop/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { productWithAccessory } from '../../testing/catalog-picks';
import { cookieJar } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow, holdPriceList } from '../../testing/fixtures';
import { products } from '../catalog/tables';
import { addresses, customers } from '../customer/tables';
import { stock } from '../inventory/tables';
import { prices } from '../pricing/tables';
import { cartItems } from './tables';

interface Pick {
  id: number;
  sku: string;
  itemnum: string;
  ean: string | null;
}

describe.each(databaseKinds)('quick order and bulk adds on %s', (kind) => {
  const picks = {} as {
    buyable: Pick[];
    master: Pick;
    onRequest: Pick;
    soldOut: Pick;
    /** Buyable, with Ben's agreed prices: 1 and more, 10 and more. */
    tiered: Pick & { agreed: number; agreed10: number; regular: number };
  };
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 80, now: new Date('2026-06-01T00:00:00Z') });
    const passwordHash = await hash('bulk-pass-123');
    const [ben] = await db
      .insert(customers)
      .values([
        { email: 'ben@example.com', customerNumber: 'K-60001', firstName: 'Ben', lastName: 'Bau', passwordHash },
        { email: 'ida@example.com', customerNumber: 'K-60002', firstName: 'Ida', lastName: 'Ort', passwordHash },
      ])
      .returning();
    await db.insert(addresses).values(defaultAddressRow(ben!));
    const columns = { id: products.id, sku: products.sku, itemnum: products.itemnum, ean: products.ean };
    const standalone = sql`not exists (select 1 from product v where v.master_id = ${products.id})`;
    const buyable = await db
      .select(columns)
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(
        and(eq(products.hidePrices, false), sql`${stock.effectiveStock} >= 50`, standalone, isNotNull(products.ean)),
      )
      .orderBy(products.id)
      .limit(6);
    const [master] = await db.select(columns).from(products).where(sql`not ${standalone}`).limit(1);
    const [onRequest] = await db.select(columns).from(products).where(eq(products.hidePrices, true)).limit(1);
    const soldOut = buyable.pop()!;
    await db
      .update(stock)
      .set({ qty: 0, effectiveStock: 0, externalStock: 0, markedInStock: false })
      .where(eq(stock.productId, soldOut.id));
    const tiered = buyable.pop()!;
    const [listPrice] = await db
      .select()
      .from(prices)
      .where(and(eq(prices.productId, tiered.id), eq(prices.currency, 'EUR')));
    const regular = listPrice!.special ?? listPrice!.regular;
    const agreed = Math.floor(regular * 0.8);
    const agreed10 = Math.floor(regular * 0.6);
    await holdPriceList(db, 'K-60001', [
      { productId: tiered.id, price: agreed },
      { productId: tiered.id, price: agreed10, minQty: 10 },
    ]);
    Object.assign(picks, {
      buyable,
      master: master!,
      onRequest: onRequest!,
      soldOut,
      tiered: { ...tiered, agreed, agreed10, regular },
    });
  });
  const login = async (username: string) =>
    cookieJar(
      await ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password: 'bulk-pass-123' } }),
    );
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** The customer's cart, emptied. */
  const emptyCart = async (cookie: string) => {
    const cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
    await ctx.database.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    return cart.id;
  };
  const addItems = (cookie: string, cartId: string, items: { number: string; quantity: number }[]) =>
    call('POST', `/carts/${cartId}/items/bulk`, cookie, { items });

  it('reads rows by item number, SKU in any case or EAN, with the price for the quantity and why a row cannot be bought', async () => {
    const ben = await login('ben@example.com');
    const [a, b, c] = picks.buyable;
    const { tiered } = picks;
    const res = await call('POST', '/items/lookup', ben, {
      items: [
        { number: a!.itemnum, quantity: 1 },
        { number: b!.sku.toLowerCase(), quantity: 2 },
        { number: c!.ean!, quantity: 3 },
        { number: tiered.itemnum, quantity: 4 },
        { number: tiered.itemnum, quantity: 6 },
        { number: 'NO-SUCH-1', quantity: 1 },
        { number: picks.master.itemnum, quantity: 1 },
        { number: picks.onRequest.sku, quantity: 1 },
        { number: picks.soldOut.itemnum, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items as ItemLookup[];
    expect(rows.map((row) => row.product?.id ?? null)).toEqual([
      a!.id,
      b!.id,
      c!.id,
      tiered.id,
      tiered.id,
      null,
      picks.master.id,
      picks.onRequest.id,
      picks.soldOut.id,
    ]);
    expect(rows.map((row) => row.problem?.reason ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      'unknown-product',
      'variant-required',
      'on-request',
      'not-available',
    ]);
    // The two rows of one product make ten: Ben's price from ten on.
    expect(rows[3]!.product!.priceInfo!.regular).toBe(tiered.agreed10);
    expect(rows[0]!.quantity).toBe(1);
    // A guest without guest prices sees the products, not the prices.
    const guest = (
      await call('POST', '/items/lookup', '', { items: [{ number: tiered.itemnum, quantity: 1 }] })
    ).json();
    expect(guest.items[0].product.priceInfo).toBeNull();
  });

  it('suggests products whose number starts with what is typed, item numbers first, masters left out', async () => {
    const [a] = picks.buyable;
    const prefix = a!.itemnum.slice(0, 4);
    const res = await call('GET', `/items/suggestions?prefix=${prefix}`, '');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: number; itemnum: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.every((item) => item.itemnum.startsWith(prefix))).toBe(true);
    expect(items.map((item) => item.id)).not.toContain(picks.master.id);
    const byEan = (await call('GET', `/items/suggestions?prefix=${a!.ean!.slice(0, 11)}`, '')).json();
    expect(byEan.items.map((item: { id: number }) => item.id)).toContain(a!.id);
    // A word finds products by the search engine.
    const byWord = await call('GET', '/items/suggestions?prefix=a', '');
    expect(byWord.statusCode).toBe(200);
    expect((await call('GET', '/items/suggestions?prefix=%25', '')).statusCode).toBe(200);
  });

  it('adds the valid rows in one call, each whole or not at all, and answers the others with why', async () => {
    const ben = await login('ben@example.com');
    const cartId = await emptyCart(ben);
    const [a, b] = picks.buyable;
    const res = await addItems(ben, cartId, [
      { number: a!.itemnum, quantity: 2 },
      { number: 'NO-SUCH-1', quantity: 1 },
      { number: b!.ean!, quantity: 5 },
      { number: picks.soldOut.itemnum, quantity: 1 },
      { number: a!.sku, quantity: 3 },
      { number: picks.tiered.itemnum, quantity: 10 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { cart, rejected } = res.json() as BulkAddResult;
    expect(rejected).toEqual([
      { row: 1, number: 'NO-SUCH-1', reason: 'unknown-product', message: 'There is no product with number NO-SUCH-1' },
      expect.objectContaining({ row: 3, number: picks.soldOut.itemnum, reason: 'not-available' }),
    ]);
    // One line per product: the two rows of A add up.
    expect(cart.cartItems.map((line) => [line.sku, line.quantity])).toEqual([
      [a!.sku, 5],
      [b!.sku, 5],
      [picks.tiered.sku, 10],
    ]);
    // Ben's agreed price for ten.
    expect(cart.cartItems[2]!.priceInfo!.regular).toBe(picks.tiered.agreed10);
    expect(cart.cartItems[2]!.rowTotal).toBe(picks.tiered.agreed10 * 10);
  });

  it('never adds half a row: a row that would overflow its line is refused whole, the rest goes in', async () => {
    const ben = await login('ben@example.com');
    const cartId = await emptyCart(ben);
    const [a, b] = picks.buyable;
    await addItems(ben, cartId, [{ number: a!.sku, quantity: 9000 }]);
    const res = await addItems(ben, cartId, [
      { number: a!.sku, quantity: 999 },
      { number: a!.sku, quantity: 1 },
      { number: b!.sku, quantity: 1 },
    ]);
    const { cart, rejected } = res.json() as BulkAddResult;
    expect(rejected).toEqual([expect.objectContaining({ row: 1, reason: 'line-quantity' })]);
    expect(cart.cartItems.map((line) => [line.sku, line.quantity])).toEqual([
      [a!.sku, 9999],
      [b!.sku, 1],
    ]);
    // Nothing to add: the cart is left as it was, its version too.
    const none = (await addItems(ben, cartId, [{ number: 'NO-SUCH-2', quantity: 1 }])).json() as BulkAddResult;
    expect(none.cart.version).toBe(cart.version);
    expect(none.rejected.map((row) => row.reason)).toEqual(['unknown-product']);
  });

  it('refuses bad requests with a message, and other shoppers’ carts as missing', async () => {
    const ben = await login('ben@example.com');
    const ida = await login('ida@example.com');
    const cartId = await emptyCart(ben);
    const [a] = picks.buyable;
    const bad = [
      { items: [] },
      { items: [{ number: a!.sku, quantity: 0 }] },
      { items: [{ number: a!.sku, quantity: 1.5 }] },
      { items: [{ number: '', quantity: 1 }] },
      { items: Array.from({ length: 501 }, () => ({ number: a!.sku, quantity: 1 })) },
    ];
    for (const body of bad) {
      const res = await call('POST', `/carts/${cartId}/items/bulk`, ben, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const stranger = await addItems(ida, cartId, [{ number: a!.sku, quantity: 1 }]);
    expect(stranger.statusCode).toBe(404);
    const cart = (await call('GET', `/carts/${cartId}`, ben)).json() as Cart;
    expect(cart.cartItems).toEqual([]);
  });

  it('orders again: still-available lines at today’s price, the others reported; only the customer’s own orders', async () => {
    const ben = await login('ben@example.com');
    const ida = await login('ida@example.com');
    const [a, b, c] = picks.buyable;
    const pair = await productWithAccessory(ctx.database.db);
    let cartId = await emptyCart(ben);
    await addItems(ben, cartId, [
      { number: a!.sku, quantity: 2 },
      { number: b!.sku, quantity: 1 },
    ]);
    await call('POST', `/carts/${cartId}/items`, ben, {
      sku: pair.sku,
      quantity: 1,
      additionalProducts: [pair.extraSku],
    });
    const filled = (await call('GET', `/carts/${cartId}`, ben)).json() as Cart;
    const placed = await call('POST', '/orders', ben, {
      cartId,
      cart: { version: filled.version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    // Since then: B sold out, A's price up.
    const { db } = ctx.database;
    const [aPrice] = await db
      .select()
      .from(prices)
      .where(and(eq(prices.productId, a!.id), eq(prices.currency, 'EUR')));
    await db
      .update(prices)
      .set({ regular: aPrice!.regular + 1000, special: null })
      .where(and(eq(prices.productId, a!.id), eq(prices.currency, 'EUR')));
    const [bStock] = await db.select().from(stock).where(eq(stock.productId, b!.id));
    await db
      .update(stock)
      .set({ qty: 0, effectiveStock: 0, externalStock: 0, markedInStock: false })
      .where(eq(stock.productId, b!.id));
    await ctx.api.changes.heard();
    try {
      cartId = await emptyCart(ben);
      await addItems(ben, cartId, [{ number: c!.sku, quantity: 1 }]);
      const res = await call('POST', `/orders/${order.id}/reorder`, ben, { cartId });
      expect(res.statusCode, res.body).toBe(200);
      const { cart, rejected } = res.json() as BulkAddResult;
      expect(rejected).toEqual([expect.objectContaining({ row: 1, number: b!.sku, reason: 'not-available' })]);
      expect(cart.cartItems.map((line) => [line.sku, line.quantity])).toEqual([
        [c!.sku, 1],
        [a!.sku, 2],
        [pair.sku, 1],
      ]);
      expect(cart.cartItems[1]!.priceInfo!.regular).toBe(aPrice!.regular + 1000);
      expect(Object.keys(cart.cartItems[2]!.selectedAddtionalProducts)).toEqual([pair.extraSku]);
      // Ida may not order Ben's order again, not even into her own cart.
      const idaCart = await emptyCart(ida);
      expect((await call('POST', `/orders/${order.id}/reorder`, ida, { cartId: idaCart })).statusCode).toBe(404);
      expect((await call('POST', `/orders/${order.id}/reorder`, '', { cartId })).statusCode).toBe(401);
    } finally {
      await db.update(stock).set(bStock!).where(eq(stock.productId, b!.id));
      await db
        .update(prices)
        .set(aPrice!)
        .where(and(eq(prices.productId, a!.id), eq(prices.currency, 'EUR')));
      await ctx.api.changes.heard();
    }
  });
});
