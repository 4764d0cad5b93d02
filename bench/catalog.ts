/**
 * Catalogue benchmark: `npm run bench:catalog`. Checks the catalogue's speed targets with
 * BENCH_PRODUCTS (default 100,000) listed products on PostgreSQL: a category listing with two facet
 * filters and its facet counts (p95 < 25 ms at the API), product detail (p95 < 10 ms) and, when the
 * storefront is built, the category page's server render (< 150 ms).
 *
 * The PostgreSQL server is BENCH_DATABASE_URL's, else TEST_DATABASE_URL's, else the local default's;
 * the data goes into its own database `shop_bench` there, kept between runs and seeded again only
 * when its product count differs. The API runs in-process and is loaded with autocannon on loopback,
 * BENCH_SECONDS (default 5) per measurement, with 1 connection (latency) and 10 (throughput).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { catalogRepository } from '@shop/api/catalog';
import { contentRepository } from '@shop/api/content';
import { contentService } from '@shop/api/content-service';
import { openDatabase } from '@shop/api/db';
import { products } from '@shop/api/schema';
import { buildServer } from '@shop/api/server';
import autocannon from 'autocannon';
import { isNull, sql } from 'drizzle-orm';
import { freePort } from '../e2e/harness/processes';
import { seedCatalog } from '../tools/seed/catalog';
import { menuCategories } from '../tools/seed/chrome';
import { demoContent } from '../tools/seed/content';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const server = new URL(
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(server.hostname))
  throw new Error(`bench: the database must be on this machine, not ${server.hostname}`);

// The given database is only where we connect to create ours: the benchmark never writes into it.
const admin = await openDatabase({ url: server.href, poolSize: 1 });
try {
  if ((await admin.db.$count(sql`pg_database`, sql`datname = 'shop_bench'`)) === 0)
    await admin.db.execute('create database shop_bench');
} finally {
  await admin.close();
}
server.pathname = '/shop_bench';
const database = await openDatabase({ url: server.href });
await database.migrate();

const listed = await database.db.$count(products, isNull(products.masterId));
const seeding = listed !== productCount;
if (seeding) {
  console.log(`bench: seeding ${productCount} products into shop_bench (it has ${listed}); this takes minutes`);
  const catalog = await seedCatalog(database.db, { products: productCount });
  console.log(`bench: ${catalog.products} products and ${catalog.variants} variants in ${catalog.ms} ms`);
  // Planner statistics and the visibility map, as autovacuum would have them on a live shop.
  await database.db.execute('vacuum analyze');
}
const content = contentService(contentRepository(database.db));
if (seeding || !(await content.settings()).isPriceForGuestEnabled) {
  // As tools/seed/main.ts does, with guest prices on so the API prices cards as a shopper sees them.
  for (const { type, identifier, locale, ...entry } of demoContent(
    await menuCategories(catalogRepository(database.db)),
  )) {
    const config = type === 'setting' && identifier === 'branding' ? { isPriceForGuestEnabled: true } : {};
    await content.write(
      { type, identifier, locale },
      { content: entry.content, config: { ...entry.config, ...config }, script: entry.script },
    );
  }
}

const { rows, texts } = await catalogRepository(database.db).categories();
const category = rows.filter((row) => row.parentId === null).sort((a, b) => b.productCount - a.productCount)[0]!;
const slug = texts.find((t) => t.categoryId === category.id && t.locale === 'de')!.slug;

const app = await buildServer({ database, authSecret: randomBytes(32).toString('hex') });
const api = await app.listen({ host: '127.0.0.1', port: 0 });
let storefront: ChildProcess | undefined;
try {
  interface Facets {
    filters: Array<{ id: string; options: Array<{ value: string; count: number }> }>;
  }
  interface Page {
    count: number;
    data: Array<{ id: number; variantCount: number; priceInfo: unknown }>;
  }
  const get = async <T>(url: string): Promise<T> => {
    const response = await fetch(api + url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const top = (facets: Facets, skip?: string) =>
    facets.filters
      .filter((facet) => facet.id !== skip)
      .map((facet) => ({ name: facet.id, value: facet.options.toSorted((a, b) => b.count - a.count)[0]!.value }))[0]!;

  // A shopper's usual pick: the commonest value of the first facet, then of the next one within it.
  const first = top(await get<Facets>(`/products/filters?catId=${category.id}`));
  const firstOnly = encodeURIComponent(JSON.stringify([{ name: first.name, values: [first.value] }]));
  const second = top(await get<Facets>(`/products/filters?catId=${category.id}&filters=${firstOnly}`), first.name);
  const filters = encodeURIComponent(JSON.stringify([first, second].map((f) => ({ name: f.name, values: [f.value] }))));
  const listUrl = `/products?catId=${category.id}&filters=${filters}&limit=20&sort=latest`;
  const facetsUrl = `/products/filters?catId=${category.id}&filters=${filters}`;
  const matched = await get<Page>(listUrl);
  if (matched.count === 0) throw new Error(`no product has ${first.name}=${first.value} and ${second.name}`);
  if (matched.data.every((card) => card.priceInfo === null)) throw new Error('the API shows guests no prices');

  const cards = (await get<Page>(`/products?catId=${category.id}&limit=100`)).data;
  const master = cards.find((card) => card.variantCount > 0)!;
  const plain = cards.find((card) => card.variantCount === 0)!;

  console.log(
    `\nCatalogue on PostgreSQL (shop_bench): ${productCount} listed products; root category "${slug}" ` +
      `(${category.productCount} products) filtered by ${first.name}=${first.value} and ` +
      `${second.name}=${second.value} (${matched.count} products); ${seconds} s per measurement; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on this machine\n`,
  );

  const measured = [
    ['listing: products, 2 filters', 25, [listUrl]],
    ['listing: facet counts, 2 filters', undefined, [facetsUrl]],
    ['listing: both in sequence', 25, [listUrl, facetsUrl]],
    [`product detail: master, ${master.variantCount} variants`, 10, [`/products/${master.id}`]],
    ['product detail: plain product', 10, [`/products/${plain.id}`]],
  ] as const;
  const table = [];
  for (const [name, target, paths] of measured) {
    await load(api, paths, 1, 10 * paths.length);
    const latency = await load(api, paths, 1);
    const throughput = await load(api, paths, 10);
    table.push(row(name, target, latency, throughput));
  }

  if (existsSync(path.join(root, 'apps/storefront/.next/BUILD_ID'))) {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', 'localhost', '-p', String(port)],
      {
        cwd: path.join(root, 'apps/storefront'),
        env: { ...process.env, API_URL: api, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    storefront = child;
    const page = `http://localhost:${port}/c/${encodeURIComponent(slug)}?${first.name}=${encodeURIComponent(first.value)}&${second.name}=${encodeURIComponent(second.value)}`;
    await waitUntilUp(page, child);
    table.push(row('category page: server render', 150, await sequential(page, 10, 100)));
  } else {
    table.push({ measured: 'category page: server render', target: 'skipped: no storefront build' });
    console.log('bench: apps/storefront/.next/BUILD_ID is missing, so the category page was not rendered');
  }
  console.table(table);
} finally {
  if (storefront && storefront.exitCode === null) {
    const exited = new Promise((resolve) => storefront?.once('exit', resolve));
    storefront.kill('SIGTERM');
    await exited;
  }
  await app.close();
  await database.close();
}

interface Measurement {
  /** Duration of each round (one request, or the requests of `paths` one after the other), ms. */
  times: number[];
  perSecond: number;
  errors: number;
}

