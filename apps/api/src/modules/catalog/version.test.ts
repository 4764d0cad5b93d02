import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/database';
import { handFeed } from '../../testing/hand-feed';
import { catalogVersionOf, followCatalogVersion } from './version';

describe.each(databaseKinds)('the catalogue version (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  const bump = () => database.db.execute(sql`update catalog_version set version = version + 1`);

  it('is read from the database until a change feed is followed, then known until the feed moves', async () => {
    const version = catalogVersionOf(database.db);
    const first = await version();
    await bump();
    // Not followed yet: every ask reads.
    expect(await version()).toBe(first + 1);

    const feed = handFeed();
    followCatalogVersion(database.db, feed);
    expect(await version()).toBe(first + 1);
    // A write that was not announced (yet) is not seen: the version is known, not read.
    await bump();
    expect(await version()).toBe(first + 1);
    // Announced: the next ask reads it.
    feed.changed();
    expect(await version()).toBe(first + 2);
    // Not listening: nothing is known, every ask reads.
    feed.setLive(false);
    await bump();
    expect(await version()).toBe(first + 3);
    await bump();
    expect(await version()).toBe(first + 4);
  });
});
