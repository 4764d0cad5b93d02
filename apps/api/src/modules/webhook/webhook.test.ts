import { type Cart, type Order, webhookDeliverySchema, webhookEventSchema } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildServer } from '../../server';
import { testAdminToken, testAuthSecret } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from '../payment/testing';
import { webhookOutboxOf } from './outbox';
import { signWebhook, verifyWebhookSignature } from './signature';
import { webhookOutbox } from './tables';
import { startWebhookReceiver, type WebhookReceiver } from './testing';

const SECRET = 'whsec-test-0123456789abcdef-erp';
const MINUTE_MS = 60_000;

describe.each(databaseKinds)('order webhooks on %s', (kind) => {
  let receiver: WebhookReceiver;
  const shop = usePaymentApi(kind, async () => {
    receiver = await startWebhookReceiver(SECRET);
    return { webhooks: [{ url: receiver.url, secret: SECRET }] };
  });
  const api = () => shop.ctx.api;
  const rowsOf = (orderId: number) =>
    shop.ctx.database.db
      .select()
      .from(webhookOutbox)
      .where(sql`(${webhookOutbox.payload}->>'id')::int = ${orderId}`)
      .orderBy(webhookOutbox.id);
  const failing = async () => {
    const res = await api().inject({
      url: '/admin/api/webhooks/deliveries?failing=true',
      headers: { authorization: `Bearer ${testAdminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { eventId: string }[] }).data;
  };

  beforeEach(() => {
    receiver.state.answer = 200;
  });
  // What a test's commits started is delivered before the next test looks.
  afterEach(() => api().webhooks.idle());
  afterAll(() => receiver?.close());

  it("delivers order.placed after the commit, signed, with the order's data", async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice', 2);
    await api().webhooks.idle();
    const [placed, ...more] = receiver.about(order.id);
    expect(more).toEqual([]);
    expect(placed).toMatchObject({ type: 'order.placed', signed: true, eventId: placed!.event.id });
    const event = webhookEventSchema.parse(placed!.event);
    const line = order.cartInfo.cartItems[0]!;
    expect(event).toEqual({
      id: expect.any(String),
      type: 'order.placed',
      createdAt: expect.any(String),
      data: {
        id: order.id,
        number: order.transactionnum,
        customerNumber: 'K-60001',
        email: 'payer@example.com',
        currency: order.cartInfo.currency,
        grandTotal: order.cartInfo.grandTotalIncTax,
        taxAmount: order.cartInfo.tax_amount,
        shippingAmount: order.cartInfo.shipping_amount,
        shippingMethod: order.cartInfo.shippingMethod.code,
        paymentMethod: 'invoice',
        paymentStatus: 'invoice',
        orderReference: '',
        lines: [
          {
            sku: shop.state.products[0]!.sku,
            itemnum: line.itemnum,
            name: line.name,
            quantity: 2,
            unitPrice: line.price,
            taxRate: line.taxRate,
            rowTotal: line.rowTotal,
            additionalProducts: [],
          },
        ],
        shippingAddress: order.cartInfo.shippingAddress,
        billingAddress: order.cartInfo.billingAddress,
        status: 'pending',
        shipment: null,
        shipments: [],
        createdAt: order.createdDate,
      },
    });
    expect(event.data.shippingAddress.street).toBe('Kassenweg 1');
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({ eventId: event.id, attempts: 1, lastStatus: 200, lastError: null });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
  });

  it('delivers the same event again after a 500, backing off 1, then 5 minutes, and shows it failing meanwhile', async () => {
    const cookie = await shop.login();
    receiver.state.answer = 500;
    const before = Date.now();
    const order = await shop.order(cookie, 'invoice');
    await api().webhooks.idle();
    const after = Date.now();
    const [first] = await rowsOf(order.id);
    expect(first).toMatchObject({
      attempts: 1,
      lastStatus: 500,
      lastError: 'HTTP 500: answered 500',
      deliveredAt: null,
    });
    expect(first!.dueAt.getTime()).toBeGreaterThanOrEqual(before + MINUTE_MS);
    expect(first!.dueAt.getTime()).toBeLessThanOrEqual(after + MINUTE_MS);
    const shown = (await failing()).find((d) => d.eventId === first!.eventId);
    expect(webhookDeliverySchema.parse(shown)).toMatchObject({ endpoint: receiver.url, attempts: 1, lastStatus: 500 });

    // Not before its time; then the receiver fails once more, and the event waits 5 minutes.
    const at = first!.dueAt.getTime();
    await api().webhooks.deliver(new Date(at - 1));
    expect(receiver.about(order.id)).toHaveLength(1);
    await api().webhooks.deliver(new Date(at));
    const [second] = await rowsOf(order.id);
    expect(second).toMatchObject({ attempts: 2, lastStatus: 500, deliveredAt: null });
    expect(second!.dueAt.getTime()).toBe(at + 5 * MINUTE_MS);

    receiver.state.answer = 200;
    await api().webhooks.deliver(new Date(at + 5 * MINUTE_MS - 1));
    expect(receiver.about(order.id)).toHaveLength(2);
    await api().webhooks.deliver(new Date(at + 5 * MINUTE_MS));
    const tries = receiver.about(order.id);
    expect(tries).toHaveLength(3);
    // The same event each time, byte for byte; each try signed afresh.
    expect(new Set(tries.map((t) => t.rawBody)).size).toBe(1);
    expect(tries.every((t) => t.eventId === first!.eventId && t.signed)).toBe(true);
    const [delivered] = await rowsOf(order.id);
    expect(delivered).toMatchObject({ attempts: 3, lastStatus: 200, lastError: null });
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
    expect((await failing()).map((d) => d.eventId)).not.toContain(first!.eventId);
  });

  it('tells of an online order placed, then paid, once each', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'stripe');
    await shop.choose(await shop.startPayment(cookie, order), 'success');
    // The provider's notification may have settled it already: either way it is paid once.
    await shop.complete(cookie, order, 'success');
    await api().webhooks.idle();
    const told = receiver.about(order.id);
    expect(told.map((r) => [r.type, r.event.data.paymentStatus, r.signed])).toEqual([
      ['order.placed', 'open', true],
      ['order.paid', 'paid', true],
    ]);
    expect(told[0]!.eventId).not.toBe(told[1]!.eventId);
    expect(told[1]!.event.data).toMatchObject({ number: order.transactionnum, paymentMethod: 'stripe' });
  });

  it('tells of an unpaid order the clean-up job cancelled', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'paypal');
    expect(await api().payments.expireUnpaid(new Date(Date.now() + 31 * MINUTE_MS))).toContain(order.id);
    await api().webhooks.idle();
    expect(receiver.about(order.id).map((r) => [r.type, r.event.data.paymentStatus])).toEqual([
      ['order.placed', 'open'],
      ['order.cancelled', 'expired'],
    ]);
  });

  it('tells of an order staff shipped with its tracking number, and of one staff cancelled', async () => {
    const cookie = await shop.login();
    const staff = (url: string, payload: object) =>
      api().inject({ method: 'POST', url, headers: { authorization: `Bearer ${testAdminToken}` }, payload });
    const shipped = await shop.order(cookie, 'invoice');
    await shop.call('POST', `/orders/${shipped.id}/confirm`, cookie);
    const ship = await staff(`/admin/api/orders/${shipped.id}/ship`, {
      carrier: 'DPD',
      trackingNumber: '0123',
      version: 1,
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const cancelled = await shop.order(cookie, 'invoice');
    expect((await staff(`/admin/api/orders/${cancelled.id}/cancel`, { version: 1 })).statusCode).toBe(200);
    await api().webhooks.idle();
    expect(receiver.about(shipped.id).map((r) => [r.type, r.event.data.status, r.signed])).toEqual([
      ['order.placed', 'pending', true],
      ['order.shipped', 'shipped', true],
    ]);
    expect(receiver.about(shipped.id)[1]!.event.data.shipments).toEqual([
      expect.objectContaining({ number: 1, carrier: 'DPD', lines: [expect.objectContaining({ position: 0 })] }),
    ]);
    expect(receiver.about(shipped.id)[1]!.event.data.shipment).toMatchObject({
      carrier: 'DPD',
      trackingNumber: '0123',
      trackingUrl: 'https://tracking.dpd.de/status/de_DE/parcel/0123',
    });
    expect(receiver.about(cancelled.id).map((r) => [r.type, r.event.data.status])).toEqual([
      ['order.placed', 'pending'],
      ['order.cancelled', 'cancelled'],
    ]);
  });

  it('leaves an event being delivered to its process, and delivers it elsewhere once that claim lapses', async () => {
    const cookie = await shop.login();
    receiver.state.answer = 'hang';
    const arrived = receiver.arrival();
    const order = await shop.order(cookie, 'invoice');
    await arrived;
    // Another API process on the same database: it skips the event this one is delivering.
    const other = webhookOutboxOf(shop.ctx.database.db, {
      endpoints: [{ url: receiver.url, secret: SECRET }],
      log: { warn: () => {}, error: () => {} },
    });
    receiver.state.answer = 200;
    await other.deliver();
    expect(receiver.about(order.id)).toHaveLength(1);
    const [claimed] = await rowsOf(order.id);
    expect(claimed).toMatchObject({ attempts: 1, deliveredAt: null, lastError: null });
    // As if the first process had died holding it: five minutes later, the other delivers it.
    await other.deliver(new Date(claimed!.dueAt.getTime() - 1));
    expect(receiver.about(order.id)).toHaveLength(1);
    await other.deliver(claimed!.dueAt);
    const [held, again] = receiver.about(order.id);
    expect(again).toMatchObject({ eventId: held!.eventId, rawBody: held!.rawBody, signed: true });
    expect((await rowsOf(order.id))[0]).toMatchObject({ attempts: 2, lastStatus: 200 });
    receiver.release();
  });

  it('queues nothing without WEBHOOK_URL', async () => {
    const plain = await buildServer({
      database: shop.ctx.database,
      authSecret: testAuthSecret,
      mailer: { send: async () => {} },
    });
    try {
      expect(plain.webhooks.configured).toBe(false);
      const headers = { cookie: await shop.login() };
      const cart = (await plain.inject({ method: 'POST', url: '/carts', headers, payload: {} })).json() as Cart;
      const added = await plain.inject({
        method: 'POST',
        url: `/carts/${cart.id}/items`,
        headers,
        payload: { sku: shop.state.products[0]!.sku, quantity: 1 },
      });
      const res = await plain.inject({
        method: 'POST',
        url: '/orders',
        headers,
        payload: {
          cartId: cart.id,
          cart: { version: (added.json() as Cart).version },
          paymentMethodCode: 'invoice',
          termsAccepted: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await rowsOf((res.json() as Order).id)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('webhook signature and configuration', () => {
  const body = '{"id":"e1","type":"order.placed"}';
  const now = Date.UTC(2026, 5, 1, 12);
  const t = now / 1000;

  it('verifies a fresh signature of the exact body, and nothing else', () => {
    const header = signWebhook(body, SECRET, t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(body, header, SECRET, 300, now)).toBe(true);
    expect(verifyWebhookSignature(`${body} `, header, SECRET, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, header, `${SECRET}x`, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, header, SECRET, 300, now + 301_000)).toBe(false);
    expect(verifyWebhookSignature(body, header.replace(/t=\d+/, `t=${t + 1}`), SECRET, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, SECRET, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, 'v1=abc', SECRET, 300, now)).toBe(false);
    // While a secret is being changed, a receiver may be sent both signatures.
    const old = signWebhook(body, 'an-older-secret-0123456789abc', t).split(',')[1];
    expect(verifyWebhookSignature(body, `${header},${old}`, SECRET, 300, now)).toBe(true);
  });

  it('reads endpoints and secrets from the environment, and stops the start on half a configuration', () => {
    const secret2 = 'second-secret-0123456789abcdef';
    expect(loadConfig({}).webhookEndpoints).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_URL: 'https://erp.example/hook, http://10.0.0.5/in', WEBHOOK_SECRET: SECRET })
        .webhookEndpoints,
    ).toEqual([
      { url: 'https://erp.example/hook', secret: SECRET },
      { url: 'http://10.0.0.5/in', secret: SECRET },
    ]);
    expect(
      loadConfig({
        WEBHOOK_URL: 'https://a.example/h,https://b.example/h',
        WEBHOOK_SECRET: `${SECRET},${secret2}`,
      }).webhookEndpoints.map((e) => e.secret),
    ).toEqual([SECRET, secret2]);
    const refused = (env: NodeJS.ProcessEnv) => () => loadConfig(env);
    expect(refused({ WEBHOOK_URL: 'https://erp.example/hook' })).toThrow(/WEBHOOK_URL needs WEBHOOK_SECRET/);
    expect(refused({ WEBHOOK_SECRET: SECRET })).toThrow(/WEBHOOK_SECRET is set but WEBHOOK_URL is not/);
    expect(refused({ WEBHOOK_URL: 'https://erp.example/hook', WEBHOOK_SECRET: 'short' })).toThrow(
      /at least 24 characters/,
    );
    expect(refused({ WEBHOOK_URL: 'ftp://erp.example/hook', WEBHOOK_SECRET: SECRET })).toThrow(/not an http/);
    expect(refused({ WEBHOOK_URL: 'https://a.example/h', WEBHOOK_SECRET: `${SECRET},${secret2},${secret2}x` })).toThrow(
      /one per endpoint/,
    );
  });
});
