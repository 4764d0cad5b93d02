import type { BulkOutcome, ProductBulkReport } from '@shop/contracts';
import { asc, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { recordAudits } from '../audit';
import type { InventoryService } from '../inventory';
import { countProducts } from './bulk';
import { products } from './tables';

type Known = { id: number; sku: string; active: boolean };

const changed: BulkOutcome = { outcome: 'changed', reason: null, message: null };
const unchanged: BulkOutcome = { outcome: 'unchanged', reason: null, message: null };
const unknown = (sku: string): BulkOutcome => ({
  outcome: 'refused',
  reason: 'notFound',
  message: `No product with the SKU ${sku}`,
});

/**
 * The products list's bulk actions: listing and stock for up to a hundred products, in one
 * transaction (the rows locked in id order, as orders lock them), an audit row per product
 * changed, and a report per SKU asked: changed, as it was already, or unknown.
 */
export function productBulk(db: Database, { inventory }: { inventory: Pick<InventoryService, 'set'> }) {
  /** The products of these SKUs (as the catalogue spells them, whatever the case), locked. */
  async function lock(tx: Transaction, skus: string[]) {
    const spelled = [...new Set(skus.flatMap((sku) => [sku, sku.toUpperCase()]))];
    const rows = await tx
      .select({ id: products.id, sku: products.sku, active: products.active })
      .from(products)
      .where(inArray(products.sku, spelled))
      .orderBy(asc(products.id))
      .for('update');
    const bySku = new Map(rows.map((row) => [row.sku.toUpperCase(), row]));
    return (sku: string): Known | undefined => bySku.get(sku.toUpperCase());
  }

  return {
    /** Lists or unlists each product, its variants with it (as setProductListed does). */
    async setListedMany(skus: string[], active: boolean, actor: string): Promise<ProductBulkReport> {
      return db.transaction(async (tx) => {
        const find = await lock(tx, skus);
        const changing = [
          ...new Map(
            skus.flatMap((sku) => {
              const product = find(sku);
              return product && product.active !== active ? [[product.id, product] as const] : [];
            }),
          ).values(),
        ];
        if (changing.length > 0) {
          const ids = changing.map((p) => p.id);
          await tx
            .update(products)
            .set({ active })
            .where(or(inArray(products.id, ids), inArray(products.masterId, ids)));
          await countProducts(tx);
          await recordAudits(
            tx,
            changing.map((p) => ({
              actor,
              action: active ? 'product.list' : 'product.unlist',
              entity: 'product',
              entityId: p.sku,
              before: { active: p.active },
              after: { active },
            })),
          );
        }
        return {
          results: skus.map((sku) => {
            const product = find(sku);
            if (!product) return { sku, ...unknown(sku) };
            return { sku, ...(product.active === active ? unchanged : changed) };
          }),
        };
      });
    },

    /** Sets each product's pieces in our warehouse to `qty`; the supplier's stay (as the stock dialog does). */
    async setStockMany(skus: string[], qty: number, actor: string): Promise<ProductBulkReport> {
      return db.transaction(async (tx) => {
        const find = await lock(tx, skus);
        const known = skus.flatMap((sku) => {
          const product = find(sku);
          return product ? [product] : [];
        });
        const changes = await inventory.set(
          tx,
          known.map((p) => ({ productId: p.id, qty })),
        );
        const changedIds = new Set(changes.map((change) => change.after.productId));
        if (changes.length > 0)
          await recordAudits(
            tx,
            changes.map((change) => ({
              actor,
              // As a stock feed of one product records it (the product dialog's).
              action: 'stock.update',
              entity: 'stock',
              entityId: known.find((p) => p.id === change.after.productId)!.sku,
              before: [change.before],
              after: [change.after],
            })),
          );
        return {
          results: skus.map((sku) => {
            const product = find(sku);
            if (!product) return { sku, ...unknown(sku) };
            return { sku, ...(changedIds.has(product.id) ? changed : unchanged) };
          }),
        };
      });
    },
  };
}
