import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cart, Order, ProductCard } from '@shop/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, seed, startApi } from './harness/processes';
import { shopper } from './harness/shopper';

/** What became of a request: its status, or the network error that ended it. */
const outcome = (request: Promise<Response>) =>
  request.then(
    (res) => res.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

/**
 * The API process killed or stopped while it works (the built API on its own PGlite directory):
 * orders are whole or absent and stock adds up after a SIGKILL; SIGTERM finishes what it holds.
 */
describe('the API process under faults', () => {
  let dataDir: string;
  let api: Started;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-faults-'));
    seed(dataDir, 60);
  });
  afterAll(async () => {
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every order whole or absent, and stock adding up, when killed during checkout', async () => {
    api = await startApi(dataDir);
    const { data } = (await (await fetch(`${api.url}/products?catId=1&locale=de&limit=100`)).json()) as {
      data: ProductCard[];
    };
    // The simple product with the most stock: thirty orders of up to 3 must not run it out.
    const product = data
      .filter((p) => p.variantCount === 0 && !p.hidePrices)
      .sort((a, b) => (b.stock?.effectivestock ?? 0) - (a.stock?.effectivestock ?? 0))[0]!;
    expect(product.stock!.effectivestock, 'stock for every order').toBeGreaterThanOrEqual(60);
    const stockOf = async () =>
      (
        (await (await fetch(`${api.url}/products?catId=1&locale=de&limit=100`)).json()) as { data: ProductCard[] }
      ).data.find((p) => p.id === product.id)!.stock!.effectivestock;
    const before = await stockOf();

    // Thirty customers, each with an address and a cart of 1 to 3 units.
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const s = shopper(() => api.url);
        await s.call('POST', '/customers', {
          email: `fault-${i}-${Date.now()}@example.com`,
          password: 'correct horse',
          firstName: 'Kim',
          lastName: `Fault ${i}`,
          locale: 'de',
        });
        await s.call('PUT', '/me/addresses', {
          firstName: 'Kim',
          lastName: `Fault ${i}`,
          street: 'Hafenstraße 3',
          city: 'Hamburg',
          postalCode: '20457',
          country: 'DE',
          isShipping: true,
          isBilling: true,
          isDefaultShipping: true,
          isDefaultBilling: true,
        });
        let cart = await s.call<Cart>('POST', '/carts', {});
        cart = await s.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product.sku, quantity: 1 + (i % 3) });
        const body = {
          cartId: cart.id,
          paymentMethodCode: 'invoice',
          termsAccepted: true,
          cart: { version: cart.version },
        };
        return { ...s, body, quantity: 1 + (i % 3) };
      }),
    );

    // All order at once; the process dies as the first answer arrives, the others mid-flight.
    const attempts = shoppers.map((s) =>
      outcome(
        fetch(`${api.url}/orders`, {
          method: 'POST',
          headers: { cookie: s.cookie(), 'content-type': 'application/json' },
          body: JSON.stringify(s.body),
        }),
      ),
    );
    await Promise.race(attempts);
    api.child.kill('SIGKILL');
    await api.exited;
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 201).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o !== 201).length, 'some orders were cut off').toBeGreaterThan(0);

    // Restarted on the same data: each customer has the order whole, or none and the cart as it was.
    api = await startApi(dataDir);
    let sold = 0;
    for (const s of shoppers) {
      const { data: orders } = await s.call<{ data: Order[] }>('GET', '/me/orders');
      const cart = await s.call<Cart>('GET', `/carts/${s.body.cartId}`);
      expect(orders.length).toBeLessThanOrEqual(1);
      if (orders.length === 1) {
        expect(orders[0]!.cartInfo.cartItems.map((item) => [item.sku, item.quantity])).toEqual([
          [product.sku, s.quantity],
        ]);
        expect(cart.cartItems).toEqual([]);
        sold += s.quantity;
      } else {
        expect(cart.cartItems.map((item) => [item.sku, item.quantity])).toEqual([[product.sku, s.quantity]]);
      }
      // Sent again (the shopper's retry), the order is the same one, or is placed now.
      const again = await s.call<Order>('POST', '/orders', s.body);
      if (orders.length === 1) expect(again.id).toBe(orders[0]!.id);
      else sold += s.quantity;
    }
    expect(await stockOf()).toBe(before - sold);
  });

  it('answers the requests it holds when told to stop, then exits cleanly', async () => {
    await api?.stop();
    api = await startApi(dataDir);
    const requests = Array.from({ length: 30 }, () => outcome(fetch(`${api.url}/search?keyword=hammer&locale=de`)));
    await Promise.race(requests);
    api.child.kill('SIGTERM');
    const outcomes = await Promise.all(requests);
    expect(await api.exited).toBe(0);
    // Answered in full, or told it is closing; never cut off halfway.
    expect(outcomes.filter((o) => o !== 200 && o !== 503)).toEqual([]);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(1);
  });
});

/** Two API processes on one PostgreSQL database, counting login failures together in Redis. */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('two API processes', () => {
  const name = `shop_e2e_${Date.now()}`;
  const apis: Started[] = [];
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-two-'));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString();
    const env = { DATABASE_URL: url, REDIS_URL: process.env.TEST_REDIS_URL };
    // One after the other: the first applies the migrations.
    apis.push(await startApi(dataDir, undefined, env));
    apis.push(await startApi(dataDir, undefined, env));
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('throttles logins across both: failures on one count on the other', async () => {
    const email = `two-${Date.now()}@example.com`;
    const signUp = await fetch(`${apis[0]!.url}/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse', firstName: 'Two', lastName: 'Hosts', locale: 'de' }),
    });
    expect(signUp.status).toBe(201);
    const login = (api: Started, password: string) =>
      fetch(`${api.url}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
        body: JSON.stringify({ username: email, password }),
      });
    // Five failures, alternating between the processes: neither alone saw enough to block.
    for (let i = 0; i < 5; i++) expect((await login(apis[i % 2]!, `wrong-${i}`)).status).toBe(401);
    for (const api of apis) {
      const blocked = await login(api, 'correct horse');
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).error.message).toMatch(/^Too many failed attempts/);
    }
  });
});
