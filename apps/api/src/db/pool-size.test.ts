import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { type DatabaseHandle, openDatabase } from './connection';

describe('DATABASE_POOL_SIZE', () => {
  it('takes a whole number of connections and refuses anything else with a message', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    for (const wrong of ['0', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let database: TestDatabase;
  const opened: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await database?.destroy();
  });

  /** How many connections the pool opens when 20 statements are asked at once. */
  async function opens(poolSize?: number) {
    const handle = await openDatabase({ url: database.url!, poolSize });
    opened.push(handle);
    const burst = Promise.all(Array.from({ length: 20 }, () => handle.db.execute(sql`select pg_sleep(0.3)`)));
    // All it may open are busy and the rest wait for one of them.
    await expect
      .poll(() => {
        const { inUse, waiting } = handle.poolStats!();
        return waiting > 0 ? inUse : -1;
      })
      .toBe(poolSize ?? Math.max(4, 2 * availableParallelism()));
    await burst;
  }

  it('opens twice the cores, at least four, unless told how many', async () => {
    await opens();
    await opens(3);
  });
});
