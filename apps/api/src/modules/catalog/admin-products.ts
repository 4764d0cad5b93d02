import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { adminProductsByIds } from './admin-product-rows';
import { countProducts } from './bulk';
import { products } from './tables';

/**
 * The one change of a product made in the back office's table rather than by a file or a feed:
 * listing or unlisting it. Prices and stock change through the feeds' operations (setProductPrice,
 * updateStock), so every change of them is audited the same way.
 */
export function productAdmin(db: Database) {
  async function bySku(sku: string) {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
    const [product] = row ? await adminProductsByIds(db, [row.id]) : [];
    if (!product) throw notFound(`No product with the SKU ${sku}`);
    return product;
  }

  return {
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
