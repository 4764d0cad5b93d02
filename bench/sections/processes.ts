/** The processes section: a mixed load on 1 API process, then on 2 processes over the same database. */
import { p95 } from '../lib/figures';
import { load, perSecond, warmUp } from '../lib/load';
import { type Store, startApi } from '../lib/processes';
import { count } from '../lib/report';
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
  } finally {
    await second.stop();
  }
}
