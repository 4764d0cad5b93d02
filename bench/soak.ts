/**
 * Soak: `npm run bench:soak` (SOAK_MINUTES, default 30). The built-from-source API on a fresh
 * PGlite shop with 600 products takes mixed shopper traffic the whole time: browsing (categories,
 * listings, product pages, search, content) from 8 connections and two shoppers filling, reading
 * and emptying carts. Every minute it prints the API's resident memory, requests and errors; at
 * the end the growth from the first to the last third. Not part of `npm test`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cart, ProductCard } from '@shop/contracts';
import { shopper } from '../e2e/harness/api-shopper';
import { load } from './lib/load';
import { seed, startApi, stopAll } from './lib/processes';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-soak-'));

const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

try {
  await seed({ dataDir }, 600);
  const api = await startApi({ dataDir });
  const cards = (
    (await (await fetch(`${api.url}/products?catId=1&locale=de&limit=100`)).json()) as { data: ProductCard[] }
  ).data;
  const simple = cards.filter((p) => p.variantCount === 0 && !p.hidePrices && (p.stock?.effectivestock ?? 0) >= 5);
  const browse = [
    '/categories?locale=de',
    '/products?catId=1&locale=de&limit=24',
    ...cards.slice(0, 8).map((p) => `/products/${p.id}?locale=de`),
    '/search?keyword=hammer&locale=de',
    '/search?keyword=bohrer&locale=en',
    '/products/filters?catId=1&locale=de',
    '/content?type=page&identifier=agb&locale=de',
  ];

  let cartRounds = 0;
  let cartErrors = 0;
  let stopping = false;
  let firstCartError = '';
  /** A shopper: a new cart, three lines, read it, change one, empty it; again and again. */
  const cartShopper = async () => {
    while (!stopping) {
      // A new guest each round: the cart belongs to the cookie it is given.
      const { call } = shopper(() => api.url);
      try {
        const cart = await call<Cart>('POST', '/carts', {});
        for (const product of simple.slice(cartRounds % 5, (cartRounds % 5) + 3))
          await call('POST', `/carts/${cart.id}/items`, { sku: product.sku, quantity: 1 });
        const full = await call<Cart>('GET', `/carts/${cart.id}`);
        await call('PATCH', `/carts/${cart.id}/items/${full.cartItems[0]!.id}`, { quantity: 2 });
        await call('DELETE', `/carts/${cart.id}`);
        cartRounds++;
      } catch (error) {
        cartErrors++;
        firstCartError ||= String(error);
      }
    }
  };
  const shoppers = [cartShopper(), cartShopper()];

  const samples: Array<{
    minute: number;
    'rss MB': number;
    'requests/s': number;
    errors: number;
    'cart rounds': number;
  }> = [];
  for (let minute = 1; minute <= minutes; minute++) {
    const rounds = cartRounds;
    const m = await load(api.url, browse, { connections: 8, seconds: 60 });
    samples.push({
      minute,
      'rss MB': Math.round(await rssMb(api.pid)),
      'requests/s': Math.round(m.times.length / m.seconds),
      errors: m.errors,
      'cart rounds': cartRounds - rounds,
    });
    console.log(JSON.stringify(samples.at(-1)));
  }
  stopping = true;
  await Promise.all(shoppers);

  const third = Math.max(1, Math.floor(samples.length / 3));
  const mean = (rows: typeof samples) => rows.reduce((sum, r) => sum + r['rss MB'], 0) / rows.length;
  const first = mean(samples.slice(0, third));
  const last = mean(samples.slice(-third));
  const errors = samples.reduce((sum, r) => sum + r.errors, 0) + cartErrors;
  console.log(`\nSoak, ${minutes} min, PGlite, 600 products: 8 browsing connections and 2 cart shoppers\n`);
  console.table(samples);
  console.log(
    `memory: ${first.toFixed(0)} MB in the first third, ${last.toFixed(0)} MB in the last (${(((last - first) / first) * 100).toFixed(1)} %); errors: ${errors}; cart rounds: ${cartRounds}`,
  );
  if (firstCartError) console.log(`first cart error: ${firstCartError}`);
  if (errors > 0 || last > first * 1.2) process.exitCode = 1;
} finally {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
