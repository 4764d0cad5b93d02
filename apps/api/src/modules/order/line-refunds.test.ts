// Chosen lines of a paid order refunded without cancelling it: the API reckons what they cost as the
// order charged them, never more of a line than is left of it nor more than is left of the payment;
// the money goes back through the order's provider (the sandbox learns the exact amount), or, on an
// invoice order, is noted as credit against what it owes, with a credit note of those lines; the
// shopper sees what was refunded of each line, and the whole paid back makes the payment refunded.
import type { AdminOrder, Order } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../testing/database';
import { orderDocuments } from '../documents/tables';
import { usePaymentApi } from '../payment/testing';
import { taxOn } from '../pricing';
import { answer, returnsHelpers } from '../returns/testing';

describe.each(databaseKinds)('refunds of chosen lines on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const { staff, twoLineOrder, pay, ship } = returnsHelpers(shop);
  const detail = async (order: Order) => answer<AdminOrder>(await staff('GET', `/admin/api/orders/${order.id}`));
  const refund = (order: Order, body: object) => staff('POST', `/admin/api/orders/${order.id}/refunds`, body);
  const refunded = async (order: Order, body: object) => answer<AdminOrder>(await refund(order, body), 201);
  const sandboxRefunds = (provider: string) => shop.state.sandbox.refunds().filter((r) => r.provider === provider);
  /** A unit of the order's line with tax, as the order charged it (no coupon in these orders). */
  const unitGross = (order: Order, position: number) => {
    const item = order.cartInfo.cartItems[position - 1]!;
    return item.price + taxOn(item.price, item.taxRate);
  };
  const issue = (res: { json: () => unknown }) =>
    (res.json() as { error: { problem?: string; details: { issues: Array<{ path: string; code: string }> } } }).error;
  const mailOf = (order: Order) =>
    vi.waitFor(() => {
      const found = shop.state.mails.filter((m) => m.subject.includes(order.transactionnum)).at(-1);
      expect(found?.subject).toContain('Erstattung');
      return found!;
    });

  it.each(['stripe', 'paypal'] as const)(
    'refunds a unit of a %s order’s line, then the rest with the shipping: the payment reads refunded',
    async (provider) => {
      const cookie = await shop.login();
      const placed = await twoLineOrder(cookie, provider);
      await pay(cookie, placed);
      const before = sandboxRefunds(provider).length;
      const { version, order } = await detail(placed);

      const one = await refunded(order, { lines: [{ position: 1, quantity: 1 }], reason: 'Dented', version });
      expect(one.order).toMatchObject({
        paymentStatus: 'paid',
        status: 'confirmed',
        refundedQuantities: [1, 0],
        refundedAmount: unitGross(order, 1),
        shippingRefunded: false,
      });
      expect(
        sandboxRefunds(provider)
          .slice(before)
          .map((r) => r.amount),
      ).toEqual([unitGross(order, 1)]);
      expect(one.payments.at(-1)).toMatchObject({ refunded: unitGross(order, 1) });
      expect(one.history.at(-1)).toMatchObject({ action: 'order.part-refund', reason: 'Dented' });
      const mail = await mailOf(order);
      expect(mail.text).toContain(`1 × ${order.cartInfo.cartItems[0]!.name}`);

      // More of a line than is left of it, a line the order has not, the shipping without lines.
      const tooMany = await refund(order, { lines: [{ position: 1, quantity: 2 }], version: one.version });
      expect(tooMany.statusCode).toBe(400);
      expect(issue(tooMany).details.issues[0]).toMatchObject({
        path: 'body.lines.0.quantity',
        code: 'refundLineTooMany',
      });
      const twice = await refund(order, {
        lines: [
          { position: 1, quantity: 1 },
          { position: 1, quantity: 1 },
        ],
        version: one.version,
      });
      expect(issue(twice).details.issues[0]).toMatchObject({
        path: 'body.lines.1.quantity',
        code: 'refundLineTooMany',
      });
      const unknown = await refund(order, { lines: [{ position: 3, quantity: 1 }], version: one.version });
      expect(issue(unknown).details.issues[0]).toMatchObject({
        path: 'body.lines.0.position',
        code: 'noSuchOrderLine',
      });
      for (const body of [
        { amount: 100, lines: [{ position: 2, quantity: 1 }] },
        {},
        { amount: 100, shipping: true },
        { lines: [] },
        { lines: [{ position: 2, quantity: 0 }] },
      ]) {
        const refused = await refund(order, { ...body, version: one.version });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(sandboxRefunds(provider).slice(before)).toHaveLength(1);

      // The rest of both lines and the shipping: all that was paid went back.
      const rest = await refunded(order, {
        lines: [
          { position: 1, quantity: 1 },
          { position: 2, quantity: 1 },
        ],
        shipping: true,
        version: one.version,
      });
      const total = order.cartInfo.grandTotalIncTax;
      expect(rest.order).toMatchObject({
        paymentStatus: 'refunded',
        refundedQuantities: [2, 1],
        refundedAmount: total,
        shippingRefunded: true,
      });
      expect(
        sandboxRefunds(provider)
          .slice(before)
          .reduce((sum, r) => sum + r.amount, 0),
      ).toBe(total);
      expect(rest.payments.at(-1)).toMatchObject({ status: 'refunded', refunded: total, net: 0 });
    },
  );

  it('refunds a line of a Computop payment by its PayID', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'computop', 2);
    const back = await shop.choose(await shop.startPayment(cookie, order), 'success');
    answer(
      await shop.call('POST', `/orders/${order.id}/computop-payment`, cookie, Object.fromEntries(back.searchParams)),
    );
    const { version } = await detail(order);
    const before = sandboxRefunds('computop').length;
    const done = await refunded(order, { lines: [{ position: 1, quantity: 1 }], version });
    expect(
      sandboxRefunds('computop')
        .slice(before)
        .map((r) => r.amount),
    ).toEqual([unitGross(order, 1)]);
    expect(done.order).toMatchObject({ paymentStatus: 'paid', refundedQuantities: [1] });
  });

  it('never refunds more than is left of the payment, and gives the lines back when the provider refuses', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'paypal');
    await pay(cookie, order);
    let { version } = await detail(order);
    shop.state.sandbox.refuseNextRefund('paypal', 'capture is disputed');
    const refused = await refund(order, { lines: [{ position: 2, quantity: 1 }], version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('capture is disputed');
    const after = await detail(order);
    expect(after.order).toMatchObject({ refundedQuantities: [0, 0], refundedAmount: 0 });
    ({ version } = after);

    // An amount took most of the payment: the lines cost more than is left.
    const total = order.cartInfo.grandTotalIncTax;
    ({ version } = await refunded(order, { amount: total - 100, version }));
    const over = await refund(order, { lines: [{ position: 2, quantity: 1 }], version });
    expect(over.statusCode).toBe(400);
    expect(issue(over).details.issues[0]).toMatchObject({ path: 'body.lines', code: 'refundMoreThanLeft' });
    expect((await detail(order)).order).toMatchObject({ refundedQuantities: [0, 0], refundedAmount: total - 100 });

    // Two members refund the same last unit at once: one goes through.
    const other = await twoLineOrder(cookie, 'stripe');
    await pay(cookie, other);
    const at = (await detail(other)).version;
    const answers = await Promise.all([
      refund(other, { lines: [{ position: 2, quantity: 1 }], version: at }),
      refund(other, { lines: [{ position: 2, quantity: 1 }], version: at }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await detail(other)).order.refundedQuantities).toEqual([0, 1]);
  });

  it('credits an invoice order’s lines against what it owes, with a credit note of those lines', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    await ship(order);
    const total = order.cartInfo.grandTotalIncTax;
    let { version } = await detail(order);
    const byAmount = await refund(order, { amount: 100, version });
    expect(byAmount.statusCode).toBe(409);
    expect(issue(byAmount).problem).toBe('refundNothingCredited');

    const credited = await refunded(order, { lines: [{ position: 2, quantity: 1 }], version });
    const worth = unitGross(order, 2);
    expect(credited.order).toMatchObject({
      paymentStatus: 'invoice',
      refundedQuantities: [0, 1],
      refundedAmount: worth,
    });
    expect(credited.receivable).toMatchObject({ paid: 0, credited: worth, open: total - worth });
    expect(credited.payments).toEqual([]);
    const mail = await mailOf(order);
    expect(mail.text).toContain('gut');
    const notes = await shop.ctx.database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.whole).toBe(false);
    const second = order.cartInfo.cartItems[1]!;
    expect(notes[0]!.content.lines.map((l) => [l.itemnum, l.quantity, l.total])).toEqual([
      [second.itemnum, -1, -second.price],
    ]);
    expect(notes[0]!.content.gross).toBe(-worth);

    // What is left is paid: the order reads paid; the rest credited, it reads refunded.
    ({ version } = credited);
    const paid = answer<AdminOrder>(
      await staff('POST', `/admin/api/orders/${order.id}/invoice-payments`, {
        amount: total - worth,
        paidOn: '2026-01-05',
        reference: 'Bank',
        version,
      }),
      201,
    );
    expect(paid.order.paymentStatus).toBe('paid');
    expect(paid.receivable).toMatchObject({ paid: total - worth, credited: worth, open: 0 });
    const all = await refunded(order, {
      lines: [{ position: 1, quantity: 2 }],
      shipping: true,
      version: paid.version,
    });
    expect(all.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: total });
  });
});
