// The back office's product list and the listing switch: found by SKU, item number or name with
// prices and stock; unlisting takes a master and its variants out of the shop at once, audited.
import type { AdminProduct } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { products, productTranslations } from './tables';

describe.each(databaseKinds)('products in the back office on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedMerchantShop(db, [1_000]);
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);

  it('lists products found by SKU or name, with their prices and stock', async () => {
    const [product] = await ctx.database.db.select().from(products).where(eq(products.hidePrices, false)).limit(1);
    const bySku = ok<{ data: AdminProduct[]; count: number }>(
      await admin('GET', `/admin/api/products?q=${encodeURIComponent(product!.sku)}`),
    );
    expect(bySku.data[0]).toMatchObject({ sku: product!.sku, itemnum: product!.itemnum, active: true });
    expect(bySku.data[0]!.prices.some((p) => p.currency === 'EUR')).toBe(true);
    // By its name in any language, not only the shop's default one.
    const [english] = await ctx.database.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, product!.id), eq(productTranslations.locale, 'en')));
    const byName = ok<{ data: AdminProduct[] }>(
      await admin('GET', `/admin/api/products?q=${encodeURIComponent(english!.name)}`),
    );
    expect(byName.data.map((p) => p.sku)).toContain(product!.sku);
    const page = ok<{ data: AdminProduct[]; count: number }>(
      await admin('GET', '/admin/api/products?sort=-stock&limit=5'),
    );
    expect(page.data).toHaveLength(5);
    const stocks = page.data.map((p) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    expect(page.count).toBeGreaterThan(5);
  });

  it('lists the stock split into our warehouse’s and the supplier’s, as the stock feed sets them', async () => {
    const [product] = await ctx.database.db.select().from(products).where(eq(products.hidePrices, false)).limit(1);
    const listed = async () =>
      ok<{ data: AdminProduct[] }>(await admin('GET', `/admin/api/products?q=${encodeURIComponent(product!.sku)}`))
        .data[0]!;
    ok(await admin('POST', '/admin/api/stock', { items: [{ sku: product!.sku, qty: 12, externalStock: 329 }] }));
    expect(await listed()).toMatchObject({ stock: 341, warehouseStock: 12, supplierStock: 329 });
    // The supplier's left out: kept as it was.
    ok(await admin('POST', '/admin/api/stock', { items: [{ sku: product!.sku, qty: 25 }] }));
    expect(await listed()).toMatchObject({ stock: 354, warehouseStock: 25, supplierStock: 329 });
  });

  it('audits a price set from the product dialog under the product’s SKU', async () => {
    const [product] = await ctx.database.db.select().from(products).where(eq(products.hidePrices, false)).limit(1);
    ok(
      await admin('PUT', `/admin/api/prices/${encodeURIComponent(product!.sku)}`, { currency: 'EUR', regular: 1_234 }),
    );
    const audit = ok<{ data: { action: string; entityId: string | null }[] }>(
      await admin('GET', `/admin/api/audit?action=prices.update&entityId=${encodeURIComponent(product!.sku)}`),
    ).data;
    expect(audit[0]).toMatchObject({ action: 'prices.update', entityId: product!.sku });
  });

  it('unlists a master with its variants: shoppers no longer get it, and the change is audited', async () => {
    const [variant] = await ctx.database.db
      .select({ masterId: products.masterId })
      .from(products)
      .where(eq(products.active, true))
      .limit(50)
      .then((rows) => rows.filter((r) => r.masterId !== null));
    const [master] = await ctx.database.db.select().from(products).where(eq(products.id, variant!.masterId!));
    ok(await call('GET', `/products/${master!.id}?locale=de&currency=EUR`));
    const unlisted = ok<AdminProduct>(
      await admin('PUT', `/admin/api/products/${master!.sku}/listed`, { active: false }),
    );
    expect(unlisted.active).toBe(false);
    const variants = await ctx.database.db.select().from(products).where(eq(products.masterId, master!.id));
    expect(variants.every((v) => !v.active)).toBe(true);
    refused(await call('GET', `/products/${master!.id}?locale=de&currency=EUR`), 404, 'NOT_FOUND');
    const audit = ok<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await admin('GET', `/admin/api/audit?action=product&entityId=${encodeURIComponent(master!.sku)}`),
    ).data;
    expect(audit[0]).toMatchObject({ action: 'product.unlist', before: { active: true }, after: { active: false } });
    ok(await admin('PUT', `/admin/api/products/${master!.sku}/listed`, { active: true }));
    ok(await call('GET', `/products/${master!.id}?locale=de&currency=EUR`));
    // Listing it again is an action of its own.
    const relisted = ok<{ data: { action: string }[] }>(
      await admin('GET', `/admin/api/audit?action=product.list&entityId=${encodeURIComponent(master!.sku)}`),
    ).data;
    expect(relisted.map((row) => row.action)).toEqual(['product.list']);
    refused(await admin('PUT', '/admin/api/products/NO-SUCH-SKU/listed', { active: true }), 404, 'NOT_FOUND');
  });
});
