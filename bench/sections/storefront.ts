/**
 * The storefront section: home, category and product pages of the production build under 10
 * connections and each alone, as a guest, a guest with a cart and a logged-in customer; and the
 * customer's own prices beside them.
 */
import { createShopClient } from '@shop/client';
import { CART_COUNT_COOKIE } from '@shop/contracts';
import { p95 } from '../lib/figures';
import { load, ms, percentile, perSecond, sequential, warmUp } from '../lib/load';
import { waitUntilUp } from '../lib/processes';
import { count } from '../lib/report';
import { random } from '../lib/search-mix';
import { customerCookie, guestCartCookie, type ShopTargets } from '../lib/shop';
import type { Bench } from './context';

/** The paths of the home, category and product pages (Lighthouse audits them too). */
export const storefrontPages = (targets: ShopTargets) => {
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
export async function storefrontLoads(bench: Bench, storefront: string, api: string, targets: ShopTargets) {
  const { report, quick, seconds, attempt } = bench;
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
  await customerPriceCalls(bench, storefront, api, customer);
}

/**
 * What a customer's page view asks of theirs besides the shared page: the prices of its products
 * (one productPriceList call through the storefront's /api, as the browser makes it). Distinct
 * pages are 20 SKUs drawn from the whole catalogue, each set asked once (their first reads); the
 * kept row asks one page's set again and again (the API keeps a customer's answers).
 */
async function customerPriceCalls(bench: Bench, storefront: string, api: string, cookie: string) {
  const { report, quick, seconds, attempt } = bench;
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
