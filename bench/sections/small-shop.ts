/**
 * The small shop on PostgreSQL (shop_bench_2000), shared by the api-postgres, listing (at 2,000
 * products), processes, sale, storefront and lighthouse sections: one API, and the production
 * build of the storefront over it when a section needs pages.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, root, startStorefront } from '../../e2e/harness/processes';
import { startApi, track } from '../lib/processes';
import { shopTargets } from '../lib/shop';
import { shopDatabase } from '../lib/shop-databases';
import { apiLoads } from './api-reads';
import { type Bench, products } from './context';
import { lighthouseSection } from './lighthouse';
import { listingLatency } from './listing';
import { processes } from './processes';
import { sale } from './sale';
import { storefrontLoads } from './storefront';

const built = existsSync(path.join(root, 'apps/storefront/.next/BUILD_ID'));

/** The 2,000-product PostgreSQL shop: API load, listing latency, processes, storefront, Lighthouse. */
export async function smallSection(bench: Bench) {
  const { report, sizes, wanted, attempt } = bench;
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
    const label = `API on PostgreSQL, ${products(bench, sizes.small)}`;
    if (wanted('api-postgres'))
      await attempt('api-postgres', label, () => apiLoads(bench, 'api-postgres', api.url, targets, 0.5, true));
    if (wanted('listing'))
      await attempt('listing', products(bench, sizes.small), () =>
        listingLatency(bench, api.url, targets, sizes.small),
      );
    if (wanted('processes')) await attempt('processes', label, () => processes(bench, store, api.url, targets));
    if (wanted('sale')) await attempt('sale', label, () => sale(bench, api.url, targets));
    if (!pages) return;
    const port = await freePort();
    const storefront = track(
      await startStorefront(api.url, { GTM_ID: '', PUBLIC_URL: `http://localhost:${port}` }, port),
    );
    try {
      if (wanted('storefront')) await storefrontLoads(bench, storefront.url, api.url, targets);
      if (wanted('lighthouse')) await lighthouseSection(bench, storefront.url, api.url, targets);
    } finally {
      await storefront.stop();
    }
  } finally {
    await api.stop();
  }
}
