import { randomBytes } from 'node:crypto';
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
    const handle = await openDatabase({ settings: searchSessionSettings });
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4, settings: searchSessionSettings });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
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
