// One file for the cart's operations: the cases share one seeded catalogue per database kind.
import type { Cart } from '@shop/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { buildServer } from '../../server';
import { setBranding, testAuthSecret, useTestApi } from '../../testing/api';
import { productWithAccessory } from '../../testing/catalog-picks';
import { cookieJar, customerPassword, guestBrowser, useCustomers } from '../../testing/customers';
import { databaseKinds, type TestDatabase } from '../../testing/database';
import { categoryTranslations, includedItems, products } from '../catalog/tables';
import { stock } from '../inventory/tables';
import { prices, taxRates } from '../pricing/tables';
import { taxOn } from '../pricing/tax';
import { carts } from './tables';

/** Products of the seeded catalogue in the states the cart cares about. */
async function pick(db: TestDatabase['db']) {
  const sellable = db
    .select({ id: products.id, sku: products.sku, taxClass: products.taxClass })
    .from(products)
    .innerJoin(stock, eq(stock.productId, products.id))
    .where(
      and(
        eq(products.hidePrices, false),
        sql`${stock.effectiveStock} > 5`,
        sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
      ),
    )
    .orderBy(products.id);
  const [master] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(sql`exists (select 1 from product v where v.master_id = ${products.id})`)
    .limit(1);
  const [onRequest] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.hidePrices, true))
    .limit(1);
  const [included] = await db
    .select({ id: includedItems.productId })
    .from(includedItems)
    .innerJoin(stock, eq(stock.productId, includedItems.productId))
    .innerJoin(products, eq(products.id, includedItems.productId))
    .where(and(sql`${stock.effectiveStock} > 0`, eq(products.hidePrices, false)))
    .limit(1);
  const [first, second] = await sellable.limit(2);
  return {
    first: first!,
    second: second!,
    withExtras: await productWithAccessory(db),
    master: master!.sku,
    onRequest: onRequest?.sku,
    includedId: included?.id,
  };
}