/**
 * Loads the API with autocannon for `seconds` (or `amount` rounds). Each connection sends `paths`
 * in turn; a round's time is the sum of its responses' times, taken from autocannon's response events
 * since its latency histogram has no 95th percentile and counts whole milliseconds.
 */
function load(url: string, paths: readonly string[], connections: number, amount?: number) {
  const times: number[] = [];
  const open = new Map<unknown, number[]>();
  let failed = 0;
  return new Promise<Measurement>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ times, perSecond: times.length / result.duration, errors: failed + result.errors }),
    );
    instance.on('response', (client, status, _bytes, ms) => {
      if (status !== 200) failed++;
      const round = [...(open.get(client) ?? []), ms];
      if (round.length < paths.length) open.set(client, round);
      else {
        open.delete(client);
        times.push(round.reduce((sum, t) => sum + t, 0));
      }
    });
  });
}

/** Sequential GETs, each timed until its body has arrived. */
async function sequential(url: string, warmups: number, runs: number): Promise<Measurement> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < warmups + runs; i++) {
    const start = performance.now();
    const response = await fetch(url);
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= warmups) times.push(performance.now() - start);
  }
  return { times, perSecond: (warmups + runs) / ((performance.now() - started) / 1000), errors: 0 };
}

async function waitUntilUp(url: string, child: ChildProcess) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the storefront exited with code ${child.exitCode}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (status >= 300) throw new Error(`${url} answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the storefront did not answer at ${url}`);
}

function row(name: string, target: number | undefined, latency: Measurement, throughput?: Measurement) {
  const p = (m: Measurement, q: number) => {
    const sorted = m.times.toSorted((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil((q / 100) * sorted.length) - 1)] ?? Number.NaN;
  };
  const ms = (value: number) => (Number.isNaN(value) ? '' : Math.round(value * 10) / 10);
  const p95 = p(latency, 95);
  return {
    measured: name,
    rounds: latency.times.length,
    'p50 ms': ms(p(latency, 50)),
    'p95 ms': ms(p95),
    'p99 ms': ms(p(latency, 99)),
    '/s, 1 conn': Math.round(latency.perSecond),
    '/s, 10 conn': throughput ? Math.round(throughput.perSecond) : '',
    'p95 ms, 10 conn': throughput ? ms(p(throughput, 95)) : '',
    errors: latency.errors + (throughput?.errors ?? 0),
    target: target ? `p95 < ${target} ms` : '',
    met: target ? (p95 < target ? 'yes' : 'NO') : '',
  };
}
