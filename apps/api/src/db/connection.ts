import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * The query builder, the same type on PGlite and on a PostgreSQL server. Untyped by a schema object:
 * queries name the tables they use (no `db.query.*`), so no service's type depends on every table.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction of the query builder, for work that must commit or fail with its caller's. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Follows NOTIFY on a channel; answers how to stop. On PostgreSQL a connection of its own listens,
   * and when it is lost (`lost`) it connects again every second until it is back (`connected`).
   */
  listen(channel: string, events: ListenEvents): Promise<() => Promise<void>>;
  /** The pool's connections in use and the queries waiting for one (PostgreSQL; PGlite has no pool). */
  poolStats?(): { inUse: number; waiting: number };
  /** PGlite: a copy of its data directory, which `loadDataDir` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenEvents {
  notify(payload: string): void;
  /** Listening; notifications sent from now on arrive. */
  connected(): void;
  /** Not listening any more: notifications may be missed until `connected`. */
  lost(): void;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite. */
  url?: string;
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** PGlite: starts from this copy of a data directory (`dumpDataDir`'s) instead of an empty one. */
  loadDataDir?: Blob;
  /** Connections in the pool (PostgreSQL only); `defaultPoolSize` when absent. */
  poolSize?: number;
  /**
   * Settings every session starts with (search's typo threshold, search/relevance.ts): PGlite's
   * one session sets them on open, and every PostgreSQL pool connection gets them as startup
   * options, before its first query. The caller names them: db/ knows no module.
   */
  settings?: Record<string, string>;
}

/**
 * Twice the cores, at least four: more connections than that make PostgreSQL's backends take turns
 * on the same cores. On 2 cores shared with the database, distinct listings at 100,000 products cost
 * PostgreSQL 1.41 ms of CPU each with 10 connections and 0.62–0.83 ms with 2–4 (docs/performance.md).
 */
const defaultPoolSize = () => Math.max(4, 2 * availableParallelism());

// In the source tree this is src/db/migrations; the build copies it next to dist/main.js.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: serialises migrations when several API instances start at once.
const MIGRATION_LOCK = 72_101_771;
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const settings = options.settings ?? {};
  return options.url
    ? openPostgres(options.url, options.poolSize ?? defaultPoolSize(), settings)
    : openPglite(options, settings);
}

async function openPglite(
  { dataDir, loadDataDir }: DatabaseOptions,
  settings: Record<string, string>,
): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir && { loadDataDir }) });
  for (const [name, value] of Object.entries(settings))
    await client.query('select set_config($1, $2, false)', [name, value]);
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    async listen(channel, events) {
      // One process holds the embedded database, so every change is seen; none is ever missed.
      const unlisten = await client.listen(channel, events.notify);
      events.connected();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * What every PostgreSQL session of the shop runs with. No JIT: it compiles a statement whose
 * estimate passes jit_above_cost (a count over 100,000 products) for 20–40 ms, more than it saves
 * on the shop's short statements (the back office's product table: p95 132 → 101 ms).
 */
const postgresSettings = { jit: 'off' };

async function openPostgres(url: string, poolSize: number, callers: Record<string, string>): Promise<DatabaseHandle> {
  const settings = { ...postgresSettings, ...callers };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // Startup options: `-c name=value`, a space or backslash in a value escaped with a backslash.
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value.replace(/[\\\s]/g, '\\$&')}`)
      .join(' '),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, events) => listenOnPostgres(url, channel, events),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1_000;

async function listenOnPostgres(url: string, channel: string, events: ListenEvents) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  async function connect() {
    // Keepalive probes let a connection the network dropped without a word end (and count as lost).
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    // A lost connection emits 'error' and then 'end'; without a listener 'error' would crash.
    next.on('error', () => {});
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      events.lost();
      again();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) events.notify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => {});
      return again();
    }
    if (stopped) return next.end();
    client = next;
    events.connected();
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
