// One file for provider notifications: every provider's signed events against a seeded shop per database kind.
import { randomBytes } from 'node:crypto';
import type { Cart, Order, PaymentOutcome } from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../testing/database';
import { couponRedemptions, coupons } from '../promotion/tables';
import { computopSigner, paypalSigner, type SignedNotification, stripeSigner } from './sandbox/signers';
import { paymentEvents, payments } from './tables';
import { usePaymentApi } from './testing';

/**
 * The providers' notifications as an attacker, a flaky network or a slow shopper would send them:
 * forged, replayed, altered, meant for another order, duplicated; and orders nobody pays.
 */

type Provider = 'stripe' | 'paypal' | 'computop';
const providers: Provider[] = ['stripe', 'paypal', 'computop'];

const webhook: Record<Provider, string> = {
  stripe: '/payments/stripe/webhook',
  paypal: '/payments/paypal/webhook',
  computop: '/payments/computop/notify',
};

const MINUTE_MS = 60_000;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** What a notification says about a payment; a test alters one part of it. */
interface Claim {
  /** The provider's reference: Checkout Session, PayPal order, Computop TransID. */
  reference: string;
  orderId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The provider's event id (Computop: its PayID); a fresh one when absent. */
  eventId?: string;
}

/** Stripe's Checkout Session as the sandbox answers it (sessionJson). */
const stripeSession = (claim: Claim, paid: boolean) => ({
  id: claim.reference,
  object: 'checkout.session',
  mode: 'payment',
  url: null,
  amount_total: claim.amount,
  currency: claim.currency.toLowerCase(),
  client_reference_id: String(claim.orderId),
  metadata: { orderId: String(claim.orderId) },
  allowed_payment_method_types: ['card'],
  payment_intent: `pi_${hex(12)}`,
  payment_status: paid ? 'paid' : 'unpaid',
  status: 'complete',
});

