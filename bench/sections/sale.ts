/** The sale section: guests browsing on PostgreSQL while a customer places orders. */
import { setTimeout as delay } from 'node:timers/promises';
import { loadText } from '../lib/figures';
import { load } from '../lib/load';
import { checkoutCart, customerCookie, placeOrder, type ShopTargets } from '../lib/shop';
import { type Bench, connections, measure } from './context';

/**
 * A sale: guests browse (the category's listing and facets with and without filters, 20 products
 * and 20 searches in turn) on 20 connections, first alone, then while a customer places orders by
 * invoice one after another, at most 5 a second. Each order changes its product's stock, which
 * drops only the answers kept in memory that show it (apps/api/src/http/shared-answers.ts).
 */
export async function sale(bench: Bench, api: string, targets: ShopTargets) {
  const browsing = [
    targets.list,
    targets.facets,
    targets.filteredList,
    targets.filteredFacets,
    ...targets.products,
    ...targets.searches,
  ];
  const health = await measure(bench, api, ['/healthz']);
  const quiet = await measure(bench, api, browsing);
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
  const busy = await load(api, browsing, { connections, seconds: bench.seconds });
  selling = false;
  await orders;
  const orderRate = placed / ((performance.now() - opened) / 1000);
  const name = `guests browsing: listings, facets, ${targets.products.length} products, ${targets.searches.length} searches in turn, ${connections} connections`;
  bench.report.add('sale', `${name}, no orders`, loadText(quiet, health));
  bench.report.add(
    'sale',
    `${name}, while a customer places orders (at most 5/s)`,
    `${loadText(busy, health)} · ${orderRate.toFixed(1)} orders/s${failed ? ` · ${failed} orders failed` : ''}`,
  );
}
