import { availability, type Stock } from '@shop/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/changes';
import type { Database, Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import { markStockChanged, markStockShown } from '../../lib/request-scope';
import { keptStock } from './kept-stock';
import { type StockTaken, stock } from './tables';

/** With the change feed, stock read for pages is kept until its change is announced (kept-stock.ts). */
export function inventoryService(db: Database, changes?: ChangeFeed) {
  // Read by every listing and product page: prepared once, the ids passed as one array.
  const stockQuery = db
    .select()
    .from(stock)
    .where(sql`${stock.productId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('stock_for');
  const read = async (productIds: number[]) => {
    const rows = await stockQuery.execute({ ids: productIds });
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
  };
  const kept = changes && keptStock(changes);
  return {
    /** Stock per product id; products without a stock row are absent (the spec: not available). */
    async stockFor(productIds: number[]): Promise<Map<number, Stock>> {
      if (productIds.length === 0) return new Map();
      markStockShown(productIds);
      return kept ? kept.stockOf(productIds, read) : read(productIds);
    },

    /**
     * For stock rows read in another module's statement (a product card's, catalog/card-reads.ts):
     * called before that read, it takes the rows after it (false: no stock row), and `stockFor`
     * then finds them kept, under the same rule as its own reads.
     */
    readingStock: (): ((rows: Map<number, Stock | false>) => void) => (kept ? kept.reading() : () => {}),

    /**
     * Takes ordered quantities out of stock inside the order's transaction: rows are locked in
     * product id order (two orders never wait on each other crosswise), each product is checked
     * again by the availability rule, and what the effective stock cannot cover comes from the
     * external stock. Beyond both, the spec's "limit overflow" is still sold (delivered in 4-5
     * days): the stock stops at 0 and the order's lines say what was sold.
     */
    async take(tx: Transaction, lines: { productId: number; quantity: number }[]): Promise<StockTaken[]> {
      const wanted = new Map<number, number>();
      for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
      const ids = [...wanted.keys()].sort((a, b) => a - b);
      if (ids.length === 0) return [];
      markStockChanged(ids);
      const rows = await tx
        .select()
        .from(stock)
        .where(inArray(stock.productId, ids))
        .orderBy(asc(stock.productId))
        .for('update');
      const byId = new Map(rows.map((r) => [r.productId, r]));
      const taken: StockTaken[] = [];
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
          throw refusal('PRODUCT_NOT_PURCHASABLE', 'A product in the cart is no longer available', {
            reason: 'not-available',
            productId: id,
          });
        const fromEffective = Math.min(quantity, row.effectiveStock);
        const fromExternal = Math.min(row.externalStock, quantity - fromEffective);
        const fromQty = Math.min(row.qty, quantity);
        taken.push({ productId: id, effective: fromEffective, external: fromExternal, qty: fromQty });
        await tx
          .update(stock)
          .set({
            effectiveStock: row.effectiveStock - fromEffective,
            externalStock: row.externalStock - fromExternal,
            qty: row.qty - fromQty,
          })
          .where(eq(stock.productId, id));
      }
      return taken;
    },

    /**
     * Sets products' stock as an ERP reports it (`qty` units in our warehouse, on hand too; the
     * supplier's kept unless given), under the same row locks orders take, in id order. Answers
     * each changed product's stock before and after; unchanged ones are not written.
     */
    async set(tx: Transaction, rows: Array<{ productId: number; qty: number; externalStock?: number }>) {
      const wanted = new Map(rows.map((row) => [row.productId, row]));
      const ids = [...wanted.keys()].sort((a, b) => a - b);
      if (ids.length === 0) return [];
      const current = new Map(
        (
          await tx.select().from(stock).where(inArray(stock.productId, ids)).orderBy(asc(stock.productId)).for('update')
        ).map((row) => [row.productId, row]),
      );
      const changes = ids.flatMap((productId) => {
        const before = current.get(productId);
        const row = wanted.get(productId)!;
        const after = {
          productId,
          qty: row.qty,
          effectiveStock: row.qty,
          externalStock: row.externalStock ?? before?.externalStock ?? 0,
          markedInStock: before?.markedInStock ?? false,
        };
        const same =
          before && (['qty', 'effectiveStock', 'externalStock'] as const).every((k) => before[k] === after[k]);
        return same ? [] : [{ before: before ?? null, after }];
      });
      if (changes.length === 0) return [];
      markStockChanged(changes.map((change) => change.after.productId));
      await tx.execute(
        sql`insert into ${stock} (product_id, qty, effective_stock, external_stock, marked_in_stock)
          select product_id, qty, effective_stock, external_stock, marked_in_stock
          from json_populate_recordset(null::stock, ${JSON.stringify(
            changes.map(({ after }) => ({
              product_id: after.productId,
              qty: after.qty,
              effective_stock: after.effectiveStock,
              external_stock: after.externalStock,
              marked_in_stock: after.markedInStock,
            })),
          )}::json)
          on conflict (product_id) do update set qty = excluded.qty, effective_stock = excluded.effective_stock,
            external_stock = excluded.external_stock`,
      );
      return changes;
    },

    /**
     * Changes what an order holds to what its edited lines need, in the order's transaction: the
     * rows of every product it held or needs are locked first, in product id order as placement
     * locks them, then what it held goes back and what it needs is taken under the same rules as
     * placement, so the difference moves and the answer is exactly what it holds now.
     */
    async retake(tx: Transaction, held: StockTaken[], lines: { productId: number; quantity: number }[]) {
      const ids = [...new Set([...held.map((t) => t.productId), ...lines.map((l) => l.productId)])].sort(
        (a, b) => a - b,
      );
      if (ids.length > 0)
        await tx
          .select({ id: stock.productId })
          .from(stock)
          .where(inArray(stock.productId, ids))
          .orderBy(asc(stock.productId))
          .for('update');
      await this.release(tx, held);
      return this.take(tx, lines);
    },

    /** Puts back what a cancelled order took, where it came from, under the same locks in the same order. */
    async release(tx: Transaction, taken: StockTaken[]) {
      const sorted = [...taken].sort((a, b) => a.productId - b.productId);
      if (sorted.length === 0) return;
      markStockChanged(sorted.map((t) => t.productId));
      await tx
        .select({ id: stock.productId })
        .from(stock)
        .where(
          inArray(
            stock.productId,
            sorted.map((t) => t.productId),
          ),
        )
        .orderBy(asc(stock.productId))
        .for('update');
      for (const line of sorted)
        await tx
          .update(stock)
          .set({
            effectiveStock: sql`${stock.effectiveStock} + ${line.effective}`,
            externalStock: sql`${stock.externalStock} + ${line.external}`,
            qty: sql`${stock.qty} + ${line.qty ?? line.effective + line.external}`,
          })
          .where(eq(stock.productId, line.productId));
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
