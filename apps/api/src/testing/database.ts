import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { searchSessionSettings } from '../modules/search/relevance';

/**
 * Integration tests run on the embedded PGlite always, and also on a PostgreSQL server when
 * TEST_DATABASE_URL is set. Each call gets its own database, so test files never share state.
 */
export const databaseKinds = (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']) as Array<
  'pglite' | 'postgres'
>;

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL database's address (not for PGlite). */
  url?: string;
  /** Closes the connection and drops the database. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    pgliteTemplate ??= migratedPglite();
    const handle = await openDatabase({ loadDataDir: await pgliteTemplate, settings: searchSessionSettings });
    return { ...handle, destroy: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  postgresTemplate ??= migratedPostgres(serverUrl);
  await admin.query(`create database ${name} template ${await postgresTemplate}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ url, poolSize: 4, settings: searchSessionSettings });
  return {
    ...handle,
    url,
    async destroy() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

// Every test database starts as a copy of one migrated in this process (PGlite: 0.5 s instead of
// 3.5 s for 60 migrations) or on the server (PostgreSQL: a template database, made by the first
// process that needs it and kept while the migrations stay the same).
let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

async function migratedPglite() {
  const template = await openDatabase();
  try {
    await template.migrate();
    return await template.dumpDataDir!();
  } finally {
    await template.close();
  }
}

// Any fixed number: one process at a time makes the template.
const TEMPLATE_LOCK = 72_101_772;

async function migratedPostgres(serverUrl: string) {
  const name = `shop_template_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const made = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (made.rowCount) return name;
    // Templates of earlier migrations go; a half-made one (a run stopped while migrating) is made again.
    const old = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, 'shop_template_')`,
    );
    for (const { datname } of old.rows) await admin.query(`drop database ${datname} with (force)`);
    const building = `${name}_building`;
    await admin.query(`create database ${building}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A short hash of every migration and the journal: a new or changed one makes a new template. */
async function migrationsHash() {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true }))
    .filter((file) => file.endsWith('.sql') || file.endsWith('_journal.json'))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(`${migrationsFolder}/${file}`));
  return hash.digest('hex').slice(0, 12);
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A change made the way another API process, an import or the ERP makes it: on a connection of its
 * own, so this process learns of it only from the database's announcements (on PGlite, which one
 * process holds, through the same handle).
 */
export async function changeElsewhere(database: TestDatabase, change: (db: DatabaseHandle['db']) => Promise<unknown>) {
  if (!database.url) return change(database.db);
  const other = await openDatabase({ url: database.url, poolSize: 1 });
  try {
    await change(other.db);
  } finally {
    await other.close();
  }
}
