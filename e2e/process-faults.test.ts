import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cart, Order } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSandbox, startPaymentSandbox } from '../apps/api/src/modules/payment/sandbox/gateway';
import { sandboxCredentials } from '../apps/api/src/modules/payment/sandbox/signers';
import { customerWithCart, outcome, paidAtStripe, stockedProduct } from './harness/orders';
import { type Started, seed, startApi } from './harness/processes';

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
    await api?.stop();
    api = await startApi(dataDir);
    const product = await stockedProduct(api.url, 60);
    const stockOf = async () => (await stockedProduct(api.url, 0, product.id)).stock!.effectivestock;
    const before = await stockOf();

    // Thirty customers, each with an address and a cart of 1 to 3 units.
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const s = await customerWithCart(() => api.url, `fault-${i}`, product.sku, 1 + (i % 3));
        return { ...s, body: s.orderBody, quantity: 1 + (i % 3) };
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

  it('settles every payment once, and sends every confirmation, when killed during payment notifications', async () => {
    // Stripe stays up while the shop dies: its stand-in runs in this process, with credentials the
    // shop is configured with as it would be with a real account.
    const sandbox: PaymentSandbox = await startPaymentSandbox({
      credentials: sandboxCredentials(),
      port: 0,
      host: '127.0.0.1',
      // The test delivers the events itself, as Stripe does: again until the shop says 2xx.
      webhookUrls: { stripe: 'http://127.0.0.1:9/unused', paypal: 'http://127.0.0.1:9/unused' },
    });
    const { secretKey, webhookSecret } = sandbox.credentials.stripe;
    const env = { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: sandbox.apiUrl };
    try {
      await api?.stop();
      api = await startApi(dataDir, undefined, env);
      const product = await stockedProduct(api.url, 20);
      const stockBefore = product.stock!.effectivestock;

      // Twenty customers, each with an order of one unit paid by card at Stripe, and Stripe's word on it.
      const payers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const s = await customerWithCart(() => api.url, `pay-${i}`, product.sku, 1);
          return { ...s, ...(await paidAtStripe(s)) };
        }),
      );
      // Signed afresh at each delivery, as Stripe does; the event id stays.
      const deliver = (payer: (typeof payers)[number]) => {
        const { headers, body } = sandbox.signers.stripe(payer.event);
        return fetch(`${api.url}/payments/stripe/webhook`, { method: 'POST', headers, body });
      };

      // All at once; the process dies as the first answer arrives, the others mid-flight.
      const first = payers.map((payer) => outcome(deliver(payer)));
      await Promise.race(first);
      api.child.kill('SIGKILL');
      await api.exited;
      const outcomes = await Promise.all(first);
      expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o !== 200).length, 'some notifications were cut off').toBeGreaterThan(0);

      // Restarted: Stripe delivers every event again (it had no 2xx for some, and may repeat any).
      api = await startApi(dataDir, undefined, env);
      for (const [i, payer] of payers.entries()) {
        const res = await deliver(payer);
        expect(res.status, await res.clone().text()).toBe(200);
        const { acted } = (await res.json()) as { acted: boolean };
        // Acted on before the kill: seen before now.
        if (outcomes[i] === 200) expect(acted).toBe(false);
      }
      for (const payer of payers) {
        expect(await payer.call<Order>('GET', `/orders/${payer.order.id}`)).toMatchObject({
          confirmed: true,
          paymentStatus: 'paid',
        });
        // Loyalty points once, however often the payment was told.
        expect((await payer.call<{ loyaltyPoints: number }>('GET', '/me')).loyaltyPoints).toBe(
          payer.order.loyaltyPoints,
        );
        const again = (await (await deliver(payer)).json()) as { acted: boolean };
        expect(again.acted).toBe(false);
      }
      expect((await stockedProduct(api.url, 0, product.id)).stock!.effectivestock).toBe(stockBefore - payers.length);

      // Every confirmation goes out, including those queued when the process died. At least once:
      // one sent but not yet noted as sent when the process died goes again, as the same message
      // (its Message-ID), so the customer's mail system shows one.
      const outboxDir = path.join(dataDir, 'outbox');
      const messagesOf = async (transactionnum: string) => {
        const texts = await Promise.all(
          (await readdir(outboxDir)).map((file) => readFile(path.join(outboxDir, file), 'utf8')),
        );
        return new Set(
          texts
            .filter((text) => text.includes(`Subject: Ihre Bestellung ${transactionnum} bei Werkhaus`))
            .map((text) => /^Message-ID: (.+)$/m.exec(text)?.[1]),
        );
      };
      const sentOnce = async () =>
        Math.min(...(await Promise.all(payers.map(async (p) => (await messagesOf(p.order.transactionnum)).size))));
      await expect.poll(sentOnce, { timeout: 10_000 }).toBeGreaterThan(0);
      for (const payer of payers) {
        const messages = [...(await messagesOf(payer.order.transactionnum))];
        expect(messages, payer.order.transactionnum).toHaveLength(1);
        expect(messages[0]).toMatch(/^<outbox\.\d+\.\d+@werkhaus\.example>$/);
      }
    } finally {
      await sandbox.close();
    }
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
