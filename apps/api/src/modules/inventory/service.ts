import { availability, type Stock } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { HttpError } from '../../http/errors';
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

    /**
     * Takes ordered quantities out of stock inside the order's transaction: rows are locked in
     * product id order (two orders never wait on each other crosswise), each product is checked
     * again by the availability rule, and what the effective stock cannot cover comes from the
     * external stock. Beyond both, the spec's "limit overflow" is still sold (delivered in 4-5
     * days): the stock stops at 0 and the order's lines say what was sold.
     */
    async take(tx: Transaction, lines: { productId: number; quantity: number }[]) {
      const wanted = new Map<number, number>();
      for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
      const ids = [...wanted.keys()].sort((a, b) => a - b);
      if (ids.length === 0) return;
      const rows = await tx
        .select()
        .from(stock)
        .where(inArray(stock.productId, ids))
        .orderBy(asc(stock.productId))
        .for('update');
      const byId = new Map(rows.map((r) => [r.productId, r]));
      for (const id of ids) {
        const row = byId.get(id);
        const quantity = wanted.get(id)!;
        const current = row && {
          qty: row.qty,
          effectivestock: row.effectiveStock,
          externalstock: row.externalStock,
          markedInStock: row.markedInStock,
        };
        if (!row || availability(current, quantity) === 'not-available')
          throw new HttpError(409, 'PRODUCT_NOT_PURCHASABLE', 'A product in the cart is no longer available', {
            reason: 'not-available',
            productId: id,
          });
        const fromEffective = Math.min(quantity, row.effectiveStock);
        await tx
          .update(stock)
          .set({
            effectiveStock: row.effectiveStock - fromEffective,
            externalStock: Math.max(0, row.externalStock - (quantity - fromEffective)),
            qty: Math.max(0, row.qty - quantity),
          })
          .where(eq(stock.productId, id));
      }
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
