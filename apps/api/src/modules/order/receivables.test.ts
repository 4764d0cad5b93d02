// Money owed on invoices: an invoice order is due after the shop's payment term, staff record what
// arrives (in parts too), the list finds the unpaid and the overdue, the dashboard sums them; paid
// in full the order reads Paid and is confirmed, once.
import type { AdminOrder, AdminOrderSummary, AuditEntry, Dashboard } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setBranding, testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from '../payment/testing';
import { orders } from './tables';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('receivables of invoice orders on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}` },
      ...(payload && { payload }),
    });
  const answer = <T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const detail = async (id: number) => answer<AdminOrder>(await staff('GET', `/admin/api/orders/${id}`));
  const listed = async (receivable: 'unpaid' | 'overdue') =>
    answer<{ data: AdminOrderSummary[] }>(
      await staff('GET', `/admin/api/orders?receivable=${receivable}&limit=100`),
    ).data.map((o) => o.id);
  const owed = async () => {
    const board = answer<Dashboard>(await staff('GET', '/admin/api/dashboard'));
    return board.receivables.find((r) => r.currency === 'EUR') ?? { open: 0, orders: 0, overdue: 0, overdueOrders: 0 };
  };
  const pay = (id: number, body: object) => staff('POST', `/admin/api/orders/${id}/invoice-payments`, body);

  it('is due after the term, overdue after that, and paid in parts until Paid', async () => {
    const cookie = await shop.login();
    const before = await owed();
    const order = await shop.order(cookie, 'invoice');
    const total = order.cartInfo.grandTotalIncTax;
    const placed = await detail(order.id);
    expect(placed.receivable).toMatchObject({ paid: 0, open: total, overdue: false, payments: [] });
    const dueIn = Date.parse(placed.receivable!.dueDate) - Date.parse(order.createdDate);
    expect(Math.round(dueIn / DAY_MS)).toBe(30);
    expect(await listed('unpaid')).toContain(order.id);
    expect(await listed('overdue')).not.toContain(order.id);
    expect(await owed()).toMatchObject({ open: before.open + total, orders: before.orders + 1 });

    // Its due date passes.
    await shop.ctx.database.db
      .update(orders)
      .set({ dueAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, order.id));
    expect((await detail(order.id)).receivable!.overdue).toBe(true);
    expect(await listed('overdue')).toContain(order.id);
    expect(await owed()).toMatchObject({
      overdue: before.overdue + total,
      overdueOrders: before.overdueOrders + 1,
    });

    // A part arrives; more than is open is refused at its field, a stale version as a conflict.
    const part = Math.floor(total / 3);
    const partly = answer<AdminOrder>(
      await pay(order.id, { amount: part, paidOn: '2026-12-01', reference: 'SEPA 4711', version: placed.version }),
      201,
    );
    expect(partly.receivable).toMatchObject({
      paid: part,
      open: total - part,
      overdue: true,
      payments: [{ amount: part, paidOn: '2026-12-01', reference: 'SEPA 4711', recordedBy: 'admin-key' }],
    });
    expect(partly.order).toMatchObject({ paymentStatus: 'invoice', status: 'pending' });
    expect(partly.history.at(-1)).toMatchObject({ action: 'order.invoice-payment', actor: 'admin-key' });
    // The audit row has the amount with its currency: the log says it as money.
    const [paymentRow] = answer<{ data: AuditEntry[] }>(
      await staff('GET', `/admin/api/audit?action=order.invoice-payment&entityId=${partly.order.transactionnum}`),
    ).data;
    expect(paymentRow?.after).toMatchObject({ amount: part, currency: partly.order.cartInfo.currency });
    const tooMuch = await pay(order.id, { amount: total, paidOn: '2026-12-02', version: partly.version });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details.issues[0]).toMatchObject({ path: 'body.amount', code: 'moreThanOpen' });
    const stale = await pay(order.id, { amount: 1, paidOn: '2026-12-02', version: placed.version });
    expect(stale.statusCode).toBe(409);
    const notADay = await pay(order.id, { amount: 1, paidOn: 'yesterday', version: partly.version });
    expect(notADay.statusCode).toBe(400);

    // The rest: Paid, confirmed (the points credited once), owing nothing.
    const points = async () =>
      ((await shop.call('GET', '/me', cookie)).json() as { loyaltyPoints: number }).loyaltyPoints;
    const pointsBefore = await points();
    const paid = answer<AdminOrder>(
      await pay(order.id, { amount: total - part, paidOn: '2026-12-03', version: partly.version }),
      201,
    );
    expect(paid.receivable).toMatchObject({ paid: total, open: 0, overdue: false });
    expect(paid.order).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    expect(await points()).toBe(pointsBefore + order.loyaltyPoints);
    expect(await listed('unpaid')).not.toContain(order.id);
    expect(await owed()).toMatchObject({ open: before.open, overdue: before.overdue });
    const again = await pay(order.id, { amount: 1, paidOn: '2026-12-03', version: paid.version });
    expect(again.statusCode).toBe(409);
  });

  it('owes nothing for an online order or a cancelled invoice, and follows the shop’s payment term', async () => {
    const cookie = await shop.login();
    const online = await shop.order(cookie, 'paypal');
    const onlineDetail = await detail(online.id);
    expect(onlineDetail.receivable).toBeNull();
    expect((await pay(online.id, { amount: 1, paidOn: '2026-12-01', version: onlineDetail.version })).statusCode).toBe(
      409,
    );

    const cancelled = await shop.order(cookie, 'invoice');
    const { version } = await detail(cancelled.id);
    answer(await staff('POST', `/admin/api/orders/${cancelled.id}/cancel`, { version }));
    expect((await detail(cancelled.id)).receivable).toBeNull();
    expect(await listed('unpaid')).not.toContain(cancelled.id);

    try {
      await setBranding(shop.ctx.api, { invoicePaymentTermDays: 14 });
      const order = await shop.order(cookie, 'invoice');
      const { receivable } = await detail(order.id);
      expect(Math.round((Date.parse(receivable!.dueDate) - Date.parse(order.createdDate)) / DAY_MS)).toBe(14);
    } finally {
      await setBranding(shop.ctx.api, {});
    }
  });
});
