// Search relevance: a corpus of queries with the products they must find first, held both ways a
// search is answered (from the index in memory, and by the database while that index is built).
import { type LocaleCode, supportedLocales } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import type { Database } from '../../db/connection';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/database';
import { attributeOptions, productCategories, products, productTranslations } from '../catalog/tables';
import { searchEngine } from './engine';

interface Fixture {
  itemnum: string;
  /** German name; the English one when it differs. */
  name: string;
  en?: string;
  title?: string;
  description?: string;
  popularity?: number;
}

/** Products with words the seeded catalogue does not have, so that what they must find is known. */
const fixtures: Fixture[] = [
  {
    itemnum: 'RC-1001',
    name: 'Akku-Bohrschrauber Kraftwerk 18V',
    en: 'Cordless Drill Driver Kraftwerk 18V',
    popularity: 50,
  },
  { itemnum: 'RC-1002', name: 'Bohrschrauber Kraftwerk 12V', en: 'Drill Driver Kraftwerk 12V', popularity: 40 },
  {
    itemnum: 'RC-1003',
    name: 'Akku-Schlagschrauber Kraftwerk 18V',
    en: 'Cordless Impact Wrench Kraftwerk 18V',
    popularity: 30,
  },
  {
    itemnum: 'RC-1004',
    name: 'Holzbohrer-Set Kraftwerk 8-teilig',
    en: 'Wood Drill Bit Set Kraftwerk 8 pieces',
    popularity: 20,
  },
  { itemnum: 'RC-1005', name: 'Steinbohrer Quarzit 10 mm', en: 'Masonry Drill Bit Quarzit 10 mm' },
  { itemnum: 'RC-1006', name: 'Wasserpumpenzange Greifling 250', en: 'Water Pump Pliers Greifling 250', popularity: 5 },
  {
    itemnum: 'RC-1007',
    name: 'Seitenschneider Greifling Classic',
    en: 'Side Cutters Greifling Classic',
    popularity: 4,
  },
  {
    itemnum: 'RC-1008',
    name: 'Arbeitshandschuhe Nitril Smaragd',
    en: 'Work Gloves Nitrile Smaragd',
    description: '<p>Griffig bei Nässe.</p>',
  },
  { itemnum: 'RC-1009', name: 'Schutzbrille Klarsicht Pro', en: 'Safety Goggles Klarsicht Pro' },
  { itemnum: 'RC-1010', name: 'Teleskopleiter Aluminium Hochstieg', en: 'Telescopic Ladder Aluminium Hochstieg' },
  { itemnum: 'RC-1011', name: 'Schraubendreher-Satz Quarzit', en: 'Screwdriver Set Quarzit' },
  {
    itemnum: 'RC-1012',
    name: 'Kettensäge Benzin Forstmeister 45',
    en: 'Petrol Chainsaw Forstmeister 45',
    popularity: 9,
  },
  {
    itemnum: 'RC-1013',
    name: 'Handkreissäge Forstmeister 1400 W',
    en: 'Circular Saw Forstmeister 1400 W',
    popularity: 8,
  },
  { itemnum: 'RC-1014', name: 'Mondsteinlampe Orbit', title: 'Leuchte' },
  { itemnum: 'RC-1015', name: 'Tischleuchte Orbit', title: 'Mondsteinlampe als Tischleuchte' },
  { itemnum: 'RC-1016', name: 'Stehleuchte Orbit', description: '<p>Passt zur Mondsteinlampe.</p>' },
  { itemnum: 'RC-1017', name: 'Gartenschlauch Regenfest 20 m', en: 'Garden Hose Regenfest 20 m' },
  { itemnum: 'RC-1018', name: 'Schlauchtrommel Regenfest', en: 'Hose Reel Regenfest' },
];

type Expectation =
  /** These products first, in this order. */
  | { first: string[] }
  /** These products first, in any order. */
  | { top: string[] }
  /** Among the results. */
  | { includes: string[] }
  | { none: true };

