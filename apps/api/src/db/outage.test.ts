import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import { orders } from '../modules/order/tables';
import { buildServer, type ShopApi } from '../server';
import { testAuthSecret, useTestApi } from '../testing/api';
import { cookieJar } from '../testing/customers';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { relay } from '../testing/relay';
import { type DatabaseHandle, openDatabase } from './connection';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  let database: TestDatabase;
  let viaRelay: DatabaseHandle;
  let api: ShopApi;
  let link: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedCatalog(database.db, { products: 20, now: new Date('2026-06-01T00:00:00Z') });
    link = await relay(new URL(database.url!), 5432);
    viaRelay = await openDatabase({ url: link.address(), poolSize: 4 });
    api = await buildServer({ database: viaRelay, authSecret: testAuthSecret });
  });
  afterAll(async () => {
    await api?.close();
    await viaRelay?.close();
    await database?.destroy();
  });

  it('answers 503 with a message while the database is gone, and recovers by itself', async () => {
    expect((await api.inject('/products?locale=de&catId=-1')).statusCode).toBe(200);
    const made = await api.inject({ method: 'POST', url: '/carts', payload: {} });
    const cart = made.json();
    // The guest's browser: the cart opens only with the key its answer set.
    const headers = { cookie: cookieJar(made) };

    await link.cut();
    // The listing a guest read before is held in memory until the API hears its listening
    // connection is gone too (shared-answers.ts); from then on nothing is served from there.
    await expect.poll(async () => (await api.inject('/products?locale=de&catId=-1')).statusCode).toBe(503);
    for (const url of ['/products?locale=de&catId=-1', '/categories?locale=de', `/carts/${cart.id}`]) {
      const res = await api.inject({ url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is briefly unavailable. Please try again in a moment.',
      });
    }
    expect((await api.inject('/readyz')).statusCode).toBe(503);
    const order = await api.inject({
      method: 'POST',
      url: '/orders',
      headers,
      payload: { cartId: cart.id, paymentMethodCode: 'invoice', termsAccepted: true, cart: { version: cart.version } },
    });
    expect(order.statusCode).toBe(503);

    await link.restore();
    await expect.poll(async () => (await api.inject('/readyz')).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await api.inject('/products?locale=de&catId=-1')).statusCode).toBe(200);
    expect((await api.inject({ url: `/carts/${cart.id}`, headers })).statusCode).toBe(200);
    // Nothing half-written while it was gone.
    expect(await database.db.$count(orders)).toBe(0);
  });
});

describe('PGlite closed under a running API', () => {
  const ctx = useTestApi('pglite');

  it('answers 503 with a message, not 500', async () => {
    await ctx.database.close();
    const res = await ctx.api.inject('/products?locale=de&catId=-1');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
