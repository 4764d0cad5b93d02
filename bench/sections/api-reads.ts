/**
 * The API's reads under load beside /healthz of the same run (api-pglite, api-postgres, and the
 * distinct searches and listings of postgres-100k): as guests and as customers.
 */
import { loadText } from '../lib/figures';
import { listingMix } from '../lib/listing-mix';
import { type LoadOptions, load, type Measurement, ms, ofHealth, percentile, perSecond } from '../lib/load';
import { count } from '../lib/report';
import { searchMixes, searchPagePath } from '../lib/search-mix';
import { customerCookie, newCustomerCookie, type ShopTargets } from '../lib/shop';
import { type Bench, connections, measure, type Section } from './context';

/** Facet counts show no price: one answer kept for every shopper alike, whoever asked first. */
const everyonesRead = (path: string) => path.startsWith('/products/filters');

/**
 * Who asks, beside guests: a customer without a price list shares the answers held in memory with
 * every such customer; one with a price list has answers of their own, kept for them
 * (apps/api/src/http/shared-answers.ts), and their first read of a page computes those, measured
 * with `Cache-Control: no-cache` (the facet counts beside them are everyone's, kept as for anyone).
 */
export async function customers(api: string): Promise<Array<[string, LoadOptions['request']]>> {
  const withList = await customerCookie(api);
  return [
    ['a customer without a price list', { headers: { cookie: await newCustomerCookie(api) } }],
    ['a customer with a price list, their answers kept', { headers: { cookie: withList } }],
    [
      'a customer with a price list, first reads (their priced answers computed)',
      (path) => ({ headers: { cookie: withList, ...(everyonesRead(path) ? {} : { 'cache-control': 'no-cache' }) } }),
    ],
  ];
}

/**
 * The API's main reads under 20 connections beside /healthz of the same server and run, each held
 * to `factor` × /healthz's requests per second.
 */
export async function apiLoads(
  bench: Bench,
  section: Section,
  api: string,
  targets: ShopTargets,
  factor: number,
  facets: boolean,
) {
  const { report } = bench;
  const health = await measure(bench, api, ['/healthz']);
  report.add(section, `/healthz (the reference), ${connections} connections`, loadText(health));
  const reads: Array<[string, string[]]> = [
    ['listing: category page, 20 newest', [targets.list]],
    [`product detail (${targets.products.length} products in turn)`, targets.products],
    [`search page query: 24 hits and facets (${targets.keywords.length} keywords)`, targets.searches],
    ...(facets ? [['facet counts: category', [targets.facets]] as [string, string[]]] : []),
  ];
  for (const [name, paths] of reads) {
    const m = await measure(bench, api, paths);
    report.add(
      section,
      `${name}, guests`,
      loadText(m, health),
      `≥ ${factor} × /healthz`,
      ofHealth(m, health) >= factor && !m.errors,
    );
    for (const [who, request] of await customers(api)) {
      // Facet counts are everyone's: a customer's first read of them is no read of their own.
      if (paths.every(everyonesRead) && typeof request === 'function') continue;
      report.add(section, `${name}, ${who}`, loadText(await measure(bench, api, paths, connections, request), health));
    }
  }
  await distinctSearches(bench, section, api, health, { rate: 300 });
  await distinctListings(bench, section, api, health, { p99: 50 });
}

/**
 * Searches no one asked before: distinct keywords from the catalogue's words (search-mix.ts),
 * each asked once by whichever of the connections is free, after 200 others to warm up.
 */
export async function distinctSearches(
  { quick, report }: Bench,
  section: Section,
  api: string,
  health: Measurement,
  goal: { rate: number; p99?: number },
) {
  const mixes = await searchMixes(api, quick ? 400 : 3_200);
  const drawn = `drawn from ${count(mixes.vocabulary)} words of ${count(mixes.names)} product names`;
  for (const [name, keywords] of [
    [
      `one catalogue word, every other with a typo (${count(mixes.words.length - 200)} distinct, ${drawn})`,
      mixes.words,
    ],
    [
      `a word and the beginning of another of the same name (${count(mixes.prefixes.length - 200)} distinct)`,
      mixes.prefixes,
    ],
  ] as const) {
    const paths = keywords.map((keyword) => searchPagePath(keyword));
    await load(api, paths.slice(0, 200), { connections, once: true });
    const m = await load(api, paths.slice(200), { connections, once: true });
    const p99 = ms(percentile(m.times, 99));
    report.add(
      section,
      `search page query (24 hits and facets), distinct queries, guests: ${name}`,
      `${loadText(m, health)} · p50 ${ms(percentile(m.times, 50))} ms · p99 ${p99} ms`,
      `≥ ${count(goal.rate)} req/s${goal.p99 ? `, p99 < ${goal.p99} ms` : ''}`,
      perSecond(m) >= goal.rate && (goal.p99 === undefined || p99 < goal.p99) && m.errors === 0,
    );
  }
}

/**
 * Category listings no one asked before (listing-mix.ts): any category, page and sort, each asked
 * once by whichever of the connections is free, after 200 others to warm up.
 */
export async function distinctListings(
  { quick, report }: Bench,
  section: Section,
  api: string,
  health: Measurement,
  goal: { p99: number },
) {
  const { paths, categories } = await listingMix(api, quick ? 600 : 4_200);
  await load(api, paths.slice(0, 200), { connections, once: true });
  const m = await load(api, paths.slice(200), { connections, once: true });
  const p99 = ms(percentile(m.times, 99));
  report.add(
    section,
    `category listing, distinct category, page and sort (${count(paths.length - 200)} of ${count(categories)} categories, first reads), guests`,
    `${loadText(m, health)} · p50 ${ms(percentile(m.times, 50))} ms · p99 ${p99} ms`,
    `p99 < ${goal.p99} ms`,
    p99 < goal.p99 && m.errors === 0,
  );
}
