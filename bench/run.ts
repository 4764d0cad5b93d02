/**
 * Every benchmark in one table: `npm run bench`. Seeds what it needs, measures, and prints one row
 * per figure with its goal; the same table goes to bench/results/latest.md (docs/performance.md
 * includes it). 12–18 minutes on 2 cores; BENCH_QUICK=1 tries it out in a few (tiny catalogues,
 * 2 s per load, one Lighthouse run per page).
 *
 * Sections (BENCH_ONLY=a,b runs only those, BENCH_SKIP=a,b leaves those out):
 * - import: `npm run seed -- --products 100000` into a new PostgreSQL database, timed. The database
 *   then becomes shop_bench (the 100,000-product database), so a run imports once.
 * - api-pglite: the API on PGlite (temporary data directory, 2,000 products), 20 connections:
 *   listing, product detail and search beside /healthz of the same run.
 * - api-postgres: the same on PostgreSQL (shop_bench_2000), with facet counts.
 * - processes: a mixed load on 1 API process, then on 2 processes over the same database.
 * - sale: guests browsing on PostgreSQL (shop_bench_2000) while a customer places orders.
 * - listing: a category page's listing and facet counts with two filters, one connection, at
 *   2,000 / 20,000 / 100,000 products (shop_bench_2000, shop_bench_20000, shop_bench).
 * - postgres-100k: the catalogue's goals at 100,000 products under 20 connections.
 * - catalog-import: the merchant's catalogue files through the API (docs/catalog-import.md): on
 *   PGlite with 2,000 products an export, the unchanged export imported, the export with every
 *   product changed, and the export into an empty catalogue; on PostgreSQL the export of 100,000
 *   products, their import into an empty catalogue, and the ERP's stock and price feeds of 10,000 rows.
 * - back-office: the staff's order list on PostgreSQL with 100,000 orders (2,000 products), 20
 *   connections, distinct filters, texts, sorts and pages (nothing of it is kept: each is a query);
 *   the first screen (the dashboard) in Chromium, signed in, five fresh browser profiles.
 * - storefront: home, category and product pages of the production build (`server.mjs`) under 10
 *   connections, and each alone, asked for like a browser: as a guest and as a guest with a cart
 *   (kept pages), and as a logged-in customer (rendered per request).
 * - lighthouse: mobile Lighthouse on the production build, median of 3 runs, for home, category,
 *   product, search, the cart, and every checkout step (a guest's entry, then a logged-in
 *   customer's shipping, billing, payment and thank-you pages).
 *
 * PostgreSQL: BENCH_DATABASE_URL's server, else TEST_DATABASE_URL's, else 127.0.0.1:5432 as postgres;
 * only databases named shop_bench… are created or changed. The seeded ones are kept between runs,
 * a comment on each saying what it holds; one is seeded again when the catalogue size or the
 * migrations differ. The storefront and Lighthouse rows
 * need `npm run build` first (apps/storefront/.next/BUILD_ID); without it they say skipped.
 * Other settings: BENCH_SECONDS (per load; 5, quick 2), BENCH_LIGHTHOUSE_RUNS (3, quick 1),
 * BENCH_PAGES (Lighthouse pages by name), CHROME_PATH (/usr/bin/chromium).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createShopClient } from '@shop/client';
import { CART_COUNT_COOKIE } from '@shop/contracts';
import { freePort, root, startStorefront } from '../e2e/harness/processes';
import { everyRowChanged, exportCatalog, feed, firstRows, importCatalog, skusOf } from './lib/catalog-files';
import { backOfficeFirstScreen } from './lib/first-screen';
import { audit, medianFigures, missedGoals, type PageFigures, pageGoals, withChrome } from './lib/lighthouse';
import { listingMix } from './lib/listing-mix';
import {
  type LoadOptions,
  load,
  type Measurement,
  ms,
  ofHealth,
  percentile,
  perSecond,
  roundsPerSecond,
  sequential,
  warmUp,
} from './lib/load';
import { fillOrders } from './lib/orders';
import {
  createDatabase,
  databaseComment,
  databaseUrl,
  dropDatabase,
  renameDatabase,
  setDatabaseComment,
  vacuumAnalyze,
} from './lib/postgres';
import { benchAdminToken, type Store, seed, startApi, stopAll, track, waitUntilUp } from './lib/processes';
import { count, Report } from './lib/report';
import { random, searchMixes, searchPagePath } from './lib/search-mix';
import {
  checkoutCart,
  customerCookie,
  guestCartCookie,
  newCustomerCookie,
  placeOrder,
  type ShopTargets,
  shopTargets,
} from './lib/shop';

const sections = [
  'import',
  'api-pglite',
  'api-postgres',
  'processes',
  'sale',
  'listing',
  'postgres-100k',
  'catalog-import',
  'back-office',
  'storefront',
  'lighthouse',
] as const;
type Section = (typeof sections)[number];

const quick = process.env.BENCH_QUICK === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 5));
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
const sizes = quick ? { small: 200, medium: 400, large: 800 } : { small: 2_000, medium: 20_000, large: 100_000 };
const connections = 20;

const listed = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const only = listed('BENCH_ONLY');
const skipped = listed('BENCH_SKIP');
for (const name of [...only, ...skipped])
  if (!(sections as readonly string[]).includes(name))
    throw new Error(`bench: no section "${name}"; the sections are ${sections.join(', ')}`);
const wanted = (...names: Section[]) =>
  names.some((name) => (only.length === 0 || only.includes(name)) && !skipped.includes(name));

/** Where a shared part's failure is reported: the first of its sections that was asked for. */
const firstWanted = (...names: Section[]) => names.find((name) => wanted(name)) ?? names[0]!;

