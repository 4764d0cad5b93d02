import { type SQL, sql } from 'drizzle-orm';
import { belongingTo, deleteStatements, insertStatements } from '../../db/bulk';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { stock } from './tables';

// Products' stock as the catalogue's bulk path reads and writes it (the catalogue import and
// export): a thousand products at a time, in the statements of catalog/bulk.ts.

export interface StockRecord {
  /** Units in our warehouse, delivered in 1-2 days (the `stock` column). */
  effective: number;
  /** Units physically on hand, reserved ones included. */
  onHand: number;
  /** Units a supplier delivers in 4-5 days. */
  external: number;
  /** Shown as available whatever the numbers say. */
  markedInStock: boolean;
}

/** The stock of products by id; a product without a stock row is absent. */
export async function productStock(db: Database, ids: number[]): Promise<Map<number, StockRecord>> {
  const rows = rowsOf<{ productId: number } & StockRecord>(
    await db.execute(
      sql`select product_id as "productId", effective_stock as effective, qty as "onHand", external_stock as external,
        marked_in_stock as "markedInStock" from ${belongingTo(stock, ids)}`,
    ),
  );
  return new Map(rows.map(({ productId, ...record }) => [productId, record]));
}

/** The statements that replace products' stock: the `replaced` products' rows deleted, then the `given` ones inserted. */
export function stockStatements(replaced: number[], given: Array<{ productId: number; stock: StockRecord }>): SQL[] {
  return [
    ...deleteStatements(stock, replaced),
    ...insertStatements(
      stock,
      given.map(({ productId, stock: record }) => ({
        productId,
        qty: record.onHand,
        effectiveStock: record.effective,
        externalStock: record.external,
        markedInStock: record.markedInStock,
      })),
    ),
  ];
}
