import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeElsewhere, createTestDatabase, databaseKinds, type TestDatabase } from '../testing/database';
import { type ChangeFeed, changeFeed } from './changes';

describe.each(databaseKinds)('the change feed (%s)', (kind) => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  // A feed per test: one test cuts its connection.
  beforeEach(async () => {
    feed = await changeFeed(database);
  });
  afterEach(() => feed.close());

  it('has heard a change another connection committed once heard() returns, and its own marker moves nothing', async () => {
    expect(feed.live()).toBe(true);
    const before = feed.generation();
    await changeElsewhere(database, (db) => db.execute(sql`update catalog_version set version = version + 1`));
    await feed.heard();
    const after = feed.generation();
    expect(after).toBeGreaterThan(before);
    await feed.heard();
    await feed.heard();
    expect(feed.generation()).toBe(after);
  });

  it('tells stock changes to its listeners by product, without moving the generation', async () => {
    const told: number[][] = [];
    feed.onStock((ids) => told.push(ids));
    const before = feed.generation();
    await changeElsewhere(database, (db) => db.execute(sql`select pg_notify('shop_changes', 'stock 12,40')`));
    await feed.heard();
    expect(told).toEqual([[12, 40]]);
    expect(feed.generation()).toBe(before);
  });

  it.runIf(kind === 'postgres')('does not keep a waiter waiting when the listening connection is lost', async () => {
    const before = feed.generation();
    await changeElsewhere(database, (db) =>
      db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`),
    );
    // Its marker never comes back (or it knows it is not listening): either way it returns.
    await feed.heard();
    expect(feed.generation()).toBeGreaterThan(before);
  });
});
