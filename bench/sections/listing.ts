/**
 * The listing section: a category page's listing and facet counts with two filters, one
 * connection, at each catalogue size (the small and large shops' rows come from their sections).
 */
import { p95 } from '../lib/figures';
import { ms, percentile, roundsPerSecond } from '../lib/load';
import { startApi } from '../lib/processes';
import { count } from '../lib/report';
import { type ShopTargets, shopTargets } from '../lib/shop';
import { shopDatabase } from '../lib/shop-databases';
import { type Bench, measure, products } from './context';

/** A category page's API calls with two filters, one connection: latency at this catalogue size. */
export async function listingLatency(bench: Bench, api: string, targets: ShopTargets, n: number) {
  const m = await measure(bench, api, [targets.filteredList, targets.filteredFacets], 1);
  bench.report.add(
    'listing',
    `${products(bench, n)}: listing + facet counts, 2 filters, 1 connection`,
    `p50 ${ms(percentile(m.rounds, 50))} ms · p95 ${p95(m.rounds)} ms per page view · ${count(
      roundsPerSecond(m),
    )} page views/s · ${count(targets.filters.matched)} of ${count(targets.category.productCount)} products match${
      m.errors ? ` · ${m.errors} errors` : ''
    }`,
  );
}

/** The medium catalogue's listing latency (shop_bench_20000). */
export async function mediumSection(bench: Bench) {
  const api = await startApi(await shopDatabase(bench.sizes.medium), 'api-medium');
  try {
    await listingLatency(bench, api.url, await shopTargets(api.url), bench.sizes.medium);
  } finally {
    await api.stop();
  }
}
