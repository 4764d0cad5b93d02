// The difference of a paid online order made dearer (editOrder): the order asks for it, the
// customer pays it through the signed link in the change's e-mail with the order's provider, a
// replayed notification pays it once, the payments add up to the new total to the cent, and a
// cheaper change afterwards refunds only what was paid, the difference's payment first.
import type { AdminOrder, Order, OrderBalance } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { payments } from './tables';
import { usePaymentApi } from './testing';

describe.each(databaseKinds)('paying the difference of a changed order on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const staff = (url: string, payload?: object) =>
    shop.ctx.api.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { authorization: `Bearer ${testAdminToken}`, 'accept-language': 'en' },
      ...(payload && { payload }),
    });
  const answer = <T>(res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const problem = (res: LightMyRequestResponse) =>
    (res.json() as { error: { problem?: string; code: string } }).error.problem ??
    (res.json() as { error: { code: string } }).error.code;
  const detail = async (order: Order) => answer<AdminOrder>(await staff(`/admin/api/orders/${order.id}`));
  const edit = async (order: Order, quantity: number) =>
    answer<AdminOrder>(
      await staff(`/admin/api/orders/${order.id}/edit`, {
        lines: [{ quantity }],
        version: (await detail(order)).version,
      }),
    );
  /** The link of the newest change e-mail about the order: its order id and signed token. */
  const linkOf = (order: Order) => {
    const mail = shop.state.mails
      .filter((m) => m.subject.includes(order.transactionnum) && m.text.includes('/pay-difference/'))
      .at(-1)!;
    const [, id, token] = /\/pay-difference\/(\d+)\/([A-Za-z0-9_-]{43})/.exec(mail.text) ?? [];
    expect(Number(id)).toBe(order.id);
    return { token: token!, text: mail.text };
  };
  const balance = (id: number, token: string) =>
    shop.ctx.api.inject({ method: 'GET', url: `/orders/${id}/balance?token=${token}` });
  const pay = (id: number, token: string, amount: number) =>
    shop.ctx.api.inject({ method: 'POST', url: `/orders/${id}/balance/payments`, payload: { token, amount } });
  const back = (id: number, token: string, status: 'success' | 'cancel') =>
    shop.ctx.api.inject({ method: 'POST', url: `/orders/${id}/balance/payments/return`, payload: { token, status } });

  async function paidOrder(method: 'stripe' | 'paypal', quantity: number) {
    const cookie = await shop.login();
    const order = await shop.order(cookie, method, quantity);
    await shop.choose(await shop.startPayment(cookie, order), 'success');
    expect((await shop.complete(cookie, order, 'success')).paymentStatus).toBe('paid');
    return order;
  }
  const refundsSince = (before: number) => shop.state.sandbox.refunds().slice(before);

  it('asks a paid Stripe order made dearer for the difference, paid once through the link, replays included', async () => {
    const order = await paidOrder('stripe', 2);
    const dearer = await edit(order, 3);
    const total = dearer.order.cartInfo.grandTotalIncTax;
    const difference = total - order.cartInfo.grandTotalIncTax;
    expect(difference).toBeGreaterThan(0);
    expect(dearer.order).toMatchObject({ paymentStatus: 'paid', balanceDue: difference });
    const { token, text } = linkOf(order);
    expect(text).toContain(`Bitte bezahlen Sie die Differenz von`);

    // Goods leave paid: the parcel waits for the difference.
    const ship = await staff(`/admin/api/orders/${order.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: 'B1',
      version: dearer.version,
    });
    expect([ship.statusCode, problem(ship)]).toEqual([409, 'orderBalanceOpenNotShippable']);

    // The link opens this order only; no login needed.
    expect(answer<OrderBalance>(await balance(order.id, token))).toMatchObject({
      state: 'open',
      due: difference,
      paid: 0,
      paymentMethodCode: 'stripe',
    });
    const other = await paidOrder('stripe', 1);
    expect((await balance(other.id, token)).statusCode).toBe(404);
    expect((await pay(other.id, token, difference)).statusCode).toBe(404);
    expect((await pay(order.id, token, difference - 1)).statusCode).toBe(409);

    const started = answer<{ redirectUrl: string }>(await pay(order.id, token, difference), 201);
    await shop.choose(new URL(started.redirectUrl), 'success');
    expect(answer<OrderBalance>(await back(order.id, token, 'success'))).toMatchObject({
      state: 'settled',
      due: 0,
      paid: difference,
    });
    // Works once: nothing is left to pay.
    expect([(await pay(order.id, token, difference)).statusCode]).toEqual([409]);

    // Stripe's notification of it, delivered twice more: it pays nothing again.
    const [attempt] = await shop.ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.purpose, 'balance')));
    const event = {
      id: `evt_balance_${order.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: attempt!.reference,
          object: 'checkout.session',
          amount_total: difference,
          currency: 'eur',
          client_reference_id: String(order.id),
          payment_status: 'paid',
          status: 'complete',
        },
      },
    };
    const signed = shop.state.sandbox.signers.stripe(event);
    for (let i = 0; i < 2; i++) {
      const res = await shop.ctx.api.inject({
        method: 'POST',
        url: '/payments/stripe/webhook',
        headers: signed.headers,
        payload: signed.body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const settled = await detail(order);
    expect(settled.order.balanceDue).toBe(0);
    // One receipt, however often the payment was reported.
    const receipts = shop.state.mails.filter(
      (m) => m.subject === `Zahlung für Ihre Bestellung ${order.transactionnum} erhalten`,
    );
    expect(receipts.map((m) => m.to)).toEqual([order.email]);
    expect(receipts[0]!.text).toContain('Ihre Bestellung ist damit vollständig bezahlt.');
    expect(settled.payments.map((p) => [p.purpose, p.status, p.amount])).toEqual([
      ['order', 'paid', order.cartInfo.grandTotalIncTax],
      ['balance', 'paid', difference],
    ]);
    // To the cent: the payments add up to the new total.
    expect(settled.payments.reduce((sum, p) => sum + p.net, 0)).toBe(total);

    // Cheaper again: what goes back comes of the difference's payment first, then the order's.
    const before = shop.state.sandbox.refunds().length;
    const cheaper = await edit(order, 1);
    const back1 = total - cheaper.order.cartInfo.grandTotalIncTax;
    expect(back1).toBeGreaterThan(difference);
    expect(refundsSince(before).map((r) => r.amount)).toEqual([difference, back1 - difference]);
    const after = await detail(order);
    expect(after.payments.reduce((sum, p) => sum + p.net, 0)).toBe(cheaper.order.cartInfo.grandTotalIncTax);
    expect(after.order).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
  });

  it('shrinks an unpaid PayPal difference first and refunds only what was paid; pays one with PayPal', async () => {
    const order = await paidOrder('paypal', 2);
    const paid = order.cartInfo.grandTotalIncTax;
    const four = await edit(order, 4);
    expect(four.order.balanceDue).toBe(four.order.cartInfo.grandTotalIncTax - paid);
    // Three: still dearer than paid, the difference shrinks; nothing goes back.
    const before = shop.state.sandbox.refunds().length;
    const three = await edit(order, 3);
    expect(three.order.balanceDue).toBe(three.order.cartInfo.grandTotalIncTax - paid);
    expect(refundsSince(before)).toEqual([]);
    // One: cheaper than paid, the open difference is gone and only the part paid above it goes back.
    const one = await edit(order, 1);
    expect(one.order.balanceDue).toBe(0);
    expect(refundsSince(before)).toEqual([
      expect.objectContaining({ provider: 'paypal', amount: paid - one.order.cartInfo.grandTotalIncTax }),
    ]);

    // Dearer once more, paid at PayPal (approved, captured on the return).
    const two = await edit(order, 2);
    const due = two.order.balanceDue;
    expect(due).toBe(two.order.cartInfo.grandTotalIncTax - one.order.cartInfo.grandTotalIncTax);
    const { token } = linkOf(order);
    const started = answer<{ redirectUrl: string }>(await pay(order.id, token, due), 201);
    // While the customer is at PayPal's page, the order keeps the amount that page asks for.
    const meanwhile = await staff(`/admin/api/orders/${order.id}/edit`, {
      lines: [{ quantity: 1 }],
      version: two.version,
    });
    expect([meanwhile.statusCode, problem(meanwhile)]).toEqual([409, 'orderEditPaymentUnderway']);
    await shop.choose(new URL(started.redirectUrl), 'success');
    expect(answer<OrderBalance>(await back(order.id, token, 'success'))).toMatchObject({ state: 'settled', due: 0 });
    const settled = await detail(order);
    expect(settled.payments.reduce((sum, p) => sum + p.net, 0)).toBe(two.order.cartInfo.grandTotalIncTax);
    answer(
      await staff(`/admin/api/orders/${order.id}/ship`, {
        carrier: 'DHL',
        trackingNumber: 'P2',
        version: settled.version,
      }),
    );
  });
});
