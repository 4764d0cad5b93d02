/**
 * Cart and order benchmark: `npm run bench:cart`. Seeds 2,000 products and a customer into PGlite
 * (or DATABASE_URL's database, which it rewrites), then times the cart's operations as a shopper
 * makes them, in-process (no network): a new cart, adding to it, reading a cart of 20 lines,
 * changing a quantity, and a checkout of 10 lines: shipping address, shipping method, billing
 * address, coupon and the order. Prints p50/p95/max per operation; then getCart under 20
 * connections beside /healthz of the same server. Each round's customer also pays a second order by
 * card through the payment sandbox (Stripe's protocol), and the Stripe webhook is loaded with a
 * signed event already acted on (what a provider's retries cost). Also a quick order of 500 rows:
 * lookupItems, then addItemsToCart into a new cart.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { buyableProducts } from '@shop/api/catalog';
import { contentRepository } from '@shop/api/content';
import { openDatabase } from '@shop/api/db';
import { startPaymentSandbox } from '@shop/api/payment-sandbox';
import { sandboxProviders } from '@shop/api/payment-setup';
import { sandboxCredentials } from '@shop/api/payment-signers';
import { searchSessionSettings } from '@shop/api/search-relevance';
import { buildServer } from '@shop/api/server';
import { addresses, customers } from '@shop/api/tables/customer';
import { stock } from '@shop/api/tables/inventory';
import { payments as paymentRows } from '@shop/api/tables/payment';
import { coupons } from '@shop/api/tables/promotion';
import type { Cart } from '@shop/contracts';
import { seedCatalog } from '../tools/seed/catalog';
import { demoContent } from '../tools/seed/content';
import { type LoadOptions, load as loadPaths, type Measurement, ms, ofHealth, percentile, summary } from './lib/load';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-cart-'));
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: path.join(dataDir, 'db'),
  settings: searchSessionSettings,
});
await database.migrate();
await seedCatalog(database.db, { products: 2000 });
for (const entry of demoContent())
  await contentRepository(database.db).upsert(entry, { author: { actor: 'seed', name: null }, action: 'content.save' });
await database.db.delete(customers);
const [customer] = await database.db
  .insert(customers)
  .values({
    email: 'bench@example.com',
    customerNumber: 'K-90001',
    firstName: 'Bench',
    lastName: 'Mark',
    passwordHash: await hash('bench-pass-1'),
  })
  .returning();
await database.db.insert(addresses).values({
  customerId: customer!.id,
  firstName: 'Bench',
  lastName: 'Mark',
  street: 'Teststraße 1',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  isShipping: true,
  isBilling: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
});
await database.db.delete(coupons);
await database.db.insert(coupons).values({ code: 'BENCH10', kind: 'percent', value: 1000 });
// Enough stock that every round's order goes through.
await database.db.update(stock).set({ effectiveStock: 1_000_000 });
const bulkSkus = (await buyableProducts(database.db, { limit: 500 })).map((r) => r.sku);
const skus = bulkSkus.slice(0, 200);

// The sandbox delivers its webhooks to the API once it listens (its address is known then).
const webhookUrls = { stripe: '', paypal: '' };
const sandbox = await startPaymentSandbox({ credentials: sandboxCredentials(), webhookUrls });
const app = await buildServer({
  database,
  authSecret: randomBytes(32).toString('hex'),
  payments: { providers: sandboxProviders(sandbox, ['stripe']) },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
webhookUrls.stripe = `${base}/payments/stripe/webhook`;
const login = await app.inject({
  method: 'POST',
  url: '/session',
  payload: { username: 'K-90001', password: 'bench-pass-1' },
});
const cookie = [login.headers['set-cookie']]
  .flat()
  .map((c) => String(c).split(';')[0])
  .join('; ');

const timings = new Map<string, number[]>();
async function timed<T>(name: string, work: () => Promise<{ statusCode: number; json(): T }>): Promise<T> {
  const started = performance.now();
  const res = await work();
  const ms = performance.now() - started;
  if (res.statusCode >= 400) throw new Error(`${name} answered ${res.statusCode}: ${JSON.stringify(res.json())}`);
  timings.set(name, [...(timings.get(name) ?? []), ms]);
  return res.json();
}
/** The guest's browser: its carts open only with the guest cart key the API set with its first one. */
let guestCookie = '';
const call =
  (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, withCookie = false) =>
  async () => {
    const sent = withCookie ? cookie : guestCookie;
    const res = await app.inject({
      method,
      url,
      headers: sent ? { cookie: sent } : {},
      ...(payload ? { payload } : {}),
    });
    if (!withCookie && !guestCookie)
      guestCookie = [res.headers['set-cookie'] ?? []]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
    return res;
  };

