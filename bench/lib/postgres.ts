/**
 * The local PostgreSQL server the benchmarks use: BENCH_DATABASE_URL's, else TEST_DATABASE_URL's,
 * else postgres://postgres@127.0.0.1:5432. The benchmarks only ever create, fill, rename and drop
 * databases named shop_bench…; other databases (the tests' `test`) are never touched.
 */
import { type Database, openDatabase } from '@shop/api/db';
import { type SQL, sql } from 'drizzle-orm';

const server = new URL(
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(server.hostname))
  throw new Error(`bench: the database must be on this machine, not ${server.hostname}`);

/** The URL of database `name` on the benchmark's server. */
export function databaseUrl(name: string) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

function ownName(name: string) {
  if (!/^shop_bench\w*$/.test(name)) throw new Error(`bench: ${name} is not a benchmark database`);
  return `"${name}"`;
}

/** Work on database `name` over one connection: by default the server's maintenance database. */
async function connected<T>(work: (db: Database) => Promise<T>, name = 'postgres'): Promise<T> {
  const handle = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Creates database `name` unless it exists; with `fresh`, drops it first. */
export async function createDatabase(name: string, { fresh = false } = {}) {
  await connected(async (db) => {
    if (fresh) await db.execute(`drop database if exists ${ownName(name)} with (force)`);
    const [found] = await rowsOf(db, sql`select 1 from pg_database where datname = ${name}`);
    if (!found) await db.execute(`create database ${ownName(name)}`);
  });
}

export async function dropDatabase(name: string) {
  await connected((db) => db.execute(`drop database if exists ${ownName(name)} with (force)`));
}

/** Gives database `from` the name `to`, replacing any database of that name. */
export async function renameDatabase(from: string, to: string) {
  await connected(async (db) => {
    await db.execute(`drop database if exists ${ownName(to)} with (force)`);
    await db.execute(`alter database ${ownName(from)} rename to ${ownName(to)}`);
  });
}

/** The comment on database `name`; null when it has none or does not exist. */
export async function databaseComment(name: string): Promise<string | null> {
  const [row] = await connected((db) =>
    rowsOf<{ comment: string | null }>(
      db,
      sql`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = ${name}`,
    ),
  );
  return row?.comment ?? null;
}

export async function setDatabaseComment(name: string, comment: string) {
  await connected((db) => db.execute(`comment on database ${ownName(name)} is '${comment.replaceAll("'", "''")}'`));
}

/** Fresh planner statistics and visibility maps, as autovacuum leaves a live database after an import. */
export async function vacuumAnalyze(name: string) {
  await connected((db) => db.execute('vacuum analyze'), name);
}

/** The SKUs of the first `n` products (by id) of benchmark database `name`. */
export async function productSkus(name: string, n: number) {
  ownName(name);
  const rows = await connected(
    (db) => rowsOf<{ sku: string }>(db, sql`select sku from product order by id limit ${n}`),
    name,
  );
  return rows.map((row) => row.sku);
}
