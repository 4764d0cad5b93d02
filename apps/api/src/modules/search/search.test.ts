// One file for search: the cases share one seeded catalogue per database kind.
import { supportedLocales } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import type { Database } from '../../db/connection';
import { setBranding, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { catalogVersionOf } from '../catalog';
import {
  attributeOptions,
  catalogVersion,
  productAttributes,
  productCategories,
  products,
  productTranslations,
} from '../catalog/tables';
import { prices } from '../pricing/tables';
import { buildCatalogueWords, countWords, searchWords } from './catalogue-words';
import { searchEngine } from './engine';
import { corrections, prefixQuery } from './postgres-search';

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

describe('countWords', () => {
  it('splits names as searchWords does', () => {
    const text =
      "T-Shirt Basic LM-620\nHandsäge 550 mm\nÉQUERRE d'angle, 𝒜bc X²\nİstanbul ŞİŞE\n\nschraubendrehereinsatz-set";
    const counts = new Map<string, number>();
    countWords(text, counts);
    const expected = new Map<string, number>();
    for (const word of searchWords(text)) expected.set(word, (expected.get(word) ?? 0) + 1);
    expect([...counts].sort()).toEqual([...expected].sort());
    expect(counts.get('handsäge')).toBe(1);
  });
});

describe('corrections', () => {
  const vocabulary = buildCatalogueWords(
    [{ locale: 'de', text: 'Wasserwaage Spirit 60\nSpirit Laser-Nivelliergerät\nMesslatte Orion Zorb' }],
    ['100234', '100235', 'SP-77310'],
  );
  const fixed = (keyword: string) => corrections(vocabulary, keyword, 'de');

  it.each([
    ['two letters swapped', 'Spriit', '(spriit:* | spirit)'],
    ['a letter missing', 'spirt', '(spirt:* | spirit)'],
    ['a letter too many', 'spiritt', '(spiritt:* | spirit)'],
    ['a letter replaced', 'spirot', '(spirot:* | spirit)'],
    ['two typos from 9 letters', 'Wsaserwaaeg', '(wsaserwaaeg:* | wasserwaage)'],
    ['beside known words', 'laser spriit', 'laser:* & (spriit:* | spirit)'],
  ])('corrects %s', (_, keyword, query) => {
    expect(fixed(keyword).query).toBe(query);
  });

  it('leaves known words, their beginnings and words under 5 letters alone', () => {
    expect(fixed('Spirit nivellier').query).toBeUndefined();
    expect(fixed('Zrob').query).toBeUndefined();
    expect(fixed('Oroin').query).toBe('(oroin:* | orion)');
    expect(fixed('wasrewaage').query).toBe('(wasrewaage:* | wasserwaage)');
    expect(fixed('wsaserwaeg').query).toBeUndefined(); // three typos
  });

  it('corrects an item number typed as the whole keyword to the spelling stored', () => {
    expect(fixed('sp-77301').itemnums).toEqual(['sp-77310', 'SP-77310']);
    expect(fixed('1002345').itemnums).toEqual(['100234', '100235']);
    expect(fixed('10023').itemnums).toEqual([]);
    expect(fixed('100234 spirit').itemnums).toEqual([]);
  });
});

/** A listed product with the same texts in every locale, in the first category that has products. */
async function addProduct(db: Database, product: { itemnum: string; name: string; description?: string }) {
  const [row] = await db
    .insert(products)
    .values({ sku: `T-${product.itemnum}`, itemnum: product.itemnum })
    .returning({ id: products.id });
  const id = row!.id;
  await db.insert(productTranslations).values(
    supportedLocales.map((locale) => ({
      productId: id,
      locale,
      name: product.name,
      title: product.name,
      description: product.description ?? '',
      slug: `t-${product.itemnum.toLowerCase()}`,
    })),
  );
  const [category] = await db.select({ id: productCategories.categoryId }).from(productCategories).limit(1);
  await db.insert(productCategories).values({ categoryId: category!.id, productId: id });
  return id;
}

describe.each(databaseKinds)('makeSearch on %s', (kind) => {
  // Typo targets: no word of these texts begins with an "a", which other tests search for.
  const typoTargets = {} as Record<'level' | 'laser' | 'staff', number>;
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 300, now: new Date('2026-06-01T00:00:00Z') });
    typoTargets.level = await addProduct(db, { itemnum: 'SP-77310', name: 'Wasserwaage Spirit 60' });
    typoTargets.laser = await addProduct(db, { itemnum: 'SP-77320', name: 'Spirit Laser-Nivelliergerät' });
    typoTargets.staff = await addProduct(db, {
      itemnum: 'SP-77330',
      name: 'Messlatte Orion Zorb',
      description: '<p>Spriit, so steht es im Katalog von 1980.</p>',
    });
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

  it('ranks a name hit above an attribute hit above a description hit', async () => {
    const listed = await ctx.database.db.select().from(products).where(isNull(products.masterId)).limit(3);
    const [inDescription, inName, inTitle] = listed.map((p) => p.id) as [number, number, number];
    const set = (id: number, values: Partial<typeof productTranslations.$inferInsert>) =>
      ctx.database.db
        .update(productTranslations)
        .set(values)
        .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'de')));
    await set(inDescription, { description: '<p>Passt zum Zwergkaninchenstall.</p>' });
    await set(inName, { name: 'Zwergkaninchenstall Deluxe' });
    await set(inTitle, { title: 'Zubehör Zwergkaninchenstall' });
    await ctx.api.changes.heard();
    const result = await search('keyword=zwergkaninchen&locale=de');
    expect(result.data.map((p: { id: number }) => p.id)).toEqual([inName, inTitle, inDescription]);
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

  it.each([
    ['dropped near the end', (w: string) => w.slice(0, -2) + w.slice(-1)],
    ['dropped in the middle', (w: string) => w.slice(0, 3) + w.slice(4)],
    ['swapped for another', (w: string) => `${w.slice(0, 4)}x${w.slice(5)}`],
    ['swapped with its neighbour', (w: string) => w.slice(0, 3) + w[4] + w[3] + w.slice(5)],
    ['added', (w: string) => `${w.slice(0, 4)}q${w.slice(4)}`],
  ])('tolerates a typo: one letter %s', async (_, typo) => {
    const { id, word } = await productWithWord('de', 8);
    const result = await search(`keyword=${encodeURIComponent(typo(word))}&locale=de&limit=100`);
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

  type Hit = { id: number; priceInfo: unknown; stock: unknown };
  type Facet = { id: string; options: Array<{ value: string; count: number }> };
  const ids = (result: { data: Hit[] }) => result.data.map((p) => p.id);
  const filtersParam = (filters: Array<{ name: string; values: string[] }>) =>
    encodeURIComponent(JSON.stringify(filters));

  it('finds products by their attribute values, and follows attribute changes', async () => {
    const [row] = await ctx.database.db
      .select({ productId: productAttributes.productId, optionId: productAttributes.optionId })
      .from(productAttributes)
      .innerJoin(products, eq(products.id, productAttributes.productId))
      .where(and(eq(productAttributes.attributeCode, 'colour'), isNull(products.masterId)));
    const options = await ctx.database.db
      .select()
      .from(attributeOptions)
      .where(eq(attributeOptions.attributeCode, 'colour'));
    const current = options.find((o) => o.id === row!.optionId)!;
    const other = options.find((o) => o.id !== row!.optionId)!;
    const find = (label: string) =>
      search(`keyword=${encodeURIComponent(label)}&locale=en&limit=100`).then((r) => ids(r) as number[]);
    expect(await find(current.label.en!)).toContain(row!.productId);

    await ctx.database.db
      .update(productAttributes)
      .set({ optionId: other.id })
      .where(and(eq(productAttributes.productId, row!.productId), eq(productAttributes.optionId, current.id)));
    // Written past the API, as another process would: seen once the database announces it.
    await expect.poll(() => find(other.label.en!)).toContain(row!.productId);
    // A renamed option is found by its new name.
    await ctx.database.db
      .update(attributeOptions)
      .set({ label: { ...other.label, en: 'Zanzibarblau' } })
      .where(eq(attributeOptions.id, other.id));
    await expect.poll(() => find('Zanzibarblau')).toContain(row!.productId);
  });

  it('filters the results and counts them like the facets do', async () => {
    const all = await search('keyword=a&locale=en&limit=100&loadFilters=true');
    const brands = (all.filters as Facet[]).find((f) => f.id === 'brand')!;
    expect(brands.options.length).toBeGreaterThan(1);
    for (const option of brands.options.slice(0, 2)) {
      const filtered = await search(
        `keyword=a&locale=en&limit=100&filters=${filtersParam([{ name: 'brand', values: [option.value] }])}`,
      );
      expect(filtered.count).toBe(option.count);
      const ofBrand = await ctx.database.db
        .select({ id: productAttributes.productId })
        .from(productAttributes)
        .innerJoin(attributeOptions, eq(attributeOptions.id, productAttributes.optionId))
        .where(and(eq(attributeOptions.attributeCode, 'brand'), eq(attributeOptions.value, option.value)));
      const brandIds = new Set(ofBrand.map((r) => r.id));
      expect(ids(filtered).every((id) => brandIds.has(id))).toBe(true);
    }
    expect(brands.options.reduce((n, o) => n + o.count, 0)).toBe(all.count);
    const none = await search(`keyword=a&locale=en&filters=${filtersParam([{ name: 'brand', values: ['nope'] }])}`);
    expect(none).toMatchObject({ data: [], count: 0 });
  });

  it('answers the same facets from productFilterList, also within a category', async () => {
    // A write of an earlier test may still be rebuilding the facet index (answers use the previous
    // one meanwhile): both operations agree once it is done.
    const answers = async () => {
      const withFacets = await search('keyword=a&locale=de&loadFilters=true');
      const listed = await ctx.api.inject('/products/filters?keyword=a&locale=de').then((r) => r.json());
      return { withFacets: withFacets.filters as Facet[], listed: listed.filters as Facet[] };
    };
    await vi.waitFor(async () => {
      const { withFacets, listed } = await answers();
      expect(listed).toEqual(withFacets);
    });
    const { listed } = await answers();
    expect(listed.length).toBeGreaterThan(0);
    const [leaf] = await ctx.database.db
      .execute(sql`select category_id as id from product_category
      group by category_id order by count(*) desc limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const inCategory = await ctx.api
      .inject(`/products/filters?keyword=a&locale=de&catId=${leaf!.id}`)
      .then((r) => r.json());
    const total = (facets: Facet[]) => facets.find((f) => f.id === 'brand')!.options.reduce((n, o) => n + o.count, 0);
    expect(total(inCategory.filters)).toBeLessThanOrEqual(total(listed));
    expect(total(inCategory.filters)).toBeGreaterThan(0);
    const missing = await ctx.api.inject('/products/filters?keyword=a&locale=de&catId=-1').then((r) => r.json());
    expect(missing.filters).toEqual([]);
    const neither = await ctx.api.inject('/products/filters?locale=de');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toMatch(/catId or keyword is required/);
  });

  it('counts facets of the current catalogue soon after a write', async () => {
    const brandCounts = async () =>
      Object.fromEntries(
        ((await ctx.api.inject('/products/filters?keyword=a&locale=en').then((r) => r.json())).filters as Facet[])
          .find((f) => f.id === 'brand')!
          .options.map((o) => [o.value, o.count]),
      );
    const before = await brandCounts();
    const [first, second] = Object.keys(before);
    const brandOptions = await ctx.database.db
      .select()
      .from(attributeOptions)
      .where(eq(attributeOptions.attributeCode, 'brand'));
    const from = brandOptions.find((o) => o.value === first)!;
    const to = brandOptions.find((o) => o.value === second)!;
    const matched = new Set(ids(await search('keyword=a&locale=en&limit=100')));
    const rows = await ctx.database.db.select().from(productAttributes).where(eq(productAttributes.optionId, from.id));
    const moved = rows.find((r) => matched.has(r.productId))!;
    await ctx.database.db
      .update(productAttributes)
      .set({ optionId: to.id })
      .where(and(eq(productAttributes.productId, moved.productId), eq(productAttributes.optionId, from.id)));
    // The index rebuilds in the background: the next requests count the new catalogue.
    await vi.waitFor(
      async () => {
        const after = await brandCounts();
        expect(after[first!] ?? 0).toBe(before[first!]! - 1);
        expect(after[second!]).toBe(before[second!]! + 1);
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it('bumps the catalogue version once per transaction, when it commits', async () => {
    const version = async () => (await ctx.database.db.select().from(catalogVersion))[0]!.version;
    const before = await version();
    await ctx.database.db.transaction(async (tx) => {
      for (const code of ['brand', 'colour'])
        await tx
          .update(attributeOptions)
          .set({ position: sql`position` })
          .where(eq(attributeOptions.attributeCode, code));
    });
    expect(await version()).toBe(before + 1);
  });

  it('sorts by price in the currency asked, and by relevance by default', async () => {
    const sorted = await search('keyword=a&locale=de&limit=50&sort=price-up&currency=GBP');
    const rows = await ctx.database.db.select().from(prices).where(eq(prices.currency, 'GBP'));
    const priceOf = new Map(rows.map((r) => [r.productId, r.special ?? r.regular]));
    const amounts = ids(sorted).map((id) => priceOf.get(id) ?? Number.POSITIVE_INFINITY);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    const down = await search('keyword=a&locale=de&limit=50&sort=price-down&currency=GBP');
    expect(down.count).toBe(sorted.count);
    expect(priceOf.get(ids(down)[0]!)).toBe(
      Math.max(...ids(sorted).map((id) => priceOf.get(id) ?? 0), priceOf.get(ids(down)[0]!)!),
    );
    expect((await ctx.api.inject('/search?keyword=a&sort=cheapest')).statusCode).toBe(400);
  });

  it('leaves prices out when asked to', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    try {
      expect((await search('keyword=a&locale=de')).data.some((p: Hit) => p.priceInfo !== null)).toBe(true);
      const result = await search('keyword=a&locale=de&excludePrices=true');
      expect(result.data.length).toBeGreaterThan(0);
      expect(result.data.every((p: Hit) => p.priceInfo === null && p.stock === null)).toBe(true);
    } finally {
      await setBranding(ctx.api, {});
    }
  });

  it('keeps variants out of the full-text rows, following product.master_id', async () => {
    const listedFlags = async (id: number) =>
      (
        await ctx.database.db
          .select({ listed: productTranslations.listed })
          .from(productTranslations)
          .where(eq(productTranslations.productId, id))
      ).map((r) => r.listed);
    const variant = (await ctx.database.db.select().from(products)).find((p) => p.masterId !== null)!;
    expect(await listedFlags(variant.id)).toEqual([false, false, false, false, false]);
    await ctx.database.db.update(products).set({ masterId: null }).where(eq(products.id, variant.id));
    expect(await listedFlags(variant.id)).toEqual([true, true, true, true, true]);
    const name = (
      await ctx.database.db
        .select()
        .from(productTranslations)
        .where(and(eq(productTranslations.productId, variant.id), eq(productTranslations.locale, 'en')))
    )[0]!.name;
    // Written past the API: found once the database announces the change.
    await expect
      .poll(async () => ids(await search(`keyword=${encodeURIComponent(name)}&locale=en&limit=100`)))
      .toContain(variant.id);
    await ctx.database.db.update(products).set({ masterId: variant.masterId }).where(eq(products.id, variant.id));
    expect(await listedFlags(variant.id)).toEqual([false, false, false, false, false]);
  });

  it('answers the total past the last page', async () => {
    const first = await search('keyword=a&locale=en&limit=5');
    const beyond = await search(`keyword=a&locale=en&limit=5&offset=${first.count + 10}`);
    expect(beyond).toMatchObject({ data: [], count: first.count });
  });

  type Found = { id: number; name: string; kind: string };
  const found = (keyword: string, locale = 'de') =>
    search(`keyword=${encodeURIComponent(keyword)}&locale=${locale}&limit=100`).then((r) => r.data as Found[]);
  const names = (list: Found[]) => list.map((p) => p.name);

  it('finds "Spirit" for "Spriit", below what the typed word itself finds', async () => {
    // The description with "Spriit" as typed comes first, then the corrections.
    const german = await found('Spriit');
    expect(german[0]!.id).toBe(typoTargets.staff);
    expect(german.slice(1).map((p) => p.id)).toEqual(expect.arrayContaining([typoTargets.level, typoTargets.laser]));
    expect(german).toHaveLength(3);
    // In English the catalogue has spirit levels too.
    const english = await found('spriit', 'en');
    expect(english[0]!.id).toBe(typoTargets.staff);
    expect(english.length).toBeGreaterThan(3);
    expect(names(english.slice(1)).every((name) => /\bSpirit\b/.test(name))).toBe(true);
    expect((await found('laser spriit')).map((p) => p.id)).toEqual([typoTargets.laser]);
  });

  it.each([
    ['a deletion', 'Spiit'],
    ['an insertion', 'Spiritt'],
    ['a substitution', 'Spirot'],
  ])('corrects %s from 5 letters', async (_, keyword) => {
    expect((await found(keyword)).map((p) => p.id).sort()).toEqual([typoTargets.level, typoTargets.laser].sort());
  });

  it('corrects two typos from 9 letters, one from 5, none under 5', async () => {
    const levels = await found('Wsaserwaaeg');
    expect(levels.map((p) => p.id)).toContain(typoTargets.level);
    expect(names(levels).every((name) => name.startsWith('Wasserwaage'))).toBe(true);
    expect((await found('Oroin')).map((p) => p.id)).toEqual([typoTargets.staff]);
    expect(await found('Zrob')).toEqual([]);
    expect(await found('Wsaserwaeg')).toEqual([]);
  });

  it("corrects a mistyped item number, a variant's too", async () => {
    expect((await found('SP-77301'))[0]).toMatchObject({ id: typoTargets.level, kind: 'product' });
    const variant = (await ctx.database.db.select().from(products)).find((p) => p.masterId !== null)!;
    const typed = `${variant.itemnum}${variant.itemnum.slice(-1)}`;
    expect(await found(typed)).toContainEqual(expect.objectContaining({ id: variant.id, kind: 'variant' }));
  });

  it('consults the vocabulary only when the words typed find few products', async () => {
    const engine = searchEngine(ctx.database.db);
    const query = {
      locale: 'de' as const,
      filters: [],
      sort: 'relevance' as const,
      currency: 'EUR',
      limit: 24,
      offset: 0,
    };
    expect((await engine.search({ ...query, keyword: 'a' })).count).toBeGreaterThanOrEqual(24);
    expect((await engine.search({ ...query, keyword: 'SP-77310' })).hits).toHaveLength(1);
    expect(engine.vocabularyVersion()).toBe(-1);
    await engine.search({ ...query, keyword: 'Spriit' });
    expect(engine.vocabularyVersion()).toBeGreaterThan(0);
  });

  it('learns new and renamed product names with the catalogue version', async () => {
    const engine = searchEngine(ctx.database.db);
    const find = (keyword: string) =>
      engine
        .search({ keyword, locale: 'de', filters: [], sort: 'relevance', currency: 'EUR', limit: 100, offset: 0 })
        .then((r) => r.hits.map((h) => h.id));
    // Written past the API: this process sees the new version once the database announces it.
    const known = catalogVersionOf(ctx.database.db);
    const announced = async () => {
      const [row] = await ctx.database.db.select().from(catalogVersion);
      await expect.poll(known).toBe(row!.version);
    };
    expect(await find('Lumnia')).toEqual([]);
    const id = await addProduct(ctx.database.db, { itemnum: 'SP-77340', name: 'Glockenspiel Lumina' });
    await announced();
    // The newer catalogue version starts a rebuild; this search still corrects with the vocabulary it had.
    expect(await find('Lumnia')).toEqual([]);
    await engine.vocabularySettled();
    expect(await find('Lumnia')).toEqual([id]);

    // A rename bumps the version too (migration 0015).
    await ctx.database.db
      .update(productTranslations)
      .set({ name: 'Glockenspiel Pegasus' })
      .where(eq(productTranslations.productId, id));
    await announced();
    expect(await find('Pegsaus')).toEqual([]);
    await engine.vocabularySettled();
    expect(await find('Pegsaus')).toEqual([id]);
    await ctx.database.db.delete(products).where(eq(products.id, id));
  });
});
