// The customer file and a price list's CSV imported with the merchant's commands (tools/customers.ts,
// tools/price-list.ts) into the API as it runs, a process of its own on a PostgreSQL database
// (started from source through tsx, so no build is needed), killed with SIGKILL while the import's
// transaction is writing: the database holds what it held before, and the same command run again
// against the restarted API imports the file.
//
// Mid-write is proved, not waited for: the test holds a SHARE lock on audit_log, the import's last
// table, so the import stops at its audit rows; pg_stat_activity and pg_locks then show its
// connection waiting there, in a transaction that has written the customers and their addresses
// (or the list's entries). PostgreSQL only: on PGlite the database lives inside the API process,
// and nothing outside it can see a transaction under way.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import { rowsOf } from '../db/rows';
import { addresses, customers } from '../modules/customer/tables';
import { priceListEntries, priceLists } from '../modules/pricing/tables';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { defaultAddressRow } from '../testing/fixtures';
import { freePort } from '../testing/ports';

const ADMIN_TOKEN = 'killed-admin-token-0123456789abcdef';
const LIST = 'KILL-LIST';
const CUSTOMERS = 2_000;
const apiDir = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(apiDir, '../..');

/** The tables the two imports write, each as its rows' JSON in one order: what the database holds. */
const written = ['customer', 'address', 'price_list_customer', 'price_list', 'price_list_entry', 'audit_log'];

const header =
  'customer_number;company;email;first_name;last_name;phone;vat_id;billing_street;billing_postal_code;billing_city;billing_country;shipping_street;shipping_postal_code;shipping_city;shipping_country;tax_exempt;price_list;language';

/** New customers holding the list, and a change to the customer who was there before. */
function customerFile() {
  const lines = [header, `ERP-0001;Alt GmbH;alt@kill.example;Alma;Geändert;;;Altweg 1;50667;Köln;DE;;;;;;${LIST};de`];
  for (let i = 2; i <= CUSTOMERS; i++)
    lines.push(
      `ERP-${i};Firma ${i} GmbH;kunde${i}@kill.example;Kim;Kunde ${i};;;Werkstraße ${i};50667;Köln;DE;Lager ${i};20457;Hamburg;DE;;${LIST};de`,
    );
  return `${lines.join('\n')}\n`;
}

