import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import type { Database } from '../db/connection';
import { auditLog } from '../modules/audit/tables';
import { products } from '../modules/catalog/tables';
import { contentEntries } from '../modules/content/tables';
import { stock } from '../modules/inventory/tables';
import type { ShopApi } from '../server';
import { testAdminToken } from './api';
import { guestBrowser } from './customers';
import { setListPrice } from './fixtures';

/**
 * A small shop for the merchant's operations: the seeded catalogue, prices shown to guests (so a
 * guest's cart has totals and can be ordered), and plain products (no variants, no additional
 * products, standard tax) at these net EUR prices, in stock; `catalogSize` products in all.
 */
export async function seedMerchantShop(db: Database, euroCents: number[], catalogSize = 40) {
  await seedCatalog(db, { products: catalogSize, now: new Date('2026-06-01T00:00:00Z') });
  await db
    .insert(contentEntries)
    .values({ type: 'setting', identifier: 'branding', locale: 'de', config: { isPriceForGuestEnabled: true } });
  const plain = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.hidePrices, false),
        eq(products.taxClass, 'standard'),
        sql`${products.masterId} is null`,
        sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
        sql`not exists (select 1 from additional_product x where ${products.id} in (x.product_id, x.additional_product_id))`,
      ),
    )
    .orderBy(products.id)
    .limit(euroCents.length);
  if (plain.length < euroCents.length) throw new Error('the seeded catalogue has too few plain products');
  for (const [i, product] of plain.entries()) {
    await setListPrice(db, product.id, euroCents[i]!);
    await db
      .update(stock)
      .set({ effectiveStock: 1000, externalStock: 0, qty: 1000, markedInStock: false })
      .where(eq(stock.productId, product.id));
  }
  return plain;
}

type Answer = { statusCode: number; body: string; json: () => unknown };

/**
 * Requests as a shopper (cookies, no token; without cookies, a guest's browser keeping the guest
 * cart key createCart gave it) and as the merchant (the admin token).
 */
export function merchantCalls(ctx: { api: ShopApi }) {
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const guest = guestBrowser();
  const call = (method: Method, url: string, payload?: object, cookie = '') =>
    guest.send(ctx.api, method, url, { cookie, payload });
  const admin = (method: Method, url: string, payload?: object) =>
    ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}` },
      ...(payload ? { payload } : {}),
    });
  const ok = <T>(res: Answer, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const refused = (res: Answer, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const { error } = res.json() as {
      error: { code: string; message: string; details?: { issues?: { path: string; message: string }[] } };
    };
    expect(error.code).toBe(code);
    return error;
  };
  return { call, admin, ok, refused };
}

/** The audit rows of one entity, oldest first. */
export const auditRowsOf = (db: Database, entity: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