for (let round = 0; round < rounds; round++) {
  // A guest: a new cart filled with 20 products, read, and a quantity changed.
  let cart = await timed<Cart>('createCart (guest)', call('POST', '/carts', {}));
  for (let line = 0; line < 20; line++) {
    const sku = skus[(round * 7 + line * 13) % skus.length]!;
    cart = await timed<Cart>('addToCart', call('POST', `/carts/${cart.id}/items`, { sku, quantity: 2 }));
  }
  await timed<Cart>('getCart (20 lines)', call('GET', `/carts/${cart.id}`));
  await timed<Cart>(
    'updateCartQuantity',
    call('PATCH', `/carts/${cart.id}/items/${cart.cartItems[3]!.id}`, { quantity: 5 }),
  );
  // A customer: 10 lines, then the order.
  let own = await timed<Cart>('createCart (customer)', call('POST', '/carts', {}, true));
  for (let line = 0; line < 10; line++) {
    const sku = skus[(round * 5 + line * 11) % skus.length]!;
    own = (await call('POST', `/carts/${own.id}/items`, { sku, quantity: 1 }, true)()).json();
  }
  const address = {
    firstName: 'Bench',
    lastName: 'Mark',
    street: 'Lindenweg 4',
    postalCode: '8010',
    city: 'Graz',
    country: 'AT',
  };
  const checkout = (name: string, body: object) =>
    timed<Cart>(name, call('PUT', `/carts/${own.id}/checkout`, body, true));
  await checkout('updateAddressCart (shipping address)', { shippingAddress: address });
  await checkout('updateAddressCart (shipping method)', { shippingMethod: { methodCode: 'express' } });
  await checkout('updateAddressCart (billing address)', { billingAddress: { sameAsShipping: true } });
  own = await timed<Cart>('updateCouponCode', call('PUT', `/carts/${own.id}/coupon`, { code: 'bench10' }, true));
  await timed(
    'createOrder (10 lines, coupon)',
    call(
      'POST',
      '/orders',
      {
        cartId: own.id,
        paymentMethodCode: 'invoice',
        cart: { version: own.version, grandTotalIncTax: own.grandTotalIncTax },
        termsAccepted: true,
      },
      true,
    ),
  );
  // The same customer pays an order by card: Checkout Session, the shopper pays at the provider
  // (its webhook reaches the API before the redirect), then the return.
  let paid = (await call('POST', '/carts', {}, true)()).json() as Cart;
  paid = (
    await call('POST', `/carts/${paid.id}/items`, { sku: skus[round % skus.length]!, quantity: 1 }, true)()
  ).json();
  const order = await timed<{ id: number; cartInfo: { grandTotalIncTax: number } }>(
    'createOrder (card)',
    call(
      'POST',
      '/orders',
      { cartId: paid.id, paymentMethodCode: 'stripe', cart: { version: paid.version }, termsAccepted: true },
      true,
    ),
  );
  const { redirectUrl } = await timed<{ redirectUrl: string }>(
    'createPayment (Stripe Checkout Session)',
    call(
      'POST',
      `/orders/${order.id}/payments`,
      { paymentMethodCode: 'stripe', amount: order.cartInfo.grandTotalIncTax },
      true,
    ),
  );
  const session = new URL(redirectUrl).pathname.split('/').at(-1);
  const started = performance.now();
  await fetch(`${sandbox.url}/stripe/checkout/${session}/success`, { method: 'POST', redirect: 'manual' });
  timings.set('sandbox pays + webhook', [
    ...(timings.get('sandbox pays + webhook') ?? []),
    performance.now() - started,
  ]);
  const outcome = await timed<{ confirmed: boolean }>(
    'completePayment (return)',
    call('POST', `/orders/${order.id}/payments/return`, { status: 'success' }, true),
  );
  if (!outcome.confirmed) throw new Error('the card payment did not confirm its order');
}

