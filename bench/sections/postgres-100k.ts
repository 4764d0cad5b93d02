/**
 * The large shop (shop_bench, 100,000 products): the listing section's row at that size, and the
 * postgres-100k section, the catalogue's goals under 20 connections.
 */
import { loadText, p95 } from '../lib/figures';
import { ofHealth, perSecond, roundsPerSecond } from '../lib/load';
import { startApi } from '../lib/processes';
import { count } from '../lib/report';
import { shopTargets } from '../lib/shop';
import { shopDatabase } from '../lib/shop-databases';
import { customers, distinctListings, distinctSearches } from './api-reads';
import { type Bench, connections, measure, products } from './context';
import { listingLatency } from './listing';

export async function largeSection(bench: Bench) {
  const { report, sizes, wanted, attempt } = bench;
  const api = await startApi(await shopDatabase(sizes.large), 'api-large');
  try {
    const targets = await shopTargets(api.url);
    if (wanted('listing'))
      await attempt('listing', products(bench, sizes.large), () =>
        listingLatency(bench, api.url, targets, sizes.large),
      );
    if (!wanted('postgres-100k')) return;
    const section = 'postgres-100k';
    const health = await measure(bench, api.url, ['/healthz']);
    report.add(section, `${products(bench, sizes.large)}: /healthz, ${connections} connections`, loadText(health));
    const page = await measure(bench, api.url, [targets.filteredList, targets.filteredFacets]);
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
      const customerPage = await measure(
        bench,
        api.url,
        [targets.filteredList, targets.filteredFacets],
        connections,
        request,
      );
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
      const m = await measure(bench, api.url, paths);
      report.add(
        section,
        `${name}, guests`,
        `${loadText(m, health)}${m.errors ? '' : ' · 0 errors'}`,
        `p95 < ${limit} ms, 0 errors`,
        p95(m.times) < limit && m.errors === 0,
      );
      for (const [who, request] of await customers(api.url))
        report.add(
          section,
          `${name}, ${who}`,
          loadText(await measure(bench, api.url, paths, connections, request), health),
        );
    }
    await distinctSearches(bench, section, api.url, health, { rate: 500, p99: 100 });
    await distinctListings(bench, section, api.url, health, { p99: 50 });
  } finally {
    await api.stop();
  }
}