describe.each(databaseKinds)('cart on %s', (kind) => {
  let catalog: Awaited<ReturnType<typeof pick>>;
  const ctx = useTestApi(kind, async (database) => {
    await seedCatalog(database.db, { products: 80, now: new Date('2026-06-01T00:00:00Z') });
    catalog = await pick(database.db);
  });
  const customer = useCustomers(ctx);
  /** The guests' browser: a request without a customer's cookie sends its guest cart key. */
  const guest = guestBrowser();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie = '', payload?: object) =>
    guest.send(ctx.api, method, url, { cookie, payload });
  const newCart = async (cookie = '', payload: object = {}) =>
    (await call('POST', '/carts', cookie, payload)).json() as Cart;
  const add = (cartId: string, body: object, cookie = '') => call('POST', `/carts/${cartId}/items`, cookie, body);

  it('creates a guest cart on demand, adds, merges equal lines and counts the items', async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({ cartItems: [], items_qty: 0, version: 1, currency: 'EUR' });
    const one = await add(cart.id, { sku: catalog.first.sku, quantity: 2 });
    expect(one.statusCode).toBe(200);
    const again = (await add(cart.id, { sku: catalog.first.sku, quantity: 3 })).json() as Cart;
    expect(again.cartItems).toHaveLength(1);
    expect(again.cartItems[0]).toMatchObject({ sku: catalog.first.sku, quantity: 5 });
    const both = (await add(cart.id, { sku: catalog.second.sku })).json() as Cart;
    expect(both.cartItems.map((i) => i.sku)).toEqual([catalog.first.sku, catalog.second.sku]);
    expect(both.items_qty).toBe(6);
    expect(both.version).toBe(4);
    expect((await call('GET', `/carts/${cart.id}`)).json()).toEqual(both);
  });

  it('names each line’s main category in the cart’s language (a variant’s is its master’s)', async () => {
    const db = ctx.database.db;
    const [variant] = await db
      .select({ sku: products.sku, masterId: products.masterId })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(
        and(
          sql`${products.masterId} is not null`,
          sql`${stock.effectiveStock} > 0`,
          eq(products.hidePrices, false),
          sql`${products.id} <> ${catalog.first.id}`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    const mainOf = async (id: number, locale: string) =>
      (
        await db
          .select({ name: categoryTranslations.name })
          .from(products)
          .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, products.primaryCategoryId))
          .where(and(eq(products.id, id), eq(categoryTranslations.locale, locale)))
      )[0]?.name;
    const cart = await newCart();
    await add(cart.id, { sku: catalog.first.sku });
    expect((await add(cart.id, { sku: variant!.sku })).statusCode).toBe(200);
    for (const locale of ['de', 'fr'] as const) {
      const read = (await call('GET', `/carts/${cart.id}?locale=${locale}`)).json() as Cart;
      expect(read.cartItems.map((line) => line.category)).toEqual([
        (await mainOf(catalog.first.id, locale)) ?? null,
        (await mainOf(variant!.masterId!, locale)) ?? null,
      ]);
    }
    expect(await mainOf(catalog.first.id, 'fr')).toEqual(expect.any(String));
  });

  it('hides prices and totals from guests unless the shop shows them, and computes them when shown', async () => {
    const cart = await newCart();
    await add(cart.id, { sku: catalog.first.sku, quantity: 3 });
    const hidden = (await call('GET', `/carts/${cart.id}`)).json() as Cart;
    expect(hidden.cartItems[0]!.priceInfo).toBeNull();
    expect(hidden).toMatchObject({ subtotal: null, grandTotalIncTax: null });

    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    try {
      expect((await call('GET', `/carts/${cart.id}`)).json().subtotal).not.toBeNull();
      const shown = (await call('GET', `/carts/${cart.id}?currency=GBP`)).json() as Cart;
      const [price] = await ctx.database.db
        .select()
        .from(prices)
        .where(and(eq(prices.productId, catalog.first.id), eq(prices.currency, 'GBP')));
      const [rate] = await ctx.database.db
        .select()
        .from(taxRates)
        .where(and(eq(taxRates.country, 'DE'), eq(taxRates.taxClass, catalog.first.taxClass)));
      const unit = price!.special ?? price!.regular;
      expect(shown.currency).toBe('GBP');
      expect(shown.subtotal).toBe(unit * 3);
      expect(shown.cartItems[0]!.rowTotal).toBe(unit * 3);
      expect(shown.subtotal_incl_tax).toBe(unit * 3 + taxOn(unit * 3, rate?.rate ?? 0));
      expect(shown.grandTotalIncTax).toBe(shown.subtotal_incl_tax);
    } finally {
      await setBranding(ctx.api, {});
    }
  });

  it('keeps a choice of additional products as its own line, priced with them', async () => {
    const { cookie } = await customer('extras');
    const cart = await newCart(cookie);
    await add(cart.id, { sku: catalog.withExtras.sku, quantity: 1 }, cookie);
    const res = await add(
      cart.id,
      { sku: catalog.withExtras.sku, quantity: 2, additionalProducts: [catalog.withExtras.extraSku] },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const withExtra = res.json() as Cart;
    expect(withExtra.cartItems).toHaveLength(2);
    const line = withExtra.cartItems[1]!;
    const extra = line.selectedAddtionalProducts[catalog.withExtras.extraSku]!;
    expect(extra).toMatchObject({ sku: catalog.withExtras.extraSku });
    expect(extra.price).toBeGreaterThan(0);
    const unit = line.priceInfo!.special ?? line.priceInfo!.regular!;
    expect(line.rowTotal).toBe((unit + extra.price!) * 2);
    // A product that is not one of its additional products is refused.
    const wrong = await add(cart.id, { sku: catalog.withExtras.sku, additionalProducts: [catalog.second.sku] }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('PRODUCT_NOT_PURCHASABLE');
  });

  it('shows included items and the product properties on a line', async () => {
    expect(catalog.includedId).toBeDefined();
    const sku = (await ctx.database.db.select().from(products).where(eq(products.id, catalog.includedId!)))[0]!.sku;
    const { cookie } = await customer('included');
    const cart = await newCart(cookie);
    const res = await add(cart.id, { sku, quantity: 1 }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json() as Cart).cartItems[0]!;
    expect(line.included.length).toBeGreaterThan(0);
    expect(line.included[0]).toMatchObject({ quantity: 1 });
    expect(line.custom_attributes.length).toBeGreaterThan(0);
  });

  it('sets quantities, removes at 0 and by DELETE, and says so when a line does not exist', async () => {
    const cart = await newCart();
    const added = (await add(cart.id, { sku: catalog.first.sku, quantity: 1 })).json() as Cart;
    const lineId = added.cartItems[0]!.id;
    const set = await call('PATCH', `/carts/${cart.id}/items/${lineId}`, '', { quantity: 7 });
    expect((set.json() as Cart).cartItems[0]!.quantity).toBe(7);
    const zero = await call('PATCH', `/carts/${cart.id}/items/${lineId}`, '', { quantity: 0 });
    expect((zero.json() as Cart).cartItems).toEqual([]);
    expect((await call('DELETE', `/carts/${cart.id}/items/${lineId}`)).statusCode).toBe(404);
    const again = (await add(cart.id, { sku: catalog.second.sku })).json() as Cart;
    const removed = await call('DELETE', `/carts/${cart.id}/items/${again.cartItems[0]!.id}`);
    expect((removed.json() as Cart).items_qty).toBe(0);
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const cart = await newCart();
    const cases: [object, string][] = [
      [{ sku: catalog.first.sku, quantity: 0 }, 'VALIDATION_ERROR'],
      [{ sku: catalog.first.sku, quantity: 1.5 }, 'VALIDATION_ERROR'],
      [{ sku: catalog.first.sku, quantity: 10_000 }, 'VALIDATION_ERROR'],
      [{ sku: catalog.first.sku, quantity: '2' }, 'VALIDATION_ERROR'],
      [{ sku: '' }, 'VALIDATION_ERROR'],
      [{ sku: 'NO-SUCH-SKU' }, 'PRODUCT_NOT_PURCHASABLE'],
      [{ sku: catalog.master }, 'PRODUCT_NOT_PURCHASABLE'],
    ];
    if (catalog.onRequest) cases.push([{ sku: catalog.onRequest }, 'PRODUCT_NOT_PURCHASABLE']);
    for (const [body, code] of cases) {
      const res = await add(cart.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code, JSON.stringify(body)).toBe(code);
      expect(res.json().error.message).not.toBe('');
    }
    expect((await add(cart.id, { sku: catalog.master })).json().error).toMatchObject({
      message: 'Choose a variant of this product',
      details: { reason: 'variant-required' },
    });
    // A line holds at most 9999; the cart keeps what it had.
    await add(cart.id, { sku: catalog.first.sku, quantity: 9000 });
    const over = await add(cart.id, { sku: catalog.first.sku, quantity: 1000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({ code: 'CART_LIMIT', details: { reason: 'line-quantity', limit: 9999 } });
    expect(((await call('GET', `/carts/${cart.id}`)).json() as Cart).items_qty).toBe(9000);
    // Malformed ids and quantities.
    expect((await call('GET', '/carts/not-a-uuid')).statusCode).toBe(400);
    expect((await call('GET', '/carts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('PATCH', `/carts/${cart.id}/items/1`, '', { quantity: -1 })).statusCode).toBe(400);
    expect((await call('PATCH', `/carts/${cart.id}/items/abc`, '', { quantity: 1 })).statusCode).toBe(400);
    expect((await call('PATCH', `/carts/${cart.id}/items/99999999999`, '', { quantity: 1 })).statusCode).toBe(400);
  });

  it('refuses a product that is not in stock', async () => {
    const [row] = await ctx.database.db
      .select({ sku: products.sku })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(
        and(
          eq(products.hidePrices, false),
          isNull(stock.productId),
          sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
        ),
      )
      .limit(1);
    const sku = row?.sku ?? catalog.second.sku;
    if (!row) {
      // No such product in this seed: take one away from stock for the test.
      await ctx.database.db
        .update(stock)
        .set({ effectiveStock: 0, externalStock: 0, markedInStock: false })
        .where(eq(stock.productId, catalog.second.id));
    }
    const cart = await newCart();
    const res = await add(cart.id, { sku });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PRODUCT_NOT_PURCHASABLE',
      message: 'This product is currently not available',
    });
    if (!row)
      await ctx.database.db.update(stock).set({ effectiveStock: 50 }).where(eq(stock.productId, catalog.second.id));
  });

  it('gives a customer one cart, takes over their guest cart at login, and keeps it from anyone else', async () => {
    const guestCart = await newCart();
    await add(guestCart.id, { sku: catalog.first.sku, quantity: 2 });
    const { cookie: ida } = await customer('ida');
    const own = await newCart(ida);
    await add(own.id, { sku: catalog.first.sku, quantity: 1 }, ida);
    const merged = await newCart(`${ida}; ${guest.cookie}`, { guestCartId: guestCart.id });
    expect(merged.id).toBe(own.id);
    expect(merged.cartItems).toHaveLength(1);
    expect(merged.cartItems[0]!.quantity).toBe(3);
    // The guest cart is gone, and getMe names the customer's cart.
    expect((await call('GET', `/carts/${guestCart.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/me', ida)).json().activeCart).toBe(own.id);
    // A line filled past the limit by the merge holds the most it may.
    const bigGuest = await newCart();
    await add(bigGuest.id, { sku: catalog.first.sku, quantity: 9998 });
    const clamped = await newCart(`${ida}; ${guest.cookie}`, { guestCartId: bigGuest.id });
    expect(clamped.cartItems.find((i) => i.sku === catalog.first.sku)!.quantity).toBe(9999);
    expect(
      (await call('PATCH', `/carts/${own.id}/items/${clamped.cartItems[0]!.id}`, ida, { quantity: 3 })).statusCode,
    ).toBe(200);
    // Again: the same cart, not a second one.
    expect((await newCart(ida)).id).toBe(own.id);

    // Another customer, or a guest, gets 404 for every operation on it.
    const { cookie: ole } = await customer('ole');
    for (const cookie of [ole, '']) {
      expect((await call('GET', `/carts/${own.id}`, cookie)).statusCode).toBe(404);
      expect((await add(own.id, { sku: catalog.first.sku }, cookie)).statusCode).toBe(404);
      const lineId = merged.cartItems[0]!.id;
      expect((await call('PATCH', `/carts/${own.id}/items/${lineId}`, cookie, { quantity: 1 })).statusCode).toBe(404);
      expect((await call('DELETE', `/carts/${own.id}/items/${lineId}`, cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/carts/${own.id}`, cookie)).statusCode).toBe(404);
    }
    // Nor can a line of one cart be changed through another.
    const oleCart = await newCart(ole);
    expect(
      (await call('PATCH', `/carts/${oleCart.id}/items/${merged.cartItems[0]!.id}`, ole, { quantity: 5 })).statusCode,
    ).toBe(404);
    expect(((await call('GET', `/carts/${own.id}`, ida)).json() as Cart).cartItems[0]!.quantity).toBe(3);
  });

  it('merges the guest cart the cart cookie names into the customer’s cart as they log in', async () => {
    const { email, cookie: ole } = await customer('returning');
    const own = await newCart(ole);
    await add(own.id, { sku: catalog.second.sku, quantity: 1 }, ole);
    const guestCart = await newCart();
    await add(guestCart.id, { sku: catalog.first.sku, quantity: 2 });
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/session',
      headers: { cookie: `cart-id=${guestCart.id}; ${guest.cookie}` },
      payload: { username: email, password: customerPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().activeCart).toBe(own.id);
    const merged = (await call('GET', `/carts/${own.id}`, cookieJar(res))).json() as Cart;
    expect(merged.cartItems.map((i) => [i.sku, i.quantity])).toEqual([
      [catalog.second.sku, 1],
      [catalog.first.sku, 2],
    ]);
    expect((await call('GET', `/carts/${guestCart.id}`)).statusCode).toBe(404);
    // A cookie naming nothing, or something that is no cart id, changes nothing and refuses nothing.
    for (const cookie of ['cart-id=00000000-0000-4000-8000-000000000000', 'cart-id=not-a-cart'])
      expect(
        (
          await ctx.api.inject({
            method: 'POST',
            url: '/session',
            headers: { cookie },
            payload: { username: email, password: customerPassword },
          })
        ).json().activeCart,
      ).toBe(own.id);
  });

  it('adds no tax for an account excluded from taxation', async () => {
    const { cookie } = await customer('exempt', { excludeTax: true });
    const cart = await newCart(cookie);
    const res = (await add(cart.id, { sku: catalog.first.sku, quantity: 2 }, cookie)).json() as Cart;
    expect(res.displayExcludingTaxes).toBe(true);
    expect(res.tax_amount).toBe(0);
    expect(res.grandTotalIncTax).toBe(res.subtotal);
  });

  it('deletes guest carts untouched for 60 days when housekeeping runs, and keeps customers’ carts', async () => {
    const stale = await newCart();
    const fresh = await newCart();
    const { cookie: ole } = await customer('kept');
    const customerCart = await newCart(ole);
    await ctx.database.db
      .update(carts)
      .set({ updatedAt: sql`now() - interval '61 days'` })
      .where(inArray(carts.id, [stale.id, customerCart.id]));
    const housekeeper = await buildServer({ database: ctx.database, authSecret: testAuthSecret, housekeeping: true });
    try {
      await expect.poll(async () => (await call('GET', `/carts/${stale.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/carts/${fresh.id}`)).statusCode).toBe(200);
      expect((await call('GET', `/carts/${customerCart.id}`, ole)).statusCode).toBe(200);
    } finally {
      await housekeeper.close();
    }
  });

  it('adds concurrently without losing a unit', async () => {
    const cart = await newCart();
    await Promise.all(Array.from({ length: 8 }, () => add(cart.id, { sku: catalog.first.sku, quantity: 1 })));
    const after = (await call('GET', `/carts/${cart.id}`)).json() as Cart;
    expect(after.cartItems).toHaveLength(1);
    expect(after.items_qty).toBe(8);
    expect(after.version).toBe(9);
  });
});
