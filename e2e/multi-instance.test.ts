/**
 * Two storefronts and two APIs behind HAProxy (the shipped ops/haproxy/shop.cfg) on one PostgreSQL
 * database and one Redis, as docs/operations.md ("Several instances") tells a growing shop to run.
 * Needs both servers and haproxy (`.ci/run` installs it); skipped with a message without them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogImport, Order, ProductDetail } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSandbox, startPaymentSandbox } from '../apps/api/src/modules/payment/sandbox/gateway';
import { sandboxCredentials } from '../apps/api/src/modules/payment/sandbox/signers';
import { shopper } from './harness/api-shopper';
import { type Balancer, balancerPorts, doors, haproxyInstalled, startBalancer } from './harness/balancer';
import { customerWithCart, outcome, paidAtStripe, stockedProduct } from './harness/orders';
import { createDatabase } from './harness/postgres';
import { adminToken, freePort, type Started, seed, startApi, startStorefront } from './harness/processes';

const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) && haproxyInstalled();
if (!ready)
  console.warn(
    'multi-instance.test.ts skipped: it needs TEST_DATABASE_URL, TEST_REDIS_URL and haproxy (.ci/run has all three)',
  );

/** The spec's limit for content; prices and products show as fast (docs/adr/0009, 0010). */
const seenWithin = 5_000;
const hostOf = (url: string) => `127.0.0.1:${new URL(url).port}`;

