import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/connection';
import { products, productTranslations } from '../../catalog/tables';

// The editor's reads and writes of single products besides its saves (which go through the
// import's writer): a master's variants, who uses an address, and deleting a product.

/** A master's variants, by SKU. */
export function variantsOf(db: Database, id: number) {
  return db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.masterId, id))
    .orderBy(asc(products.sku));
}

/**
 * Masters and stand-alone products other than `id` that use one of these addresses in its
 * locale (variants are reached through their master and need none of their own).
 */
export async function slugOwners(db: Database, id: number | undefined, slugs: Array<{ locale: string; slug: string }>) {
  if (slugs.length === 0) return [];
  return db
    .select({ locale: productTranslations.locale, slug: productTranslations.slug, sku: products.sku })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(
      and(
        or(...slugs.map((s) => and(eq(productTranslations.locale, s.locale), eq(productTranslations.slug, s.slug)))),
        isNull(products.masterId),
        id === undefined ? undefined : ne(products.id, id),
      ),
    )
    .limit(slugs.length);
}

/**
 * Deletes unlisted products (categories count listed ones only: no count changes); their prices,
 * stock, texts, and carts' and lists' lines go with them (the schema's cascades).
 */
export async function deleteProducts(tx: Transaction, ids: number[]) {
  await tx.delete(products).where(inArray(products.id, ids));
}

/** A product's id by its SKU. */
export async function productIdOf(db: Database, sku: string): Promise<number | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  return row?.id;
}
