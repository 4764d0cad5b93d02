import type { adminProductQuerySchema } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { attributeOptions, productAttributes, productCategories, products } from './tables';

type Query = z.output<typeof adminProductQuerySchema>;

/**
 * The products a category or brand filter admits, read first by their own indexes; undefined
 * without either. The table then asks for them as one set of ids, which PostgreSQL probes by a
 * hash: asked as a join, it walked a sort's index testing each product (a category's products
 * share a stretch of names, so a page of names read 50,000 rows to meet 75 of them) or misjudged
 * a brand's share by a hundred times.
 */
export async function productsOf(db: Database, query: Query): Promise<number[] | undefined> {
  const sets = await Promise.all([
    query.category === undefined ? undefined : inCategory(db, query.category),
    query.brand === undefined ? undefined : ofBrand(db, query.brand),
  ]);
  const [first, second] = sets.filter((set) => set !== undefined);
  if (!second) return first;
  const inFirst = new Set(first);
  return second.filter((id) => inFirst.has(id));
}

/** A category's products with its subcategories' (product_category holds their ancestors too), a variant by its master. */
async function inCategory(db: Database, categoryId: number) {
  const own = db
    .select({ id: products.id })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(eq(productCategories.categoryId, categoryId), isNull(products.masterId)));
  const variants = db
    .select({ id: products.id })
    .from(productCategories)
    .innerJoin(products, eq(products.masterId, productCategories.productId))
    .where(eq(productCategories.categoryId, categoryId));
  return (await own.unionAll(variants)).map((row) => row.id);
}

/** The products with a brand (its option's value), by the option's id: one index range of product_attribute. */
async function ofBrand(db: Database, brand: string) {
  const [option] = await db
    .select({ id: attributeOptions.id })
    .from(attributeOptions)
    .where(and(eq(attributeOptions.attributeCode, 'brand'), eq(attributeOptions.value, brand)));
  if (!option) return [];
  // An option's rows are its attribute's: the option id alone keeps the read within the index.
  const rows = await db
    .select({ id: productAttributes.productId })
    .from(productAttributes)
    .where(eq(productAttributes.optionId, option.id));
  return rows.map((row) => row.id);
}
