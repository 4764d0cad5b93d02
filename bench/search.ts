/**
 * Search benchmark: `npm run bench:search`. Times two-word keyword searches over the catalogue in
 * the `shop_bench` PostgreSQL database (seed it with `npm run bench:catalog` first: 100,000
 * products) through the shop's engine (from its index in memory, and by the database as while the
 * index is built), side by side with a plain ILIKE scan as the baseline.
 * Prints p50/p95/p99 over BENCH_QUERIES (default 200) queries after 20 warm-ups.
 */
import { openDatabase } from '@shop/api/db';
import { searchEngine } from '@shop/api/search';
import { searchSessionSettings } from '@shop/api/search-relevance';
import { sql } from 'drizzle-orm';
import { ms, percentile } from './lib/load';
import { databaseUrl } from './lib/postgres';
import { keywordOf } from './lib/shop';

const count = Number(process.env.BENCH_QUERIES ?? 200);

const database = await openDatabase({ url: databaseUrl('shop_bench'), settings: searchSessionSettings });
await database.migrate();
// As autovacuum leaves a live database: fresh statistics and visibility maps after seeding or a migration.
await database.db.execute(sql`vacuum analyze product_translation`);
await database.db.execute(sql`vacuum analyze product`);
const rows = (
  (await database.db.execute(
    sql`select name from product_translation where locale = 'de' order by md5(product_id::text) limit ${count + 20}`,
  )) as unknown as { rows: Array<{ name: string }> }
).rows;
const keywords = rows.map((r) => keywordOf(r.name));
const engine = searchEngine(database.db);
// The index of the catalogue version, built before anything is timed; the database's own way beside it.
await engine.warm();
await engine.settled();
const databaseEngine = searchEngine(database.db, { memory: false });

async function time(run: (keyword: string) => Promise<unknown>, measured = count) {
  for (const keyword of keywords.slice(0, 20)) await run(keyword);
  const durations: number[] = [];
  for (const keyword of keywords.slice(20, 20 + measured)) {
    const started = performance.now();
    await run(keyword);
    durations.push(performance.now() - started);
  }
  return {
    'p50 ms': ms(percentile(durations, 50)),
    'p95 ms': ms(percentile(durations, 95)),
    'p99 ms': ms(percentile(durations, 99)),
  };
}

const [{ n: products }] = (
  (await database.db.execute(sql`select count(*)::int as n from product where master_id is null`)) as unknown as {
    rows: Array<{ n: number }>;
  }
).rows as [{ n: number }];

const engineTimes = await time((keyword) =>
  engine.search({ keyword, locale: 'de', limit: 24, offset: 0, filters: [], sort: 'relevance', currency: 'EUR' }),
);
// The search page also counts facets over every match: the ids those counts start from.
const idsTimes = await time((keyword) => engine.matchedIds(keyword, 'de'));
const databaseTimes = await time((keyword) =>
  databaseEngine.search({
    keyword,
    locale: 'de',
    limit: 24,
    offset: 0,
    filters: [],
    sort: 'relevance',
    currency: 'EUR',
  }),
);
// The scan takes most of a second each: 40 queries are enough to show it.
const baselineTimes = await time(async (keyword) => {
  const [first, second] = keyword.split(' ');
  const where = sql`pt.locale = 'de' and pt.name ilike ${`%${first}%`} and pt.name ilike ${`%${second}%`}`;
  await Promise.all([
    database.db.execute(
      sql`select pt.product_id from product_translation pt where ${where} order by pt.product_id limit 24`,
    ),
    database.db.execute(sql`select count(*) from product_translation pt where ${where}`),
  ]);
}, 40);

console.log(
  `\nSearch over ${products} listed products on PostgreSQL (shop_bench), ${keywords.length - 20} two-word keywords in German (the baseline: 40 of them)\n`,
);
console.table([
  {
    query: 'makeSearch engine from its index in memory (ranked, with count)',
    ...engineTimes,
    target: 'p95 < 30 ms',
    met: engineTimes['p95 ms'] < 30 ? 'yes' : 'NO',
  },
  { query: 'search page: every matched id (for facets)', ...idsTimes, target: '', met: '' },
  {
    query: 'the same search answered by the database (while an index is built)',
    ...databaseTimes,
    target: '',
    met: '',
  },
  { query: 'baseline: ILIKE scan (unranked, with count)', ...baselineTimes, target: '', met: '' },
]);
await database.close();
