import {
  type AdminProduct,
  type adminProductQuerySchema,
  type CurrencyCode,
  lowStockThreshold,
  siteConfig,
} from '@shop/contracts';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { notFound } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { stockLevels } from '../inventory';
import { listPricesOfProducts } from '../pricing';
import { countProducts } from './bulk';
import { products, productTranslations } from './tables';

type Query = z.output<typeof adminProductQuerySchema>;

const masters = alias(products, 'master');

/**
 * The catalogue as the back office lists it, and the one change made there rather than by a file
 * or a feed: listing or unlisting a product. Prices and stock change through the feeds' operations
 * (setProductPrice, updateStock), so every change of them is audited the same way.
 */
export function productAdmin(db: Database) {
  const levels = stockLevels();
  const pieces = sql<number>`coalesce(${levels.effective} + ${levels.external}, 0)::int`;
  const sorts = {
    sku: [asc(products.sku)],
    '-sku': [desc(products.sku)],
    stock: [asc(pieces), asc(products.sku)],
    '-stock': [desc(pieces), asc(products.sku)],
  } as const;
  const select = (where: SQL | undefined) =>
    db
      .select({
        id: products.id,
        sku: products.sku,
        itemnum: products.itemnum,
        name: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
        active: products.active,
        masterSku: masters.sku,
        stock: pieces,
        warehouseStock: sql<number>`coalesce(${levels.effective}, 0)::int`,
        supplierStock: sql<number>`coalesce(${levels.external}, 0)::int`,
      })
      .from(products)
      .leftJoin(masters, eq(masters.id, products.masterId))
      .leftJoin(levels, eq(levels.productId, products.id))
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, siteConfig.defaultLocale)),
      )
      .where(where);

  async function withPrices(rows: Awaited<ReturnType<typeof select>>): Promise<AdminProduct[]> {
    const ids = rows.map((r) => r.id);
    const all = ids.length ? await listPricesOfProducts(db, ids) : [];
    return rows.map((row) => ({
      ...row,
      prices: all
        .filter((p) => p.productId === row.id)
        .map((p) => ({ currency: p.currency as CurrencyCode, regular: p.regular, special: p.special })),
    }));
  }

  async function bySku(sku: string) {
    const [row] = await select(eq(products.sku, sku));
    if (!row) throw notFound(`No product with the SKU ${sku}`);
    return (await withPrices([row]))[0]!;
  }

  return {
    async list(query: Query) {
      const text = query.q ? `%${escapeLike(query.q)}%` : undefined;
      const found = and(
        query.active === undefined ? undefined : eq(products.active, query.active === 'true'),
        text === undefined
          ? undefined
          : or(
              sql`${products.sku} ilike ${text}`,
              sql`${products.itemnum} ilike ${text}`,
              sql`${products.ean} ilike ${text}`,
              // A name in any of the shop's languages: staff search in theirs.
              sql`exists (select 1 from product_translation t where t.product_id = ${products.id} and t.name ilike ${text})`,
            ),
      );
      // Low on stock as the dashboard counts it: listed, no master (its variants have the stock), not marked in stock.
      const low =
        query.stock === 'low'
          ? and(
              eq(products.active, true),
              sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
              sql`${levels.effective} + ${levels.external} <= ${lowStockThreshold}`,
              eq(levels.marked, false),
            )
          : undefined;
      const where = and(found, low);
      const [rows, [total]] = await Promise.all([
        select(where)
          .orderBy(...sorts[query.sort])
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(products)
          .leftJoin(levels, eq(levels.productId, products.id))
          .leftJoin(
            productTranslations,
            and(
              eq(productTranslations.productId, products.id),
              eq(productTranslations.locale, siteConfig.defaultLocale),
            ),
          )
          .where(where),
      ]);
      return { data: await withPrices(rows), count: total?.n ?? 0, offset: query.offset, limit: query.limit };
    },

    /** A master's variants follow it; the triggers take it out of (or into) search and the kept answers. */
    async setListed(sku: string, active: boolean, actor: string) {
      const before = await bySku(sku);
      if (before.active !== active)
        await db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ active })
            .where(or(eq(products.id, before.id), eq(products.masterId, before.id)));
          await countProducts(tx);
          await recordAudit(tx, {
            actor,
            action: active ? 'product.list' : 'product.unlist',
            entity: 'product',
            entityId: sku,
            before: { active: before.active },
            after: { active },
          });
        });
      return bySku(sku);
    },
  };
}
