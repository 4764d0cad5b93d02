import { hash } from '@node-rs/argon2';
import type { Cart, ProductCard, ProductDetail } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import type { DatabaseHandle } from '../db/connection';
import { buyableProducts } from '../modules/catalog/repository';
import { productCategories } from '../modules/catalog/tables';
import { addresses, customers } from '../modules/customer/tables';
import { stock } from '../modules/inventory/tables';
import { priceLists } from '../modules/pricing/tables';
import { setBranding, testAdminToken, useTestApi } from '../testing/api';
import { cookieJar } from '../testing/customers';
import { changeElsewhere, databaseKinds } from '../testing/database';
import { defaultAddressRow, dropPriceList, givePriceList, ownListCode, setListPrice } from '../testing/fixtures';

const PASSWORD = 'Geheim-Passwort-1';

/**
 * Catalogue, search and content reads are answered from memory, shared by guests and by customers
 * without a price list, kept per customer for those with one, until the database announces a
 * change (shared-answers.ts, db/changes.ts).
 * These tests change the data the way this API, another API process, an import and the ERP do,
 * and check that no answer outlives its data or its price lists' validity, and that a customer's
 * own prices are never served to anyone else.
 */
describe.each(databaseKinds)('shared answers kept in memory on %s', (kind) => {
  const fixture = { productId: 0, sku: '', otherId: 0, categoryId: 0 };
  /** The clock price lists' validity is judged by in memory; the database's own runs on. */
  let clock: number | undefined;
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 30, now: new Date('2026-06-01T00:00:00Z') });
      // Two products a guest can buy, listed in a category (variants are not: their master is).
      const listed = await db
        .selectDistinct({ productId: productCategories.productId, categoryId: productCategories.categoryId })
        .from(productCategories);
      const categoryOf = new Map(listed.map((row) => [row.productId, row.categoryId]));
      const [plain, other] = (await buyableProducts(db, { limit: 30 })).filter((p) => categoryOf.has(p.id));
      Object.assign(fixture, {
        productId: plain!.id,
        sku: plain!.sku,
        otherId: other!.id,
        categoryId: categoryOf.get(plain!.id),
      });
      await setListPrice(db, plain!.id, 3000);
      const passwordHash = await hash(PASSWORD);
      await db.insert(customers).values([
        { email: 'ada@example.com', customerNumber: 'K-81001', firstName: 'Ada', lastName: 'Berg', passwordHash },
        // Bob and Carl have no price list: the shop's list prices, shared between them.
        { email: 'bob@example.com', customerNumber: 'K-81002', firstName: 'Bob', lastName: 'Kern', passwordHash },
        { email: 'carl@example.com', customerNumber: 'K-81003', firstName: 'Carl', lastName: 'Ort', passwordHash },
      ]);
      // Ada's agreement: 21.00 instead of the list price 30.00.
      await givePriceList(db, 'K-81001', plain!.id, 2100);
    },
    { now: () => clock ?? Date.now() },
  );

  const url = () => `/products/${fixture.productId}?locale=en`;
  const read = async (cookie = '', path = url()) => {
    const res = await ctx.api.inject({ url: path, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return { hit: res.headers['x-cache'] === 'hit', detail: res.json() as ProductDetail };
  };
  /**
   * A guest's read once the answer is held: reads until one is served from memory (a write's own
   * notification may still be on its way and drop the first answer kept).
   */
  const held = async (cookie = '', path = url()) => {
    let last: Awaited<ReturnType<typeof read>> | undefined;
    await expect
      .poll(
        async () => {
          last = await read(cookie, path);
          return last.hit;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    return last!;
  };
  const login = async (username = 'ada@example.com') => {
    const res = await ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return cookieJar(res);
  };
  const setStock = (db: DatabaseHandle['db'], effectiveStock: number) =>
    db.update(stock).set({ effectiveStock, qty: effectiveStock }).where(eq(stock.productId, fixture.productId));
  /** A change by another process, once this API has heard it. */
  const elsewhere = async (change: (db: DatabaseHandle['db']) => Promise<unknown>) => {
    await changeElsewhere(ctx.database, change);
    await ctx.api.changes.heard();
  };

  it("answers a guest's repeated read from memory, and a customer's own prices only to them", async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    const guest = await held();
    expect(guest.detail.priceInfo?.regular).toBe(3000);

    const ada = await login();
    expect((await read(ada)).detail.priceInfo?.regular).toBe(2100);
    expect((await held(ada)).detail.priceInfo?.regular).toBe(2100);
    // Whatever guests and customers without a list are served from memory is not Ada's answer.
    expect((await held()).detail.priceInfo?.regular).toBe(3000);
    expect((await held(await login('carl@example.com'))).detail.priceInfo?.regular).toBe(3000);
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
  });

  it("computes a customer's answer afresh when one of their lists starts or ends, and not near that time", async () => {
    const ends = new Date(Date.now() + 24 * 3600_000);
    await elsewhere((db) =>
      db
        .update(priceLists)
        .set({ validTo: ends })
        .where(eq(priceLists.code, ownListCode('K-81001'))),
    );
    const ada = await login();
    try {
      expect((await held(ada)).detail.priceInfo?.regular).toBe(2100);
      clock = ends.getTime() - 30_000;
      for (const round of [1, 2]) expect((await read(ada)).hit, `Ada's read ${round} near the end`).toBe(false);
      clock = ends.getTime() + 3600_000;
      expect((await read(ada)).hit, "Ada's first read once her list ended").toBe(false);
    } finally {
      clock = undefined;
      await elsewhere((db) =>
        db
          .update(priceLists)
          .set({ validTo: null })
          .where(eq(priceLists.code, ownListCode('K-81001'))),
      );
    }
  });

  it('serves what is the same for every shopper (categories, facets, content) to customers too', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
    const ada = await login();
    const tree = await ctx.api.inject({ url: '/categories?locale=en' });
    const catId = (tree.json() as { categories: Array<{ id: number }> }).categories[0]!.id;
    const shared = [
      '/categories?locale=en',
      `/products/filters?catId=${catId}&locale=en`,
      '/content?type=setting&identifier=branding',
    ];
    for (const path of shared) {
      const first = await ctx.api.inject({ url: path });
      expect(first.statusCode, `${path}: ${first.body}`).toBe(200);
      await expect
        .poll(async () => (await ctx.api.inject({ url: path, headers: { cookie: ada } })).headers['x-cache'], {
          timeout: 5_000,
        })
        .toBe('hit');
      const customers = await ctx.api.inject({ url: path, headers: { cookie: ada } });
      expect(customers.body, path).toBe(first.body);
    }
  });

  it('shares the answer of customers without a price list between them, never with guests', async () => {
    expect((await held()).detail.priceInfo).toBeNull(); // guests see no prices in this shop
    const [bob, carl] = [await login('bob@example.com'), await login('carl@example.com')];
    const first = await read(bob);
    expect(first.detail.priceInfo?.regular).toBe(3000);
    const carls = await held(carl);
    expect(carls.detail.priceInfo?.regular).toBe(3000);
    expect((await held()).detail.priceInfo).toBeNull();
  });

  it('gives a customer answers of their own from the moment the ERP gives them a price list', async () => {
    const bob = await login('bob@example.com');
    expect((await held(bob)).detail.priceInfo?.regular).toBe(3000);
    await elsewhere((db) => givePriceList(db, 'K-81002', fixture.productId, 2500));
    await expect.poll(async () => (await read(bob)).detail.priceInfo?.regular).toBe(2500);
    expect((await held(bob)).detail.priceInfo?.regular).toBe(2500);
    // Carl, without a list, still has the shop's price (and Bob's never reached him).
    expect((await held(await login('carl@example.com'))).detail.priceInfo?.regular).toBe(3000);
    await elsewhere((db) => dropPriceList(db, 'K-81002'));
  });

  it('computes a read asked for with Cache-Control: no-cache, and keeps it', async () => {
    await held();
    const fresh = await ctx.api.inject({ url: url(), headers: { 'cache-control': 'no-cache' } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers['x-cache']).toBeUndefined();
    await held();
  });

  it('keeps answers per country: a guest in Austria is not given the German answer', async () => {
    await held();
    const austria = await read('vsf-country=AT');
    expect(austria.hit).toBe(false);
    await held('vsf-country=AT'); // and the Austrian answer is kept in turn
  });

  it('shows a change made through this API at the next read', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    expect((await held()).detail.priceInfo?.regular).toBe(3000);
    const res = await ctx.api.inject({
      method: 'PUT',
      url: `/admin/api/prices/${fixture.sku}`,
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { currency: 'EUR', regular: 3500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read();
    expect(after.hit).toBe(false);
    expect(after.detail.priceInfo?.regular).toBe(3500);
    // A settings write through the admin API: guests see no prices from the next read on.
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
    expect((await read()).detail.priceInfo).toBeNull();
    await ctx.api.inject({
      method: 'PUT',
      url: `/admin/api/prices/${fixture.sku}`,
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { currency: 'EUR', regular: 3000 },
    });
  });

  it('shows stock, catalogue and settings changed by another process once it announces them', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    await held();
    await elsewhere((db) => setStock(db, 777));
    await expect.poll(async () => (await read()).detail.stock?.effectivestock).toBe(777);

    await held();
    await elsewhere((db) =>
      db.execute(sql`update product_translation set name = 'Renamed hammer'
        where product_id = ${fixture.productId} and locale = 'en'`),
    );
    await expect.poll(async () => (await read()).detail.name).toBe('Renamed hammer');

    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
    expect((await held()).detail.priceInfo).toBeNull();
    await elsewhere((db) =>
      db.execute(sql`update content_entry set config = config || '{"isPriceForGuestEnabled": true}'::jsonb
        where type = 'setting' and identifier = 'branding' and locale = 'de'`),
    );
    await expect.poll(async () => (await read()).detail.priceInfo?.regular).toBe(3000);
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
  });

  it("drops, when a product's stock changes, only the answers that show its stock", async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    const other = `/products/${fixture.otherId}?locale=en`;
    const listing = `/products?catId=${fixture.categoryId}&locale=en&limit=100`;
    const listed = async () => {
      const res = await ctx.api.inject({ url: listing });
      const card = (res.json() as { data: ProductCard[] }).data.find((item) => item.id === fixture.productId);
      return card?.stock?.effectivestock;
    };
    await held();
    await held('', other);
    await held('', listing);
    await elsewhere((db) => setStock(db, 612));
    await expect.poll(async () => (await read()).detail.stock?.effectivestock).toBe(612);
    await expect.poll(listed).toBe(612);
    expect((await read('', other)).hit, 'another product, whose stock did not change').toBe(true);
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
  });

  it("shows the stock an order took at the shopper's next read, and keeps other products' answers", async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    await elsewhere((db) => setStock(db, 50));
    await expect.poll(async () => (await read()).detail.stock?.effectivestock).toBe(50);
    const other = `/products/${fixture.otherId}?locale=en`;
    await held();
    await held('', other);
    const [bob] = await ctx.database.db.select().from(customers).where(eq(customers.email, 'bob@example.com'));
    await ctx.database.db.insert(addresses).values(defaultAddressRow(bob!));
    const cookie = await login('bob@example.com');
    const call = (url: string, payload: object) =>
      ctx.api.inject({ method: 'POST', url, headers: { cookie }, payload });
    const cart = (await call('/carts', {})).json() as Cart;
    const filled = (await call(`/carts/${cart.id}/items`, { sku: fixture.sku, quantity: 2 })).json() as Cart;
    const order = await call('/orders', {
      cartId: cart.id,
      cart: { version: filled.version },
      termsAccepted: true,
      paymentMethodCode: 'invoice',
    });
    expect(order.statusCode, order.body).toBe(201);
    await ctx.api.changes.heard();
    // The shopper's next read (stand-in feed tests in shared-answers-stock.test.ts show it is at once).
    const after = await read();
    expect(after.hit).toBe(false);
    expect(after.detail.stock?.effectivestock).toBe(48);
    expect((await read('', other)).hit, 'a product the order did not take').toBe(true);
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
  });

  it('drops every answer when the stock table is replaced at once', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    const other = `/products/${fixture.otherId}?locale=en`;
    await held('', other);
    await elsewhere((db) =>
      db.transaction(async (tx) => {
        const rows = await tx.select().from(stock);
        await tx.execute(sql`truncate stock`);
        await tx.insert(stock).values(rows);
      }),
    );
    await expect.poll(async () => (await read('', other)).hit).toBe(false);
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
  });

  it.runIf(kind === 'postgres')('keeps nothing while changes cannot be heard, and again once they can', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    await held();
    // The connection that listens is cut, as a database restart or a network fault would.
    await elsewhere((db) =>
      db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`),
    );
    await expect.poll(async () => (await read()).hit).toBe(false);
    // Changed around the reconnect: whether it was heard or not, no answer from before it is served.
    await elsewhere((db) => setStock(db, 555));
    expect((await held()).detail.stock?.effectivestock).toBe(555);
    await setBranding(ctx.api, { isPriceForGuestEnabled: false });
  });
});
