import type { Stock } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { stock } from './tables';

export function inventoryService(db: Database) {
  return {
    /** Stock per product id; products without a stock row are absent (the spec: not available). */
    async stockFor(productIds: number[]): Promise<Map<number, Stock>> {
      if (productIds.length === 0) return new Map();
      const rows = await db.select().from(stock).where(inArray(stock.productId, productIds));
      return new Map(
        rows.map((r) => [
          r.productId,
          {
            qty: r.qty,
            effectivestock: r.effectiveStock,
            externalstock: r.externalStock,
            markedInStock: r.markedInStock,
          },
        ]),
      );
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
