/**
 * The processes section: a mixed load on 1 API process, then on 2 processes over the same
 * database; and the same behind HAProxy (ops/haproxy/shop.cfg), as several instances run.
 */
import { type Balancer, balancerPorts, haproxyInstalled, startBalancer } from '../../e2e/harness/balancer';
import { p95 } from '../lib/figures';
import { load, type Measurement, ms, percentile, perSecond, warmUp } from '../lib/load';
import { type Store, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { searchMixes, searchPagePath } from '../lib/search-mix';
import type { ShopTargets } from '../lib/shop';
import { type Bench, connections, measure, products } from './context';

/** 1 API process under 20 connections, then 2 over the same database with 10 each, at once. */
export async function processes(bench: Bench, store: Store, api: string, targets: ShopTargets) {
  const mixed = [targets.list, targets.facets, targets.products[0]!, targets.products[1]!, targets.searches[0]!];
  const one = await measure(bench, api, mixed);
  const second = await startApi(store, 'api-second');
  try {
    await warmUp(second.url, mixed);
    const both = await Promise.all(
      [api, second.url].map((base) => load(base, mixed, { connections: connections / 2, seconds: bench.seconds })),
    );
    const together = both.reduce((sum, m) => sum + perSecond(m), 0);
    const times = both.flatMap((m) => m.times);
    const errors = one.errors + both.reduce((sum, m) => sum + m.errors, 0);
    bench.report.add(
      'processes',
      `${products(bench, bench.sizes.small)} on PostgreSQL: listing, facets, 2 products, search in turn, ${connections} connections`,
      `1 process: ${count(perSecond(one))} req/s (p95 ${p95(one.times)} ms) · 2 processes: ${count(
        together,
      )} req/s (p95 ${p95(times)} ms) · ×${(together / perSecond(one)).toFixed(2)}${errors ? ` · ${errors} errors` : ''}`,
    );
    if (haproxyInstalled()) await behindBalancer(bench, [api, second.url], mixed);
    else bench.report.skip('processes', 'behind HAProxy', 'haproxy is not installed (apt-get install haproxy)');
  } finally {
    await second.stop();
  }
}

const host = (url: string) => new URL(url).host;

/** What a load through the balancer did: req/s and p95, or p50 and p99 for first reads. */
const figures = (m: Measurement, firstReads = false) =>
  `${count(perSecond(m))} req/s (${
    firstReads
      ? `p50 ${ms(percentile(m.times, 50))} ms, p99 ${ms(percentile(m.times, 99))} ms`
      : `p95 ${p95(m.times)} ms`
  })${m.errors ? `, ${m.errors} errors` : ''}`;

/**
 * /healthz, the mixed load (answers the APIs keep) and distinct searches (each computed), through
 * HAProxy in front of the first API, then in front of both: the balancer's own cost and what a
 * second instance adds on this one machine.
 */
async function behindBalancer(bench: Bench, apis: string[], mixed: string[]) {
  // The distinct-search rows before this one asked the German names' words of this database (all
  // of them there are, with their typos): these are the English names', so no answer is kept.
  const { words } = await searchMixes(apis[0]!, 2 * (bench.quick ? 200 : 1_200), 'en');
  const half = Math.floor(words.length / 2);
  const searches = [words.slice(0, half), words.slice(half, 2 * half)].map((list) =>
    list.map((keyword) => searchPagePath(keyword, 'en')),
  );
  const rows: Record<'health' | 'mixed' | 'search', string[]> = { health: [], mixed: [], search: [] };
  for (const [i, instances] of [apis.slice(0, 1), apis].entries()) {
    const ports = await balancerPorts();
    const balancer: Balancer = await startBalancer(ports, [], instances.map(host));
    try {
      const health = await measure(bench, balancer.apiUrl, ['/healthz']);
      const load20 = await measure(bench, balancer.apiUrl, mixed);
      const first = await load(balancer.apiUrl, searches[i]!, { connections, once: true });
      const label = `${instances.length} API${instances.length > 1 ? 's' : ''}`;
      rows.health.push(`${label}: ${figures(health)}`);
      rows.mixed.push(
        `${label}: ${figures(load20)} · ${(perSecond(load20) / perSecond(health)).toFixed(2)} × /healthz`,
      );
      rows.search.push(`${label}: ${figures(first, true)}`);
    } finally {
      await balancer.stop();
    }
  }
  const through = `through HAProxy, ${connections} connections`;
  bench.report.add('processes', `/healthz ${through}`, rows.health.join(' · '));
  bench.report.add(
    'processes',
    `listing, facets, 2 products, search in turn (answers kept) ${through}`,
    rows.mixed.join(' · '),
  );
  bench.report.add(
    'processes',
    `search page query, distinct queries (${count(half)} each, first reads) ${through}`,
    rows.search.join(' · '),
  );
}
