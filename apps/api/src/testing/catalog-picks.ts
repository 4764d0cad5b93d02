import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { additionalProducts, products } from '../modules/catalog/tables';
import { stock } from '../modules/inventory/tables';

/** A product of the seeded catalogue with an optional additional product, both in stock and priced: their SKUs and ids. */
export async function productWithAccessory(db: Database) {
  const [pair] = await db
    .select({ id: additionalProducts.productId, extraId: additionalProducts.additionalProductId })
    .from(additionalProducts)
    .innerJoin(stock, eq(stock.productId, additionalProducts.productId))
    .innerJoin(products, eq(products.id, additionalProducts.productId))
    .where(
      and(
        sql`${stock.effectiveStock} > 0`,
        eq(products.hidePrices, false),
        sql`exists (select 1 from stock s join product p on p.id = s.product_id where s.product_id = ${additionalProducts.additionalProductId} and s.effective_stock > 0 and not p.hide_prices)`,
      ),
    )
    .orderBy(additionalProducts.productId)
    .limit(1);
  if (!pair) throw new Error('the seeded catalogue has no product with an accessory in stock');
  const skuOf = async (id: number) =>
    (await db.select({ sku: products.sku }).from(products).where(eq(products.id, id)))[0]!.sku;
  return { id: pair.id, sku: await skuOf(pair.id), extraId: pair.extraId, extraSku: await skuOf(pair.extraId) };
}
