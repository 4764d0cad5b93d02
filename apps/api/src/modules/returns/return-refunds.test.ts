// Returns as part of what went back of an order: refunded returns that reach all that was paid make
// the payment refunded; an invoice order's returns lower what it owes; a line refunded without a
// return is neither returned nor refunded again; and only what parcels brought can be sent back.
import type { AdminOrder, AdminOrderReturn, Order, OrderReturns } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from '../payment/testing';
import { answer, returnsHelpers } from './testing';

describe.each(databaseKinds)('refunds of returns and what can go back on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const { staff, versionOf, twoLineOrder, pay, ship, request, returnsOf, requested } = returnsHelpers(shop);
  const detail = async (order: Order) => answer<AdminOrder>(await staff('GET', `/admin/api/orders/${order.id}`));
  const act = (rma: { id: number }, step: 'receive' | 'refund', body: object) =>
    staff('POST', `/admin/api/returns/${rma.id}/${step}`, body);
  /** Asks for the lines back, receives all of them resellable, and answers the received return. */
  async function received(cookie: string, order: Order, lines: Array<[number, number]>) {
    const rma = await requested(cookie, order.id, {
      lines: lines.map(([position, quantity]) => ({ position, quantity, reason: 'wrongSize' })),
    });
    return answer<AdminOrderReturn>(
      await act(rma, 'receive', {
        lines: lines.map(([position, quantity]) => ({ position, quantity, condition: 'resellable' })),
        version: rma.version,
      }),
    );
  }

  it('makes a paid order’s payment refunded when its returns gave back all that was paid', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'stripe');
    await pay(cookie, order);
    await ship(order);
    const first = await received(cookie, order, [[1, 1]]);
    answer(await act(first, 'refund', { version: first.version }));
    expect((await detail(order)).order).toMatchObject({ paymentStatus: 'paid', refundedQuantities: [1, 0] });

    const rest = await received(cookie, order, [
      [1, 1],
      [2, 1],
    ]);
    const done = answer<AdminOrderReturn>(await act(rest, 'refund', { shipping: true, version: rest.version }));
    const total = order.cartInfo.grandTotalIncTax;
    const after = await detail(order);
    expect(after.order).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: total,
      refundedQuantities: [2, 1],
      shippingRefunded: true,
    });
    expect(after.payments.at(-1)).toMatchObject({ status: 'refunded', refunded: total, net: 0 });
    expect(done.refundedAmount! + first.refundableGoods).toBe(total);
  });

  it('lowers what an invoice order owes by its refunded return', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    await ship(order);
    const rma = await received(cookie, order, [[2, 1]]);
    const refunded = answer<AdminOrderReturn>(await act(rma, 'refund', { version: rma.version }));
    expect(refunded.refundedAs).toBe('credit');
    const total = order.cartInfo.grandTotalIncTax;
    const after = await detail(order);
    expect(after.receivable).toMatchObject({
      paid: 0,
      credited: refunded.refundedAmount,
      open: total - refunded.refundedAmount!,
    });
    expect(after.order).toMatchObject({ paymentStatus: 'invoice', refundedQuantities: [0, 1] });
  });

  it('neither returns nor refunds again a unit staff refunded without a return', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'paypal');
    await pay(cookie, order);
    await ship(order);
    const lineRefund = (quantity: number) =>
      staff('POST', `/admin/api/orders/${order.id}/refunds`, {
        lines: [{ position: 1, quantity }],
        version: 0,
      });
    const refundLine = async (quantity: number) => {
      const res = await staff('POST', `/admin/api/orders/${order.id}/refunds`, {
        lines: [{ position: 1, quantity }],
        version: await versionOf(order.id),
      });
      return answer<AdminOrder>(res, 201);
    };
    expect((await lineRefund(1)).statusCode).toBe(400);
    await refundLine(1);
    const seen = answer<OrderReturns>(await returnsOf(cookie, order.id));
    expect(seen.lines.map((line) => line.returnable)).toEqual([1, 1]);
    const tooMany = await request(cookie, order.id, { lines: [{ position: 1, quantity: 2, reason: 'damaged' }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details).toMatchObject({ reason: 'tooMany', maximum: 1 });

    // The last unit is sent back, and staff refund it by its line before the return: not twice.
    const rma = await received(cookie, order, [[1, 1]]);
    await refundLine(1);
    const twice = await act(rma, 'refund', { version: rma.version });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.problem).toBe('returnRefundedAlready');
    expect((await detail(order)).order.refundedQuantities).toEqual([2, 0]);
  });

  it('takes back only what parcels of a partly shipped order brought, in the shopper’s words', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    answer(await staff('POST', `/admin/api/orders/${order.id}/confirm`, { version: await versionOf(order.id) }));
    answer(
      await staff('POST', `/admin/api/orders/${order.id}/shipments`, {
        lines: [{ position: 0, quantity: 1 }],
        carrier: 'DHL',
        trackingNumber: '00340434',
        version: await versionOf(order.id),
      }),
      201,
    );
    const seen = answer<OrderReturns>(await returnsOf(cookie, order.id));
    expect(seen.returnableUntil).not.toBeNull();
    expect(seen.lines.map((line) => line.returnable)).toEqual([1, 0]);
    for (const [position, quantity, maximum] of [
      [1, 2, 1],
      [2, 1, 0],
    ] as const) {
      const refused = await request(cookie, order.id, { lines: [{ position, quantity, reason: 'damaged' }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toMatchObject({ reason: 'notShippedYet', position, maximum });
    }
    await requested(cookie, order.id, { lines: [{ position: 1, quantity: 1, reason: 'damaged' }] });
  });
});
