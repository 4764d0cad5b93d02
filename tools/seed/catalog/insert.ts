import type { Database } from '@shop/api/db';
import {
  additionalProducts,
  attributeOptions,
  attributes,
  categories,
  categoryTranslations,
  includedItems,
  priceListEntries,
  priceLists,
  prices,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
  stock,
  taxRates,
} from '@shop/api/schema';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const batchSize = 1000;

/**
 * Inserts rows in statements of `batchSize`. Each statement sends its rows as one JSON parameter
 * expanded by json_populate_recordset: twice as fast as bind parameters on PGlite, and clear of
 * PostgreSQL's 65,535-parameter limit. Rows must name every column they fill (no defaults).
 */
export async function insertRows<T extends PgTable>(db: Database, table: T, rows: Array<T['$inferInsert']>) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Array<Record<string, unknown>>;
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row)))];
    const names = sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    const json = JSON.stringify(
      batch.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null]))),
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

/**
 * Starts a bulk import in this transaction (migration 0014): the triggers that derive attribute_text,
 * listed and the catalogue version row by row and statement by statement stand aside until
 * finishImport, which derives them once for the whole catalogue.
 */
export async function beginImport(db: Database) {
  await db.execute(sql`select begin_catalog_import()`);
}

/**
 * Derives search text and listed flags once, bumps the catalogue version once, and refreshes
 * statistics. Answers how many translation rows it had to correct (none when the import filled them).
 */
export async function finishImport(db: Database): Promise<number> {
  const result = (await db.execute(sql`select finish_catalog_import() as corrected`)) as unknown as {
    rows: Array<{ corrected: number }>;
  };
  // The other tables filled in this transaction: the planner should not take them for empty.
  await db.execute(
    sql`analyze ${sql.join(
      [
        categories,
        categoryTranslations,
        productCategories,
        productImages,
        includedItems,
        additionalProducts,
        stock,
        prices,
        priceListEntries,
      ].map((table) => sql.identifier(getTableName(table))),
      sql`, `,
    )}`,
  );
  return Number(result.rows[0]!.corrected);
}

/** Empties the catalogue, children first so no foreign key is left dangling. */
export async function clearCatalog(db: Database) {
  for (const table of [
    priceListEntries,
    priceLists,
    prices,
    taxRates,
    stock,
    additionalProducts,
    includedItems,
    productAttributes,
    attributeOptions,
    attributes,
    productImages,
    productCategories,
    productTranslations,
    products,
    categoryTranslations,
    categories,
  ]) {
    await db.delete(table);
  }
}

/** The seed chooses ids itself (so variants can name their master); later inserts continue after them. */
export async function advanceSequences(db: Database) {
  for (const table of [categories, products, attributeOptions, priceLists]) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
    );
  }
}

/** product_category holds every ancestor, so a category's count is its own rows. */
export async function countProducts(db: Database) {
  await db.execute(
    sql`update ${categories} set product_count = (select count(*) from ${productCategories} pc where pc.category_id = ${categories.id})`,
  );
}
