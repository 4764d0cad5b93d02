import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CatalogImport, CategoryNode } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { admin, settled } from './testing';

/** Over 20,000: the API reads such a file again for the writing instead of holding it (jobs.ts). */
const ROWS = 20_500;

/**
 * Shoppers keep shopping while a large import runs: every answer is whole (the old catalogue
 * until the commit, the new one after it) and none is an error.
 */
describe.each(databaseKinds)('shoppers during a %s import of 20,500 rows', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
  });

  it('see the old catalogue or the new one, never half of it, and no error', { timeout: 240_000 }, async () => {
    const tree = (await ctx.api.inject({ url: '/categories?locale=de' })).json().categories as CategoryNode[];
    const root = tree[0]!;
    const listing = async () => {
      const res = await ctx.api.inject({ url: `/products?catId=${root.id}&limit=1&locale=de` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count as number;
    };
    const searched = async () => {
      const res = await ctx.api.inject({ url: '/search?keyword=Massenartikel&locale=de&limit=1' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count as number;
    };
    const [listedBefore, foundBefore] = [await listing(), await searched()];
    expect(foundBefore).toBe(0);

    const lines = ['sku,item_number,name.de,price.EUR,stock,categories.de'];
    for (let n = 1; n <= ROWS; n++)
      lines.push(`BULK-${n},BULK-${n},Massenartikel ${n},${(n % 97) + 1}.50,${n % 13},${root.name}`);
    const started = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/catalog/imports',
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: `${lines.join('\n')}\n`,
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = (started.json() as CatalogImport).id;

    // Shoppers read until the import has ended; each answer shows all of it or none of it.
    let ended = false;
    const done = settled(ctx.api, id).finally(() => {
      ended = true;
    });
    let rounds = 0;
    while (!ended) {
      // Injected requests answered from memory never leave the microtask queue: let the event loop
      // turn (the import's I/O, the server's clean-ups) before the next round, as real requests do.
      await nextTurn();
      const [listed, found] = await Promise.all([listing(), searched()]);
      rounds++;
      expect([listedBefore, listedBefore + ROWS]).toContain(listed);
      expect([0, ROWS]).toContain(found);
    }
    const result = await done;
    expect(result).toMatchObject({ status: 'done', counts: { created: ROWS, written: ROWS } });
    // Right after the commit, every reader sees the new catalogue.
    expect([await listing(), await searched()]).toEqual([listedBefore + ROWS, ROWS]);
    // Shoppers did read while the import ran; on PGlite, whose one connection the import's
    // transaction holds, a read that needs the database waits for the commit.
    expect(rounds).toBeGreaterThan(kind === 'postgres' ? 10 : 0);
  });
});
