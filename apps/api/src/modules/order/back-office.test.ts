// Orders as staff work them through the admin API: found in the list, shipped with a tracking
// number (the shopper sees it and is told by e-mail), delivered, cancelled with stock returned,
// and a paid online order refunded through its provider; stale versions and wrong states refused.
import {
  type AdminOrder,
  type AdminOrderSummary,
  type Dashboard,
  ORDER_COUNT_AHEAD,
  type Order,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { setBranding, testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from '../payment/testing';

describe.each(databaseKinds)('the back office’s orders on %s', (kind) => {
  const shop = usePaymentApi(kind);
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const staff = (method: Method, url: string, payload?: object) =>
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
  const detail = async (order: Order) => answer<AdminOrder>(await staff('GET', `/admin/api/orders/${order.id}`));
  const mailsAbout = (order: Order) => shop.state.mails.filter((m) => m.subject.includes(order.transactionnum));

  /** An invoice order the shopper confirmed: ready to ship. */
  async function confirmedInvoiceOrder(cookie: string) {
    const order = await shop.order(cookie, 'invoice');
    answer(await shop.call('POST', `/orders/${order.id}/confirm`, cookie));
    return order;
  }

  it('finds an order by its number, the customer or their e-mail, and by status, sorted and paged', async () => {
    const cookie = await shop.login();
    const order = await confirmedInvoiceOrder(cookie);
    const find = async (query: string) =>
      answer<{ data: AdminOrderSummary[]; count: number }>(await staff('GET', `/admin/api/orders?${query}`));
    for (const q of [order.transactionnum, 'K-60001', 'payer@EXAMPLE', 'Zahl'])
      expect(
        (await find(`q=${encodeURIComponent(q)}`)).data.map((o) => o.id),
        q,
      ).toContain(order.id);
    const confirmed = await find('status=confirmed&sort=-grandTotal&limit=5');
    expect(confirmed.data.find((o) => o.id === order.id)).toMatchObject({
      status: 'confirmed',
      paymentMethodCode: 'invoice',
      customerNumber: 'K-60001',
      email: 'payer@example.com',
      grandTotal: order.cartInfo.grandTotalIncTax,
    });
    const totals = confirmed.data.map((o) => o.grandTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await find(`status=shipped&q=${order.transactionnum}`)).count).toBe(0);
    const wrong = await staff('GET', '/admin/api/orders?status=lost');
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses days whose end is before their start, at the end, and takes one day from and to', async () => {
    const backwards = await staff('GET', '/admin/api/orders?from=2026-06-02&to=2026-06-01');
    expect(backwards.statusCode, backwards.body).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('Not before from');
    expect((await staff('GET', '/admin/api/orders?from=2026-06-01&to=2026-06-01')).statusCode).toBe(200);
  });

  it('keeps and sorts a grand total beyond what 32 bits of cents hold (a B2B order of 29 million euros)', async () => {
    const cookie = await shop.login();
    const order = await confirmedInvoiceOrder(cookie);
    const [big] = rowsOf<{ id: number }>(
      await shop.ctx.database.db.execute(sql`
      insert into shop_order (customer_id, email, locale, cart_id, cart_version, payment_method_code, confirmed,
        payment_status, cart_info)
      select customer_id, 'big-spender@example.com', locale, gen_random_uuid(), 1, payment_method_code, confirmed,
        payment_status, jsonb_set(cart_info, '{grandTotalIncTax}', '2986910679')
      from shop_order where id = ${order.id} returning id`),
    );
    try {
      const list = answer<{ data: AdminOrderSummary[] }>(
        await staff('GET', '/admin/api/orders?sort=-grandTotal&limit=1'),
      );
      expect(list.data[0]).toMatchObject({ id: big!.id, grandTotal: 2_986_910_679 });
    } finally {
      await shop.ctx.database.db.execute(sql`delete from shop_order where email = 'big-spender@example.com'`);
    }
  });

  it('counts at most 10,000 orders past the page and says when more match', async () => {
    const cookie = await shop.login();
    const order = await confirmedInvoiceOrder(cookie);
    // Copies of the order under e-mails of their own, one more than the list counts ahead.
    await shop.ctx.database.db.execute(sql`
      insert into shop_order (customer_id, email, locale, cart_id, cart_version, payment_method_code, confirmed,
        payment_status, cart_info)
      select customer_id, 'copy-' || i || '@example.com', locale, gen_random_uuid(), 1, payment_method_code,
        confirmed, payment_status, cart_info
      from shop_order, generate_series(1, ${ORDER_COUNT_AHEAD + 1}) i where id = ${order.id}`);
    try {
      const find = async (query: string) =>
        answer<{ count: number; countCapped: boolean; data: AdminOrderSummary[] }>(
          await staff('GET', `/admin/api/orders?${query}`),
        );
      expect(await find('limit=10')).toMatchObject({ count: ORDER_COUNT_AHEAD, countCapped: true });
      // Counting starts from the page: a page further on counts them all.
      const all = await find('offset=100&limit=10');
      expect(all.countCapped).toBe(false);
      expect(all.count).toBeGreaterThan(ORDER_COUNT_AHEAD + 1);
      expect(all.count).toBeLessThan(ORDER_COUNT_AHEAD + 100);
      const copies = await find('q=copy-1000');
      expect(copies.countCapped).toBe(false);
      expect(copies.data.map((o) => o.email).sort()).toEqual(
        [1000, 10000, 10001].map((i) => `copy-${i}@example.com`).sort(),
      );
      expect(copies.count).toBe(3);
    } finally {
      await shop.ctx.database.db.execute(sql`delete from shop_order where email like 'copy-%@example.com'`);
    }
  });

  it('ships a confirmed order once: the shopper sees Shipped with the tracking link and gets an e-mail', async () => {
    const cookie = await shop.login();
    const order = await confirmedInvoiceOrder(cookie);
    const before = await detail(order);
    const shipped = answer<AdminOrder>(
      await staff('POST', `/admin/api/orders/${order.id}/ship`, {
        carrier: 'DHL',
        trackingNumber: '00340434161234567890',
        version: before.version,
      }),
    );
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.version).toBe(before.version + 1);
    const seen = await shop.get(cookie, order);
    expect(seen.status).toBe('shipped');
    expect(seen.shipment).toMatchObject({
      carrier: 'DHL',
      trackingNumber: '00340434161234567890',
      trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
    });
    const mail = mailsAbout(order).find((m) => m.subject.includes('unterwegs'));
    expect(mail?.text).toContain('00340434161234567890');
    expect(mail?.text).toContain('https://www.dhl.de/');
    // The shopper's history says the same.
    const history = answer<{ data: Order[] }>(await shop.call('GET', '/me/orders', cookie));
    expect(history.data.find((o) => o.id === order.id)?.status).toBe('shipped');
    // A second click with the version read before is told the order changed.
    const stale = await staff('POST', `/admin/api/orders/${order.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: '1',
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    // Shipped orders are not cancelled.
    const cancel = await staff('POST', `/admin/api/orders/${order.id}/cancel`, { version: shipped.version });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/was shipped/);
    const delivered = answer<AdminOrder>(
      await staff('POST', `/admin/api/orders/${order.id}/deliver`, { version: shipped.version }),
    );
    expect(delivered.order.status).toBe('delivered');
    expect(delivered.history.map((h) => h.action)).toEqual(['order.place', 'order.ship', 'order.deliver']);
    expect(delivered.history.at(-1)?.actor).toBe('admin-key');
  });

  it('confirms an invoice order the shopper left pending, once, crediting its points; not an online one', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const pending = await detail(order);
    expect(pending.order.status).toBe('pending');
    const points = () =>
      shop.call('GET', '/me', cookie).then((res) => (res.json() as { loyaltyPoints: number }).loyaltyPoints);
    const pointsBefore = await points();
    // Not confirmed, it cannot ship.
    const early = await staff('POST', `/admin/api/orders/${order.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: 'X1',
      version: pending.version,
    });
    expect(early.statusCode).toBe(409);
    // Named, so the back office says it in the member's language.
    expect(early.json().error).toMatchObject({ problem: 'orderNotConfirmed', values: { order: order.transactionnum } });
    const confirmed = answer<AdminOrder>(
      await staff('POST', `/admin/api/orders/${order.id}/confirm`, { version: pending.version }),
    );
    expect(confirmed.order.status).toBe('confirmed');
    expect(confirmed.history.map((h) => [h.action, h.actor])).toEqual([
      ['order.place', order.email],
      ['order.confirm', 'admin-key'],
    ]);
    expect(await points()).toBe(pointsBefore + order.loyaltyPoints);
    expect((await shop.get(cookie, order)).status).toBe('confirmed');
    // Twice: refused, the points credited once.
    const again = await staff('POST', `/admin/api/orders/${order.id}/confirm`, { version: confirmed.version });
    expect(again.statusCode).toBe(409);
    expect(await points()).toBe(pointsBefore + order.loyaltyPoints);
    // An online order is confirmed by its payment, not by staff.
    const online = await shop.order(cookie, 'paypal');
    const refused = await staff('POST', `/admin/api/orders/${online.id}/confirm`, {
      version: (await detail(online)).version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/when its payment arrives/);
  });

  it('refuses to ship an online order that is not paid', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'paypal');
    const { version } = await detail(order);
    const res = await staff('POST', `/admin/api/orders/${order.id}/ship`, {
      carrier: 'DPD',
      trackingNumber: 'X1',
      version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/not paid yet/);
    expect((await detail(order)).version).toBe(version);
  });

  it('cancels an unpaid order: stock back, the shopper sees Cancelled and is told', async () => {
    const cookie = await shop.login();
    const product = shop.state.products[0]!;
    const stockBefore = await shop.stockOf(product.id);
    const order = await shop.order(cookie, 'invoice', 3);
    expect((await shop.stockOf(product.id)).qty).toBe(stockBefore.qty - 3);
    const { version } = await detail(order);
    const cancelled = answer<AdminOrder>(
      await staff('POST', `/admin/api/orders/${order.id}/cancel`, { reason: 'Kunde bat darum', version }),
    );
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({ action: 'order.cancel', reason: 'Kunde bat darum' });
    expect(cancelled.history[0]).toMatchObject({ action: 'order.place', reason: null });
    expect((await shop.stockOf(product.id)).qty).toBe(stockBefore.qty);
    // Every view gives the one status and its reason: cancelled by the shop, nothing left to pay.
    expect(await shop.get(cookie, order)).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'by-shop', date: expect.any(String) },
      paymentStatus: 'canceled',
    });
    const listed = answer<{ data: AdminOrderSummary[] }>(
      await staff('GET', `/admin/api/orders?q=${order.transactionnum}`),
    );
    expect(listed.data[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'canceled' });
    const confirm = await shop.call('POST', `/orders/${order.id}/confirm`, cookie);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toMatchObject({
      code: 'ORDER_CANCELLED',
      message: 'This order was cancelled by the shop',
    });
    expect(mailsAbout(order).some((m) => m.subject.includes('storniert'))).toBe(true);
    const again = await staff('POST', `/admin/api/orders/${order.id}/cancel`, { version: cancelled.version });
    expect(again.statusCode).toBe(409);
  });

  it('refunds a paid PayPal order through the provider when it is cancelled, once, and takes back its points', async () => {
    const cookie = await shop.login();
    const product = shop.state.products[0]!;
    const stockBefore = await shop.stockOf(product.id);
    const order = await shop.order(cookie, 'paypal', 2);
    await shop.choose(await shop.startPayment(cookie, order), 'success');
    await shop.complete(cookie, order, 'success');
    const points = await shop.points();
    const { version, payments } = await detail(order);
    expect(payments[0]).toMatchObject({ provider: 'paypal', status: 'paid' });

    // The provider says no: the order stays as it was, and staff are told why.
    shop.state.sandbox.refuseNextRefund('paypal', 'capture is disputed');
    const refused = await staff('POST', `/admin/api/orders/${order.id}/cancel`, { version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'REFUND_REFUSED' });
    expect(refused.json().error.message).toContain('capture is disputed');
    expect((await detail(order)).order.status).toBe('confirmed');
    expect(shop.state.sandbox.refunds().filter((r) => r.provider === 'paypal')).toHaveLength(0);

    const refunded = answer<AdminOrder>(await staff('POST', `/admin/api/orders/${order.id}/cancel`, { version }));
    expect(refunded.order.status).toBe('refunded');
    expect(refunded.payments[0]?.status).toBe('refunded');
    expect(shop.state.sandbox.refunds().filter((r) => r.provider === 'paypal')).toEqual([
      expect.objectContaining({ amount: order.cartInfo.grandTotalIncTax, currency: order.cartInfo.currency }),
    ]);
    expect((await shop.stockOf(product.id)).qty).toBe(stockBefore.qty);
    expect(await shop.points()).toBe(points - order.loyaltyPoints);
    // The order's payment reads refunded, not paid: on the shopper's page as in the back office's list.
    expect(refunded.order.paymentStatus).toBe('refunded');
    expect(await shop.get(cookie, order)).toMatchObject({
      status: 'refunded',
      cancellation: { reason: 'by-shop' },
      paymentStatus: 'refunded',
    });
    const listed = answer<{ data: AdminOrderSummary[] }>(
      await staff('GET', `/admin/api/orders?q=${order.transactionnum}`),
    );
    expect(listed.data[0]).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(refunded.history.map((h) => h.action)).toContain('order.refund');
  });

  it('names item numbers in the confirmation e-mail only while the shop shows them (displayItemnum)', async () => {
    const cookie = await shop.login();
    const confirmation = async () => {
      const order = await shop.order(cookie, 'invoice');
      const mail = mailsAbout(order).at(-1)!;
      return { mail: mail.text, itemnum: order.cartInfo.cartItems[0]!.itemnum };
    };
    const shown = await confirmation();
    expect(shown.mail).toContain(`(${shown.itemnum})`);
    try {
      await setBranding(shop.ctx.api, { displayItemnum: false });
      const hidden = await confirmation();
      expect(hidden.mail).toMatch(/\d+ × .+ {2}/);
      expect(hidden.mail).not.toContain(hidden.itemnum);
    } finally {
      await setBranding(shop.ctx.api, {});
    }
  });

  it('keeps internal notes apart from the shopper’s comments', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const noted = answer<AdminOrder>(
      await staff('POST', `/admin/api/orders/${order.id}/notes`, { text: 'Rückruf wegen Liefertermin' }),
      201,
    );
    expect(noted.notes).toEqual([expect.objectContaining({ author: 'admin-key', text: 'Rückruf wegen Liefertermin' })]);
    expect(JSON.stringify(await shop.get(cookie, order))).not.toContain('Rückruf');
    const empty = await staff('POST', `/admin/api/orders/${order.id}/notes`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('sums today, the last 30 days and the orders waiting to ship on the dashboard', async () => {
    const cookie = await shop.login();
    const before = answer<Dashboard>(await staff('GET', '/admin/api/dashboard'));
    const order = await confirmedInvoiceOrder(cookie);
    const after = answer<Dashboard>(await staff('GET', '/admin/api/dashboard'));
    expect(after.days).toHaveLength(30);
    expect(after.awaitingShipment).toBe(before.awaitingShipment + 1);
    const eur = (d: Dashboard) => d.today.find((t) => t.currency === 'EUR') ?? { orders: 0, revenue: 0 };
    expect(eur(after).orders).toBe(eur(before).orders + 1);
    expect(eur(after).revenue).toBe(eur(before).revenue + order.cartInfo.grandTotalIncTax);
    const invoices = (d: Dashboard) => d.paymentMethods.find((m) => m.method === 'invoice')?.orders ?? 0;
    expect(invoices(after)).toBe(invoices(before) + 1);
    // A cancelled order leaves the figures, its payment method's share as well as the revenue.
    const { version } = answer<{ version: number }>(await staff('GET', `/admin/api/orders/${order.id}`));
    answer(await staff('POST', `/admin/api/orders/${order.id}/cancel`, { version }));
    const cancelled = answer<Dashboard>(await staff('GET', '/admin/api/dashboard'));
    expect(eur(cancelled).orders).toBe(eur(before).orders);
    expect(invoices(cancelled)).toBe(invoices(before));
  });
});
