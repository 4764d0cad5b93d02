import type { CategoryNode, ProductDetail } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { catalogVersion, products } from '../catalog/tables';
import { importFile } from './testing';

const header =
  'sku,item_number,parent_sku,name.de,price.EUR,categories.de,categories.en,attribute.finish.de,attribute.finish.en';

/** `n` new products, one a line from line 2, in a new category named after them, with a new finish named after them too. */
function rows(n: number, prefix: string, line: (i: number) => string | undefined = () => undefined) {
  const lines = [header];
  for (let i = 2; i < n + 2; i++)
    lines.push(
      line(i) ?? `${prefix}-${i},${prefix}-${i},,Ware ${i},${(i % 50) + 1}.00,Bänke ${prefix},,Matt ${prefix},`,
    );
  return `${lines.join('\n')}\n`;
}

/**
 * An import writes each checked batch of a thousand rows while it checks the next: what a later
 * batch finds (a bad row, a name's translation, a master) still decides what is committed.
 */
describe.each(databaseKinds)('an import written while it is checked, on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 20, now: new Date('2026-06-01T00:00:00Z') });
  });
  const db = () => ctx.database.db;
  const version = async () => (await db().select().from(catalogVersion))[0]!.version;
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
  const idOf = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0]?.id;
  const categoryNamed = async (name: string, locale: string) => {
    const tree = (await ctx.api.inject({ url: `/categories?locale=${locale}` })).json().categories as CategoryNode[];
    const all = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
    return all(tree).find((node) => node.name === name);
  };

  // Two imports of 2,500 rows: about 0.6 s each alone on PostgreSQL, 1.1 s on PGlite (linear, a few
  // statements a batch of 1,000 rows); in CI, 120 files on 2 cores, the test took over 30 s. As
  // concurrent-readers.test.ts, a budget by the rows imported: about 12 ms a row (the next test's
  // 1,700 rows stay within the project's 30 s).
  it('a SKU repeated two batches later: nothing is written, and both lines are reported', {
    timeout: 60_000,
  }, async () => {
    const [before, productsBefore] = [await version(), await productCount()];
    const file = rows(2_500, 'DUP', (i) =>
      i === 2_400 ? 'DUP-2,DUP-X,,Doppelt,5.00,Bänke DUP,,Matt DUP,' : undefined,
    );
    const result = await importFile(ctx.api, file);
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => [e.line, e.column, e.reason])).toEqual([
      [2, 'sku', 'duplicate SKU: also on line 2400'],
      [2_400, 'sku', 'duplicate SKU: also on line 2'],
    ]);
    expect(result.counts.written).toBe(0);
    expect([await version(), await productCount(), await idOf('DUP-3')]).toEqual([before, productsBefore, undefined]);
    expect(await categoryNamed('Bänke DUP', 'de')).toBeUndefined();

    const skipped = await importFile(ctx.api, file, { skipInvalid: true });
    expect(skipped).toMatchObject({ status: 'done', counts: { created: 2_498, invalid: 2, written: 2_498 } });
    expect([await idOf('DUP-2'), await idOf('DUP-3'), await idOf('DUP-2501')]).toEqual([
      undefined,
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(await productCount()).toBe(productsBefore + 2_498);
  });

  it('names a later batch translates are written as translated, and search finds them', async () => {
    const file = rows(1_700, 'LATE', (i) => {
      // A variant before its master, a batch apart.
      if (i === 3) return 'LATE-3,LATE-3,LATE-1500,Ware 3 in Blau,7.00,,,Matt LATE,';
      if (i === 1_600) return 'LATE-1600,LATE-1600,,Ware 1600,9.00,Bänke LATE,Workbenches,Matt LATE,Burnished';
      return undefined;
    });
    const result = await importFile(ctx.api, file);
    expect(result).toMatchObject({
      status: 'done',
      counts: { created: 1_700, categoriesCreated: 1, optionsCreated: 1 },
    });
    expect(await categoryNamed('Workbenches', 'en')).toMatchObject({ productCount: 1_699 });
    // Line 2 was written a batch before its finish had an English label; its search text has it now.
    const found = (await ctx.api.inject({ url: '/search?keyword=burnished&locale=en&limit=1' })).json();
    expect(found.count).toBe(1_699);
    const variant = (
      await ctx.api.inject({ url: `/products/${await idOf('LATE-1500')}?locale=de` })
    ).json() as ProductDetail;
    expect(variant.variants.map((v) => v.sku)).toContain('LATE-3');
  });
});