async function adminJson<T>(base: string, method: string, pathname: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

describe.runIf(ready)('two storefronts and two APIs behind HAProxy', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;
  let sandbox: PaymentSandbox;
  let apis: Started[];
  let storefronts: Started[];
  let balancer: Balancer;
  let startAnApi: (port?: number) => Promise<Started>;

  beforeAll(async () => {
    database = await createDatabase('shop_e2e_multi');
    // The outbox of mail is a directory: the instances share it as they share the database.
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-multi-'));
    seed(dataDir, 60, { DATABASE_URL: database.url });
    // Stripe, which every instance talks to, runs here: one account, as in production.
    sandbox = await startPaymentSandbox({
      credentials: sandboxCredentials(),
      port: 0,
      host: '127.0.0.1',
      webhookUrls: { stripe: 'http://127.0.0.1:9/unused', paypal: 'http://127.0.0.1:9/unused' },
    });
    const { secretKey, webhookSecret } = sandbox.credentials.stripe;
    const ports = await balancerPorts();
    const { shopUrl, apiUrl } = doors(ports);
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL,
      TRUST_PROXY: 'loopback',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: sandbox.apiUrl,
    };
    startAnApi = (port) => startApi(dataDir, shopUrl, shared, port);
    apis = await Promise.all([1, 2].map(() => startAnApi()));
    storefronts = await Promise.all(
      [1, 2].map(async () =>
        startStorefront(
          apiUrl,
          { TRUST_PROXY: 'loopback', HOSTNAME: '127.0.0.1', PUBLIC_URL: shopUrl },
          await freePort(),
        ),
      ),
    );
    balancer = await startBalancer(
      ports,
      storefronts.map((s) => hostOf(s.url)),
      apis.map((a) => hostOf(a.url)),
    );
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([...(storefronts ?? []), ...(apis ?? [])].map((process) => process.stop()));
    await sandbox?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Polls until `seen` holds for what every one of the bases answers at `pathname`. */
  const seenEverywhere = (bases: string[], pathname: string, seen: (text: string) => boolean) =>
    expect
      .poll(
        async () => {
          const texts = await Promise.all(bases.map(async (base) => (await fetch(`${base}${pathname}`)).text()));
          return texts.map(seen);
        },
        { timeout: seenWithin, interval: 100 },
      )
      .toEqual(bases.map(() => true));

  it('shows a content change, an imported product and its new price through every instance within 5 s', async () => {
    const everyStorefront = storefronts.map((s) => s.url);
    const everyApi = apis.map((a) => a.url);

    // Content written through one API: every storefront shows it, whichever API it asks.
    const branding = await adminJson<{ config: object }>(apis[0]!.url, 'GET', '/admin/api/content/setting/branding/de');
    const marker = `multi-${randomUUID()}`;
    await adminJson(apis[0]!.url, 'PUT', '/admin/api/content/setting/branding/de', {
      config: { ...branding.config, isPriceForGuestEnabled: true, description: marker },
    });
    await seenEverywhere(everyStorefront, '/en/search-details', (html) => html.includes(marker));

    // A product imported through the first API.
    const sku = `MULTI-${Date.now().toString(36).toUpperCase()}`;
    const file = `sku,item_number,name.de,name.en,price.EUR,stock,tax_class\n${sku},${sku},Lastprüfer,Load tester,24.90,12,standard\n`;
    const started = await fetch(`${apis[0]!.url}/admin/api/catalog/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
      body: file,
    });
    expect(started.status).toBe(202);
    const { id: importId } = (await started.json()) as CatalogImport;
    // Its progress is the database's: the other instance answers it too.
    await expect
      .poll(
        async () =>
          (await adminJson<CatalogImport>(apis[1]!.url, 'GET', `/admin/api/catalog/imports/${importId}`)).status,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe('done');
    const found = await (await fetch(`${apis[1]!.url}/search?keyword=${sku}&locale=en`)).json();
    const { id } = found.data[0] as { id: number };
    const page = `/en/p/${id}/${sku}`;
    await seenEverywhere(everyStorefront, page, (html) => html.includes('Load tester'));

    // Its price changed through the second API: both APIs answer it, both storefronts show it.
    await adminJson(apis[1]!.url, 'PUT', `/admin/api/prices/${sku}`, { currency: 'EUR', regular: 2750 });
    await seenEverywhere(everyApi, `/products/${id}?locale=en`, (json) => {
      const product = JSON.parse(json) as ProductDetail;
      return product.priceInfo?.regular === 2750;
    });
    const product = (await (await fetch(`${apis[0]!.url}/products/${id}?locale=en`)).json()) as ProductDetail;
    const shown = (product.priceInfo!.displayRegular! / 100).toFixed(2);
    await seenEverywhere(everyStorefront, page, (html) => html.includes(`"price":"${shown}"`));
  });

  it('keeps a login made through one storefront valid through the other, and its logout ends it on both', async () => {
    const [one, other] = storefronts.map((s) => s.url) as [string, string];
    const email = `multi-${Date.now()}@example.com`;
    const signedUp = await fetch(`${one}/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct horse',
        firstName: 'Multi',
        lastName: 'Instance',
        locale: 'en',
      }),
    });
    expect(signedUp.status).toBe(201);
    let base = one;
    const s = shopper(() => base);
    await s.call('POST', '/api/session', { username: email, password: 'correct horse' });
    // Through the other storefront, and through each API directly: the same customer.
    base = other;
    expect(await s.call<{ email: string }>('GET', '/api/me')).toMatchObject({ email });
    for (const api of apis) {
      base = api.url;
      expect(await s.call<{ email: string }>('GET', '/me')).toMatchObject({ email });
    }
    const tokens = s.cookie();
    base = other;
    await s.call('DELETE', '/api/session');
    // The old token, kept by an attacker, is refused by every instance at once.
    for (const url of [...storefronts.map((f) => `${f.url}/api/me`), ...apis.map((a) => `${a.url}/me`)])
      expect((await fetch(url, { headers: { cookie: tokens } })).status, url).toBe(401);
  });

  it('counts failed logins across both APIs', async () => {
    const email = `throttle-${Date.now()}@example.com`;
    const signedUp = await fetch(`${balancer.shopUrl}/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse', firstName: 'Two', lastName: 'Hosts', locale: 'de' }),
    });
    expect(signedUp.status).toBe(201);
    // The shopper at 10.9.9.9: to each API as a storefront passes it on, and through the shop's
    // door (HAProxy, a storefront, HAProxy, an API), which must name the same shopper.
    const login = (url: string, password: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
        body: JSON.stringify({ username: email, password }),
      });
    const [one, other] = apis.map((api) => `${api.url}/session`) as [string, string];
    // Five failures: two on each API, one wherever the balancer sends it. Neither saw five.
    for (const url of [one, other, one, other, `${balancer.shopUrl}/api/session`])
      expect((await login(url, 'wrong')).status).toBe(401);
    for (const url of [one, other, ...storefronts.map((s) => `${s.url}/api/session`)]) {
      const blocked = await login(url, 'correct horse');
      expect(blocked.status, url).toBe(429);
      expect((await blocked.json()).error.message).toMatch(/^Too many failed attempts/);
    }
  });

  it('confirms an order placed through one API and paid through the other once', async () => {
    const product = await stockedProduct(apis[0]!.url, 1);
    const customer = await customerWithCart(() => apis[0]!.url, 'multi-pay', product.sku, 1);
    const { order, event } = await paidAtStripe(customer);
    const deliver = async (api: Started) => {
      const { headers, body } = sandbox.signers.stripe(event);
      const res = await fetch(`${api.url}/payments/stripe/webhook`, { method: 'POST', headers, body });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { acted: boolean }).acted;
    };
    // Stripe tells the second instance, then (a retry) the first, then both at once.
    expect(await deliver(apis[1]!)).toBe(true);
    expect(await deliver(apis[0]!)).toBe(false);
    expect(await Promise.all(apis.map(deliver))).toEqual([false, false]);
    expect(await customer.call<Order>('GET', `/orders/${order.id}`)).toMatchObject({
      confirmed: true,
      paymentStatus: 'paid',
    });
    expect((await customer.call<{ loyaltyPoints: number }>('GET', '/me')).loyaltyPoints).toBe(order.loyaltyPoints);
    // One confirmation e-mail, whichever instance's outbox worker sent it.
    const outbox = path.join(dataDir, 'outbox');
    const confirmations = async () => {
      const files = await readdir(outbox).catch(() => []);
      const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
      return new Set(
        texts
          .filter((text) => text.includes(`Subject: Ihre Bestellung ${order.transactionnum} bei Werkhaus`))
          .map((text) => /^Message-ID: (.+)$/m.exec(text)?.[1]),
      ).size;
    };
    await expect.poll(confirmations, { timeout: 10_000 }).toBe(1);
  });

  it('loses no order when one API is killed under load, and routes around it', async () => {
    const door = () => balancer.apiUrl;
    const product = await stockedProduct(door(), 40);
    const stockOf = async () => (await stockedProduct(apis[1]!.url, 0, product.id)).stock!.effectivestock;
    const before = await stockOf();
    const customers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const quantity = 1 + (i % 2);
        return { ...(await customerWithCart(door, `multi-kill-${i}`, product.sku, quantity)), quantity };
      }),
    );
    const place = (c: (typeof customers)[number]) =>
      outcome(
        fetch(`${door()}/orders`, {
          method: 'POST',
          headers: { cookie: c.cookie(), 'content-type': 'application/json' },
          body: JSON.stringify(c.orderBody),
        }),
      );
    // Shoppers browse through the shop's door meanwhile.
    let browsing = true;
    const browse = (async () => {
      while (browsing) await outcome(fetch(`${balancer.shopUrl}/en/search-details`));
    })();

    // Every order at once; the first API dies as the first answer arrives.
    const first = customers.map(place);
    await Promise.race(first);
    apis[0]!.child.kill('SIGKILL');
    await apis[0]!.exited;
    const outcomes = await Promise.all(first);
    expect(outcomes.filter((o) => o === 201).length).toBeGreaterThan(0);

    // HAProxy counts it down within its checks (two failures a second apart) and sends no more there.
    await expect.poll(async () => (await balancer.states()).api1, { timeout: 5_000, interval: 200 }).toMatch(/^DOWN/);
    browsing = false;
    await browse;
    const afterDown = await Promise.all(
      Array.from({ length: 20 }, () => outcome(fetch(`${balancer.shopUrl}/en/search-details`))),
    );
    expect(
      afterDown.every((status) => status === 200),
      String(afterDown),
    ).toBe(true);

    // The shoppers whose order got no answer send it again: each has exactly one order.
    let sold = 0;
    for (const [i, c] of customers.entries()) {
      const again = await c.call<Order>('POST', '/orders', c.orderBody);
      const { data: orders } = await c.call<{ data: Order[] }>('GET', '/me/orders');
      expect(
        orders.map((o) => o.id),
        `customer ${i} (first answer ${outcomes[i]})`,
      ).toEqual([again.id]);
      sold += c.quantity;
    }
    expect(await stockOf()).toBe(before - sold);

    // Started again, it is back in the balancer's rotation once it answers its checks.
    apis[0] = await startAnApi(Number(new URL(apis[0]!.url).port));
    await expect.poll(async () => (await balancer.states()).api1, { timeout: 10_000, interval: 200 }).toBe('UP');
  });
});