/** A Stripe event about a Checkout Session, as the sandbox sends them. */
const stripeEvent = (claim: Claim, type = 'checkout.session.completed', paid = true) => ({
  id: claim.eventId ?? `evt_${hex(12)}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: stripeSession(claim, paid) },
});

/** A PayPal capture event, as the sandbox sends it after capturing. */
const paypalEvent = (claim: Claim, type = 'PAYMENT.CAPTURE.COMPLETED') => ({
  id: claim.eventId ?? `WH-${hex(10).toUpperCase()}`,
  event_type: type,
  resource_type: 'capture',
  create_time: new Date().toISOString(),
  resource: {
    id: hex(8).toUpperCase(),
    status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'PENDING',
    amount: { currency_code: claim.currency, value: (claim.amount / 100).toFixed(2) },
    custom_id: String(claim.orderId),
    supplementary_data: { related_ids: { order_id: claim.reference } },
  },
});

/** Paygate's answer fields for a claim (its MAC added by a signer). */
const paygateResult = (claim: Claim, success = true) => ({
  payId: claim.eventId ?? hex(16),
  transId: claim.reference,
  amount: claim.amount,
  currency: claim.currency,
  status: success ? 'AUTHORIZED' : 'FAILED',
  code: success ? '00000000' : '21000050',
  description: success ? 'success' : 'Card declined',
});

/** Paygate's URLNotify body: the answer form-urlencoded. */
const paygateNotification = (answer: Record<string, string>): SignedNotification => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(answer).toString(),
});

type Shop = ReturnType<typeof usePaymentApi>;

function expectRefused(response: LightMyRequestResponse, reason?: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json() as { error: { code: string; message: string } };
  expect(error.code).toBe('NOTIFICATION_REFUSED');
  if (reason) expect(error.message).toMatch(reason);
}

function expectActed(response: LightMyRequestResponse, acted = true) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true, acted });
}

/** Building, signing and delivering notifications for one shop and its sandbox's credentials. */
function notificationsFor(shop: Shop) {
  const signers = () => shop.state.sandbox.signers;
  return {
    signers,
    credentials: () => shop.state.sandbox.credentials,

    /** The provider's success notification for a claim, signed the way that provider signs. */
    signed(provider: Provider, claim: Claim): SignedNotification {
      if (provider === 'stripe') return signers().stripe(stripeEvent(claim));
      if (provider === 'paypal') return signers().paypal.sign(paypalEvent(claim));
      return paygateNotification(signers().computop.answer(paygateResult(claim)));
    },

    /** Posts a notification to the provider's webhook, its body as the exact bytes signed. */
    deliver: (provider: Provider, notification: SignedNotification) =>
      shop.ctx.api.inject({
        method: 'POST',
        url: webhook[provider],
        headers: notification.headers,
        payload: notification.body,
      }),

    /** The order's newest attempt as its provider would truthfully describe it. */
    async claimOf(order: Order): Promise<Claim> {
      const [row] = await shop.ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      expect(row?.reference).toBeTruthy();
      expect(row!.amount).toBe(order.cartInfo.grandTotalIncTax);
      return { reference: row!.reference!, orderId: order.id, amount: row!.amount, currency: row!.currency };
    },
  };
}

describe.each(databaseKinds)('payment notifications on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const { signers, credentials, signed, deliver, claimOf } = notificationsFor(shop);
  const sandboxCertUrl = () => `${shop.state.sandbox.apiUrl}/paypal/certs/sandbox.pem`;

  /** An order of the payer's, its payment started at the provider and left there. */
  async function pending(provider: Provider, cookie?: string) {
    cookie ??= await shop.login();
    const order = await shop.order(cookie, provider);
    const page = await shop.startPayment(cookie, order);
    return { cookie, order, page, claim: await claimOf(order), points: await shop.points() };
  }

  async function expectUnconfirmed(cookie: string, order: Order, points: number) {
    expect(await shop.get(cookie, order)).toMatchObject({
      confirmed: false,
      cancellation: null,
      paymentStatus: 'open',
    });
    expect(await shop.points()).toBe(points);
  }

  async function expectConfirmedOnce(cookie: string, order: Order, points: number) {
    expect(await shop.get(cookie, order)).toMatchObject({ confirmed: true, paymentStatus: 'paid', payableUntil: null });
    expect(await shop.points()).toBe(points + order.loyaltyPoints);
  }

  /** Forgeries of a success notification: each must be refused before anything is read from it. */
  const forgeries: Record<Provider, (claim: Claim) => [string, SignedNotification][]> = {
    stripe: (claim) => {
      const processing = signers().stripe(stripeEvent(claim, 'checkout.session.completed', false));
      const { 'stripe-signature': _signature, ...unsigned } = signers().stripe(stripeEvent(claim)).headers;
      return [
        ['signed with another webhook secret', stripeSigner(`whsec_${hex(24)}`)(stripeEvent(claim))],
        [
          'an unpaid session turned paid after signing',
          { ...processing, body: processing.body.replace('"payment_status":"unpaid"', '"payment_status":"paid"') },
        ],
        ['without its Stripe-Signature header', { headers: unsigned, body: JSON.stringify(stripeEvent(claim)) }],
      ];
    },
    paypal: (claim) => {
      const webhookId = credentials().paypal.webhookId;
      const pendingCapture = signers().paypal.sign(paypalEvent(claim, 'PAYMENT.CAPTURE.PENDING'));
      const { 'paypal-transmission-sig': _signature, ...unsigned } = signers().paypal.sign(paypalEvent(claim)).headers;
      return [
        ['signed with another key', paypalSigner(webhookId, sandboxCertUrl).sign(paypalEvent(claim))],
        [
          "signed with the sender's own key and certificate",
          paypalSigner(webhookId, () => 'https://certs.attacker.example/paypal.pem').sign(paypalEvent(claim)),
        ],
        [
          'a pending capture turned completed after signing',
          {
            ...pendingCapture,
            body: pendingCapture.body.replace('PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.COMPLETED'),
          },
        ],
        ['without its transmission signature', { headers: unsigned, body: JSON.stringify(paypalEvent(claim)) }],
      ];
    },
    computop: (claim) => {
      const { cipher } = signers().computop;
      // A declined answer, decrypted and re-encrypted as a success with the declined one's MAC.
      const declined = signers().computop.answer(paygateResult(claim, false));
      const fields = Object.fromEntries(cipher.decrypt(declined.Data, Number(declined.Len)));
      const turned = cipher.encrypt({ ...fields, Status: 'AUTHORIZED', Code: '00000000', Description: 'success' });
      const other = (key: 'hmacKey' | 'blowfishKey') =>
        computopSigner({ ...credentials().computop, [key]: hex(key === 'hmacKey' ? 16 : 8) }).answer(
          paygateResult(claim),
        );
      return [
        ['with a MAC made with another HMAC key', paygateNotification(other('hmacKey'))],
        ['encrypted with another Blowfish key', paygateNotification(other('blowfishKey'))],
        [
          'a declined answer turned authorised, its MAC kept',
          paygateNotification({ ...declined, Data: turned.data, Len: String(turned.len) }),
        ],
        ['without Data', paygateNotification({ Len: declined.Len, MerchantID: declined.MerchantID })],
      ];
    },
  };

  describe('forged signatures', () => {
    it.each(providers)(
      'refuses forged %s notifications with 400 and leaves the order unconfirmed',
      async (provider) => {
        const { cookie, order, claim, points } = await pending(provider);
        const forged = forgeries[provider](claim);
        expect(forged.length).toBeGreaterThanOrEqual(3);
        for (const [what, notification] of forged) {
          const response = await deliver(provider, notification);
          expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
          expect(response.json().error.code, what).toBe('NOTIFICATION_REFUSED');
        }
        await expectUnconfirmed(cookie, order, points);
        // The genuine notification still counts: the forgeries were refused for their signatures.
        expectActed(await deliver(provider, signed(provider, claim)));
        await expectConfirmedOnce(cookie, order, points);
      },
    );
  });

  describe('replays', () => {
    it.each(providers)('acts once on the same signed %s success notification delivered twice', async (provider) => {
      const { cookie, order, claim, points } = await pending(provider);
      const notification = signed(provider, claim);
      expectActed(await deliver(provider, notification));
      expectActed(await deliver(provider, notification), false);
      await expectConfirmedOnce(cookie, order, points);
      const [events] = await shop.ctx.database.db
        .select({ n: count() })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .where(eq(payments.orderId, order.id));
      expect(events?.n).toBe(1);
    });

    /** A success notification signed at `ageMs` before now, through the signers' time arguments. */
    const signedAt: Record<'stripe' | 'paypal', (claim: Claim, ageMs: number) => SignedNotification> = {
      stripe: (claim, ageMs) => signers().stripe(stripeEvent(claim), Math.floor((Date.now() - ageMs) / 1000)),
      paypal: (claim, ageMs) => signers().paypal.sign(paypalEvent(claim), new Date(Date.now() - ageMs)),
    };

    it.each([
      { provider: 'stripe' as const, tolerance: '300 s', stale: 5 * MINUTE_MS + 1000, fresh: 4 * MINUTE_MS },
      { provider: 'paypal' as const, tolerance: '10 min', stale: 10 * MINUTE_MS + 1000, fresh: 9 * MINUTE_MS },
    ])('refuses a validly signed $provider notification older than $tolerance', async ({ provider, stale, fresh }) => {
      const { cookie, order, claim, points } = await pending(provider);
      const event = { ...claim, eventId: provider === 'stripe' ? `evt_${hex(12)}` : `WH-${hex(10)}` };
      expectRefused(await deliver(provider, signedAt[provider](event, stale)));
      if (provider === 'paypal')
        expectRefused(await deliver(provider, signedAt[provider](event, -(10 * MINUTE_MS + 1000))));
      await expectUnconfirmed(cookie, order, points);
      // The same event signed within the tolerance is taken: the old one was refused for its age only.
      expectActed(await deliver(provider, signedAt[provider](event, fresh)));
      await expectConfirmedOnce(cookie, order, points);
    });
  });

  describe('altered amounts', () => {
    it.each(providers)('refuses a validly signed %s notification for another amount or currency', async (provider) => {
      const { cookie, order, claim, points } = await pending(provider);
      const altered: [Partial<Claim>, RegExp][] = [
        [{ amount: claim.amount - 1 }, /amount/],
        [{ amount: claim.amount + 100 }, /amount/],
        [{ amount: 1 }, /amount/],
        [{ currency: 'USD' }, /currency/],
      ];
      for (const [change, reason] of altered)
        expectRefused(await deliver(provider, signed(provider, { ...claim, ...change })), reason);
      await expectUnconfirmed(cookie, order, points);
      expectActed(await deliver(provider, signed(provider, claim)));
      await expectConfirmedOnce(cookie, order, points);
    });
  });

  describe('foreign orders', () => {
    it.each(['stripe', 'paypal'] as const)(
      'refuses a %s notification naming our payment but another order',
      async (provider) => {
        const ours = await pending(provider);
        const theirs = await pending(provider, ours.cookie);
        const points = await shop.points();
        const crossed = { ...ours.claim, orderId: theirs.order.id };
        expectRefused(await deliver(provider, signed(provider, crossed)), /another order/);
        expectRefused(await deliver(provider, signed(provider, { ...crossed, orderId: 999_999 })), /another order/);
        await expectUnconfirmed(ours.cookie, ours.order, points);
        await expectUnconfirmed(theirs.cookie, theirs.order, points);
      },
    );

    it.each([
      { provider: 'stripe' as const, reference: () => `cs_test_${hex(12)}` },
      { provider: 'paypal' as const, reference: () => hex(8).toUpperCase() },
      { provider: 'computop' as const, reference: () => hex(16) },
    ])(
      'acknowledges a verified $provider notification for a payment that is not ours, and acts on nothing',
      async ({ provider, reference }) => {
        const { cookie, order, claim, points } = await pending(provider);
        // Another integration on the same account: answered 200 so the provider stops retrying.
        const response = await deliver(provider, signed(provider, { ...claim, reference: reference() }));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ received: true, acted: false });
        await expectUnconfirmed(cookie, order, points);
      },
    );

    it("refuses a Paygate answer for another order's TransID brought back to this order", async () => {
      const ours = await pending('computop');
      const theirs = await pending('computop', ours.cookie);
      const points = await shop.points();
      for (const success of [true, false]) {
        const answer = signers().computop.answer(paygateResult(theirs.claim, success));
        const response = await shop.call('POST', `/orders/${ours.order.id}/computop-payment`, ours.cookie, {
          Data: answer.Data,
          Len: answer.Len,
        });
        expectRefused(response, /another order/);
      }
      expect(await shop.get(ours.cookie, ours.order)).toMatchObject({ computopPayment: null });
      await expectUnconfirmed(ours.cookie, ours.order, points);
      await expectUnconfirmed(theirs.cookie, theirs.order, points);
      // Their own answer is theirs to bring back.
      const own = signers().computop.answer(paygateResult(theirs.claim, false));
      const back = await shop.call('POST', `/orders/${theirs.order.id}/computop-payment`, theirs.cookie, {
        Data: own.Data,
        Len: own.Len,
      });
      expect(back.json()).toEqual({ orderId: theirs.order.id, paymentStatus: 'failed', confirmed: false });
    });
  });

  describe('duplicated success', () => {
    /** The provider events acted on for an order, once the expected number has arrived. */
    async function eventsOf(order: Order, expected: number) {
      let ids: string[] = [];
      await vi.waitFor(
        async () => {
          const rows = await shop.ctx.database.db
            .select({ eventId: paymentEvents.eventId })
            .from(paymentEvents)
            .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
            .where(eq(payments.orderId, order.id));
          ids = rows.map((row) => row.eventId);
          expect(ids).toHaveLength(expected);
        },
        { timeout: 5000, interval: 50 },
      );
      return ids;
    }

    const paid = (order: Order): PaymentOutcome => ({ orderId: order.id, paymentStatus: 'paid', confirmed: true });

    it.each(providers)('confirms once when %s delivers the same success twice at the same moment', async (provider) => {
      const { cookie, order, claim, points } = await pending(provider);
      const notification = signed(provider, claim);
      const answers = await Promise.all([deliver(provider, notification), deliver(provider, notification)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => r.json().acted).sort()).toEqual([false, true]);
      await expectConfirmedOnce(cookie, order, points);
      expect(await eventsOf(order, 1)).toHaveLength(1);
    });

    it("confirms a Stripe order once: the sandbox's webhook, Stripe's retries and the shopper's return", async () => {
      const { cookie, order, page, claim, points } = await pending('stripe');
      // The sandbox notifies checkout.session.completed before sending the shopper back.
      await shop.choose(page, 'success');
      const [eventId] = await eventsOf(order, 1);
      // Stripe retries that event (same id, signed anew) while the shopper's return and a reload arrive.
      const retry = signed('stripe', { ...claim, eventId });
      const [first, second, ...returns] = await Promise.all([
        deliver('stripe', retry),
        deliver('stripe', retry),
        shop.complete(cookie, order, 'success'),
        shop.complete(cookie, order, 'success'),
      ]);
      expectActed(first as LightMyRequestResponse, false);
      expectActed(second as LightMyRequestResponse, false);
      expect(returns).toEqual([paid(order), paid(order)]);
      await expectConfirmedOnce(cookie, order, points);
    });

    it("confirms a PayPal order once: the shopper's return captures while PayPal's notification races it", async () => {
      const { cookie, order, page, claim, points } = await pending('paypal');
      // Approved at PayPal; captured when the shopper is back (twice: a reload), which makes the
      // sandbox notify PAYMENT.CAPTURE.COMPLETED a moment later, racing the second return.
      await shop.choose(page, 'success');
      const returns = await Promise.all([
        shop.complete(cookie, order, 'success'),
        shop.complete(cookie, order, 'success'),
      ]);
      expect(returns).toEqual([paid(order), paid(order)]);
      const [eventId] = await eventsOf(order, 1);
      // PayPal retries its notification: same event id, a new transmission and signature.
      const retry = signed('paypal', { ...claim, eventId });
      const answers = await Promise.all([deliver('paypal', retry), deliver('paypal', retry)]);
      for (const answer of answers) expectActed(answer, false);
      await expectConfirmedOnce(cookie, order, points);
    });

    it("confirms a Computop order once: Paygate's notification, its retries and the shopper's answer", async () => {
      const { cookie, order, page, claim, points } = await pending('computop');
      // The sandbox posts URLNotify, then sends the shopper back with the same answer.
      const back = await shop.choose(page, 'success');
      expect(back.pathname).toBe(`/order-payment/${order.id}/success`);
      await eventsOf(order, 1);
      const answer = { Data: back.searchParams.get('Data')!, Len: back.searchParams.get('Len')! };
      const retry = paygateNotification({ ...answer, MerchantID: credentials().computop.merchantId });
      const [first, second, brought, returned] = await Promise.all([
        deliver('computop', retry),
        deliver('computop', retry),
        shop.call('POST', `/orders/${order.id}/computop-payment`, cookie, answer),
        shop.complete(cookie, order, 'success'),
      ]);
      expectActed(first as LightMyRequestResponse, false);
      expectActed(second as LightMyRequestResponse, false);
      expect((brought as LightMyRequestResponse).json()).toEqual(paid(order));
      expect(returned).toEqual(paid(order));
      await expectConfirmedOnce(cookie, order, points);
      expect(await shop.get(cookie, order)).toMatchObject({
        computopPayment: { transId: claim.reference, outcome: 'paid' },
      });
      expect(await eventsOf(order, 1)).toHaveLength(1);
    });
  });
});

describe.each(databaseKinds)('abandoned online orders on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const { signers, signed, deliver, claimOf } = notificationsFor(shop);
  /** The clean-up job, run as if the clock showed now + minutes. */
  const expire = (minutes: number) => shop.ctx.api.payments.expireUnpaid(new Date(Date.now() + minutes * MINUTE_MS));
  const stockRow = async () => {
    const { effectiveStock, externalStock, qty } = await shop.stockOf(shop.state.products[0]!.id);
    return { effectiveStock, externalStock, qty };
  };

  it('cancels each overdue order once when several instances run the job at the same time', async () => {
    const cookie = await shop.login();
    const before = await stockRow();
    const placed = [];
    for (const method of ['stripe', 'paypal', 'computop'] as const) placed.push(await shop.order(cookie, method, 2));
    // Three instances' jobs at once: each order claimed by exactly one, its stock returned once.
    const runs = await Promise.all([expire(31), expire(31), expire(31)]);
    expect(runs.flat().sort((a, b) => a - b)).toEqual(placed.map((order) => order.id));
    expect(await stockRow()).toEqual(before);
    for (const order of placed)
      expect(await shop.get(cookie, order)).toMatchObject({ cancellation: { reason: 'not-paid' } });
  });

  it.each(providers)(
    'cancels an abandoned %s order after 30 minutes, returns its stock once, and takes no payment after',
    async (provider) => {
      const cookie = await shop.login();
      const before = await stockRow();
      const order = await shop.order(cookie, provider, 3);
      expect(await stockRow()).not.toEqual(before);
      await shop.startPayment(cookie, order);
      const claim = await claimOf(order);
      const points = await shop.points();

      expect(await expire(29)).toEqual([]);
      expect(await shop.get(cookie, order)).toMatchObject({ cancellation: null, paymentStatus: 'open' });

      expect(await expire(31)).toEqual([order.id]);
      expect(await shop.get(cookie, order)).toMatchObject({
        status: 'cancelled',
        confirmed: false,
        cancellation: { reason: 'not-paid', date: expect.any(String) },
        paymentStatus: 'expired',
        computopPaymentData: null,
      });
      // The order history lists it with the same status its page shows.
      const history = (await shop.call('GET', '/me/orders', cookie)).json() as { data: Order[] };
      expect(history.data.find((listed) => listed.id === order.id)?.status).toBe('cancelled');
      expect(await stockRow()).toEqual(before);
      // The shopper hears of it, and why: the e-mail says what the order's status says.
      const told = shop.state.mails.filter((mail) => mail.subject.includes(order.transactionnum));
      expect(told.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/storniert|cancelled/));
      expect(told.at(-1)!.text).toMatch(/nicht rechtzeitig|not reach us in time/);

      // The job runs again (and on another instance): nothing more is cancelled or returned.
      expect(await expire(31)).toEqual([]);
      expect(await expire(24 * 60)).toEqual([]);
      expect(await stockRow()).toEqual(before);

      const retry = await shop.call('POST', `/orders/${order.id}/payments`, cookie, {
        paymentMethodCode: provider,
        amount: order.cartInfo.grandTotalIncTax,
      });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error).toMatchObject({
        code: 'ORDER_CANCELLED',
        message: 'This order was cancelled because it was not paid in time',
      });
      const switched = await shop.call('PUT', `/orders/${order.id}/payment-method`, cookie, { method: 'invoice' });
      expect(switched.statusCode).toBe(409);
      expect(switched.json().error.code).toBe('ORDER_CANCELLED');

      // The provider's success arrives late: taken note of (for a refund), the order stays cancelled.
      expectActed(await deliver(provider, signed(provider, claim)));
      expect(await shop.complete(cookie, order, 'success')).toEqual({
        orderId: order.id,
        paymentStatus: 'expired',
        confirmed: false,
      });
      expect(await shop.get(cookie, order)).toMatchObject({
        confirmed: false,
        cancellation: { reason: 'not-paid', date: expect.any(String) },
        paymentStatus: 'expired',
      });
      expect(await shop.points()).toBe(points);
      expect(await stockRow()).toEqual(before);
    },
  );

  it('leaves an order whose SEPA debit is being processed, and confirms it when the debit succeeds', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'stripe-debit');
    await shop.startPayment(cookie, order);
    const claim = await claimOf(order);
    const points = await shop.points();
    expectActed(await deliver('stripe', signers().stripe(stripeEvent(claim, 'checkout.session.completed', false))));
    expect(await shop.get(cookie, order)).toMatchObject({ confirmed: false, paymentStatus: 'processing' });

    expect(await expire(31)).toEqual([]);
    expect(await expire(3 * 24 * 60)).toEqual([]);
    expect(await shop.get(cookie, order)).toMatchObject({ cancellation: null, paymentStatus: 'processing' });
    // No second payment while the debit is under way.
    const switched = await shop.call('PUT', `/orders/${order.id}/payment-method`, cookie, { method: 'paypal' });
    expect(switched.statusCode).toBe(409);
    const again = await shop.call('POST', `/orders/${order.id}/payments`, cookie, {
      paymentMethodCode: 'stripe-debit',
      amount: order.cartInfo.grandTotalIncTax,
    });
    expect(again.statusCode).toBe(409);

    expectActed(
      await deliver('stripe', signers().stripe(stripeEvent(claim, 'checkout.session.async_payment_succeeded'))),
    );
    expect(await shop.get(cookie, order)).toMatchObject({ confirmed: true, cancellation: null, paymentStatus: 'paid' });
    expect(await shop.points()).toBe(points + order.loyaltyPoints);
    expect(await expire(3 * 24 * 60)).toEqual([]);
  });

  it('cancels a SEPA order once its debit failed and its time is up', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'stripe-debit');
    await shop.startPayment(cookie, order);
    const claim = await claimOf(order);
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_failed'])
      expectActed(await deliver('stripe', signers().stripe(stripeEvent(claim, type, false))));
    expect(await shop.get(cookie, order)).toMatchObject({ confirmed: false, paymentStatus: 'failed' });
    expect(await expire(29)).toEqual([]);
    expect(await expire(31)).toEqual([order.id]);
  });

  it('gives an order switched from invoice to online payment its 30 minutes too', async () => {
    const cookie = await shop.login();
    const before = await stockRow();
    const order = await shop.order(cookie, 'invoice');
    expect(order).toMatchObject({ paymentStatus: 'invoice', payableUntil: null });
    const changed = await shop.call('PUT', `/orders/${order.id}/payment-method`, cookie, { method: 'stripe' });
    expect(changed.json()).toEqual({ id: order.id, paymentMethodCode: 'stripe' });
    const online = await shop.get(cookie, order);
    expect(online).toMatchObject({ paymentStatus: 'open', confirmed: false });
    expect(online.payableUntil).not.toBeNull();
    expect(await expire(29)).toEqual([]);
    expect(await expire(31)).toEqual([order.id]);
    expect(await stockRow()).toEqual(before);
  });

  it('returns exactly what an order beyond the stock took (limit overflow, delivered later)', async () => {
    const cookie = await shop.login();
    const before = await stockRow();
    const order = await shop.order(cookie, 'paypal', before.effectiveStock + before.externalStock + 5);
    expect(await stockRow()).toMatchObject({ effectiveStock: 0, externalStock: 0 });
    expect(await expire(31)).toEqual([order.id]);
    expect(await stockRow()).toEqual(before);
  });

  it("gives the coupon's use back", async () => {
    await shop.ctx.database.db
      .insert(coupons)
      .values({ code: 'ONCEONLY', kind: 'percent', value: 1000, usageLimit: 1 });
    const coupon = async () =>
      (await shop.ctx.database.db.select().from(coupons).where(eq(coupons.code, 'ONCEONLY')))[0]!;
    const cookie = await shop.login();
    const orderWithCoupon = async (method: 'stripe' | 'invoice') => {
      const cart = (await shop.call('POST', '/carts', cookie, {})).json() as Cart;
      await shop.call('POST', `/carts/${cart.id}/items`, cookie, { sku: shop.state.products[0]!.sku, quantity: 1 });
      const applied = await shop.call('PUT', `/carts/${cart.id}/coupon`, cookie, { code: 'ONCEONLY' });
      const withCoupon = applied.json() as Cart;
      expect(withCoupon).toMatchObject({ couponCode: 'ONCEONLY', couponProblem: null });
      const placed = await shop.call('POST', '/orders', cookie, {
        cartId: cart.id,
        cart: { version: withCoupon.version },
        paymentMethodCode: method,
        termsAccepted: true,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json() as Order;
    };

    const order = await orderWithCoupon('stripe');
    expect(order.cartInfo.couponCode).toBe('ONCEONLY');
    expect((await coupon()).timesUsed).toBe(1);
    expect(await expire(31)).toEqual([order.id]);
    expect((await coupon()).timesUsed).toBe(0);
    const redemptions = await shop.ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, (await coupon()).id));
    expect(redemptions).toEqual([]);
    // Its one use is free again for the next order.
    const next = await orderWithCoupon('invoice');
    expect(next.cartInfo.couponCode).toBe('ONCEONLY');
    expect((await coupon()).timesUsed).toBe(1);
  });
});
