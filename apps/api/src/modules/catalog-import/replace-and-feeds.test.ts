import type { Cart, FeedReport, Order, ProductDetail } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { setBranding, useTestApi } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow } from '../../testing/fixtures';
import { auditLog } from '../audit/tables';
import { products } from '../catalog/tables';
import { addresses } from '../customer/tables';
import { stock } from '../inventory/tables';
import { admin, importFile } from './testing';

/** --replace unlists what a file leaves out (an ordered product stays); tier prices reach the cart; ERP feeds. */
describe.each(databaseKinds)('catalogue replace, tier prices and feeds on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 30, now: new Date('2026-06-01T00:00:00Z') });
  });
  // Guests see prices, as in the demo shop.
  beforeAll(() => setBranding(ctx.api, { isPriceForGuestEnabled: true }));
  const newCustomer = useCustomers(ctx);
  const db = () => ctx.database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
  const rowOf = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];

  async function buyer(name: string) {
    const created = await newCustomer(name);
    await db()
      .insert(addresses)
      .values(defaultAddressRow(created, { street: 'Hafenstraße 3', city: 'Hamburg', postalCode: '20457' }));
    return created.cookie;
  }
  async function cartOf(cookie: string, sku: string, quantity: number) {
    const cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
    const res = await call('POST', `/carts/${cart.id}/items`, cookie, { sku, quantity });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Cart;
  }

  it('gives the units in a cart the tier price they reach', async () => {
    await importFile(
      ctx.api,
      csv(
        'sku,item_number,name.de,price.EUR,tier_prices.EUR,stock,categories.de',
        'TIER-1,TIER-1,Staffel,10.00,5=9.00|10=8.00,100,Staffelware',
      ),
    );
    const cookie = await buyer('tiers');
    const four = await cartOf(cookie, 'TIER-1', 4);
    expect(four.cartItems[0]!.priceInfo).toMatchObject({ regular: 1000 });
    const item = four.cartItems[0]!;
    const twelve = (
      await ctx.api.inject({
        method: 'PATCH',
        url: `/carts/${four.id}/items/${item.id}`,
        headers: { cookie },
        payload: { quantity: 12 },
      })
    ).json() as Cart;
    expect(twelve.cartItems[0]!.priceInfo).toMatchObject({ regular: 800 });
    expect(twelve.subtotal).toBe(12 * 800);
  });

  it('--replace unlists the products the file leaves out, and never deletes one that was ordered', async () => {
    await importFile(
      ctx.api,
      csv(
        'sku,item_number,name.de,price.EUR,stock,categories.de',
        'KEEP-1,KEEP-1,Bleibt,5.00,50,Sortiment',
        'GONE-1,GONE-1,Geht,6.00,50,Sortiment',
      ),
    );
    const cookie = await buyer('replace');
    const cart = await cartOf(cookie, 'GONE-1', 1);
    const placed = await call('POST', '/orders', cookie, {
      cartId: cart.id,
      cart: { version: cart.version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    // Another cart still holds the product that goes.
    const waiting = await cartOf(await buyer('waiting'), 'GONE-1', 1);

    const all = (await db().select({ sku: products.sku }).from(products)).length;
    const result = await importFile(ctx.api, csv('sku', 'KEEP-1'), { replace: true });
    expect(result).toMatchObject({ status: 'done', counts: { unchanged: 1, unlisted: all - 1 } });

    const gone = await rowOf('GONE-1');
    expect(gone).toMatchObject({ active: false });
    const page = await ctx.api.inject({ url: `/products/${gone!.id}` });
    expect(page.statusCode).toBe(404);
    const search = (await ctx.api.inject({ url: '/search?keyword=GONE-1' })).json();
    expect(search.count).toBe(0);
    const keep = await rowOf('KEEP-1');
    const category = (await ctx.api.inject({ url: `/products/${keep!.id}` })).json() as ProductDetail;
    const listing = (await ctx.api.inject({ url: `/products?catId=${category.category[0]!.id}&limit=100` })).json();
    expect(listing.data.map((p: { sku: string }) => p.sku)).toEqual(['KEEP-1']);
    // The order still shows what was bought; the cart that holds it cannot be ordered.
    const shown = (await call('GET', `/orders/${order.id}`, cookie)).json() as Order;
    expect(shown.cartInfo.cartItems.map((i) => i.sku)).toEqual(['GONE-1']);
    const refused = await ctx.api.inject({
      method: 'POST',
      url: `/carts/${waiting.id}/items`,
      payload: { sku: 'GONE-1' },
    });
    expect(refused.statusCode).toBe(400);

    // Listed again by the next import that names it.
    const back = await importFile(ctx.api, csv('sku,listed', 'GONE-1,true'));
    expect(back.counts.updated).toBe(1);
    expect((await ctx.api.inject({ url: `/products/${gone!.id}` })).statusCode).toBe(200);
  });

  it('applies stock and price feeds by SKU, reports unknown SKUs, and audits what changed', async () => {
    await importFile(
      ctx.api,
      csv(
        'sku,item_number,name.de,price.EUR,stock,external_stock',
        'FEED-1,FEED-1,Feed,10.00,4,7',
        'FEED-2,FEED-2,Feed 2,3.00,1,0',
      ),
    );
    // A shopper's cart holds FEED-1 at its old price.
    const shopper = await buyer('feeds');
    const before = await cartOf(shopper, 'FEED-1', 1);
    const stockRes = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/stock',
      headers: admin,
      payload: {
        items: [
          { sku: 'FEED-1', qty: 12 },
          { sku: 'feed-2', qty: 1, externalStock: 0 },
          { sku: 'NOPE', qty: 3 },
        ],
      },
    });
    expect(stockRes.json()).toEqual({
      updated: 1,
      unchanged: 1,
      unknown: [{ index: 2, sku: 'NOPE' }],
    } satisfies FeedReport);
    const [row] = await db()
      .select()
      .from(stock)
      .where(eq(stock.productId, (await rowOf('FEED-1'))!.id));
    expect(row).toMatchObject({ effectiveStock: 12, qty: 12, externalStock: 7 });

    const pricesRes = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/prices',
      headers: admin,
      payload: {
        items: [
          { sku: 'FEED-1', currency: 'EUR', regular: 1100, special: 990 },
          { sku: 'FEED-2', currency: 'GBP', regular: 260, special: null },
        ],
      },
    });
    expect(pricesRes.json()).toEqual({ updated: 2, unchanged: 0, unknown: [] });
    const page = (await ctx.api.inject({ url: `/products/${(await rowOf('FEED-1'))!.id}` })).json() as ProductDetail;
    expect(page.priceInfo).toMatchObject({ regular: 1100, special: 990 });

    // The cart shows the new price; an order from the total seen before is outdated.
    const now = (await call('GET', `/carts/${before.id}`, shopper)).json() as Cart;
    expect(now.cartItems[0]!.priceInfo).toMatchObject({ regular: 1100, special: 990 });
    const stale = await call('POST', '/orders', shopper, {
      cartId: before.id,
      cart: { version: before.version, grandTotalIncTax: before.grandTotalIncTax },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.code).toBe('CART_OUTDATED_ERROR');

    const bad = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/prices',
      headers: admin,
      payload: { items: [{ sku: 'FEED-1', currency: 'EUR', regular: 500, special: 600 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues[0].path).toBe('body.items.0.special');

    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'price'));
    expect(audits.at(-1)).toMatchObject({ action: 'prices.update', actor: 'admin-key' });
  });
});
