// The orders list's bulk actions through the admin API: ship many with one carrier (tracking
// numbers each or none), mark many invoices paid, and the CSV of the list's filters or of the
// orders chosen. Each order is changed on its own (audited, its customer told) or refused with its
// reason, the others going ahead; more than a batch takes, and anyone but staff, are refused whole.
import { hash } from '@node-rs/argon2';
import {
  type AdminOrder,
  type AuditAction,
  type InvoicePaymentBulkReport,
  maxBulkItems,
  type Order,
  type OrderBulkReport,
  staffSessionCookie,
} from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditLog } from '../audit/tables';
import { usePaymentApi } from '../payment/testing';
import { staffMembers } from '../staff/tables';

const STAFF_PASSWORD = 'bulk-staff-pass';
const HOST = 'shop.example:4000';

describe.each(databaseKinds)('bulk actions of the orders list on %s', (kind) => {
  const shop = usePaymentApi(kind);
  type Answer = { statusCode: number; body: string; json: () => unknown };
  const answer = <T>(res: Answer, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const staff = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    shop.ctx.api.inject({
      method,
      url,
      headers: cookie
        ? { cookie, host: HOST, origin: `http://${HOST}` }
        : { authorization: `Bearer ${testAdminToken}` },
      ...(payload && { payload }),
    });
  const detail = async (order: Order) => answer<AdminOrder>(await staff('GET', `/admin/api/orders/${order.id}`));
  const auditOf = (order: Order, action: AuditAction) =>
    shop.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.transactionnum), eq(auditLog.action, action)));

  /** The clerk's back-office session. */
  let clerk = '';
  beforeAll(async () => {
    await shop.ctx.database.db.insert(staffMembers).values({
      email: 'bulk.clerk@example.com',
      name: 'Bulk Clerk',
      role: 'clerk',
      passwordHash: await hash(STAFF_PASSWORD),
    });
    const res = await shop.ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { email: 'bulk.clerk@example.com', password: STAFF_PASSWORD },
    });
    clerk = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
  });

  async function confirmedInvoiceOrder(cookie: string) {
    const order = await shop.order(cookie, 'invoice');
    answer(await shop.call('POST', `/orders/${order.id}/confirm`, cookie));
    return order;
  }

  it('ships confirmed orders with one carrier, each with its tracking number or none, and refuses the rest by name', async () => {
    const cookie = await shop.login();
    const [tracked, untracked, shipped, cancelled] = [
      await confirmedInvoiceOrder(cookie),
      await confirmedInvoiceOrder(cookie),
      await confirmedInvoiceOrder(cookie),
      await confirmedInvoiceOrder(cookie),
    ] as [Order, Order, Order, Order];
    const pending = await shop.order(cookie, 'invoice');
    const unpaid = await shop.order(cookie, 'paypal');
    answer(
      await staff('POST', `/admin/api/orders/${shipped.id}/ship`, {
        carrier: 'DPD',
        trackingNumber: 'EARLIER 1',
        version: (await detail(shipped)).version,
      }),
    );
    answer(
      await staff('POST', `/admin/api/orders/${cancelled.id}/cancel`, { version: (await detail(cancelled)).version }),
    );
    const mailsBefore = shop.state.mails.length;

    const report = answer<OrderBulkReport>(
      await staff(
        'POST',
        '/admin/api/orders/ship',
        {
          carrier: 'DHL',
          orders: [
            { orderId: tracked.id, trackingNumber: '00340434161234567890' },
            { orderId: untracked.id, trackingNumber: null },
            { orderId: shipped.id },
            { orderId: cancelled.id },
            { orderId: pending.id },
            { orderId: unpaid.id },
            { orderId: 2_000_000_000 },
          ],
        },
        clerk,
      ),
    );
    expect(report.results.map((r) => [r.orderId, r.number, r.outcome, r.reason])).toEqual([
      [tracked.id, tracked.transactionnum, 'changed', null],
      [untracked.id, untracked.transactionnum, 'changed', null],
      [shipped.id, shipped.transactionnum, 'refused', 'shippedAlready'],
      [cancelled.id, cancelled.transactionnum, 'refused', 'cancelled'],
      [pending.id, pending.transactionnum, 'refused', 'notConfirmed'],
      [unpaid.id, unpaid.transactionnum, 'refused', 'notPaid'],
      [2_000_000_000, null, 'refused', 'notFound'],
    ]);
    expect(report.results[2]!.message).toBe(`Order ${shipped.transactionnum} was shipped already`);

    // Each shipped order as the single action leaves it: the shopper sees it, is told, and it is audited.
    expect((await shop.get(cookie, tracked)).shipment).toMatchObject({
      carrier: 'DHL',
      trackingNumber: '00340434161234567890',
      trackingUrl: expect.stringContaining('dhl.de'),
    });
    expect((await shop.get(cookie, untracked)).shipment).toMatchObject({
      carrier: 'DHL',
      trackingNumber: null,
      trackingUrl: null,
    });
    const mails = shop.state.mails.slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(tracked.transactionnum),
      expect.stringContaining(untracked.transactionnum),
    ]);
    expect(mails[0]!.text).toContain('Sendungsnummer: 00340434161234567890.');
    expect(mails[1]!.text).toContain('mit DHL versandt.');
    expect(mails[1]!.text).not.toContain('Sendungsnummer');
    for (const order of [tracked, untracked]) {
      const [audit] = await auditOf(order, 'order.ship');
      expect(audit).toMatchObject({ actor: 'bulk.clerk@example.com', after: { status: 'shipped', carrier: 'DHL' } });
    }
    // The refused ones are as they were: the one shipped before keeps its carrier, nothing audited twice.
    expect((await detail(shipped)).order.shipment).toMatchObject({ carrier: 'DPD', trackingNumber: 'EARLIER 1' });
    expect(await auditOf(shipped, 'order.ship')).toHaveLength(1);
    expect((await detail(pending)).order.status).toBe('pending');
  });

  it('marks invoice orders paid with what each still owes, and refuses online, cancelled and paid ones', async () => {
    const cookie = await shop.login();
    const [placed, partly, paid, cancelled] = [
      await shop.order(cookie, 'invoice'),
      await confirmedInvoiceOrder(cookie),
      await confirmedInvoiceOrder(cookie),
      await shop.order(cookie, 'invoice'),
    ] as [Order, Order, Order, Order];
    const online = await shop.order(cookie, 'paypal');
    const total = (order: Order) => order.cartInfo.grandTotalIncTax;
    answer(
      await staff('POST', `/admin/api/orders/${partly.id}/invoice-payments`, {
        amount: 100,
        paidOn: '2026-12-01',
        version: (await detail(partly)).version,
      }),
      201,
    );
    answer(
      await staff('POST', `/admin/api/orders/${paid.id}/invoice-payments`, {
        amount: total(paid),
        paidOn: '2026-12-01',
        version: (await detail(paid)).version,
      }),
      201,
    );
    answer(
      await staff('POST', `/admin/api/orders/${cancelled.id}/cancel`, { version: (await detail(cancelled)).version }),
    );

    const report = answer<InvoicePaymentBulkReport>(
      await staff(
        'POST',
        '/admin/api/orders/invoice-payments',
        {
          orderIds: [placed.id, partly.id, paid.id, cancelled.id, online.id],
          paidOn: '2026-12-02',
          reference: 'Sammel',
        },
        clerk,
      ),
    );
    expect(report.results.map((r) => [r.orderId, r.outcome, r.reason, r.amount])).toEqual([
      [placed.id, 'changed', null, total(placed)],
      [partly.id, 'changed', null, total(partly) - 100],
      [paid.id, 'refused', 'paidInFull', null],
      [cancelled.id, 'refused', 'cancelled', null],
      [online.id, 'refused', 'notInvoice', null],
    ]);
    expect(report.results[0]!.currency).toBe('EUR');
    for (const order of [placed, partly]) {
      const after = await detail(order);
      expect(after.order).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
      expect(after.receivable).toMatchObject({ open: 0, paid: total(order) });
      expect(after.receivable!.payments.at(-1)).toMatchObject({
        paidOn: '2026-12-02',
        reference: 'Sammel',
        recordedBy: 'bulk.clerk@example.com',
      });
      expect(await auditOf(order, 'order.invoice-payment')).toHaveLength(order === partly ? 2 : 1);
    }
    expect((await detail(online)).order.paymentStatus).not.toBe('paid');
  });

  it('refuses a batch over the limit, an order named twice, a bad day, and anyone but staff, changing nothing', async () => {
    const cookie = await shop.login();
    const order = await confirmedInvoiceOrder(cookie);
    const ids = Array.from({ length: maxBulkItems + 1 }, (_, i) => order.id + i);
    const cases: Array<[string, object, string]> = [
      [
        '/admin/api/orders/ship',
        { carrier: 'DHL', orders: ids.map((orderId) => ({ orderId })) },
        `At most ${maxBulkItems} orders at once`,
      ],
      [
        '/admin/api/orders/ship',
        { carrier: 'DHL', orders: [{ orderId: order.id }, { orderId: order.id }] },
        'Each order once',
      ],
      ['/admin/api/orders/ship', { carrier: ' ', orders: [{ orderId: order.id }] }, 'The carrier is required'],
      ['/admin/api/orders/ship', { carrier: 'DHL', orders: [] }, 'Choose at least one order'],
      ['/admin/api/orders/invoice-payments', { orderIds: ids, paidOn: '2026-12-02' }, `At most ${maxBulkItems} orders`],
      ['/admin/api/orders/invoice-payments', { orderIds: [order.id], paidOn: '2.12.2026' }, 'A day as YYYY-MM-DD'],
    ];
    for (const [url, body, message] of cases) {
      const res = await staff('POST', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    // A shopper's session is no staff session; without one, nobody.
    for (const headers of [{ cookie }, {}]) {
      const res = await shop.ctx.api.inject({
        method: 'POST',
        url: '/admin/api/orders/ship',
        headers,
        payload: { carrier: 'DHL', orders: [{ orderId: order.id }] },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await detail(order)).order.status).toBe('confirmed');
  });

  it("exports the list's filters or the orders chosen as the bookkeeping CSV, to staff only", async () => {
    const cookie = await shop.login();
    const [first, second] = [await confirmedInvoiceOrder(cookie), await shop.order(cookie, 'invoice')];
    const numbers = (csv: string) => [
      ...new Set(
        csv
          .replace(/^\ufeff/, '')
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      ),
    ];
    const exported = async (query: string, cookieOf?: string) => {
      const res = await staff('GET', `/admin/api/orders/csv?${query}`, undefined, cookieOf);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
      expect(res.body.split('\n')[0]).toMatch(/^\ufefforder_number,order_date,status,/);
      return numbers(res.body);
    };
    expect(await exported(`ids=${second.id},${first.id}`, clerk)).toEqual([
      first.transactionnum,
      second.transactionnum,
    ]);
    // The chosen ones the filters keep; the filters alone, as the list finds them.
    expect(await exported(`ids=${first.id},${second.id}&status=pending`)).toEqual([second.transactionnum]);
    const pending = await exported(`status=pending&q=${encodeURIComponent('payer@example')}`);
    expect(pending).toContain(second.transactionnum);
    expect(pending).not.toContain(first.transactionnum);
    expect(await exported(`q=${first.transactionnum}`)).toEqual([first.transactionnum]);

    const tooMany = Array.from({ length: maxBulkItems + 1 }, (_, i) => i + 1).join(',');
    for (const query of [`ids=${tooMany}`, 'ids=1,,2', 'ids=abc', 'status=lost', 'ids=99999999999']) {
      const res = await staff('GET', `/admin/api/orders/csv?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const anonymous = await shop.ctx.api.inject({ method: 'GET', url: `/admin/api/orders/csv?ids=${first.id}` });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await shop.ctx.api.inject({
      method: 'GET',
      url: `/admin/api/orders/csv?ids=${first.id}`,
      headers: { cookie },
    });
    expect(shopper.statusCode).toBe(401);
    // Nothing of the orders changed by being read.
    const rows = await shop.ctx.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [first.transactionnum, second.transactionnum]));
    expect(rows.map((r) => r.action)).toEqual([]);
  });
});
