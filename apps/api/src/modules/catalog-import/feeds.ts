import type { AuditAction, FeedReport, PriceFeedRow, StockFeedRow } from '@shop/contracts';
import type { Database, Transaction } from '../../db/connection';
import { recordAudit } from '../audit';
import type { InventoryService } from '../inventory';
import type { PricingService } from '../pricing';

interface Dependencies {
  inventory: Pick<InventoryService, 'set'>;
  pricing: Pick<PricingService, 'setMany'>;
  /** Product ids by SKU (as the catalogue keeps them, in capitals). */
  idsBySku: (skus: string[]) => Promise<Map<string, number>>;
}

/**
 * An ERP's small, frequent deltas: stock and list prices by SKU. Known SKUs are applied in one
 * transaction with an audit row of what changed; unknown ones are reported by their row, and do
 * not stop the others.
 */
export function catalogFeeds(db: Database, { inventory, pricing, idsBySku }: Dependencies) {
  async function resolve<T extends { sku: string }>(items: T[]) {
    const ids = await idsBySku([...new Set(items.map((item) => item.sku.toUpperCase()))]);
    const unknown: FeedReport['unknown'] = [];
    const known: Array<T & { productId: number }> = [];
    items.forEach((item, index) => {
      const productId = ids.get(item.sku.toUpperCase());
      if (productId === undefined) unknown.push({ index, sku: item.sku });
      else known.push({ ...item, productId });
    });
    return { known, unknown };
  }

  /** Applies a feed's known rows in one transaction, with an audit row of what changed. */
  async function apply<T extends { sku: string }, C extends { before: unknown; after: unknown }>(
    items: T[],
    actor: string,
    audit: { action: AuditAction; entity: string },
    change: (tx: Transaction, known: Array<T & { productId: number }>) => Promise<C[]>,
  ): Promise<FeedReport> {
    const { known, unknown } = await resolve(items);
    const changes = await db.transaction(async (tx) => {
      const changed = await change(tx, known);
      // A change of one product (the back office's product dialog) is found by its SKU in the log.
      const skus = new Set(known.map((item) => item.sku));
      if (changed.length > 0)
        await recordAudit(tx, {
          actor,
          ...audit,
          entityId: skus.size === 1 ? [...skus][0] : null,
          before: changed.map((c) => c.before),
          after: changed.map((c) => c.after),
        });
      return changed;
    });
    return { updated: changes.length, unchanged: known.length - changes.length, unknown };
  }

  return {
    updateStock: (items: StockFeedRow[], actor: string) =>
      apply(items, actor, { action: 'stock.update', entity: 'stock' }, inventory.set),
    updatePrices: (items: PriceFeedRow[], actor: string) =>
      apply(items, actor, { action: 'prices.update', entity: 'price' }, pricing.setMany),
  };
}
export type CatalogFeeds = ReturnType<typeof catalogFeeds>;
