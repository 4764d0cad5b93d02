// Part of a paid order's money returned without cancelling it: through each provider's SDK (the
// sandbox learns refunds in parts), never more than was paid, each once, then the rest when the
// order is cancelled; the order shows paid, refunded and net, and the customer is told.
import type { AdminOrder, Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from '../payment/testing';

const providers = ['stripe', 'paypal', 'computop'] as const;

describe.each(databaseKinds)('partial refunds on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const staff = (url: string, payload?: object) =>
    shop.ctx.api.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { authorization: `Bearer ${testAdminToken}`, 'accept-language': 'en' },
      ...(payload && { payload }),
    });
  const answer = <T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const detail = async (order: Order) => answer<AdminOrder>(await staff(`/admin/api/orders/${order.id}`));
  const refund = (order: Order, body: object) => staff(`/admin/api/orders/${order.id}/refunds`, body);
  const sandboxRefunds = (provider: string) => shop.state.sandbox.refunds().filter((r) => r.provider === provider);

  /** An order of two pieces the shopper paid with the provider on the sandbox's page. */
  async function paidOrder(provider: (typeof providers)[number]) {
    const cookie = await shop.login();
    const order = await shop.order(cookie, provider, 2);
    const back = await shop.choose(await shop.startPayment(cookie, order), 'success');
    if (provider === 'computop')
      answer(
        await shop.call('POST', `/orders/${order.id}/computop-payment`, cookie, Object.fromEntries(back.searchParams)),
      );
    else await shop.complete(cookie, order, 'success');
    expect((await detail(order)).order.paymentStatus).toBe('paid');
    return order;
  }

  it.each(providers)('refunds part of a %s payment, then the rest, never more than was paid', async (provider) => {
    const order = await paidOrder(provider);
    const total = order.cartInfo.grandTotalIncTax;
    const before = sandboxRefunds(provider).length;
    const { version } = await detail(order);

    const part = answer<AdminOrder>(await refund(order, { amount: 500, reason: 'Scratched housing', version }), 201);
    expect(part.order).toMatchObject({ paymentStatus: 'paid', refundedAmount: 500, refundedQuantities: [0] });
    expect(part.order.status).not.toBe('cancelled');
    expect(part.payments.at(-1)).toMatchObject({
      amount: total,
      refunded: 500,
      net: total - 500,
      refunds: [
        expect.objectContaining({ amount: 500, reason: 'Scratched housing', status: 'done', createdBy: 'admin-key' }),
      ],
    });
    expect(part.history.at(-1)).toMatchObject({ action: 'order.part-refund', reason: 'Scratched housing' });
    expect(sandboxRefunds(provider).slice(before)).toEqual([expect.objectContaining({ amount: 500 })]);
    const mail = shop.state.mails.filter((m) => m.subject.includes(order.transactionnum)).at(-1)!;
    expect(mail.subject).toContain('Erstattung');
    expect(mail.text).toContain('5,00');

    // More than is left is refused at the field, in the member's words, and nothing moves.
    const tooMuch = await refund(order, { amount: total, version: part.version });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details.issues[0]).toMatchObject({ path: 'body.amount', code: 'refundMoreThanLeft' });
    expect(sandboxRefunds(provider).slice(before)).toHaveLength(1);

    // Cancelled, the order gets back what is left, not the whole again.
    const cancelled = answer<AdminOrder>(
      await staff(`/admin/api/orders/${order.id}/cancel`, { reason: 'Customer asked', version: part.version }),
    );
    expect(cancelled.order).toMatchObject({ status: 'refunded', refundedAmount: total });
    expect(
      sandboxRefunds(provider)
        .slice(before)
        .map((r) => r.amount),
    ).toEqual([500, total - 500]);
    expect(cancelled.payments.at(-1)).toMatchObject({ status: 'refunded', refunded: total, net: 0 });
  });

  it('refunds all of a payment in parts: the order reads refunded, and a further refund is refused', async () => {
    const order = await paidOrder('stripe');
    const total = order.cartInfo.grandTotalIncTax;
    let { version } = await detail(order);
    ({ version } = answer<AdminOrder>(await refund(order, { amount: 100, version }), 201));
    const all = answer<AdminOrder>(await refund(order, { amount: total - 100, version }), 201);
    expect(all.order.paymentStatus).toBe('refunded');
    expect(all.payments.at(-1)).toMatchObject({ status: 'refunded', refunded: total, net: 0 });
    const again = await refund(order, { amount: 1, version: all.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.problem).toBe('refundNothingPaid');
  });

  it('refunds nothing when the provider refuses, nor twice when two refunds are asked at once', async () => {
    const order = await paidOrder('paypal');
    const total = order.cartInfo.grandTotalIncTax;
    const before = sandboxRefunds('paypal').length;
    const { version } = await detail(order);
    shop.state.sandbox.refuseNextRefund('paypal', 'capture is disputed');
    const refused = await refund(order, { amount: 300, version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('capture is disputed');
    expect((await detail(order)).payments.at(-1)).toMatchObject({ refunded: 0, refunds: [] });

    // Two members each refund more than half at once: one goes through, the other is told what is left.
    const half = Math.floor(total / 2) + 1;
    const answers = await Promise.all([
      refund(order, { amount: half, version }),
      refund(order, { amount: half, version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(
      sandboxRefunds('paypal')
        .slice(before)
        .map((r) => r.amount),
    ).toEqual([half]);
    expect((await detail(order)).payments.at(-1)).toMatchObject({ refunded: half, net: total - half });
  });

  it('refuses a refund of an order paid by invoice, a stale version and an amount that is no amount', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const { version } = await detail(order);
    const byInvoice = await refund(order, { amount: 100, version });
    expect(byInvoice.statusCode, byInvoice.body).toBe(409);
    expect(byInvoice.json().error.problem).toBe('refundNothingCredited');
    expect((await refund(order, { amount: 100, version: version + 1 })).statusCode).toBe(409);
    for (const amount of [0, -5, 1.5, '10'])
      expect((await refund(order, { amount, version })).statusCode, String(amount)).toBe(400);
  });
});