/** [keyword, locale, expectation, what it shows]. */
const corpus: Array<[string, LocaleCode, Expectation, string]> = [
  ['RC-1005', 'de', { first: ['RC-1005'] }, 'an item number'],
  ['RC-1013', 'en', { first: ['RC-1013'] }, 'an item number in another locale'],
  ['T-RC-1009', 'de', { first: ['RC-1009'] }, 'a SKU'],
  ['t-rc-1009', 'de', { first: ['RC-1009'] }, 'a SKU typed in lower case'],
  ['RC-1050', 'de', { includes: ['RC-1005', 'RC-1010'] }, 'an item number with two digits swapped'],
  ['Kraftwerk', 'de', { first: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'a name word, the most popular first'],
  ['kraftwerk', 'de', { first: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'in lower case'],
  ['KRAFTWERK', 'en', { first: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'in capitals, in English'],
  ['Kraftw', 'de', { top: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'a word being typed'],
  ['Kraftwerk 18V', 'de', { top: ['RC-1001', 'RC-1003'] }, 'every word must match'],
  ['Kraftwerk 18', 'de', { top: ['RC-1001', 'RC-1003'] }, 'a number being typed'],
  ['Akku Kraftwerk', 'de', { top: ['RC-1001', 'RC-1003'] }, 'a word of a hyphenated name'],
  ['Bohrschrauber Kraftwerk', 'de', { top: ['RC-1001', 'RC-1002'] }, 'the second part of a hyphenated word'],
  ['Bohrsch Kraft', 'de', { top: ['RC-1001', 'RC-1002'] }, 'two words being typed'],
  ['Kraftwerk Bohrschrauber', 'de', { top: ['RC-1001', 'RC-1002'] }, 'words in another order'],
  ['Schlagschrauber', 'de', { includes: ['RC-1003'] }, 'the second part of a hyphenated name'],
  ['Kraftwrek', 'de', { top: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'two letters swapped'],
  ['Kraftwek', 'de', { top: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'a letter missing'],
  ['Kraftwerkk', 'de', { top: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'a letter too many'],
  ['Kraftwirk', 'de', { top: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] }, 'a letter replaced'],
  ['Forstmeister', 'de', { first: ['RC-1012', 'RC-1013'] }, 'a brand-like word'],
  ['Forstmeistr', 'de', { first: ['RC-1012', 'RC-1013'] }, 'a typo in a long word'],
  ['Frostmiester', 'de', { top: ['RC-1012', 'RC-1013'] }, 'two typos in a long word'],
  ['Forstmeister Kettensäge', 'de', { top: ['RC-1012'] }, 'a brand and a product word'],
  ['Forstmeister Kettensage', 'de', { first: ['RC-1012'] }, 'an umlaut typed without its dots'],
  ['Kettensägen', 'de', { first: ['RC-1012'] }, 'a plural (German stemming)'],
  ['Greifling', 'de', { first: ['RC-1006', 'RC-1007'] }, 'popularity orders equal hits'],
  ['Greiflng', 'de', { top: ['RC-1006', 'RC-1007'] }, 'a letter missing in the middle'],
  ['Greifling Classic', 'de', { top: ['RC-1007'] }, 'two words of one name'],
  ['Quarzit', 'de', { top: ['RC-1005', 'RC-1011'] }, 'a word two product lines share'],
  ['Quarzit Steinbohrer', 'de', { top: ['RC-1005'] }, 'two words, one product'],
  ['Steinbohrer 10', 'de', { first: ['RC-1005'] }, 'a word and a size'],
  ['Klarsicht', 'de', { first: ['RC-1009'] }, 'a single product'],
  ['Klarsicht Pro', 'de', { first: ['RC-1009'] }, 'a product and a short word'],
  ['Smaragd', 'de', { first: ['RC-1008'] }, 'a colour in the name'],
  ['Smaragd Nässe', 'de', { top: ['RC-1008'] }, 'a name word and a description word'],
  ['Hochstieg', 'de', { first: ['RC-1010'] }, 'a product line word'],
  ['Hochsteig', 'de', { first: ['RC-1010'] }, 'two letters swapped in a line word'],
  ['Mondsteinlampe', 'de', { first: ['RC-1014', 'RC-1015', 'RC-1016'] }, 'name before title before description'],
  ['Regenfest', 'de', { top: ['RC-1017', 'RC-1018'] }, 'a word of two products'],
  ['Regenfest Schlauchtrommel', 'de', { top: ['RC-1018'] }, 'narrowed by a second word'],
  ['Schlauchtrommel Regenfest', 'de', { top: ['RC-1018'] }, 'in the other order'],
  ['Gartenschlauch', 'de', { first: ['RC-1017'] }, 'a compound name word'],
  ['drills', 'en', { includes: ['RC-1001', 'RC-1002', 'RC-1004', 'RC-1005'] }, 'an English plural (English stemming)'],
  ['drill Kraftwerk', 'en', { top: ['RC-1001', 'RC-1002', 'RC-1004'] }, 'English words'],
  ['Cordless Kraftwerk', 'en', { top: ['RC-1001', 'RC-1003'] }, 'an English name word'],
  ['pliers Greifling', 'en', { top: ['RC-1006'] }, 'an English product word'],
  ['Greifling', 'en', { first: ['RC-1006', 'RC-1007'] }, 'the same word in English'],
  ['goggles', 'en', { includes: ['RC-1009'] }, 'an English word'],
  ['Googles Klarsicht', 'en', { first: ['RC-1009'] }, 'a typo beside a known word'],
  ['Gloves Smaragd', 'en', { top: ['RC-1008'] }, 'two English words'],
  ['Forstmeister', 'fr', { first: ['RC-1012', 'RC-1013'] }, 'French: the German name is the text'],
  ['Kraftwerk 12V', 'it', { top: ['RC-1002'] }, 'Italian: a size'],
  ['qqqxxzzw', 'de', { none: true }, 'nonsense finds nothing'],
  [
    'Zzyzxq Kraftwerk',
    'de',
    { top: ['RC-1001', 'RC-1002', 'RC-1003', 'RC-1004'] },
    'a word no product has beside one they have: names like it',
  ],
];

async function addFixture(db: Database, fixture: Fixture, categoryId: number) {
  const [row] = await db
    .insert(products)
    .values({ sku: `T-${fixture.itemnum}`, itemnum: fixture.itemnum, popularity: fixture.popularity ?? 0 })
    .returning({ id: products.id });
  await db.insert(productTranslations).values(
    supportedLocales.map((locale) => ({
      productId: row!.id,
      locale,
      name: locale === 'en' && fixture.en ? fixture.en : fixture.name,
      title: fixture.title ?? '',
      description: fixture.description ?? '',
      slug: `t-${fixture.itemnum.toLowerCase()}`,
    })),
  );
  await db.insert(productCategories).values({ categoryId, productId: row!.id });
  return row!.id;
}

describe.each(databaseKinds)('search relevance on %s', (kind) => {
  let database: TestDatabase;
  const itemnumOf = new Map<number, string>();
  const engines = {} as Record<'memory' | 'database', ReturnType<typeof searchEngine>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await seedCatalog(db, { products: 300, now: new Date('2026-06-01T00:00:00Z') });
    const [category] = await db.select({ id: productCategories.categoryId }).from(productCategories).limit(1);
    for (const fixture of fixtures) itemnumOf.set(await addFixture(db, fixture, category!.id), fixture.itemnum);
    engines.database = searchEngine(db, { memory: false });
    engines.memory = searchEngine(db);
    // The index is built in the background after the first search; until then the database answers.
    await engines.memory.search({
      keyword: 'x',
      locale: 'de',
      filters: [],
      sort: 'relevance',
      currency: 'EUR',
      limit: 1,
      offset: 0,
    });
    await engines.memory.settled();
  }, 120_000);
  afterAll(() => database?.destroy());

  it('answers from memory once the index is built', async () => {
    expect(await engines.memory.fromMemory()).toBe(true);
    expect(await engines.database.fromMemory()).toBe(false);
  });

  it.each(['latest', 'price-up', 'price-down'] as const)(
    'sorts by %s the same way from memory as in the database, filtered too',
    async (sort) => {
      const [brand] = await database.db
        .select({ id: attributeOptions.id, value: attributeOptions.value })
        .from(attributeOptions)
        .where(eq(attributeOptions.attributeCode, 'brand'))
        .limit(1);
      for (const filters of [[], [{ name: 'brand', optionIds: [brand!.id] }]])
        for (const keyword of ['Kraftwerk', 'a', 'Quarzit Steinbohrer', 'Greiflng']) {
          const query = { keyword, locale: 'de' as const, filters, sort, currency: 'EUR', limit: 30, offset: 0 };
          expect(await engines.memory.search(query)).toEqual(await engines.database.search(query));
        }
    },
  );

  describe.each(['memory', 'database'] as const)('answered from %s', (way) => {
    it.each(corpus)('"%s" (%s)', async (keyword, locale, expectation) => {
      const { hits, count } = await engines[way].search({
        keyword,
        locale,
        filters: [],
        sort: 'relevance',
        currency: 'EUR',
        limit: 100,
        offset: 0,
      });
      const found = hits.map((hit) => itemnumOf.get(hit.id) ?? `#${hit.id}`);
      if ('none' in expectation) expect(found).toEqual([]);
      else if ('first' in expectation) expect(found.slice(0, expectation.first.length)).toEqual(expectation.first);
      else if ('top' in expectation)
        expect(found.slice(0, expectation.top.length).toSorted()).toEqual(expectation.top.toSorted());
      else expect(found).toEqual(expect.arrayContaining(expectation.includes));
      expect(found.length).toBe(Math.min(count, 100));
    });
  });
});
