import { hash } from '@node-rs/argon2';
import type { ProductCard, ProductDetail } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { givePriceList, setListPrice } from '../../testing/fixtures';
import { customers } from '../customer/tables';
import { stock } from '../inventory/tables';
import { prices } from '../pricing/tables';
import { productCategories, products, productTranslations } from './tables';

const PASSWORD = 'Geheim-Passwort-1';

/**
 * The API keeps shared catalogue answers per catalogue version (versioned-cache.ts). These tests
 * change the catalogue behind its back, as an import or another API process would, and check that
 * the next answer shows the change once the API has heard it, and that nothing of one shopper's
 * reaches another. The database announces a change after its commit (version.ts), so it reaches
 * the API a moment after the write: the tests wait until it has (`changes.heard()`).
 */
describe.each(databaseKinds)('cached catalogue answers on %s', (kind) => {
  const fixture = { productId: 0, sku: '', categoryId: 0 };
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
    const [plain] = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(isNull(products.masterId), eq(products.hidePrices, false)))
      .limit(1);
    const [link] = await db.select().from(productCategories).where(eq(productCategories.productId, plain!.id));
    Object.assign(fixture, { productId: plain!.id, sku: plain!.sku, categoryId: link!.categoryId });
    await setListPrice(db, plain!.id, 3000);
    const passwordHash = await hash(PASSWORD);
    await db.insert(customers).values([
      { email: 'ada@example.com', customerNumber: 'K-80001', firstName: 'Ada', lastName: 'Berg', passwordHash },
      { email: 'bo@example.com', customerNumber: 'K-80002', firstName: 'Bo', lastName: 'Stein', passwordHash },
    ]);
    // Ada's agreement: 21.00 instead of the list price 30.00.
    await givePriceList(db, 'K-80001', plain!.id, 2100);
  });

  const get = async <T>(url: string, cookie = '') => {
    const res = await ctx.api.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const login = async (username: string) => {
    const res = await ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const header = res.headers['set-cookie'];
    return (Array.isArray(header) ? header : [String(header)]).map((c) => c.split(';')[0]).join('; ');
  };
  const detail = (cookie = '') => get<ProductDetail>(`/products/${fixture.productId}?locale=en`, cookie);
  const listed = async (cookie = '') =>
    (await get<{ data: ProductCard[] }>(`/products?catId=${fixture.categoryId}&limit=100&locale=en`, cookie)).data.find(
      (card) => card.id === fixture.productId,
    );

  it('shows a renamed product to customers and guests once the change is heard, on its page and in listings', async () => {
    const bo = await login('bo@example.com');
    const before = await detail();
    expect((await listed())?.name).toBe(before.name);
    await ctx.database.db
      .update(productTranslations)
      .set({ name: 'Renamed hammer' })
      .where(and(eq(productTranslations.productId, fixture.productId), eq(productTranslations.locale, 'en')));
    await ctx.api.changes.heard();
    expect((await detail(bo)).name).toBe('Renamed hammer');
    expect((await listed(bo))?.name).toBe('Renamed hammer');
    // Guests' answers held in memory went with the same announcement (shared-answers.ts).
    expect((await detail()).name).toBe('Renamed hammer');
    expect((await listed())?.name).toBe('Renamed hammer');
  });

  it('shows a new list price and stock once the change is heard', async () => {
    // A customer sees prices whatever the guest-price setting says.
    const bo = await login('bo@example.com');
    expect((await detail(bo)).priceInfo?.regular).toBe(3000);
    await ctx.database.db
      .update(prices)
      .set({ regular: 3300 })
      .where(and(eq(prices.productId, fixture.productId), eq(prices.currency, 'EUR')));
    await ctx.database.db
      .update(stock)
      .set({ effectiveStock: 7, qty: 7 })
      .where(eq(stock.productId, fixture.productId));
    await ctx.api.changes.heard();
    const after = await detail(bo);
    expect(after.priceInfo?.regular).toBe(3300);
    expect(after.stock?.effectivestock).toBe(7);
    expect((await listed(bo))?.priceInfo?.regular).toBe(3300);
    await ctx.database.db
      .update(prices)
      .set({ regular: 3000 })
      .where(and(eq(prices.productId, fixture.productId), eq(prices.currency, 'EUR')));
    await ctx.api.changes.heard();
  });

  it("never shows one customer's agreed price to a guest or another customer, in any order", async () => {
    const [ada, bo] = [await login('ada@example.com'), await login('bo@example.com')];
    for (const [who, cookie, regular] of [
      ['Ada', ada, 2100],
      ['a guest', '', null],
      ['Bo', bo, 3000],
      ['Ada again', ada, 2100],
      ['a guest again', '', null],
    ] as const) {
      expect((await detail(cookie)).priceInfo?.regular ?? null, `${who} on the product page`).toBe(regular);
      expect((await listed(cookie))?.priceInfo?.regular ?? null, `${who} in the listing`).toBe(regular);
    }
  });
});
