import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bulkStockTables } from '../inventory';
import { bulkPriceTables } from '../pricing';
import {
  additionalProducts,
  categories,
  categoryTranslations,
  includedItems,
  productCategories,
  productImages,
  products,
} from './tables';

// The catalogue's bulk path, shared by the demo seed and the catalogue import (migration 0014):
// rows go in by the thousands, and what triggers would derive row by row is derived once at the end.

/**
 * Starts a bulk import in this transaction (migration 0014): the triggers that derive attribute_text,
 * listed and the catalogue version row by row and statement by statement stand aside until
 * finishImport, which derives them once.
 */
export async function beginImport(db: Database) {
  await db.execute(sql`select begin_catalog_import()`);
}

/**
 * Derives search text and listed flags once, bumps the catalogue version once, and refreshes
 * statistics: for the whole catalogue, or only for the products named (migration 0023), which a
 * small import of a large catalogue wants (and which needs no fresh statistics unless `analyze`).
 * Answers how many translation rows it had to correct.
 */
export async function finishImport(
  db: Database,
  productIds?: number[],
  { analyze = !productIds }: { analyze?: boolean } = {},
): Promise<number> {
  const call: SQL = productIds
    ? sql`select finish_catalog_import(${`{${productIds.join(',')}}`}::int[]) as corrected`
    : sql`select finish_catalog_import() as corrected`;
  const result = (await db.execute(call)) as unknown as { rows: Array<{ corrected: number }> };
  if (analyze) {
    if (productIds) await db.execute(sql`analyze product, product_translation, product_attribute, attribute_option`);
    // The other tables filled in this transaction: the planner should not take them for empty.
    await db.execute(
      sql`analyze ${sql.join(
        [
          ...[
            categories,
            categoryTranslations,
            productCategories,
            productImages,
            includedItems,
            additionalProducts,
          ].map((table) => getTableName(table)),
          ...bulkStockTables,
          ...bulkPriceTables,
        ].map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
  }
  return Number(result.rows[0]!.corrected);
}

/** product_category holds every ancestor, so a category's count is its own rows of active products. */
export async function countProducts(db: Database) {
  await db.execute(
    sql`update ${categories} c set product_count = coalesce(n.count, 0)
      from ${categories} c2 left join (
        select pc.category_id, count(*)::int as count from ${productCategories} pc
        join ${products} p on p.id = pc.product_id and p.active group by pc.category_id
      ) n on n.category_id = c2.id
      where c.id = c2.id and c.product_count is distinct from coalesce(n.count, 0)`,
  );
}