// A trade customer's quick order: 500 rows read, then put into a new cart in one call (issue 16's
// budget: under 300 ms on PostgreSQL).
const bulkRows = bulkSkus.map((number, i) => ({ number, quantity: (i % 9) + 1 }));
for (let round = 0; round < Math.min(rounds, 20); round++) {
  await timed('lookupItems (500 rows)', call('POST', '/items/lookup', { items: bulkRows }, true));
  const bulk = (await call('POST', '/carts', {})()).json() as Cart;
  const added = await timed<{ rejected: unknown[] }>(
    'addItemsToCart (500 rows)',
    call('POST', `/carts/${bulk.id}/items/bulk`, { items: bulkRows }),
  );
  if (added.rejected.length > 0) throw new Error(`the bulk add refused ${added.rejected.length} rows`);
}

console.log(`\nCart and orders on ${database.kind}, 2,000 products, ${rounds} rounds, in-process\n`);
console.table(
  [...timings].map(([operation, values]) => ({
    operation,
    calls: values.length,
    'p50 ms': ms(percentile(values, 50)),
    'p95 ms': ms(percentile(values, 95)),
    'max ms': ms(Math.max(...values)),
  })),
);

// Under load: 20 connections on loopback, a 20-line cart with a shipping address beside /healthz
// of the same server in the same run (the ratio says what the cart's work costs).
const loaded = (await call('POST', '/carts', {})()).json() as Cart;
for (let line = 0; line < 20; line++)
  await call('POST', `/carts/${loaded.id}/items`, { sku: skus[line * 3]!, quantity: 1 })();
await call('PUT', `/carts/${loaded.id}/checkout`, {
  shippingAddress: {
    firstName: 'Load',
    lastName: 'Test',
    street: 'Ring 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
})();
// A Stripe event the API has acted on already, as a provider's retry delivers it again.
const [acted] = await database.db.select().from(paymentRows).limit(1);
const retried = sandbox.signers.stripe({
  id: 'evt_bench_retry',
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: acted!.reference,
      object: 'checkout.session',
      amount_total: acted!.amount,
      currency: acted!.currency.toLowerCase(),
      client_reference_id: String(acted!.orderId),
      payment_status: 'paid',
      status: 'complete',
    },
  },
});
const load = async (url: string, request?: LoadOptions['request']) => {
  const result = await loadPaths(base, [url], { connections: 20, seconds: loadSeconds, request });
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} errors`);
  return result;
};
const health = await load('/healthz');
const cartLoad = await load(`/carts/${loaded.id}`, { headers: { cookie: guestCookie } });
// The signature stays valid for Stripe's 300 s tolerance: long enough for the run.
const webhookLoad = await load('/payments/stripe/webhook', {
  method: 'POST',
  headers: retried.headers,
  body: retried.body,
});
console.log(`\nUnder load on ${database.kind}: 20 connections, ${loadSeconds} s each\n`);
const loads: Array<[string, Measurement]> = [
  ['/healthz', health],
  ['getCart (20 lines, with shipping)', cartLoad],
  ['Stripe webhook (signed retry, acted on before)', webhookLoad],
];
console.table(
  loads.map(([endpoint, result]) => ({
    endpoint,
    ...summary(result),
    'vs /healthz': `${(ofHealth(result, health) * 100).toFixed(1)} %`,
  })),
);

await app.close();
await sandbox.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
