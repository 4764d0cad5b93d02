// The API as it runs, a process of its own on its PGlite directory (started from source through
// tsx, so no build is needed), killed with SIGKILL between an order's commit and the delivery of
// its webhook, then started again: the event arrives, the same event.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import type { Cart, Order, WebhookDelivery } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { openDatabase } from '../../db/connection';
import { defaultAddressRow } from '../../testing/fixtures';
import { freePort } from '../../testing/ports';
import { buyableProducts } from '../catalog/repository';
import { addresses, customers } from '../customer/tables';
import { startWebhookReceiver, type WebhookReceiver } from './testing';

const SECRET = 'whsec-crash-0123456789abcdef-erp';
const ADMIN_TOKEN = 'crash-admin-token-0123456789abcdef';
const BUYER = { email: 'erp.buyer@example.com', password: 'crash-pass-123' };
const apiDir = path.resolve(import.meta.dirname, '../../..');

describe('webhooks of an API process killed before delivering', () => {
  let dataDir: string;
  let receiver: WebhookReceiver;
  let sku: string;
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'webhook-crash-'));
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await database.migrate();
      await seedCatalog(database.db, { products: 20, now: new Date('2026-06-01T00:00:00Z') });
      sku = (await buyableProducts(database.db, { minStock: 5, limit: 1 }))[0]!.sku;
      const [buyer] = await database.db
        .insert(customers)
        .values({
          email: BUYER.email,
          customerNumber: 'K-70001',
          firstName: 'Ede',
          lastName: 'Erp',
          passwordHash: await hash(BUYER.password),
        })
        .returning();
      await database.db.insert(addresses).values(defaultAddressRow(buyer!));
    } finally {
      await database.close();
    }
    receiver = await startWebhookReceiver(SECRET);
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await receiver?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The API on a free port over the data directory, sending its webhooks to the receiver. */
  async function startApi() {
    const port = await freePort();
    const { DATABASE_URL: _, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        AUTH_SECRET: 'crash-auth-secret-0123456789abcdef0123456789',
        ADMIN_TOKEN,
        SHUTDOWN_GRACE_MS: '0',
        PAYMENT_SANDBOX: 'off',
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: SECRET,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    running.add(child);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[api] ${chunk}`));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => running.delete(child));
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
          return (await fetch(`${url}/readyz`).catch(() => undefined))?.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(200);
    return { url, child, exited };
  }

  async function placeOrder(url: string) {
    const session = await fetch(`${url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: BUYER.email, password: BUYER.password }),
    });
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async (method: string, route: string, payload: object) => {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(payload),
      });
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const cart = (await call('POST', '/carts', {})) as Cart;
    const added = (await call('POST', `/carts/${cart.id}/items`, { sku, quantity: 1 })) as Cart;
    return (await call('POST', '/orders', {
      cartId: cart.id,
      cart: { version: added.version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    })) as Order;
  }

  it('delivers the event queued with the order, as it was queued, after the restart', { timeout: 60_000 }, async () => {
    // The ERP takes the request and never answers: the API is in the middle of delivering.
    receiver.state.answer = 'hang';
    const first = await startApi();
    const arrived = receiver.arrival();
    const order = await placeOrder(first.url);
    await arrived;
    const [held] = receiver.received;
    expect(held).toMatchObject({ type: 'order.placed', signed: true });
    expect(held!.event.data.number).toBe(order.transactionnum);
    first.child.kill('SIGKILL');
    await first.exited;

    receiver.state.answer = 200;
    const delivered = receiver.arrival();
    const second = await startApi();
    await delivered;
    const again = receiver.received[1]!;
    expect(again).toMatchObject({ eventId: held!.eventId, type: 'order.placed', signed: true });
    expect(again.rawBody).toBe(held!.rawBody);

    // The restarted API notes the delivery, and sends it no more.
    const deliveries = async () => {
      const res = await fetch(`${second.url}/admin/api/webhooks/deliveries`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      return ((await res.json()) as { data: WebhookDelivery[] }).data;
    };
    await expect
      .poll(async () => (await deliveries()).find((d) => d.eventId === held!.eventId)?.deliveredAt ?? null)
      .not.toBeNull();
    expect(await deliveries()).toMatchObject([{ eventId: held!.eventId, attempts: 2, lastStatus: 200 }]);
    expect(receiver.received).toHaveLength(2);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