/** Every product of the catalogue at a new price and two tiers: three lines a SKU. */
const priceListFile = (skus: string[]) =>
  `sku;price;min_qty\n${skus.map((sku, i) => `${sku};${20 + (i % 50)},50;1\n${sku};19,00;10\n${sku};18,00;100`).join('\n')}\n`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('imports of an API process killed while it writes, on postgres', () => {
  let database: TestDatabase;
  let observer: pg.Client;
  let dir: string;
  let skus: string[];
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { db } = database;
    await seedCatalog(db, { products: 200, now: new Date('2026-06-01T00:00:00Z') });
    skus = rowsOf<{ sku: string }>(await db.execute('select sku from product order by id')).map((r) => r.sku);
    const [list] = await db
      .insert(priceLists)
      .values({ code: LIST, name: 'Vor dem Import', currency: 'EUR' })
      .returning();
    const products = rowsOf<{ id: number }>(await db.execute('select id from product order by id limit 50'));
    await db
      .insert(priceListEntries)
      .values(products.map((p) => ({ priceListId: list!.id, productId: p.id, price: 999 })));
    const [before] = await db
      .insert(customers)
      .values({ email: 'alt@kill.example', customerNumber: 'ERP-0001', firstName: 'Alma', lastName: 'Alt' })
      .returning();
    await db.insert(addresses).values(defaultAddressRow(before!));
    observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    dir = await mkdtemp(path.join(os.tmpdir(), 'imports-killed-'));
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await observer?.end();
    await database?.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const held = async () => {
    const state: Record<string, unknown[]> = {};
    for (const table of written)
      state[table] = (await observer.query(`select to_jsonb(t) as row from ${table} t order by 1`)).rows;
    return state;
  };

  /** The API on a free port over the test database. */
  async function startApi() {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dir,
        LOG_LEVEL: 'error',
        AUTH_SECRET: 'killed-auth-secret-0123456789abcdef0123456789',
        ADMIN_TOKEN,
        SHUTDOWN_GRACE_MS: '0',
        PAYMENT_SANDBOX: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    running.add(child);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[api] ${chunk}`));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => running.delete(child));
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
          return (await fetch(`${url}/readyz`).catch(() => undefined))?.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(200);
    return { url, child, exited };
  }

  /** A merchant's command (`npm run <tool> -- args`) against the API at `url`: its exit code and output. */
  function command(url: string, tool: string, args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', `tools/${tool}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, API_URL: url, ADMIN_TOKEN },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('exit', (code) => {
        running.delete(child);
        resolve({ code, output });
      }),
    );
  }

  /**
   * Holds a SHARE lock on audit_log until released: the import's audit rows wait for it, in a
   * transaction that has written everything else. Answers the waiting import's connection, once
   * it waits there, with the tables it has written rows of.
   */
  async function stopAtAuditRows() {
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table audit_log in share mode');
    const blockerPid = (await blocker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const waiting = () =>
      vi.waitFor(
        async () => {
          const { rows } = await observer.query<{ pid: number; query: string; writing: string[] }>(
            `select a.pid, a.query,
               array(select c.relname::text from pg_locks l join pg_class c on c.oid = l.relation
                     where l.pid = a.pid and l.granted and l.mode = 'RowExclusiveLock' and c.relkind = 'r'
                     order by 1) as writing
             from pg_stat_activity a
             where a.datname = current_database() and a.wait_event_type = 'Lock' and a.backend_xid is not null
               and $1 = any(pg_blocking_pids(a.pid))`,
            [blockerPid],
          );
          if (rows.length !== 1) throw new Error('no import waits at its audit rows yet');
          return rows[0]!;
        },
        { timeout: 60_000, interval: 50 },
      );
    const release = async () => {
      await blocker.query('rollback');
      await blocker.end();
    };
    return { waiting, release };
  }

  /** Settles once PostgreSQL has ended the killed process's connection (and so rolled its transaction back). */
  const ended = (pid: number) =>
    vi.waitFor(
      async () => {
        const { rows } = await observer.query('select 1 from pg_stat_activity where pid = $1', [pid]);
        if (rows.length > 0) throw new Error(`connection ${pid} still open`);
      },
      { timeout: 60_000, interval: 50 },
    );

  /** Starts the API, runs the command until its import writes, kills the API; the database as before. */
  async function killedWhileWriting(tool: string, args: string[], tables: string[]) {
    const before = await held();
    const api = await startApi();
    const stop = await stopAtAuditRows();
    try {
      const run = command(api.url, tool, args);
      const importing = await stop.waiting();
      expect(importing.query).toMatch(/^insert into "audit_log"/);
      expect(importing.writing).toEqual(expect.arrayContaining(tables));
      api.child.kill('SIGKILL');
      await api.exited;
      const cli = await run;
      expect(cli.code).toBe(1);
      expect(cli.output).toMatch(/does not answer/);
      await stop.release();
      await ended(importing.pid);
    } catch (error) {
      await stop.release().catch(() => {});
      throw error;
    }
    expect(await held()).toEqual(before);
  }

  // Each starts the API twice and runs two commands, all from source through tsx: 5 s alone, and as
  // webhook-crash.test.ts, room for the suite's load on 2 cores.
  it('the customer file: no customer, address or list assignment of it, and it imports when run again', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(dir, 'customers.csv');
    await writeFile(file, customerFile());
    await killedWhileWriting('customers', ['import', file], ['address', 'customer', 'price_list_customer']);

    const api = await startApi();
    const again = await command(api.url, 'customers', ['import', file]);
    expect(again.output).toContain(`${CUSTOMERS} rows: ${CUSTOMERS - 1} new, 1 changed`);
    expect(again.code).toBe(0);
    const fromFile = async (table: string) =>
      (await observer.query(`select count(*)::int as n from ${table} where customer_number like 'ERP-%'`)).rows[0].n;
    expect([await fromFile('customer'), await fromFile('price_list_customer')]).toEqual([CUSTOMERS, CUSTOMERS]);
    const [changed] = await database.db.select().from(customers).where(eq(customers.customerNumber, 'ERP-0001'));
    expect(changed!.lastName).toBe('Geändert');
    api.child.kill('SIGTERM');
    await api.exited;
  });

  it('a price list CSV: the list keeps its entries and version, and it imports when run again', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(dir, 'price-list.csv');
    await writeFile(file, priceListFile(skus));
    const [{ version }] = (await database.db
      .select({ version: priceLists.version })
      .from(priceLists)
      .where(eq(priceLists.code, LIST))) as [{ version: number }];
    await killedWhileWriting('catalog', ['price-list', 'import', LIST, file], ['price_list', 'price_list_entry']);

    const api = await startApi();
    const again = await command(api.url, 'catalog', ['price-list', 'import', LIST, file]);
    expect(again.output).toContain(`${skus.length * 3} rows, ${skus.length} products`);
    expect(again.code).toBe(0);
    const [list] = await database.db.select().from(priceLists).where(eq(priceLists.code, LIST));
    const entries = await database.db.select().from(priceListEntries).where(eq(priceListEntries.priceListId, list!.id));
    expect(entries).toHaveLength(skus.length * 3);
    expect(list!.version).toBe(version + 1);
    api.child.kill('SIGTERM');
    await api.exited;
  });
});
