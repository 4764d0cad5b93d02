// A customer's returns: lines of a shipped order within the return period (counted from delivery,
// or from shipping), never more than was bought less what other returns hold, only by the order's
// customer or the guest browser that placed it; each request e-mails its number and what to do.
import type { OrderReturn, OrderReturns } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setBranding, testAdminToken } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { orders } from '../order/tables';
import { usePaymentApi } from '../payment/testing';
import { answer, returnsHelpers } from './testing';

describe.each(databaseKinds)('returns asked for by the customer on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const customer = useCustomers(shop.ctx);
  const { staff, twoLineOrder, ship, request, returnsOf, requested, mailOf } = returnsHelpers(shop);
  const refusalOf = (res: { statusCode: number; body: string; json: () => unknown }, status: number) =>
    answer<{ error: { code: string; message: string; details: { reason: string } } }>(res, status).error;

  it('takes a return of one line of a shipped order, numbers it, e-mails what to do and lists it', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    await ship(order);
    const before = answer<OrderReturns>(await returnsOf(cookie, order.id));
    expect(before.data).toEqual([]);
    expect(before.lines.map((line) => [line.position, line.quantity, line.returnable])).toEqual([
      [1, 2, 2],
      [2, 1, 1],
    ]);
    expect(before.returnableUntil).not.toBeNull();

    const rma = await requested(cookie, order.id, {
      lines: [{ position: 1, quantity: 1, reason: 'wrongSize' }],
      comment: '  Zu klein  ',
    });
    expect(rma).toMatchObject({
      number: expect.stringMatching(/^RMA-\d{4}-\d{6}$/),
      orderNumber: order.transactionnum,
      state: 'requested',
      comment: 'Zu klein',
      lines: [
        {
          position: 1,
          itemnum: order.cartInfo.cartItems[0]!.itemnum,
          name: order.cartInfo.cartItems[0]!.name,
          quantity: 1,
          reason: 'wrongSize',
          receivedQuantity: null,
          refundedAmount: null,
        },
      ],
    });
    const mail = await vi.waitFor(() => {
      const found = mailOf(rma);
      expect(found).toBeDefined();
      return found!;
    });
    // The order was placed in German: its mails speak it.
    expect(mail.to).toBe('payer@example.com');
    expect(mail.subject).toBe(`Ihre Rücksendung ${rma.number}`);
    expect(mail.text).toContain(`Rücksendenummer ${rma.number}`);
    expect(mail.text).toContain(order.transactionnum);

    const after = answer<OrderReturns>(await returnsOf(cookie, order.id));
    expect(after.data.map((r) => r.number)).toEqual([rma.number]);
    expect(after.lines.map((line) => line.returnable)).toEqual([1, 1]);
    // Staff see it among the requested ones, and by its order.
    const listed = answer<{ data: OrderReturn[] }>(await staff('GET', '/admin/api/returns?state=requested')).data;
    expect(listed.map((r) => r.number)).toContain(rma.number);
    const ofOrder = answer<{ data: OrderReturn[] }>(await staff('GET', `/admin/api/returns?orderId=${order.id}`));
    expect(ofOrder.data.map((r) => r.number)).toEqual([rma.number]);
    expect(answer<{ data: OrderReturn[] }>(await staff('GET', '/admin/api/returns?state=refunded')).data).toEqual([]);
  });

  it('refuses more than was bought less what other returns hold, and a line the order has not', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    await ship(order);
    const tooMany = refusalOf(
      await request(cookie, order.id, { lines: [{ position: 1, quantity: 3, reason: 'damaged' }] }),
      400,
    );
    expect(tooMany.details).toMatchObject({ reason: 'tooMany', position: 1, maximum: 2 });
    await requested(cookie, order.id, { lines: [{ position: 1, quantity: 2, reason: 'damaged' }] });
    const held = refusalOf(
      await request(cookie, order.id, { lines: [{ position: 1, quantity: 1, reason: 'damaged' }] }),
      400,
    );
    expect(held.details).toMatchObject({ reason: 'tooMany', maximum: 0 });
    const unknown = refusalOf(
      await request(cookie, order.id, { lines: [{ position: 3, quantity: 1, reason: 'other' }] }),
      400,
    );
    expect(unknown.details).toMatchObject({ reason: 'unknownLine' });
    // Two asked at once for the last piece of line 2: one gets it.
    const both = await Promise.all(
      [1, 2].map(() => request(cookie, order.id, { lines: [{ position: 2, quantity: 1, reason: 'other' }] })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    // A reason not on the list, a quantity of 0 and no lines are refused by the schema.
    for (const lines of [
      [{ position: 1, quantity: 1, reason: 'bored' }],
      [{ position: 1, quantity: 0, reason: 'other' }],
      [],
    ])
      expect((await request(cookie, order.id, { lines })).statusCode).toBe(400);
  });

  it('refuses a return of an order not shipped, cancelled, or past the period counted from delivery or shipping', async () => {
    const cookie = await shop.login();
    const line = { lines: [{ position: 1, quantity: 1, reason: 'noLongerNeeded' }] };
    const unshipped = await twoLineOrder(cookie, 'invoice');
    expect(refusalOf(await request(cookie, unshipped.id, line), 409).details.reason).toBe('notShipped');
    expect(answer<OrderReturns>(await returnsOf(cookie, unshipped.id)).returnableUntil).toBeNull();

    const cancelled = await twoLineOrder(cookie, 'invoice');
    const version = answer<{ version: number }>(await staff('GET', `/admin/api/orders/${cancelled.id}`)).version;
    answer(await staff('POST', `/admin/api/orders/${cancelled.id}/cancel`, { version }));
    expect(refusalOf(await request(cookie, cancelled.id, line), 409).details.reason).toBe('cancelled');

    // Shipped 31 days ago: past the 30 days' period.
    const late = await twoLineOrder(cookie, 'invoice');
    await ship(late);
    const db = shop.ctx.database.db;
    await db.update(orders).set({ shippedAt: sql`now() - interval '31 days'` }).where(eq(orders.id, late.id));
    const over = refusalOf(await request(cookie, late.id, line), 409);
    expect(over).toMatchObject({ message: 'The return period of 30 days is over', details: { reason: 'periodOver' } });
    expect(answer<OrderReturns>(await returnsOf(cookie, late.id)).lines.map((l) => l.returnable)).toEqual([0, 0]);
    // Delivered 29 days ago, the period counts from the delivery: still open.
    await db.update(orders).set({ deliveredAt: sql`now() - interval '29 days'` }).where(eq(orders.id, late.id));
    await requested(cookie, late.id, line);
    // A shop of 0 days takes nothing back; a period below 0 days is refused.
    await setBranding(shop.ctx.api, { returnPeriodDays: 0 });
    onTestFinished(() => setBranding(shop.ctx.api, {}));
    expect(refusalOf(await request(cookie, late.id, line), 409).details.reason).toBe('periodOver');
    const wrong = await shop.ctx.api.inject({
      method: 'PUT',
      url: '/admin/api/content/setting/branding/de',
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { config: { returnPeriodDays: -1 } },
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
  });

  it('answers another customer’s order, and a browser without the order, as missing', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie, 'invoice');
    await ship(order);
    const stranger = await customer('returns-stranger');
    const line = { lines: [{ position: 1, quantity: 1, reason: 'other' }] };
    for (const asker of [stranger.cookie, '']) {
      expect((await returnsOf(asker, order.id)).statusCode).toBe(404);
      expect((await request(asker, order.id, line)).statusCode).toBe(404);
    }
    expect(answer<OrderReturns>(await returnsOf(cookie, order.id)).data).toEqual([]);
    // A customer is no member of staff.
    for (const url of ['/admin/api/returns', '/admin/api/returns/1'])
      expect((await shop.call('GET', url, cookie)).statusCode).toBe(401);
  });
});
