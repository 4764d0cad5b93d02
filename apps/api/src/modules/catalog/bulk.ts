import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of';
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

/** Rows a statement: an import's batch of a thousand products takes a few statements a table, not one per thousand rows. */
const batchSize = 5000;

/**
 * The statements that insert rows, `batchSize` a statement. Each sends its rows as one JSON
 * parameter expanded by json_populate_recordset: twice as fast as bind parameters on PGlite, and
 * clear of PostgreSQL's 65,535-parameter limit. Rows must name every column they fill (no defaults).
 */
export function insertStatements<T extends PgTable>(table: T, rows: Array<T['$inferInsert']>): SQL[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const statements: SQL[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Array<Record<string, unknown>>;
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row)))];
    const names = sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    statements.push(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${asJson(batch, keys, columns)}::json)`,
    );
  }
  return statements;
}

/**
 * The statements that update rows by their primary key `id`, the columns the rows name (the same
 * JSON expansion as insertStatements).
 */
export function updateStatements<T extends PgTable>(table: T, rows: Array<T['$inferInsert']>): SQL[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const statements: SQL[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Array<Record<string, unknown>>;
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row)))].filter((key) => key !== 'id');
    if (keys.length === 0) continue;
    const set = sql.join(
      keys.map((key) => sql`${sql.identifier(columns[key]!.name)} = j.${sql.identifier(columns[key]!.name)}`),
      sql`, `,
    );
    statements.push(
      sql`update ${table} t set ${set} from json_populate_recordset(null::${table}, ${asJson(batch, [...keys, 'id'], columns)}::json) j where t.id = j.id`,
    );
  }
  return statements;
}

/** The statements that delete the rows of products (`product_id` = any of `ids`) from a table that belongs to products. */
export function deleteStatements(table: PgTable, ids: number[]): SQL[] {
  const statements: SQL[] = [];
  for (let start = 0; start < ids.length; start += 2 * batchSize) {
    const batch = ids.slice(start, start + 2 * batchSize);
    statements.push(sql`delete from ${table} where product_id = any(${`{${batch.join(',')}}`}::int[])`);
  }
  return statements;
}

/** The rows of products `ids` in a table that belongs to products: `from ${belongingTo(table, ids)}`. */
export const belongingTo = (table: PgTable, ids: number[]) =>
  sql`${table} where ${anyOf(sql`${table}.product_id`, ids)}`;

/** Runs statements one after the other. */
async function inTurn(db: Database, statements: SQL[]) {
  for (const statement of statements) await db.execute(statement);
}

export const insertRows = <T extends PgTable>(db: Database, table: T, rows: Array<T['$inferInsert']>) =>
  inTurn(db, insertStatements(table, rows));

export const deleteProductRows = (db: Database, table: PgTable, ids: number[]) =>
  inTurn(db, deleteStatements(table, ids));

function asJson(batch: Array<Record<string, unknown>>, keys: string[], columns: Record<string, { name: string }>) {
  return JSON.stringify(
    batch.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null]))),
  );
}

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
