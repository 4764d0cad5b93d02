import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { stockLevels } from '../inventory';
import { priced } from '../pricing';
import { cardReads } from './card-reads';
import { categoryReads } from './category-reads';
import { indexRows } from './index-rows';
import { numberLookups } from './number-lookups';
import { productReads } from './product-reads';
import { products } from './tables';
import { catalogVersionOf } from './version';

/**
 * Every query of the catalogue, by who reads it: the indexes' rows (index-rows.ts), product cards
 * (card-reads.ts), product pages (product-reads.ts), categories and their products
 * (category-reads.ts), products by number (number-lookups.ts). The rules that use them live in the
 * files service.ts composes.
 */
export function catalogRepository(db: Database) {
  return {
    ...indexRows(db),
    ...categoryReads(db),
    /**
     * The catalogue's version: every write to a catalogue table changes it (read by most requests).
     * Prepared once: building a query's SQL costs more than PostgreSQL's answer for this one row.
     */
    catalogVersion: catalogVersionOf(db),
    ...cardReads(db),
    ...productReads(db),
    ...numberLookups(db),
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;

/**
 * Products a scripted shopper (seed orders, payment tests, benchmarks) can put straight into a
 * cart: prices shown, a price, no variants to choose and at least `minStock` in stock; oldest first.
 */
export function buyableProducts(db: Database, { minStock = 1, limit }: { minStock?: number; limit: number }) {
  const levels = stockLevels();
  return db
    .select({ id: products.id, sku: products.sku, itemnum: products.itemnum })
    .from(products)
    .innerJoin(levels, eq(levels.productId, products.id))
    .where(
      and(
        eq(products.hidePrices, false),
        sql`${levels.effective} >= ${minStock}`,
        sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
        priced(products.id),
      ),
    )
    .orderBy(products.id)
    .limit(limit);
}
