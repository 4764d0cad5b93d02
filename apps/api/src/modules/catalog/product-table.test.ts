// The back office's product table: each filter finds what the catalogue holds (a category with
// its subcategories and its masters' variants, a brand, listed, in stock, a language without a
// name, no picture), each sort orders by what it names, and pages put together are the whole list.
import type { AdminProduct, ProductTableOptions } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { stock } from '../inventory/tables';
import { prices } from '../pricing/tables';
import { productTable } from './product-table';
import { categories, products, productTranslations } from './tables';

type Page = { data: AdminProduct[]; count: number };

describe.each(databaseKinds)('the product table on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedMerchantShop(db, [1_000, 2_000, 3_000]);
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const page = async (query: string) => {
    const search = new URLSearchParams(query);
    if (!search.has('limit')) search.set('limit', '100');
    return ok<Page>(await admin('GET', `/admin/api/products?${search}`));
  };
  const skusOf = (rows: { sku: string }[]) => rows.map((r) => r.sku).sort();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /**
   * Takes the stock rows of three products and the euro prices of three others for the test that
   * calls it (tests run in any order), and puts them back after it; answers the six ids.
   */
  const withoutSomeRows = async () => {
    const ids = (await page('sort=sku&limit=6')).data.map((p) => p.id);
    const { db } = ctx.database;
    const [noStock, noPrice] = [ids.slice(0, 3), ids.slice(3)];
    const inEuros = (of: number[]) => and(inArray(prices.productId, of), eq(prices.currency, 'EUR'));
    const [stockRows, priceRows] = await Promise.all([
      db.select().from(stock).where(inArray(stock.productId, noStock)),
      db.select().from(prices).where(inEuros(noPrice)),
    ]);
    onTestFinished(async () => {
      await db.insert(stock).values(stockRows);
      await db.insert(prices).values(priceRows);
    });
    await db.delete(stock).where(inArray(stock.productId, noStock));
    await db.delete(prices).where(inEuros(noPrice));
    return ids;
  };

  it('filters by a category with its subcategories, a variant by its master', async () => {
    const [parent] = await rows<{ id: number }>(
      sql`select c.id from category c where exists (select 1 from category k where k.parent_id = c.id) order by c.product_count desc limit 1`,
    );
    const expected = await rows<{ sku: string; masterId: number | null }>(
      sql`select p.sku, p.master_id as "masterId" from product p where exists (select 1 from product_category pc where pc.category_id = ${parent!.id} and pc.product_id = coalesce(p.master_id, p.id))`,
    );
    // Some of them are in a subcategory only (product_category holds the parent as their ancestor).
    const [below] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_category pc join category c on c.id = pc.category_id where c.parent_id = ${parent!.id}`,
    );
    expect(below!.n).toBeGreaterThan(0);
    const found = await page(`category=${parent!.id}`);
    expect(found.count).toBe(expected.length);
    expect(skusOf(found.data)).toEqual(skusOf(expected).slice(0, 100));
    // Variants are found by their master's categories (product_category holds masters only).
    const variants = expected.filter((p) => p.masterId !== null).map((p) => p.sku);
    expect(variants.length).toBeGreaterThan(0);
    const [variant] = variants;
    expect((await page(`category=${parent!.id}&q=${encodeURIComponent(variant!)}`)).data.map((p) => p.sku)).toContain(
      variant,
    );
  });

  it('filters by brand, listing, stock, a missing name and no picture', async () => {
    const options = ok<ProductTableOptions>(await admin('GET', '/admin/api/products/options?locale=en'));
    expect(options.categories.length).toBeGreaterThan(3);
    expect(options.categories.every((c) => c.path.length >= 1)).toBe(true);
    const brand = options.brands[0]!;
    const byBrand = await page(`brand=${encodeURIComponent(brand.value)}`);
    expect(byBrand.count).toBeGreaterThan(0);
    const [brandCount] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_attribute pa join attribute_option o on o.id = pa.option_id where o.attribute_code = 'brand' and o.value = ${brand.value}`,
    );
    expect(byBrand.count).toBe(brandCount!.n);
    const [german] = await rows<{ name: string }>(
      sql`select label->>'de' as name from attribute_option where attribute_code = 'brand' and value = ${brand.value}`,
    );
    expect(byBrand.data.every((p) => p.brand === german!.name)).toBe(true);

    const [a, b, c] = (await page('sort=sku')).data.filter((p) => p.masterSku === null && p.active);
    await ctx.database.db.update(products).set({ active: false }).where(eq(products.sku, a!.sku));
    const unlisted = await page('active=false');
    expect(skusOf(unlisted.data)).toEqual([a!.sku]);
    expect((await page('active=true')).count).toBe((await page('')).count - 1);

    await ctx.database.db
      .update(stock)
      .set({ effectiveStock: 0, externalStock: 0, markedInStock: false })
      .where(eq(stock.productId, b!.id));
    const out = await page('stock=out');
    expect(skusOf(out.data)).toContain(b!.sku);
    expect(out.data.every((p) => p.stock === 0)).toBe(true);
    const inStock = await page('stock=in');
    expect(inStock.count + out.count).toBe((await page('')).count);

    await ctx.database.db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, c!.id), eq(productTranslations.locale, 'fr')));
    const missing = await page('missing=fr');
    expect(missing.data.map((p) => [p.sku, p.missingLocales])).toEqual([[c!.sku, ['fr']]]);
    expect((await page('missing=en')).count).toBe(0);

    await ctx.database.db.update(products).set({ coverImage: null }).where(eq(products.id, c!.id));
    const [withoutPicture] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product where cover_image is null`,
    );
    const bare = await page('picture=none');
    expect(bare.count).toBe(withoutPicture!.n);
    expect(skusOf(bare.data)).toContain(c!.sku);
    expect(bare.data.every((p) => p.cover === null)).toBe(true);
    // Filters combine.
    expect(skusOf((await page('picture=none&missing=fr&active=true')).data)).toEqual([c!.sku]);
  });

  it('sorts by SKU, name, stock, price and age, and pages through the whole list', async () => {
    const all = await page('sort=sku');
    const names = await rows<{ sku: string }>(
      sql`select p.sku from product p left join product_translation t on t.product_id = p.id and t.locale = 'de' order by t.name asc nulls last, p.id asc limit 100`,
    );
    expect((await page('sort=name')).data.map((p) => p.sku)).toEqual(names.map((n) => n.sku));
    const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
    expect(ascending((await page('sort=stock')).data.map((p) => p.stock))).toBe(true);
    expect(ascending((await page('sort=-stock')).data.map((p) => -p.stock))).toBe(true);
    const euros = (p: AdminProduct) => p.prices.find((x) => x.currency === 'EUR')?.regular ?? Number.POSITIVE_INFINITY;
    expect(ascending((await page('sort=price')).data.map(euros))).toBe(true);
    const [newest] = await ctx.database.db
      .select({ sku: products.sku })
      .from(products)
      .orderBy(sql`${products.createdAt} desc, ${products.id} desc`)
      .limit(1);
    expect((await page('sort=-created')).data[0]!.sku).toBe(newest!.sku);
    const skus = all.data.map((p) => p.sku);
    expect(skus).toEqual([...skus].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    // Pages of 7 put together are the list of 100.
    const paged: string[] = [];
    for (let offset = 0; offset < Math.min(all.count, 100); offset += 7)
      paged.push(...(await page(`sort=-sku&limit=7&offset=${offset}`)).data.map((p) => p.sku).slice(0, 7));
    expect(paged.slice(0, 100)).toEqual((await page('sort=-sku')).data.map((p) => p.sku));
    expect(all.data[0]).toMatchObject({ primaryCategory: { name: expect.any(String) } });
  });

  it('pages a sort by a value some products lack (no stock kept, no price) across the products without it', async () => {
    const ids = await withoutSomeRows();
    for (const [sort, filter] of [
      ['stock', ''],
      ['-stock', ''],
      ['price', ''],
      ['-price', '&active=true'],
      ['name', '&active=true'],
    ] as const) {
      const whole = await page(`sort=${sort}${filter}&limit=100`);
      const paged: number[] = [];
      for (let offset = 0; offset < whole.count; offset += 7)
        paged.push(...(await page(`sort=${sort}${filter}&limit=7&offset=${offset}`)).data.map((p) => p.id));
      expect(paged.length, sort).toBe(whole.count);
      expect(new Set(paged).size, sort).toBe(whole.count);
      expect(paged.slice(0, 100), sort).toEqual(whole.data.map((p) => p.id));
    }
    // Nothing known of the stock sorts first going up, last going down; no price last either way.
    expect((await page('sort=stock&limit=3')).data.map((p) => p.id).sort()).toEqual(ids.slice(0, 3).sort());
    const byStockDown = await page('sort=-stock&limit=100');
    const last = await page(`sort=-stock&limit=3&offset=${byStockDown.count - 3}`);
    expect(last.data.map((p) => p.id).sort()).toEqual(ids.slice(0, 3).sort());
    for (const sort of ['price', '-price']) {
      const all = await page(`sort=${sort}&limit=3&offset=${byStockDown.count - 3}`);
      expect(all.data.map((p) => p.id).sort(), sort).toEqual(ids.slice(3).sort());
    }
  });

  it('counts a category and a brand together and with another filter as the catalogue holds them', async () => {
    const options = await ok<ProductTableOptions>(await admin('GET', '/admin/api/products/options'));
    const [pair] = await rows<{ category: number; brand: string }>(
      sql`select pc.category_id as category, o.value as brand from product_category pc
          join product_attribute pa on pa.product_id = pc.product_id join attribute_option o on o.id = pa.option_id
          where o.attribute_code = 'brand' group by 1, 2 order by count(*) desc limit 1`,
    );
    expect(options.brands.map((b) => b.value)).toContain(pair!.brand);
    const [expected] = await rows<{ both: number; listed: number }>(
      sql`select count(*)::int as both, count(*) filter (where p.active)::int as listed from product p
          where exists (select 1 from product_category pc where pc.category_id = ${pair!.category} and pc.product_id = coalesce(p.master_id, p.id))
          and exists (select 1 from product_attribute pa join attribute_option o on o.id = pa.option_id where pa.product_id = p.id and o.attribute_code = 'brand' and o.value = ${pair!.brand})`,
    );
    const both = await page(`category=${pair!.category}&brand=${encodeURIComponent(pair!.brand)}`);
    expect(both.count).toBe(expected!.both);
    expect(both.count).toBeGreaterThan(0);
    expect((await page(`category=${pair!.category}&brand=${encodeURIComponent(pair!.brand)}&active=true`)).count).toBe(
      expected!.listed,
    );
    expect((await page('brand=no-such-brand')).count).toBe(0);
  });

  it('reads the same pages whether it sorts the products a filter finds or walks a sort’s index', async () => {
    await withoutSomeRows();
    const [{ id: categoryId }] = (await rows<{ id: number }>(
      sql`select category_id as id from product_category group by 1 order by count(*) desc limit 1`,
    )) as [{ id: number }];
    const sortsFound = productTable(ctx.database.db, { few: 1_000_000 });
    const walks = productTable(ctx.database.db, { few: 0 });
    for (const sort of [
      'name',
      '-name',
      'stock',
      '-stock',
      'price',
      '-price',
      'sku',
      '-sku',
      'created',
      '-created',
    ] as const)
      for (const filter of [
        { active: 'true' as const },
        { stock: 'in' as const },
        { missing: 'fr' as const },
        { category: categoryId },
      ])
        for (const offset of [0, 5, 40]) {
          const query = { sort, ...filter, offset, limit: 10 };
          const [sorted, walked] = await Promise.all([sortsFound.list(query), walks.list(query)]);
          expect(
            walked.data.map((p) => p.id),
            JSON.stringify(query),
          ).toEqual(sorted.data.map((p) => p.id));
        }
  });

  it('refuses unknown filters and sorts, a clerk and a shopper', async () => {
    for (const query of ['sort=colour', 'stock=some', 'missing=xx', 'category=0', 'picture=some', 'colour=red'])
      refused(await admin('GET', `/admin/api/products?${query}`), 400, 'VALIDATION_ERROR');
    refused(await call('GET', '/admin/api/products/options'), 401, 'UNAUTHORIZED');
    const [category] = await ctx.database.db.select({ id: categories.id }).from(categories).limit(1);
    refused(await call('GET', `/admin/api/products?category=${category!.id}`), 401, 'UNAUTHORIZED');
  });
});
