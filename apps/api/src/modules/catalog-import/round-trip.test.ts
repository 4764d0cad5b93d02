import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { catalogVersion } from '../catalog/tables';
import { exportFile, importFile } from './testing';

/**
 * An export is the import's format: importing it unchanged changes nothing, not even the
 * catalogue's version, whose every change empties the caches of every API process.
 */
describe.each(databaseKinds)('catalogue export and import round trip on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 120, now: new Date('2026-06-01T00:00:00Z') });
  });
  const version = async () => (await ctx.database.db.select().from(catalogVersion))[0]!.version;

  it.each(['csv', 'jsonl'] as const)('an unchanged %s export imports as no change', async (format) => {
    const file = await exportFile(ctx.api, format);
    const before = await version();
    const result = await importFile(ctx.api, file, { format }, format === 'csv' ? 'text/csv' : 'application/x-ndjson');
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('done');
    expect(result.counts).toMatchObject({ created: 0, updated: 0, written: 0, unlisted: 0 });
    expect(result.counts.unchanged).toBe(result.counts.rows);
    expect(result.counts.rows).toBeGreaterThan(120); // masters, stand-alone products and variants
    expect(await version()).toBe(before);
    expect(await exportFile(ctx.api, format)).toBe(file);
  });
});
