// Refunds through each provider's own API (the SDKs against the payment sandbox), of payments the
// shop took the way a shopper pays.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/database';
import { RefundRefused } from './provider';
import { sandboxProviders } from './setup';
import { payments } from './tables';
import { usePaymentApi } from './testing';

const providers = ['stripe', 'paypal', 'computop'] as const;
type Provider = (typeof providers)[number];
const names: Record<Provider, string> = { stripe: 'Stripe', paypal: 'PayPal', computop: 'Computop' };

describe.each(databaseKinds)('refunds through the providers on %s', (kind) => {
  const shop = usePaymentApi(kind);
  /** The provider as the shop builds it, talking to this sandbox. */
  const provider = (id: Provider) => sandboxProviders(shop.state.sandbox, [id])[id]!;
  const refundsOf = (id: Provider, reference: string) =>
    shop.state.sandbox.refunds().filter((refund) => refund.provider === id && refund.reference === reference);

  /**
   * An order the shopper pays with the provider on the sandbox's page (or fails to): the payment's
   * reference, and what refund() takes for it.
   */
  async function payment(id: Provider, outcome: 'success' | 'failure') {
    const cookie = await shop.login();
    const order = await shop.order(cookie, id);
    const back = await shop.choose(await shop.startPayment(cookie, order), outcome);
    if (id === 'computop') {
      // Paygate's answer comes back with the shopper: the order keeps it, and with it the PayID.
      const kept = await shop.call(
        'POST',
        `/orders/${order.id}/computop-payment`,
        cookie,
        Object.fromEntries(back.searchParams),
      );
      expect(kept.statusCode, kept.body).toBe(200);
    } else await shop.complete(cookie, order, back.pathname.split('/').at(-1) as 'success' | 'failure');
    const settled = await shop.get(cookie, order);
    expect(settled.paymentStatus).toBe(outcome === 'success' ? 'paid' : 'failed');
    const [row] = await shop.ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const reference = row!.reference!;
    if (id === 'computop') expect(settled.computopPayment?.transId).toBe(reference);
    return {
      reference,
      refundable: {
        reference: id === 'computop' ? settled.computopPayment!.payId : reference,
        amount: row!.amount,
        currency: row!.currency,
        refundId: row!.id,
      },
    };
  }

  it.each(providers)('refunds a paid %s payment once, however often it is asked', async (id) => {
    const { reference, refundable } = await payment(id, 'success');
    const first = await provider(id).refund(refundable);
    expect(refundsOf(id, reference)).toEqual([
      { provider: id, id: first.refundReference, reference, amount: refundable.amount, currency: refundable.currency },
    ]);
    // A retry (the same payment id) is answered with the same refund.
    expect(await provider(id).refund(refundable)).toEqual(first);
    // A refund asked for anew is refused: the money went back once.
    await expect(provider(id).refund({ ...refundable, refundId: randomUUID() })).rejects.toThrow(
      `${names[id]} refused the refund: the payment has already been refunded`,
    );
    expect(refundsOf(id, reference)).toHaveLength(1);
  });

  it.each(providers)('refuses to refund a %s payment that failed', async (id) => {
    const { reference, refundable } = await payment(id, 'failure');
    await expect(provider(id).refund(refundable)).rejects.toThrow(RefundRefused);
    expect(refundsOf(id, reference)).toEqual([]);
  });

  it.each(providers)('says why %s refuses, and refunds no more than was paid', async (id) => {
    const { reference, refundable } = await payment(id, 'success');
    shop.state.sandbox.refuseNextRefund(id, 'the merchant account is under review');
    const refused = await provider(id)
      .refund(refundable)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RefundRefused);
    expect(refused).toMatchObject({
      provider: id,
      reason: 'the merchant account is under review',
      message: `${names[id]} refused the refund: the merchant account is under review`,
    });
    await expect(provider(id).refund({ ...refundable, amount: refundable.amount + 1 })).rejects.toThrow(
      /refused the refund: .+ is more than the .+ paid/,
    );
    expect(refundsOf(id, reference)).toEqual([]);
    // Refused is not done: asked again, the payment is refunded.
    await provider(id).refund(refundable);
    expect(refundsOf(id, reference)).toHaveLength(1);
  });

  it.each(providers)('%s out of reach is an error, not a refusal', async (id) => {
    const gone = { ...shop.state.sandbox, apiUrl: 'http://127.0.0.1:9', creditUrl: 'http://127.0.0.1:9/credit.aspx' };
    const unreachable = sandboxProviders(gone, [id])[id]!;
    const failed = await unreachable
      .refund({ reference: 'unknown', amount: 100, currency: 'EUR', refundId: randomUUID() })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(RefundRefused);
  });
});