const built = existsSync(path.join(root, 'apps/storefront/.next/BUILD_ID'));
const report = new Report([...sections, 'total']);
const log = (message: string) => console.log(`bench: ${message}`);
let failures = 0;

/** Runs one part; a failure becomes a row (and a non-zero exit code) and the others go on. */
async function attempt(section: Section, measured: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    failures++;
    console.error(error);
    report.add(section, measured, `failed: ${error instanceof Error ? error.message : String(error)}`, '', false);
  }
}

const duration = (milliseconds: number) => {
  const s = milliseconds / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
};
const products = (n: number) => `${count(n)} products${quick ? ' (quick)' : ''}`;
/** The database that keeps a catalogue of `n` products between runs; shop_bench is bench/catalog.ts's too. */
const databaseFor = (n: number) => (n === 100_000 ? 'shop_bench' : `shop_bench_${n}`);

/**
 * What a kept database was seeded with: the catalogue's size and the migrations (their files'
 * hash), so a database from before a migration changed is seeded anew rather than half-migrated.
 */
function seedStamp(n: number) {
  const folder = path.join(root, 'apps/api/src/db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)));
  hash.update(readFileSync(path.join(folder, 'meta/_journal.json')));
  return `bench: ${n} products, migrations ${hash.digest('hex').slice(0, 16)}`;
}

/** A seeded database of `n` products: kept from an earlier run when its stamp matches, else seeded anew. */
async function shopDatabase(n: number): Promise<Store> {
  const name = databaseFor(n);
  if ((await databaseComment(name)) !== seedStamp(n)) {
    log(`seeding ${count(n)} products into ${name}`);
    await createDatabase(name, { fresh: true });
    const { ms: took } = await seed({ databaseUrl: databaseUrl(name) }, n);
    await vacuumAnalyze(name);
    await setDatabaseComment(name, seedStamp(n));
    log(`${name} seeded in ${duration(took)}`);
  }
  return { databaseUrl: databaseUrl(name) };
}

/** A warm-up, then `paths` in turn on each of `conns` connections for the load's seconds. */
async function measure(base: string, paths: readonly string[], conns = connections, request?: LoadOptions['request']) {
  await warmUp(base, paths, request);
  return load(base, paths, { connections: conns, seconds, request });
}

/** Facet counts show no price: one answer kept for every shopper alike, whoever asked first. */
const everyonesRead = (path: string) => path.startsWith('/products/filters');

/**
 * Who asks, beside guests: a customer without a price list shares the answers held in memory with
 * every such customer; one with a price list has answers of their own, kept for them
 * (apps/api/src/http/shared-answers.ts), and their first read of a page computes those, measured
 * with `Cache-Control: no-cache` (the facet counts beside them are everyone's, kept as for anyone).
 */
async function customers(api: string): Promise<Array<[string, LoadOptions['request']]>> {
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

const p95 = (values: number[]) => ms(percentile(values, 95));
const loadText = (m: Measurement, health?: Measurement) =>
  [
    `${count(perSecond(m))} req/s`,
    `p95 ${p95(m.times)} ms`,
    ...(health ? [`${ofHealth(m, health).toFixed(2)} × /healthz`] : []),
    ...(m.errors ? [`${m.errors} errors`] : []),
  ].join(' · ');

/**
 * The API's main reads under 20 connections beside /healthz of the same server and run, each held
 * to `factor` × /healthz's requests per second.
 */
async function apiLoads(section: Section, api: string, targets: ShopTargets, factor: number, facets: boolean) {
  const health = await measure(api, ['/healthz']);
  report.add(section, `/healthz (the reference), ${connections} connections`, loadText(health));
  const reads: Array<[string, string[]]> = [
    ['listing: category page, 20 newest', [targets.list]],
    [`product detail (${targets.products.length} products in turn)`, targets.products],
    [`search page query: 24 hits and facets (${targets.keywords.length} keywords)`, targets.searches],
    ...(facets ? [['facet counts: category', [targets.facets]] as [string, string[]]] : []),
  ];
  for (const [name, paths] of reads) {
    const m = await measure(api, paths);
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
      report.add(section, `${name}, ${who}`, loadText(await measure(api, paths, connections, request), health));
    }
  }
  await distinctSearches(section, api, health, { rate: 300 });
  await distinctListings(section, api, health, { p99: 50 });
}

/**
 * Searches no one asked before: distinct keywords from the catalogue's words (search-mix.ts),
 * each asked once by whichever of the connections is free, after 200 others to warm up.
 */
async function distinctSearches(
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
    const paths = keywords.map(searchPagePath);
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
async function distinctListings(section: Section, api: string, health: Measurement, goal: { p99: number }) {
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

/** A category page's API calls with two filters, one connection: latency at this catalogue size. */
async function listingLatency(api: string, targets: ShopTargets, n: number) {
  const m = await measure(api, [targets.filteredList, targets.filteredFacets], 1);
  report.add(
    'listing',
    `${products(n)}: listing + facet counts, 2 filters, 1 connection`,
    `p50 ${ms(percentile(m.rounds, 50))} ms · p95 ${p95(m.rounds)} ms per page view · ${count(
      roundsPerSecond(m),
    )} page views/s · ${count(targets.filters.matched)} of ${count(targets.category.productCount)} products match${
      m.errors ? ` · ${m.errors} errors` : ''
    }`,
  );
}

async function importSection() {
  const name = 'shop_bench_import';
  await createDatabase(name, { fresh: true });
  log(`importing ${count(sizes.large)} products into ${name} (timed)`);
  const { ms: took, output } = await seed({ databaseUrl: databaseUrl(name) }, sizes.large);
  const catalogue = /seed: .*?(\d[\d,]*) products and (\d+) variants in (\d+) ms/.exec(output);
  report.add(
    'import',
    `npm run seed -- --products ${sizes.large} into a new PostgreSQL database`,
    `${duration(took)}${
      catalogue ? ` (catalogue ${duration(Number(catalogue[3]))}: ${count(Number(catalogue[2]))} variants)` : ''
    }`,
    '< 5 min',
    took < 5 * 60_000,
  );
  // The same catalogue as the large database's: it becomes that database (no second import).
  const large = databaseFor(sizes.large);
  await renameDatabase(name, large);
  await vacuumAnalyze(large);
  await setDatabaseComment(large, seedStamp(sizes.large));
  log(`the imported database is now ${large}`);
}

async function largeSection() {
  const api = await startApi(await shopDatabase(sizes.large), 'api-large');
  try {
    const targets = await shopTargets(api.url);
    if (wanted('listing'))
      await attempt('listing', products(sizes.large), () => listingLatency(api.url, targets, sizes.large));
    if (!wanted('postgres-100k')) return;
    const section = 'postgres-100k';
    const health = await measure(api.url, ['/healthz']);
    report.add(section, `${products(sizes.large)}: /healthz, ${connections} connections`, loadText(health));
    const page = await measure(api.url, [targets.filteredList, targets.filteredFacets]);
    const pageP95 = p95(page.rounds);
    report.add(
      section,
      `category page view: listing + facet counts, 2 filters (${targets.filters.first}, ${targets.filters.second})`,
      `${count(roundsPerSecond(page))} page views/s (${count(perSecond(page))} req/s) · p95 ${pageP95} ms per page view · ${
        page.errors
      } errors · ${ofHealth(page, health).toFixed(2)} × /healthz (req/s)`,
      '≥ 1,000 page views/s, p95 < 25 ms, 0 errors',
      roundsPerSecond(page) >= 1000 && pageP95 < 25 && page.errors === 0,
    );
    for (const [who, request] of await customers(api.url)) {
      const customerPage = await measure(api.url, [targets.filteredList, targets.filteredFacets], connections, request);
      report.add(
        section,
        `category page view, ${who}`,
        `${count(roundsPerSecond(customerPage))} page views/s · p95 ${p95(customerPage.rounds)} ms per page view · ${
          customerPage.errors
        } errors`,
      );
    }
    for (const [name, paths, limit] of [
      [`product detail (${targets.products.length} products in turn)`, targets.products, 10],
      [`search page query: 24 hits and facets (${targets.keywords.length} keywords)`, targets.searches, 30],
    ] as const) {
      const m = await measure(api.url, paths);
      report.add(
        section,
        `${name}, guests`,
        `${loadText(m, health)}${m.errors ? '' : ' · 0 errors'}`,
        `p95 < ${limit} ms, 0 errors`,
        p95(m.times) < limit && m.errors === 0,
      );
      for (const [who, request] of await customers(api.url))
        report.add(section, `${name}, ${who}`, loadText(await measure(api.url, paths, connections, request), health));
    }
    await distinctSearches(section, api.url, health, { rate: 500, p99: 100 });
    await distinctListings(section, api.url, health, { p99: 50 });
  } finally {
    await api.stop();
  }
}

/** Within `limit` ms: the goal's verdict. */
const within = (took: number, limit: number) => took < limit;
const megabytes = (text: string) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;

/** The merchant's catalogue files: exports, imports and the ERP's feeds, each timed end to end. */
async function catalogImportSection() {
  const section = 'catalog-import';
  const [dataDir, emptyDir] = await Promise.all([
    mkdtemp(path.join(tmpdir(), 'shop-bench-import-')),
    mkdtemp(path.join(tmpdir(), 'shop-bench-import-empty-')),
  ]);
  let exported: Awaited<ReturnType<typeof exportCatalog>>;
  try {
    log(`seeding ${count(sizes.small)} products into PGlite for the catalogue files`);
    await Promise.all([seed({ dataDir }, sizes.small), seed({ dataDir: emptyDir }, 0)]);
    const small = `PGlite, ${products(sizes.small)}`;
    const api = await startApi({ dataDir }, 'api-import-pglite');
    try {
      exported = await exportCatalog(api.url);
      report.add(
        section,
        `${small}: export (${count(exported.rows)} rows, ${megabytes(exported.file)})`,
        duration(exported.ms),
      );
      const same = await importCatalog(api.url, exported.file);
      report.add(
        section,
        `${small}: the unchanged export imported (checked, nothing to write)`,
        `${duration(same.ms)} · ${count(same.result.counts.unchanged)} unchanged, ${same.result.counts.written} written`,
        '< 10 s',
        within(same.ms, 10_000) && same.result.counts.written === 0,
      );
      const changed = await importCatalog(api.url, everyRowChanged(exported.file));
      report.add(
        section,
        `${small}: the export with every product's name and price changed`,
        `${duration(changed.ms)} · ${count(changed.result.counts.updated)} products written`,
        '< 10 s',
        within(changed.ms, 10_000),
      );
    } finally {
      await api.stop();
    }
    const empty = await startApi({ dataDir: emptyDir }, 'api-import-pglite-new');
    try {
      const created = await importCatalog(empty.url, exported.file);
      report.add(
        section,
        `${small}: the export into an empty catalogue (every product new)`,
        `${duration(created.ms)} · ${count(created.result.counts.created)} products made`,
        '< 10 s',
        within(created.ms, 10_000),
      );
    } finally {
      await empty.stop();
    }
  } finally {
    await Promise.all([dataDir, emptyDir].map((dir) => rm(dir, { recursive: true, force: true })));
  }

  const large = `PostgreSQL, ${products(sizes.large)}`;
  const source = await startApi(await shopDatabase(sizes.large), 'api-export-large');
  try {
    exported = await exportCatalog(source.url);
    report.add(
      section,
      `${large}: export (${count(exported.rows)} rows, ${megabytes(exported.file)})`,
      duration(exported.ms),
      '< 30 s',
      within(exported.ms, 30_000),
    );
  } finally {
    await source.stop();
  }
  // The goal names a file of 100,000 rows: the export's first 100,000 (some 69,000 products and
  // their variants); the whole export (100,000 products, 144,694 rows) is measured beside it.
  const rows = quick ? 1_000 : 100_000;
  const target = 'shop_bench_import_target';
  await createDatabase(target, { fresh: true });
  await seed({ databaseUrl: databaseUrl(target) }, 0);
  const whole = await startApi({ databaseUrl: databaseUrl(target) }, 'api-import-large');
  try {
    const created = await importCatalog(whole.url, exported.file);
    report.add(
      section,
      `${large}: the whole export into an empty catalogue (${count(exported.rows)} rows), checked and written`,
      `${duration(created.ms)} · ${count(created.result.counts.created)} products made`,
    );
  } finally {
    await whole.stop();
  }
  await createDatabase(target, { fresh: true });
  await seed({ databaseUrl: databaseUrl(target) }, 0);
  const api = await startApi({ databaseUrl: databaseUrl(target) }, 'api-import-large');
  try {
    const created = await importCatalog(api.url, firstRows(exported.file, rows));
    report.add(
      section,
      `PostgreSQL: a file of ${count(rows)} rows (the export's first) into an empty catalogue, checked and written`,
      `${duration(created.ms)} · ${count(created.result.counts.created)} products made`,
      '< 2 min',
      within(created.ms, 120_000),
    );
    const skus = skusOf(exported.file, quick ? 1_000 : 10_000);
    const stockMs = await feed(
      api.url,
      '/admin/api/stock',
      skus.map((sku, i) => ({ sku, qty: (i * 7) % 50 })),
    );
    const pricesMs = await feed(
      api.url,
      '/admin/api/prices',
      skus.map((sku, i) => ({ sku, currency: 'EUR', regular: 1_000 + i, special: null })),
    );
    for (const [name, took] of [
      ['stock', stockMs],
      ['price', pricesMs],
    ] as const)
      report.add(
        section,
        `${large}: ERP ${name} feed of ${count(skus.length)} rows`,
        duration(took),
        '< 5 s',
        within(took, 5_000),
      );
  } finally {
    await api.stop();
    await dropDatabase(target);
  }
}

/**
 * The back office's order list as staff use it: 100,000 orders, each request another filter,
 * text, sort or page (a text that finds one order, a customer's name, a status with a method, a
 * day range), 20 connections; none of these answers is kept, so each is the database's work.
 */
async function backOfficeSection() {
  const section = 'back-office';
  const orders = quick ? 2_000 : 100_000;
  const name = 'shop_bench_orders';
  const stamp = `${seedStamp(sizes.small)}, ${orders} orders`;
  if ((await databaseComment(name)) !== stamp) {
    log(`seeding ${count(sizes.small)} products and ${count(orders)} orders into ${name}`);
    await createDatabase(name, { fresh: true });
    await seed({ databaseUrl: databaseUrl(name) }, sizes.small);
    await fillOrders(databaseUrl(name), orders);
    await vacuumAnalyze(name);
    await setDatabaseComment(name, stamp);
  }
  const api = await startApi({ databaseUrl: databaseUrl(name) }, 'api-orders');
  try {
    const statuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded'];
    const methods = ['invoice', 'stripe', 'paypal', 'computop'];
    const sorts = ['-createdDate', 'createdDate', '-grandTotal', 'grandTotal'];
    const paths = Array.from({ length: 400 }, (_, i) => {
      const query = new URLSearchParams({ sort: sorts[i % 4]!, limit: '25' });
      if (i % 5 === 0) query.set('q', `WH-${String(1 + ((i * 2311) % orders)).padStart(7, '0')}`);
      if (i % 5 === 1) query.set('q', `Kunde ${1 + ((i * 3571) % orders)}`);
      if (i % 5 === 2) query.set('status', statuses[i % 6]!);
      if (i % 5 === 3) {
        query.set('status', statuses[i % 6]!);
        query.set('method', methods[i % 4]!);
      }
      if (i % 5 === 4) {
        const day = new Date(Date.now() - ((i * 13) % 360) * 86_400_000).toISOString().slice(0, 10);
        query.set('from', day);
        query.set('to', day);
      }
      query.set('offset', String(i % 5 < 2 ? 0 : ((i * 7) % 40) * 25));
      return `/admin/api/orders?${query}`;
    });
    const m = await measure(api.url, paths, connections, { headers: { authorization: `Bearer ${benchAdminToken}` } });
    report.add(
      section,
      `order list, ${count(orders)} orders, ${connections} connections, ${paths.length} distinct filters, texts, sorts and pages`,
      loadText(m),
      'p95 < 100 ms, 0 errors',
      percentile(m.times, 95) < 100 && m.errors === 0,
    );
    const one = await measure(api.url, paths, 1, { headers: { authorization: `Bearer ${benchAdminToken}` } });
    report.add(section, 'the same, one connection (a member of staff alone)', loadText(one));
    const screens = await backOfficeFirstScreen(api.url, {
      email: 'owner@werkhaus.example',
      password: 'werkhaus-admin',
    });
    const drawn = screens.map((s) => s.drawn);
    const slowest = Math.max(...drawn);
    report.add(
      section,
      `first screen: signed in, a fresh browser, /admin/ until the dashboard's chart and low-stock list are drawn (the page's clock), ${count(orders)} orders, ${screens.length} loads`,
      `median ${Math.round(percentile(drawn, 50))} ms, slowest ${Math.round(slowest)} ms (found by the test: median ${Math.round(
        percentile(
          screens.map((s) => s.seen),
          50,
        ),
      )} ms)`,
      'each < 1 s',
      slowest < 1000,
    );
  } finally {
    await api.stop();
  }
}

async function mediumSection() {
  const api = await startApi(await shopDatabase(sizes.medium), 'api-medium');
  try {
    await listingLatency(api.url, await shopTargets(api.url), sizes.medium);
  } finally {
    await api.stop();
  }
}

/** 1 API process under 20 connections, then 2 over the same database with 10 each, at once. */
async function processes(store: Store, api: string, targets: ShopTargets) {
  const mixed = [targets.list, targets.facets, targets.products[0]!, targets.products[1]!, targets.searches[0]!];
  const one = await measure(api, mixed);
  const second = await startApi(store, 'api-second');
  try {
    await warmUp(second.url, mixed);
    const both = await Promise.all(
      [api, second.url].map((base) => load(base, mixed, { connections: connections / 2, seconds })),
    );
    const together = both.reduce((sum, m) => sum + perSecond(m), 0);
    const times = both.flatMap((m) => m.times);
    const errors = one.errors + both.reduce((sum, m) => sum + m.errors, 0);
    report.add(
      'processes',
      `${products(sizes.small)} on PostgreSQL: listing, facets, 2 products, search in turn, ${connections} connections`,
      `1 process: ${count(perSecond(one))} req/s (p95 ${p95(one.times)} ms) · 2 processes: ${count(
        together,
      )} req/s (p95 ${p95(times)} ms) · ×${(together / perSecond(one)).toFixed(2)}${errors ? ` · ${errors} errors` : ''}`,
    );
  } finally {
    await second.stop();
  }
}

/**
 * A sale: guests browse (the category's listing and facets with and without filters, 20 products
 * and 20 searches in turn) on 20 connections, first alone, then while a customer places orders by
 * invoice one after another, at most 5 a second. Each order changes its product's stock, which
 * drops only the answers kept in memory that show it (apps/api/src/http/shared-answers.ts).
 */
async function sale(api: string, targets: ShopTargets) {
  const browsing = [
    targets.list,
    targets.facets,
    targets.filteredList,
    targets.filteredFacets,
    ...targets.products,
    ...targets.searches,
  ];
  const health = await measure(api, ['/healthz']);
  const quiet = await measure(api, browsing);
  const cookie = await customerCookie(api);
  let placed = 0;
  let failed = 0;
  let selling = true;
  const opened = performance.now();
  const orders = (async () => {
    for (let i = 0; selling; i++) {
      const started = performance.now();
      try {
        const product = targets.purchasable[i % targets.purchasable.length]!;
        await placeOrder(api, cookie, await checkoutCart(api, cookie, product));
        placed++;
      } catch {
        failed++;
      }
      await delay(Math.max(0, 200 - (performance.now() - started)));
    }
  })();
  const busy = await load(api, browsing, { connections, seconds });
  selling = false;
  await orders;
  const orderRate = placed / ((performance.now() - opened) / 1000);
  const name = `guests browsing: listings, facets, ${targets.products.length} products, ${targets.searches.length} searches in turn, ${connections} connections`;
  report.add('sale', `${name}, no orders`, loadText(quiet, health));
  report.add(
    'sale',
    `${name}, while a customer places orders (at most 5/s)`,
    `${loadText(busy, health)} · ${orderRate.toFixed(1)} orders/s${failed ? ` · ${failed} orders failed` : ''}`,
  );
}

const storefrontPages = (targets: ShopTargets) => {
  const product = targets.purchasable[0]!;
  return {
    home: '/',
    category: `/c/${encodeURIComponent(targets.category.slug)}`,
    product: `/p/${product.id}/${encodeURIComponent(product.sku)}`,
  };
};

/**
 * Each page as a guest sees it, as a guest with a cart does, and as a logged-in customer with a
 * price list of their own does: all three shared, kept for a second
 * (apps/storefront/src/lib/shared-pages.ts; the cart's by its count, the customer's by how their
 * prices are shown, after the API recognised their session). A customer's page view also asks for
 * their prices, which the `customer prices` rows measure on their own.
 */
async function storefrontLoads(storefront: string, api: string, targets: ShopTargets) {
  const cart = `${await guestCartCookie(api, targets.purchasable[0]!)}; ${CART_COUNT_COOKIE}=1`;
  const customer = await customerCookie(api);
  // A document with gzip, as a browser asks: compressing a page costs the server more than
  // answering it from memory.
  const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };
  const shared = { goal: '≥ 200 pages/s, p50 < 40 ms; alone < 50 ms', pagesPerSecond: 200 };
  const shoppers: Array<{ who: string; headers: Record<string, string>; goal: string; pagesPerSecond: number }> = [
    { who: 'shared (guest)', headers: browser, ...shared },
    { who: 'shared (a guest with a cart)', headers: { ...browser, cookie: cart }, ...shared },
    { who: 'shared (a logged-in customer with a price list)', headers: { ...browser, cookie: customer }, ...shared },
  ];
  for (const [name, page] of Object.entries(storefrontPages(targets))) {
    for (const { who, headers, goal, pagesPerSecond } of shoppers) {
      await attempt('storefront', `${name} page, ${who}`, async () => {
        await waitUntilUp(storefront + page);
        await warmUp(storefront, [page], { headers });
        const alone = await sequential(storefront + page, 3, quick ? 5 : 20, headers);
        const loaded = await load(storefront, [page], { connections: 10, seconds, request: { headers } });
        const aloneMs = ms(percentile(alone.times, 50));
        report.add(
          'storefront',
          `${name} page (${page}), ${who}`,
          `${count(perSecond(loaded))} pages/s at 10 connections (p50 ${ms(percentile(loaded.times, 50))} ms, p95 ${p95(loaded.times)} ms) · alone ${aloneMs} ms (median)${
            loaded.errors ? ` · ${loaded.errors} errors` : ''
          }`,
          goal,
          perSecond(loaded) >= pagesPerSecond &&
            percentile(loaded.times, 50) < 40 &&
            aloneMs < 50 &&
            loaded.errors === 0,
        );
      });
    }
  }
  await customerPriceCalls(storefront, api, customer);
}

/**
 * What a customer's page view asks of theirs besides the shared page: the prices of its products
 * (one productPriceList call through the storefront's /api, as the browser makes it). Distinct
 * pages are 20 SKUs drawn from the whole catalogue, each set asked once (their first reads); the
 * kept row asks one page's set again and again (the API keeps a customer's answers).
 */
async function customerPriceCalls(storefront: string, api: string, cookie: string) {
  await attempt('storefront', 'customer prices', async () => {
    const { data } = await createShopClient({ baseUrl: api }).productSitemap({ query: { limit: 10_000 } });
    const next = random(20261128);
    const page = () => Array.from({ length: 20 }, () => data[Math.floor(next() * data.length)]!.sku);
    const path = (skus: string[]) => `/api/prices?currency=EUR&skus=${encodeURIComponent(skus.join(','))}`;
    const headers = { cookie, accept: 'application/json' };
    const distinct = Array.from({ length: quick ? 200 : 2_000 }, () => path(page()));
    const kept = path(page());
    await warmUp(storefront, [kept], { headers });
    for (const [what, loaded] of [
      [
        'a page of 20 SKUs each, distinct pages (first reads)',
        await load(storefront, distinct, { connections: 10, once: true, request: { headers } }),
      ],
      [
        'one page of 20 SKUs again and again (their answer kept)',
        await load(storefront, [kept], { connections: 10, seconds, request: { headers } }),
      ],
    ] as const)
      report.add(
        'storefront',
        `a logged-in customer's prices (price list), through the storefront: ${what}`,
        `${count(perSecond(loaded))} calls/s at 10 connections (p50 ${ms(percentile(loaded.times, 50))} ms, p95 ${p95(loaded.times)} ms)${
          loaded.errors ? ` · ${loaded.errors} errors` : ''
        }`,
        '≥ 200 calls/s; p50 < 40 ms',
        perSecond(loaded) >= 200 && percentile(loaded.times, 50) < 40 && loaded.errors === 0,
      );
  });
}

/** `make` on the first call only; later calls answer the first call's promise. */
function once<A extends unknown[], T>(make: (...args: A) => Promise<T>) {
  let promise: Promise<T> | undefined;
  return (...args: A) => {
    promise ??= make(...args);
    return promise;
  };
}

interface LighthousePage {
  name: string;
  measured: string;
  /** The path to audit and the cookies of each run (a fresh session per run: access tokens last 15 minutes). */
  open: () => Promise<{ path: string; cookie?: string }>;
  seoIgnore?: string[];
}

function lighthousePages(api: string, targets: ShopTargets): LighthousePage[] {
  const pages = storefrontPages(targets);
  const [bought, carted = bought] = targets.purchasable;
  const customer = () => customerCookie(api);
  const guestCart = once(() => guestCartCookie(api, carted!));
  // The customer's cart is made ready for every step once; the order is placed once, after the payment page.
  const checkout = once((cookie: string) => checkoutCart(api, cookie, bought!));
  const customerStep = (step: string) => async () => {
    const cookie = await customer();
    await checkout(cookie);
    return { path: `/checkout/${step}`, cookie };
  };
  const order = once(async (cookie: string) => placeOrder(api, cookie, await checkoutCart(api, cookie, bought!)));
  return [
    { name: 'home', measured: 'home', open: async () => ({ path: pages.home }) },
    { name: 'category', measured: 'category', open: async () => ({ path: pages.category }) },
    { name: 'product', measured: 'product', open: async () => ({ path: pages.product }) },
    {
      name: 'search',
      measured: 'search results (noindex: SEO without is-crawlable)',
      open: async () => ({ path: `/search-details?term=${encodeURIComponent(targets.keywords[0]!)}` }),
      seoIgnore: ['is-crawlable'],
    },
    {
      name: 'cart',
      measured: "cart: the product page with a guest's filled cart (the sidebar stays closed: Lighthouse cannot click)",
      open: async () => ({
        path: `/p/${carted!.id}/${encodeURIComponent(carted!.sku)}`,
        cookie: await guestCart(),
      }),
    },
    // Checkout pages are a shopper's own and noindex like the search page: SEO without is-crawlable.
    ...[
      {
        name: 'checkout',
        measured: "checkout entry (a guest's cart)",
        open: async () => ({ path: '/checkout', cookie: await guestCart() }),
      },
      { name: 'shipping', measured: 'checkout: shipping (logged-in customer)', open: customerStep('shipping') },
      { name: 'billing', measured: 'checkout: billing (logged-in customer)', open: customerStep('billing') },
      { name: 'payment', measured: 'checkout: payment (logged-in customer)', open: customerStep('payment') },
      {
        name: 'thank-you',
        measured: 'checkout: thank-you (the order placed by invoice)',
        open: async () => {
          const cookie = await customer();
          return { path: `/checkout/thank-you/${await order(cookie)}`, cookie };
        },
      },
    ].map((page) => ({ ...page, seoIgnore: ['is-crawlable'] })),
  ];
}

const figuresText = (f: PageFigures) =>
  `perf ${f.performance} · a11y ${f.accessibility} · BP ${f.bestPractices} · SEO ${f.seo} · LCP ${(
    f.lcp / 1000
  ).toFixed(2)} s · CLS ${f.cls.toFixed(3)} · TBT ${Math.round(f.tbt)} ms · JS ${Math.round(f.jsKib)} KiB${
    f.failing.length ? ` · failed audits: ${f.failing.join(', ')}` : ''
  }`;
const lighthouseGoal = `perf ≥ ${pageGoals.performance}; a11y, BP, SEO ${pageGoals.perfect}; LCP < ${
  pageGoals.lcp / 1000
} s; CLS < ${pageGoals.cls}; TBT < ${pageGoals.tbt} ms; JS ≤ ${pageGoals.jsKib} KiB`;

async function lighthouseSection(storefront: string, api: string, targets: ShopTargets) {
  const chosen = listed('BENCH_PAGES');
  const pages = lighthousePages(api, targets).filter((p) => chosen.length === 0 || chosen.includes(p.name));
  await withChrome(async (chrome) => {
    for (const page of pages) {
      await attempt('lighthouse', page.measured, async () => {
        const runs: PageFigures[] = [];
        for (let run = 0; run < lighthouseRuns; run++) {
          const { path: pagePath, cookie } = await page.open();
          // Rendered once before it is measured, as a page a shop serves all day is.
          if (run === 0)
            await fetch(storefront + pagePath, { headers: { cookie: cookie ?? '' } }).then((r) => r.text());
          log(`Lighthouse ${page.name} (${run + 1}/${lighthouseRuns})`);
          runs.push(await audit(chrome, storefront + pagePath, { cookie, seoIgnore: page.seoIgnore }));
          const landed = new URL(runs.at(-1)!.finalUrl);
          if (`${landed.pathname}${landed.search}` !== pagePath)
            throw new Error(`${pagePath} ended at ${landed.pathname}${landed.search}`);
        }
        const figures = medianFigures(runs);
        const missed = missedGoals(figures);
        report.add(
          'lighthouse',
          `${page.measured}, median of ${runs.length}`,
          figuresText(figures),
          lighthouseGoal,
          missed.length === 0,
          missed.join(', '),
        );
      });
    }
  });
}

/** The 2,000-product PostgreSQL shop: API load, listing latency, processes, storefront, Lighthouse. */
async function smallSection() {
  const pages = wanted('storefront', 'lighthouse') && built;
  if (!built)
    for (const section of ['storefront', 'lighthouse'] as const)
      if (wanted(section))
        report.skip(section, 'production build of the storefront', 'no build (apps/storefront/.next/BUILD_ID)');
  if (!pages && !wanted('api-postgres', 'listing', 'processes', 'sale')) return;
  const store = await shopDatabase(sizes.small);
  const api = await startApi(store, 'api-small');
  try {
    const targets = await shopTargets(api.url);
    const label = `API on PostgreSQL, ${products(sizes.small)}`;
    if (wanted('api-postgres'))
      await attempt('api-postgres', label, () => apiLoads('api-postgres', api.url, targets, 0.5, true));
    if (wanted('listing'))
      await attempt('listing', products(sizes.small), () => listingLatency(api.url, targets, sizes.small));
    if (wanted('processes')) await attempt('processes', label, () => processes(store, api.url, targets));
    if (wanted('sale')) await attempt('sale', label, () => sale(api.url, targets));
    if (!pages) return;
    const port = await freePort();
    const storefront = track(
      await startStorefront(api.url, { GTM_ID: '', PUBLIC_URL: `http://localhost:${port}` }, port),
    );
    try {
      if (wanted('storefront')) await storefrontLoads(storefront.url, api.url, targets);
      if (wanted('lighthouse')) await lighthouseSection(storefront.url, api.url, targets);
    } finally {
      await storefront.stop();
    }
  } finally {
    await api.stop();
  }
}

async function pgliteSection() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-pglite-'));
  try {
    log(`seeding ${count(sizes.small)} products into PGlite at ${dataDir}`);
    await seed({ dataDir }, sizes.small);
    const api = await startApi({ dataDir }, 'api-pglite');
    try {
      await apiLoads('api-pglite', api.url, await shopTargets(api.url), 0.1, false);
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
const startLoad = loadavg();
log(
  `${quick ? 'quick mode: ' : ''}${seconds} s per load, ${lighthouseRuns} Lighthouse run(s) per page; sections: ${sections
    .filter((s) => wanted(s))
    .join(', ')}`,
);
try {
  if (wanted('import')) await attempt('import', 'import', importSection);
  if (wanted('postgres-100k', 'listing'))
    await attempt(firstWanted('postgres-100k', 'listing'), products(sizes.large), largeSection);
  if (wanted('catalog-import')) await attempt('catalog-import', 'catalogue files', catalogImportSection);
  if (wanted('back-office')) await attempt('back-office', 'order list', backOfficeSection);
  if (wanted('listing')) await attempt('listing', products(sizes.medium), mediumSection);
  const small = ['api-postgres', 'listing', 'processes', 'sale', 'storefront', 'lighthouse'] as const;
  if (wanted(...small)) await attempt(firstWanted(...small), products(sizes.small), smallSection);
  if (wanted('api-pglite')) await attempt('api-pglite', `API on PGlite, ${products(sizes.small)}`, pgliteSection);
} finally {
  await stopAll();
}

const took = performance.now() - started;
report.add(
  'total',
  'wall time of this run',
  `${duration(took)}${quick ? ' (quick mode)' : ''}`,
  only.length || skipped.length || quick ? '' : '< 20 min',
  only.length || skipped.length || quick ? undefined : took < 20 * 60_000,
);
const settings = Object.entries(process.env)
  .filter(([key]) => key.startsWith('BENCH_') || key === 'CHROME_PATH')
  .map(([key, value]) => `${key}=${value}`);
const command = [...settings, 'npm run bench'].join(' ');
const file = path.join(root, 'bench/results/latest.md');
await report.write(file, command, startLoad);
console.log(`\n${command}: ${duration(took)}; also in ${path.relative(root, file)}\n`);
report.print();
process.exitCode = failures ? 1 : 0;
