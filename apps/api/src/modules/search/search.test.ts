import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { products, productTranslations } from '../catalog/tables';
import { prefixQuery } from './postgres-search';

describe('prefixQuery', () => {
  it.each([
    ['akku bohr', 'akku:* & bohr:*'],
    ["Bohrer's & | ! (x)", 'bohrer:* & s:* & x:*'],
    ['Schraubendreher-Satz', 'schraubendreher:* & satz:*'],
    ['  ', ''],
  ])('%s → %s', (keyword, query) => {
    expect(prefixQuery(keyword)).toBe(query);
  });
});

describe.each(databaseKinds)('makeSearch on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 300, now: new Date('2026-06-01T00:00:00Z') });
  });
  const search = (query: string) => ctx.api.inject(`/search?${query}`).then((r) => r.json());
  /** A listed product whose name in the locale has a word of at least `length` letters, and that word. */
  const productWithWord = async (locale: string, length: number) => {
    const rows = await ctx.database.db
      .select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(and(eq(productTranslations.locale, locale), isNull(products.masterId)));
    for (const row of rows) {
      const word = row.name.match(/\p{L}+/gu)?.find((w) => w.length >= length);
      if (word) return { id: row.id, word };
    }
    throw new Error(`no name with a ${length}-letter word`);
  };

  it('puts an item-number or SKU hit first, variants included', async () => {
    const [variant] = await ctx.database.db.select().from(products).where(eq(products.id, 2));
    const master = (await ctx.database.db.select().from(products)).find((p) => p.masterId !== null)!;
    const byItemnum = await search(`keyword=${master.itemnum}&locale=en`);
    expect(byItemnum.data[0]).toMatchObject({ id: master.id, kind: 'variant' });
    const bySku = await search(`keyword=${variant!.sku.toLowerCase()}&locale=de`);
    expect(bySku.data[0].id).toBe(variant!.id);
  });

  it('finds by name per locale, with prefixes while typing', async () => {
    const german = await productWithWord('de', 8);
    const typed = await search(`keyword=${encodeURIComponent(german.word.slice(0, 5))}&locale=de&limit=100`);
    expect(typed.data.map((p: { id: number }) => p.id)).toContain(german.id);
    expect(typed.data.every((p: { kind: string }) => p.kind === 'product')).toBe(true);
    const english = await productWithWord('en', 6);
    const found = await search(`keyword=${encodeURIComponent(english.word)}&locale=en&limit=100`);
    expect(found.data.map((p: { id: number }) => p.id)).toContain(english.id);
  });

  it('tolerates a typo', async () => {
    const { id, word } = await productWithWord('de', 9);
    const typo = word.slice(0, -2) + word.slice(-1); // one letter dropped
    const result = await search(`keyword=${encodeURIComponent(typo)}&locale=de&limit=100`);
    expect(result.data.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('pages with a stable count and answers categories matching the keyword', async () => {
    const first = await search('keyword=a&locale=en&limit=5');
    const second = await search('keyword=a&locale=en&limit=5&offset=5');
    expect(first.count).toBe(second.count);
    expect(first.data.map((p: { id: number }) => p.id)).not.toEqual(second.data.map((p: { id: number }) => p.id));
    const tools = await search('keyword=tools&locale=en');
    expect(tools.categories.map((c: { name: string }) => c.name)).toContain('Hand tools');
    expect(tools.categories[0].path.length).toBeGreaterThan(0);
  });

  it('refuses an empty keyword and answers nothing for nonsense', async () => {
    expect((await ctx.api.inject('/search?keyword=%20')).statusCode).toBe(400);
    expect(await search('keyword=qqqqxxzz&locale=de')).toMatchObject({ data: [], count: 0 });
  });
});
