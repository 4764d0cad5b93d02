/**
 * Catalogue benchmark: `npm run bench:catalog`. Checks the catalogue's speed targets with
 * BENCH_PRODUCTS (default 100,000) listed products on PostgreSQL: a category listing with two facet
 * filters and its facet counts (p95 < 25 ms at the API), product detail (p95 < 10 ms) and, when the
 * storefront is built, the category page's server render (< 150 ms).
 *
 * The PostgreSQL server is bench/lib/postgres.ts's (BENCH_DATABASE_URL's, else TEST_DATABASE_URL's,
 * else the local one); the data goes into its own database `shop_bench` there, kept between runs
 * and seeded again only when its product count differs. The API runs in-process and is loaded with autocannon on loopback,
 * BENCH_SECONDS (default 5) per measurement, with 1 connection (latency) and 10 (throughput).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { catalogRepository } from '@shop/api/catalog';
import { contentRepository } from '@shop/api/content';
import { contentService } from '@shop/api/content-service';
import { openDatabase } from '@shop/api/db';
import { searchSessionSettings } from '@shop/api/search-relevance';
import { buildServer } from '@shop/api/server';
import { products } from '@shop/api/tables/catalog';
import { isNull } from 'drizzle-orm';
import { freePort, type Running, root, startStorefront } from '../e2e/harness/processes';
import { seedCatalog } from '../tools/seed/catalog';
import { menuCategories } from '../tools/seed/chrome';
import { demoContent } from '../tools/seed/content';
import { load, type Measurement, ms, percentile, roundsPerSecond, sequential, warmUp } from './lib/load';
import { createDatabase, databaseUrl } from './lib/postgres';
import { waitUntilUp } from './lib/processes';
import { shopTargets } from './lib/shop';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);

await createDatabase('shop_bench');
const database = await openDatabase({ url: databaseUrl('shop_bench'), settings: searchSessionSettings });
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
      { author: { actor: 'seed', name: null } },
    );
  }
}

const app = await buildServer({ database, authSecret: randomBytes(32).toString('hex') });
const api = await app.listen({ host: '127.0.0.1', port: 0 });
let storefront: Running | undefined;
try {
  const targets = await shopTargets(api);
  const { category, filters } = targets;
  const master = targets.cards.find((card) => card.variantCount > 0)!;
  const plain = targets.cards.find((card) => card.variantCount === 0)!;

  console.log(
    `\nCatalogue on PostgreSQL (shop_bench): ${productCount} listed products; root category "${category.slug}" ` +
      `(${category.productCount} products) filtered by ${filters.first} and ${filters.second} ` +
      `(${filters.matched} products); ${seconds} s per measurement; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on this machine\n`,
  );

  const measured = [
    ['listing: products, 2 filters', 25, [targets.filteredList]],
    ['listing: facet counts, 2 filters', undefined, [targets.filteredFacets]],
    ['listing: both in sequence', 25, [targets.filteredList, targets.filteredFacets]],
    [`product detail: master, ${master.variantCount} variants`, 10, [`/products/${master.id}`]],
    ['product detail: plain product', 10, [`/products/${plain.id}`]],
  ] as const;
  const table = [];
  for (const [name, target, paths] of measured) {
    await warmUp(api, paths);
    const latency = await load(api, paths, { connections: 1, seconds });
    const throughput = await load(api, paths, { connections: 10, seconds });
    table.push(row(name, target, latency, throughput));
  }

  if (existsSync(path.join(root, 'apps/storefront/.next/BUILD_ID'))) {
    const port = await freePort();
    storefront = await startStorefront(api, { GTM_ID: '', PUBLIC_URL: `http://localhost:${port}` }, port);
    const [first, second] = [filters.first, filters.second].map((f) => f.split('=').map(encodeURIComponent).join('='));
    const page = `${storefront.url}/c/${encodeURIComponent(category.slug)}?${first}&${second}`;
    await waitUntilUp(page);
    table.push(row('category page: server render', 150, await sequential(page, 10, 100)));
  } else {
    table.push({ measured: 'category page: server render', target: 'skipped: no storefront build' });
    console.log('bench: apps/storefront/.next/BUILD_ID is missing, so the category page was not rendered');
  }
  console.table(table);
} finally {
  await storefront?.stop();
  await app.close();
  await database.close();
}

/** A round's percentiles (one request, or the requests of the paths one after the other) against the target. */
function row(name: string, target: number | undefined, latency: Measurement, throughput?: Measurement) {
  const p95 = percentile(latency.rounds, 95);
  return {
    measured: name,
    rounds: latency.rounds.length,
    'p50 ms': ms(percentile(latency.rounds, 50)),
    'p95 ms': ms(p95),
    'p99 ms': ms(percentile(latency.rounds, 99)),
    '/s, 1 conn': Math.round(roundsPerSecond(latency)),
    '/s, 10 conn': throughput ? Math.round(roundsPerSecond(throughput)) : '',
    'p95 ms, 10 conn': throughput ? ms(percentile(throughput.rounds, 95)) : '',
    errors: latency.errors + (throughput?.errors ?? 0),
    target: target ? `p95 < ${target} ms` : '',
    met: target ? (p95 < target ? 'yes' : 'NO') : '',
  };
}
