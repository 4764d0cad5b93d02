// Staff's steps on a return: receive (resellable goods back to stock), refund what arrived (through
// the order's provider, never above what is left of the payment, or as credit on an invoice order,
// with a credit note of exactly those lines to the cent), reject with a reason; each against the
// version read, audited, and e-mailed to the customer in the order's language.
import { type AdminOrderReturn, type Order, type OrderReturns, staffRefusalOf } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../testing/database';
import { auditLog } from '../audit/tables';
import { orderDocuments } from '../documents/tables';
import { usePaymentApi } from '../payment/testing';
import { taxOn } from '../pricing';
import { answer, returnsHelpers } from './testing';

describe.each(databaseKinds)('returns taken through by staff on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const { staff, twoLineOrder, pay, ship, returnsOf, requested, mailOf } = returnsHelpers(shop);
  const act = (rma: { id: number }, step: 'receive' | 'refund' | 'reject', body: object) =>
    staff('POST', `/admin/api/returns/${rma.id}/${step}`, body);
  const detail = async (rma: { id: number }) =>
    answer<AdminOrderReturn>(await staff('GET', `/admin/api/returns/${rma.id}`));
  /** A unit of the order's line with tax, as the order charged it (no coupon in these orders). */
  const unitGross = (order: Order, position: number) => {
    const item = order.cartInfo.cartItems[position - 1]!;
    return item.price + taxOn(item.price, item.taxRate);
  };
  const waitForMail = (rma: { number: string }, subject: string) =>
    vi.waitFor(() => {
      const found = mailOf(rma);
      expect(found?.subject).toBe(subject);
      return found!;
    });

  it('receives an invoice order’s return, restocks what is resellable and credits the lines with a credit note to the cent', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    await ship(order);
    const [first, second] = order.cartInfo.cartItems;
    const stock = [await shop.stockOf(first!.productId), await shop.stockOf(second!.productId)];
    const rma = await requested(cookie, order.id, {
      lines: [
        { position: 1, quantity: 1, reason: 'wrongSize' },
        { position: 2, quantity: 1, reason: 'damaged' },
      ],
    });
    const received = answer<AdminOrderReturn>(
      await act(rma, 'receive', {
        lines: [
          { position: 1, quantity: 1, condition: 'resellable' },
          { position: 2, quantity: 1, condition: 'damaged' },
        ],
        version: rma.version,
      }),
    );
    expect(received.state).toBe('received');
    expect(received.lines.map((l) => [l.receivedQuantity, l.condition])).toEqual([
      [1, 'resellable'],
      [1, 'damaged'],
    ]);
    expect((await shop.stockOf(first!.productId)).effectiveStock).toBe(stock[0]!.effectiveStock + 1);
    expect((await shop.stockOf(second!.productId)).effectiveStock).toBe(stock[1]!.effectiveStock);
    expect((await waitForMail(rma, `Ihre Rücksendung ${rma.number} ist angekommen`)).to).toBe('payer@example.com');

    const goods = unitGross(order, 1) + unitGross(order, 2);
    const shipping = order.cartInfo.shipping_incl_tax;
    expect(received).toMatchObject({ refundableGoods: goods, refundableShipping: shipping });
    const refunded = answer<AdminOrderReturn>(await act(rma, 'refund', { shipping: true, version: received.version }));
    expect(refunded).toMatchObject({
      state: 'refunded',
      refundedAs: 'credit',
      refundedAmount: goods + shipping,
      shippingRefunded: true,
      creditNoteNumber: expect.stringMatching(/^GS-\d{4}-\d{6}$/),
    });
    expect(refunded.lines.map((l) => l.refundedAmount)).toEqual([unitGross(order, 1), unitGross(order, 2)]);

    // The credit note: those lines and the shipping, negative, its gross what was credited.
    const [note] = await shop.ctx.database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.number, refunded.creditNoteNumber!)));
    const content = note!.content;
    expect(note!.whole).toBe(false);
    expect(content.lines.map((l) => [l.itemnum, l.quantity, l.unitPrice, l.total])).toEqual([
      [first!.itemnum, -1, first!.price, -first!.price],
      [second!.itemnum, -1, second!.price, -second!.price],
      ['', -1, order.cartInfo.shipping_amount, -order.cartInfo.shipping_amount],
    ]);
    expect(content.gross).toBe(-(goods + shipping));
    expect(content.net).toBe(-(first!.price + second!.price + order.cartInfo.shipping_amount));
    expect(content.tax).toBe(content.gross - content.net);
    expect(content.taxes.reduce((sum, t) => sum + t.amount, 0)).toBe(content.tax);
    expect(content.corrects?.number).toMatch(/^RE-/);
    const mail = await waitForMail(rma, `Erstattung zu Ihrer Rücksendung ${rma.number}`);
    expect(mail.text).toContain(`${((goods + shipping) / 100).toFixed(2).replace('.', ',')}`);
    expect(mail.text).toContain('auf Ihrer Rechnung gut');
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${refunded.creditNoteNumber}.pdf`]);

    // The customer sees it refunded, line by line; the shipping goes back only once.
    const seen = answer<OrderReturns>(await returnsOf(cookie, order.id));
    expect(seen.data[0]).toMatchObject({ state: 'refunded', refundedAmount: goods + shipping });
    const audited = await shop.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, rma.number)));
    expect(audited.map((row) => [row.actor, row.action])).toEqual([
      ['admin-key', 'return.receive'],
      ['admin-key', 'return.refund'],
    ]);
  });

  it('refunds an online payment’s returned line through the provider, never above what is left of it', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'stripe');
    await pay(cookie, order);
    await ship(order);
    const rma = await requested(cookie, order.id, { lines: [{ position: 1, quantity: 2, reason: 'notAsDescribed' }] });
    const received = answer<AdminOrderReturn>(
      await act(rma, 'receive', { lines: [{ position: 1, quantity: 2, condition: 'resellable' }], version: 1 }),
    );
    const before = shop.state.sandbox.refunds().length;
    const refunded = answer<AdminOrderReturn>(await act(rma, 'refund', { version: received.version }));
    expect(refunded).toMatchObject({
      state: 'refunded',
      refundedAs: 'payment',
      refundedAmount: 2 * unitGross(order, 1),
    });
    expect(shop.state.sandbox.refunds().slice(before)).toEqual([
      expect.objectContaining({ provider: 'stripe', amount: 2 * unitGross(order, 1) }),
    ]);
    const mail = await waitForMail(rma, `Erstattung zu Ihrer Rücksendung ${rma.number}`);
    expect(mail.text).toContain('auf dem Weg, auf dem Sie bezahlt haben');

    // Most of another order's payment went back already: its return asks more than is left.
    const other = await twoLineOrder(cookie, 'paypal');
    await pay(cookie, other);
    await ship(other);
    const { version } = answer<{ version: number }>(await staff('GET', `/admin/api/orders/${other.id}`));
    answer(
      await staff('POST', `/admin/api/orders/${other.id}/refunds`, {
        amount: other.cartInfo.grandTotalIncTax - 1,
        version,
      }),
      201,
    );
    const late = await requested(cookie, other.id, { lines: [{ position: 2, quantity: 1, reason: 'other' }] });
    const got = answer<AdminOrderReturn>(
      await act(late, 'receive', { lines: [{ position: 2, quantity: 1, condition: 'damaged' }], version: 1 }),
    );
    const tooMuch = await act(late, 'refund', { version: got.version });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().error.details.issues[0]).toMatchObject({ code: 'refundMoreThanLeft' });
    expect((await detail(late)).state).toBe('received');
  });

  it('rejects with a reason, refuses steps out of turn, stale versions and a second refund at once', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'stripe');
    await pay(cookie, order);
    await ship(order);
    const rma = await requested(cookie, order.id, { lines: [{ position: 1, quantity: 1, reason: 'wrongItem' }] });
    const problemOf = async (res: { statusCode: number; json: () => unknown }, status: number) => {
      expect(res.statusCode).toBe(status);
      const { error } = res.json() as {
        error: { problem?: string; details?: { issues?: { code: string; message: string }[] } };
      };
      // A schema's refusal is read back from its text, as the back office reads it.
      const issue = error.details?.issues?.[0];
      return error.problem ?? (issue && (staffRefusalOf(issue.message)?.name ?? issue.code));
    };
    expect(await problemOf(await act(rma, 'refund', { version: 1 }), 409)).toBe('returnNotReceived');
    expect(
      await problemOf(
        await act(rma, 'receive', { lines: [{ position: 1, quantity: 2, condition: 'damaged' }], version: 1 }),
        400,
      ),
    ).toBe('returnReceivedTooMany');
    expect(
      await problemOf(
        await act(rma, 'receive', { lines: [{ position: 2, quantity: 1, condition: 'damaged' }], version: 1 }),
        400,
      ),
    ).toBe('returnLineUnknown');
    expect(
      await problemOf(
        await act(rma, 'receive', { lines: [{ position: 1, quantity: 0, condition: 'damaged' }], version: 1 }),
        409,
      ),
    ).toBe('returnNothingReceived');
    expect(await problemOf(await act(rma, 'reject', { reason: '  ', version: 1 }), 400)).toBe(
      'returnRejectReasonRequired',
    );
    const received = answer<AdminOrderReturn>(
      await act(rma, 'receive', { lines: [{ position: 1, quantity: 1, condition: 'resellable' }], version: 1 }),
    );
    expect(await problemOf(await act(rma, 'reject', { reason: 'Used', version: 1 }), 409)).toBe('returnChanged');

    // Two members refund at once: one refund reaches the provider, the other is told it changed.
    const before = shop.state.sandbox.refunds().length;
    const both = await Promise.all([1, 2].map(() => act(rma, 'refund', { version: received.version })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(shop.state.sandbox.refunds().slice(before)).toHaveLength(1);
    expect(
      await problemOf(await act(rma, 'reject', { reason: 'Used', version: (await detail(rma)).version }), 409),
    ).toBe('returnClosed');

    // Another return rejected: the customer is told why, and may ask again for what it held.
    const second = await requested(cookie, order.id, { lines: [{ position: 2, quantity: 1, reason: 'other' }] });
    const rejected = answer<AdminOrderReturn>(
      await act(second, 'reject', { reason: 'Original packaging missing', version: 1 }),
    );
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: 'Original packaging missing' });
    const mail = await waitForMail(second, `Ihre Rücksendung ${second.number} wurde abgelehnt`);
    expect(mail.text).toContain('Original packaging missing');
    expect(answer<OrderReturns>(await returnsOf(cookie, order.id)).lines.map((l) => l.returnable)).toEqual([1, 1]);
    expect(
      await problemOf(
        await act(second, 'receive', {
          lines: [{ position: 2, quantity: 1, condition: 'damaged' }],
          version: rejected.version,
        }),
        409,
      ),
    ).toBe('returnNotRequested');
    expect((await staff('GET', '/admin/api/returns/2000000000')).statusCode).toBe(404);
  });
});
