// The products list's bulk actions and its low-stock filter: many products listed, unlisted or
// given one stock at once (variants with their master, the supplier's stock kept), each reported
// and audited on its own; the list's stock=low finds what the dashboard counts; the owner's only.
import { hash } from '@node-rs/argon2';
import {
  type AdminProduct,
  type Dashboard,
  lowStockThreshold,
  maxBulkItems,
  type ProductBulkReport,
  staffSessionCookie,
} from '@shop/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { stock } from '../inventory/tables';
import { staffMembers } from '../staff/tables';
import { products } from './tables';

const HOST = 'shop.example:4000';

describe.each(databaseKinds)('bulk actions of the products list on %s', (kind) => {
  let plain: { id: number; sku: string }[] = [];
  const ctx = useTestApi(kind, async ({ db }) => {
    plain = await seedMerchantShop(db, [1_000, 2_000, 3_000]);
    await db.insert(staffMembers).values({
      email: 'clerk@werkhaus.example',
      name: 'Carl Clerk',
      role: 'clerk',
      passwordHash: await hash('bulk-clerk-pass'),
    });
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const listed = async (sku: string) =>
    ok<{ data: AdminProduct[] }>(await admin('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`)).data.find(
      (p) => p.sku === sku,
    )!;

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

  it('unlists and lists products at once, a master with its variants, reporting each SKU', async () => {
    const [a, b] = plain as [{ id: number; sku: string }, { id: number; sku: string }];
    const [variant] = await ctx.database.db
      .select({ masterId: products.masterId })
      .from(products)
      .where(and(isNotNull(products.masterId), eq(products.active, true)))
      .limit(1);
    const [master] = await ctx.database.db.select().from(products).where(eq(products.id, variant!.masterId!));
    // A SKU as staff type it: the catalogue's capitals or not.
    const skus = [a.sku, b.sku.toLowerCase(), master!.sku, 'NO-SUCH-SKU'];
    const off = ok<ProductBulkReport>(await admin('PUT', '/admin/api/products/listed', { skus, active: false }));
    expect(off.results.map((r) => [r.sku, r.outcome, r.reason])).toEqual([
      [a.sku, 'changed', null],
      [b.sku.toLowerCase(), 'changed', null],
      [master!.sku, 'changed', null],
      ['NO-SUCH-SKU', 'refused', 'notFound'],
    ]);
    const variants = await ctx.database.db.select().from(products).where(eq(products.masterId, master!.id));
    expect(variants.every((v) => !v.active)).toBe(true);
    refused(await call('GET', `/products/${a.id}?locale=de&currency=EUR`), 404, 'NOT_FOUND');
    for (const sku of [a.sku, b.sku, master!.sku]) {
      expect(await auditRowsOf(ctx.database.db, 'product', sku)).toMatchObject([
        { action: 'product.unlist', actor: 'admin-key', before: { active: true }, after: { active: false } },
      ]);
    }
    // Unlisted already: reported as it was, nothing audited.
    const again = ok<ProductBulkReport>(
      await admin('PUT', '/admin/api/products/listed', { skus: [a.sku], active: false }),
    );
    expect(again.results).toEqual([{ sku: a.sku, outcome: 'unchanged', reason: null, message: null }]);
    expect(await auditRowsOf(ctx.database.db, 'product', a.sku)).toHaveLength(1);

    ok(await admin('PUT', '/admin/api/products/listed', { skus: skus.slice(0, 3), active: true }));
    ok(await call('GET', `/products/${a.id}?locale=de&currency=EUR`));
    const relisted = await ctx.database.db.select().from(products).where(eq(products.masterId, master!.id));
    expect(relisted.every((v) => v.active)).toBe(true);
    expect(await auditRowsOf(ctx.database.db, 'product', b.sku)).toHaveLength(2);
  });

  it("sets the warehouse's pieces of many products to one number, the supplier's kept, each audited", async () => {
    const [a, b] = plain as [{ id: number; sku: string }, { id: number; sku: string }];
    ok(await admin('POST', '/admin/api/stock', { items: [{ sku: a.sku, qty: 12, externalStock: 30 }] }));
    ok(await admin('POST', '/admin/api/stock', { items: [{ sku: b.sku, qty: 7, externalStock: 0 }] }));
    const auditedBefore = (await auditRowsOf(ctx.database.db, 'stock', a.sku)).length;
    const report = ok<ProductBulkReport>(
      await admin('PUT', '/admin/api/products/stock', { skus: [a.sku, b.sku, 'NO-SUCH-SKU'], qty: 7 }),
    );
    expect(report.results.map((r) => [r.sku, r.outcome, r.reason])).toEqual([
      [a.sku, 'changed', null],
      [b.sku, 'unchanged', null],
      ['NO-SUCH-SKU', 'refused', 'notFound'],
    ]);
    expect(await listed(a.sku)).toMatchObject({ warehouseStock: 7, supplierStock: 30, stock: 37 });
    expect(await listed(b.sku)).toMatchObject({ warehouseStock: 7, supplierStock: 0 });
    const audit = await auditRowsOf(ctx.database.db, 'stock', a.sku);
    expect(audit).toHaveLength(auditedBefore + 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'stock.update',
      before: [{ qty: 12, externalStock: 30 }],
      after: [{ qty: 7, externalStock: 30 }],
    });
    expect(await auditRowsOf(ctx.database.db, 'stock', 'NO-SUCH-SKU')).toEqual([]);
  });

  it('finds the products low on stock the dashboard counts, and links none it does not', async () => {
    const [a, b, c] = plain as [{ id: number; sku: string }, { id: number; sku: string }, { id: number; sku: string }];
    ok(await admin('PUT', '/admin/api/products/stock', { skus: [a.sku, b.sku], qty: lowStockThreshold }));
    ok(await admin('PUT', '/admin/api/products/stock', { skus: [c.sku], qty: lowStockThreshold + 1 }));
    await ctx.database.db
      .update(stock)
      .set({ externalStock: 0 })
      .where(inArray(stock.productId, [a.id, b.id, c.id]));
    // Marked in stock, it is not low whatever its count.
    await ctx.database.db.update(stock).set({ markedInStock: true }).where(eq(stock.productId, b.id));
    const low = ok<{ data: AdminProduct[]; count: number }>(
      await admin('GET', '/admin/api/products?stock=low&sort=stock&limit=100'),
    );
    const skus = low.data.map((p) => p.sku);
    expect(skus).toContain(a.sku);
    expect(skus).not.toContain(b.sku);
    expect(skus).not.toContain(c.sku);
    expect(low.data.every((p) => p.active && p.stock <= lowStockThreshold)).toBe(true);
    const dashboard = ok<Dashboard>(await admin('GET', '/admin/api/dashboard'));
    expect(dashboard.lowStockCount).toBe(low.count);
    expect(dashboard.lowStock.map((p) => p.sku)).toEqual(skus.slice(0, 10));
    // Pending orders are counted as the list's status=pending finds them.
    const pending = ok<{ count: number }>(await admin('GET', '/admin/api/orders?status=pending'));
    expect(dashboard.pendingOrders).toBe(pending.count);
    await ctx.database.db.update(stock).set({ markedInStock: false }).where(eq(stock.productId, b.id));
  });

  it('refuses a batch over the limit, a SKU twice, a negative stock, a clerk and a shopper, changing nothing', async () => {
    const [a] = plain as [{ id: number; sku: string }];
    const before = await listed(a.sku);
    const many = Array.from({ length: maxBulkItems + 1 }, (_, i) => `SKU-${i}`);
    const cases: Array<[string, object, string]> = [
      ['/admin/api/products/listed', { skus: many, active: false }, `At most ${maxBulkItems} products at once`],
      ['/admin/api/products/listed', { skus: [a.sku, a.sku.toLowerCase()], active: false }, 'Each product once'],
      ['/admin/api/products/stock', { skus: many, qty: 1 }, `At most ${maxBulkItems} products at once`],
      ['/admin/api/products/stock', { skus: [a.sku], qty: -1 }, 'Not negative'],
      ['/admin/api/products/stock', { skus: [a.sku], qty: 1.5 }, 'A whole number of pieces'],
    ];
    for (const [url, body, message] of cases) {
      const error = refused(await admin('PUT', url, body), 400, 'VALIDATION_ERROR');
      expect(error.message).toContain(message);
    }
    for (const url of ['/admin/api/products/listed', '/admin/api/products/stock']) {
      const res = await ctx.api.inject({
        method: 'PUT',
        url,
        headers: { cookie: clerk, host: HOST, origin: `http://${HOST}` },
        payload: { skus: [a.sku], active: false, qty: 0 },
      });
      expect(res.statusCode, res.body).toBe(403);
      refused(await call('PUT', url, { skus: [a.sku], active: false, qty: 0 }), 401, 'UNAUTHORIZED');
    }
    expect(await listed(a.sku)).toEqual(before);
    const [row] = await ctx.database.db
      .select({ active: products.active })
      .from(products)
      .where(and(eq(products.id, a.id), isNull(products.masterId)));
    expect(row!.active).toBe(true);
  });
});
