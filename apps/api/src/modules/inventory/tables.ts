import { getTableName, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { productKey } from '../catalog/tables';

/**
 * Stock of a product. `effectiveStock` ships from our warehouse (1-2 days), `externalStock` from a
 * supplier (4-5 days); `qty` is what is physically on hand. Changed only under SELECT … FOR UPDATE.
 */
export interface StockTaken {
  productId: number;
  effective: number;
  external: number;
  /**
   * What left the quantity on hand: the ordered quantity, or less when the order sold beyond it
   * (limit overflow). Absent in orders placed before it was recorded: effective + external.
   */
  qty?: number;
}

export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => productKey(), { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(0),
    effectiveStock: integer('effective_stock').notNull().default(0),
    externalStock: integer('external_stock').notNull().default(0),
    markedInStock: boolean('marked_in_stock').notNull().default(false),
  },
  (t) => [
    check('stock_qty_not_negative', sql`${t.qty} >= 0`),
    check('stock_effective_not_negative', sql`${t.effectiveStock} >= 0`),
    check('stock_external_not_negative', sql`${t.externalStock} >= 0`),
    // The back office's product table sorted by pieces to sell (catalog/product-table-sorts.ts).
    index('stock_pieces').on(sql`(${t.effectiveStock} + ${t.externalStock})`, t.productId),
  ],
);

/** Inventory's tables the catalogue's bulk path fills (seed, import), by name: catalog/bulk.ts analyses them as it finishes. */
export const bulkStockTables = [getTableName(stock)];
