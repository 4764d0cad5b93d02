import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { anyOf } from './any-of';
import type { Database } from './connection';

// Rows by the thousands, in few statements: the demo seed's and the catalogue import's path into
// the catalogue's, prices' and stock's tables. Tables that belong to products are keyed by product_id.

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
