// The product table's bulk changes of categories and prices: all the products chosen in one
// transaction, one audit row per product changed with before and after; a category with its
// ancestors in product_category, counts and primary categories kept; a price preview that writes
// nothing; a price change refused as a whole, naming the products, when one price would be wrong.
import { hash } from '@node-rs/argon2';
import type { PriceChangePreview, ProductBulkReport } from '@shop/contracts';
import { staffSessionCookie } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { auditLog } from '../audit/tables';
import { prices } from '../pricing/tables';
import { staffMembers } from '../staff/tables';
import { categories, productCategories, products } from './tables';

const HOST = 'shop.example:4000';
type Plain = { id: number; sku: string };

describe.each(databaseKinds)('bulk changes of categories and prices on %s', (kind) => {
  let plain: Plain[] = [];
  const ctx = useTestApi(kind, async ({ db }) => {
    plain = await seedMerchantShop(db, [1_000, 2_000, 3_000, 4_000]);
    await db.insert(staffMembers).values({
      email: 'clerk@werkhaus.example',
      name: 'Carl Clerk',
      role: 'clerk',
      passwordHash: await hash('bulk-clerk-pass'),
    });
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const db = () => ctx.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  const categoriesOf = async (id: number) =>
    (await db().select().from(productCategories).where(eq(productCategories.productId, id)))
      .map((r) => r.categoryId)
      .sort((a, b) => a - b);
  const countsAreRight = async () =>
    rows<{ id: number }>(
      sql`select c.id from category c where c.product_count <> (select count(*) from product_category pc join product p on p.id = pc.product_id and p.active where pc.category_id = c.id)`,
    );
  const eurosOf = async (ids: number[]) =>
    (await db().select().from(prices).where(inArray(prices.productId, ids)))
      .filter((p) => p.currency === 'EUR')
      .sort((a, b) => a.productId - b.productId);

  let clerk = '';
  beforeAll(async () => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { email: 'clerk@werkhaus.example', password: 'bulk-clerk-pass' },
    });
    clerk = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
  });

  it('adds products to a category with its ancestors and removes them with its subcategories', async () => {
    const [deep] = await db()
      .select()
      .from(categories)
      .where(sql`${categories.depth} >= 2`)
      .orderBy(categories.id)
      .limit(1);
    const line = deep!.path.split('/').map(Number);
    const [a, b] = plain as [Plain, Plain];
    const [variant] = await db()
      .select({ sku: products.sku })
      .from(products)
      .where(sql`${products.masterId} is not null`)
      .limit(1);
    await db().update(products).set({ primaryCategoryId: null }).where(eq(products.id, b.id));
    const before = { a: await categoriesOf(a.id), b: await categoriesOf(b.id) };
    const added = ok<ProductBulkReport>(
      await admin('PUT', '/admin/api/products/categories', {
        skus: [a.sku, b.sku.toLowerCase(), variant!.sku, 'NO-SUCH-SKU'],
        categoryId: deep!.id,
        change: 'add',
      }),
    );
    expect(added.results.map((r) => [r.outcome, r.reason])).toEqual([
      [before.a.includes(deep!.id) ? 'unchanged' : 'changed', null],
      ['changed', null],
      ['refused', 'variant'],
      ['refused', 'notFound'],
    ]);
    for (const id of line) expect(await categoriesOf(b.id)).toContain(id);
    const [bRow] = await db().select().from(products).where(eq(products.id, b.id));
    expect(bRow!.primaryCategoryId).toBe(deep!.id);
    expect(await countsAreRight()).toEqual([]);
    const audit = await auditRowsOf(db(), 'product', b.sku);
    expect(audit.at(-1)).toMatchObject({
      action: 'product.category.add',
      before: { categoryIds: before.b, primaryCategoryId: null },
      after: { primaryCategoryId: deep!.id, categoryIds: [...new Set([...before.b, ...line])].sort((x, y) => x - y) },
    });
    // The storefront lists it in the category and in the root above it.
    for (const catId of [line[0], deep!.id]) {
      const listing = ok<{ data: { id: number }[] }>(
        await call('GET', `/products?catId=${catId}&locale=de&currency=EUR&limit=100&sort=latest`),
      );
      const [counted] = await db().select().from(categories).where(eq(categories.id, catId!));
      expect(listing.data.length).toBe(Math.min(100, counted!.productCount));
      if (counted!.productCount <= 100) expect(listing.data.map((p) => p.id)).toContain(b.id);
    }

    // Removed from the root: it leaves the root and every category below it; its primary one goes too.
    const removed = ok<ProductBulkReport>(
      await admin('PUT', '/admin/api/products/categories', { skus: [b.sku], categoryId: line[0], change: 'remove' }),
    );
    expect(removed.results[0]!.outcome).toBe('changed');
    const left = await categoriesOf(b.id);
    for (const id of line) expect(left).not.toContain(id);
    const [moved] = await db().select().from(products).where(eq(products.id, b.id));
    expect(moved!.primaryCategoryId === null || left.includes(moved!.primaryCategoryId)).toBe(true);
    expect(await countsAreRight()).toEqual([]);
    expect((await auditRowsOf(db(), 'product', b.sku)).at(-1)).toMatchObject({ action: 'product.category.remove' });
    // As it was already: nothing written.
    const audited = (await db().select().from(auditLog)).length;
    const again = ok<ProductBulkReport>(
      await admin('PUT', '/admin/api/products/categories', { skus: [b.sku], categoryId: line[0], change: 'remove' }),
    );
    expect(again.results[0]!.outcome).toBe('unchanged');
    expect((await db().select().from(auditLog)).length).toBe(audited);
  });

  it('refuses an unknown category by name, a clerk and a shopper, changing nothing', async () => {
    const [a] = plain as [Plain];
    const before = await categoriesOf(a.id);
    const body = { skus: [a.sku], categoryId: 999_999, change: 'add' };
    const error = refused(await admin('PUT', '/admin/api/products/categories', body), 400, 'VALIDATION_ERROR');
    expect(error.message).toBe('There is no category 999999');
    for (const url of [
      '/admin/api/products/categories',
      '/admin/api/products/prices',
      '/admin/api/products/prices/preview',
    ]) {
      const payload = {
        skus: [a.sku],
        categoryId: 1,
        change: 'add',
        currency: 'EUR',
        by: 'amount',
        direction: 'up',
        value: 1,
      };
      const res = await ctx.api.inject({
        method: url.endsWith('preview') ? 'POST' : 'PUT',
        url,
        headers: { cookie: clerk, host: HOST, origin: `http://${HOST}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(403);
      refused(await call(url.endsWith('preview') ? 'POST' : 'PUT', url, payload), 401, 'UNAUTHORIZED');
    }
    expect(await categoriesOf(a.id)).toEqual(before);
  });

  it('previews a price change without writing, then applies it with an audit row per product', async () => {
    const chosen = plain.slice(0, 3);
    const ids = chosen.map((p) => p.id);
    await db()
      .update(prices)
      .set({ special: 1_500 })
      .where(sql`${prices.productId} = ${ids[1]} and ${prices.currency} = 'EUR'`);
    const before = await eurosOf(ids);
    const audited = (await db().select().from(auditLog)).length;
    const [version] = await rows<{ version: number }>(sql`select version from catalog_version`);
    const body = {
      skus: [...chosen.map((p) => p.sku), 'NO-SUCH-SKU'],
      currency: 'EUR',
      by: 'percent',
      direction: 'up',
      value: 1000,
    };
    const preview = ok<PriceChangePreview>(await admin('POST', '/admin/api/products/prices/preview', body));
    expect(preview.rows.map((r) => [r.sku, r.before?.regular, r.after?.regular, r.after?.special, r.problem])).toEqual([
      [chosen[0]!.sku, 1_000, 1_100, null, null],
      [chosen[1]!.sku, 2_000, 2_200, 1_650, null],
      [chosen[2]!.sku, 3_000, 3_300, null, null],
      ['NO-SUCH-SKU', undefined, undefined, undefined, null],
    ]);
    expect(preview.rows[0]!.name).toEqual(expect.any(String));
    // The preview wrote nothing: prices, audit log and catalogue version as they were.
    expect(await eurosOf(ids)).toEqual(before);
    expect((await db().select().from(auditLog)).length).toBe(audited);
    expect(await rows(sql`select version from catalog_version`)).toEqual([version]);

    const report = ok<ProductBulkReport>(await admin('PUT', '/admin/api/products/prices', body));
    expect(report.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['changed', null],
      ['changed', null],
      ['changed', null],
      ['refused', 'notFound'],
    ]);
    expect((await eurosOf(ids)).map((p) => [p.regular, p.special])).toEqual([
      [1_100, null],
      [2_200, 1_650],
      [3_300, null],
    ]);
    const audit = await auditRowsOf(db(), 'price', chosen[1]!.sku);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'prices.update',
      before: [{ regular: 2_000, special: 1_500, currency: 'EUR' }],
      after: [{ regular: 2_200, special: 1_650, currency: 'EUR' }],
    });
    expect((await db().select().from(auditLog)).length).toBe(audited + 3);
    // The shop sells at the new price.
    const detail = ok<{ priceInfo: { regular: number } }>(
      await call('GET', `/products/${ids[0]}?locale=de&currency=EUR`),
    );
    expect(detail.priceInfo.regular).toBe(1_100);
  });

  it('refuses the whole change, naming the products, when a price would be below zero or not below the regular one', async () => {
    const chosen = plain.slice(0, 4);
    const ids = chosen.map((p) => p.id);
    await db()
      .update(prices)
      .set({ special: sql`${prices.regular} - 100` })
      .where(sql`${prices.productId} = ${ids[3]} and ${prices.currency} = 'EUR'`);
    const before = await eurosOf(ids);
    const audited = (await db().select().from(auditLog)).length;
    const cheapest = before.reduce((min, p) => (p.regular < min.regular ? p : min));
    const down = {
      skus: chosen.map((p) => p.sku),
      currency: 'EUR',
      by: 'amount',
      direction: 'down',
      value: cheapest.regular + 1,
    };
    const preview = ok<PriceChangePreview>(await admin('POST', '/admin/api/products/prices/preview', down));
    const negative = preview.rows.filter((r) => r.problem === 'negative').map((r) => r.sku);
    expect(negative).toEqual([chosen.find((p) => p.id === cheapest.productId)!.sku]);
    const error = refused(await admin('PUT', '/admin/api/products/prices', down), 400, 'BAD_REQUEST');
    expect(error.message).toBe(`The change would make a price below zero: ${negative.join(', ')}; nothing was changed`);
    // The special price raised to the regular one.
    const withSpecial = before.find((p) => p.special !== null)!;
    const gap = withSpecial.regular - withSpecial.special!;
    const special = {
      skus: chosen.map((p) => p.sku),
      currency: 'EUR',
      by: 'amount',
      direction: 'up',
      value: gap,
      prices: 'special',
    };
    const named = chosen.find((p) => p.id === withSpecial.productId)!.sku;
    expect(refused(await admin('PUT', '/admin/api/products/prices', special), 400, 'BAD_REQUEST').message).toContain(
      named,
    );
    // All or nothing: the others kept their prices too, nothing audited.
    expect(await eurosOf(ids)).toEqual(before);
    expect((await db().select().from(auditLog)).length).toBe(audited);
    for (const bad of [
      { ...down, value: 0 },
      { ...down, by: 'half' },
      { ...down, currency: 'XYZ' },
      { ...down, value: 1.5 },
    ])
      refused(await admin('PUT', '/admin/api/products/prices', bad), 400, 'VALIDATION_ERROR');
  });
});
