// An order shipped in parcels: chosen lines and quantities each, never more than is still open of
// a line; partly shipped until its last unit has left, then shipped as an order shipped whole;
// each parcel mailed to the shopper with its lines and brings its delivery note; the invoice comes
// with the last parcel. Two parcels of the last unit at once: one leaves.
import type { AdminOrder, Cart, Order, OrderDocument } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { orderDocuments } from '../documents/tables';
import { usePaymentApi } from '../payment/testing';

describe.each(databaseKinds)('shipments of part of an order on %s', (kind) => {
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
  const ship = (order: Order, body: object) => staff(`/admin/api/orders/${order.id}/shipments`, body);
  const parcel = (version: number, lines: Array<[number, number]>, trackingNumber = '00340434161094042557') => ({
    lines: lines.map(([position, quantity]) => ({ position, quantity })),
    carrier: 'DHL',
    trackingNumber,
    version,
  });
  const mailsAbout = (order: Order) => shop.state.mails.filter((m) => m.subject.includes(order.transactionnum));
  /**
   * The order's mails once the one whose subject says `subject` has arrived: the outbox sends after
   * the commit, and on a busy machine another call's delivery run may be the one that sends it.
   */
  const mailsOnce = (order: Order, subject: string) =>
    vi.waitFor(() => {
      const mails = mailsAbout(order);
      expect(mails.at(-1)?.subject).toContain(subject);
      return mails;
    });
  const deliveryNotes = async (order: Order) =>
    // By parcel: without an order, PostgreSQL may return the rows in any order.
    (
      await shop.ctx.database.db
        .select()
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, order.id))
        .orderBy(orderDocuments.shipment)
    ).filter((document) => document.kind === 'delivery_note');

  /** An order of two lines (3 of the first product, 1 of the second) by invoice, confirmed by its shopper. */
  async function twoLineOrder(cookie: string, confirm = true) {
    const cart = (await shop.call('POST', '/carts', cookie, {})).json() as Cart;
    await shop.call('POST', `/carts/${cart.id}/items`, cookie, { sku: shop.state.products[0]!.sku, quantity: 3 });
    const added = (
      await shop.call('POST', `/carts/${cart.id}/items`, cookie, { sku: shop.state.products[1]!.sku, quantity: 1 })
    ).json() as Cart;
    const order = answer<Order>(
      await shop.call('POST', '/orders', cookie, {
        cartId: cart.id,
        cart: { version: added.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      }),
      201,
    );
    expect(order.cartInfo.cartItems.map((item) => item.quantity)).toEqual([3, 1]);
    if (confirm) answer(await shop.call('POST', `/orders/${order.id}/confirm`, cookie));
    return order;
  }

  it('ships two parcels: partly shipped after the first, shipped after the second, each mailed with its lines', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie);
    const { version } = await detail(order);

    const first = answer<AdminOrder>(await ship(order, parcel(version, [[0, 2]])), 201);
    expect(first.order.status).toBe('partlyShipped');
    expect(first.order.shipment).toBeNull();
    expect(first.order.shippedQuantities).toEqual([2, 0]);
    expect(first.order.shipments).toEqual([
      {
        number: 1,
        shippedDate: expect.any(String),
        carrier: 'DHL',
        trackingNumber: '00340434161094042557',
        trackingUrl: expect.stringContaining('dhl.de'),
        lines: [{ position: 0, itemnum: order.cartInfo.cartItems[0]!.itemnum, quantity: 2 }],
      },
    ]);
    expect(first.history.at(-1)).toMatchObject({ action: 'order.shipment', actor: 'admin-key' });
    const firstMail = (await mailsOnce(order, 'Ein Teil Ihrer Bestellung')).at(-1)!;
    expect(firstMail.text).toContain(`2 × ${order.cartInfo.cartItems[0]!.name}`);
    expect(firstMail.text).not.toContain(order.cartInfo.cartItems[1]!.name);
    expect(firstMail.text).toContain('00340434161094042557');
    // Its delivery note holds the parcel's lines; the invoice order's invoice is the one of its placing.
    const [note] = await deliveryNotes(order);
    expect(note!.content.lines).toEqual([
      expect.objectContaining({ itemnum: order.cartInfo.cartItems[0]!.itemnum, quantity: 2 }),
    ]);

    // Partly shipped, the order cannot be cancelled: part of it has left.
    const cancel = await staff(`/admin/api/orders/${order.id}/cancel`, { version: first.version });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.problem).toBe('orderPartlyShippedNotCancellable');

    const second = answer<AdminOrder>(
      await ship(
        order,
        parcel(
          first.version,
          [
            [0, 1],
            [1, 1],
          ],
          'H1234',
        ),
      ),
      201,
    );
    expect(second.order.status).toBe('shipped');
    expect(second.order.shippedQuantities).toEqual([3, 1]);
    expect(second.order.shipments.map((s) => [s.number, s.trackingNumber])).toEqual([
      [1, '00340434161094042557'],
      [2, 'H1234'],
    ]);
    expect(second.order.shipment).toMatchObject({ carrier: 'DHL', trackingNumber: 'H1234' });
    const secondMail = (await mailsOnce(order, `Ihre Bestellung ${order.transactionnum} ist unterwegs`)).at(-1)!;
    expect(secondMail.text).toContain('Der Rest Ihrer Bestellung');
    expect(secondMail.text, secondMail.text).toContain(`1 × ${order.cartInfo.cartItems[1]!.name}`);
    expect((await deliveryNotes(order)).map((d) => d.content.lines.map((l) => l.quantity))).toEqual([[2], [1, 1]]);

    // The shopper sees both parcels on their order, and it can be delivered as any shipped order.
    const seen = await shop.get(cookie, order);
    expect(seen.status).toBe('shipped');
    expect(seen.shipments).toHaveLength(2);
    const documents = answer<{ data: OrderDocument[] }>(
      await shop.call('GET', `/orders/${order.id}/documents`, cookie),
    ).data;
    expect(documents.filter((d) => d.kind === 'delivery_note')).toHaveLength(2);
    answer(await staff(`/admin/api/orders/${order.id}/deliver`, { version: second.version }));
  });

  it('invoices an order paid online with its last parcel, not its first (the shop invoices when shipped)', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'stripe', 2);
    await shop.choose(await shop.startPayment(cookie, order), 'success');
    await shop.complete(cookie, order, 'success');
    const kinds = async () =>
      (await shop.ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id))).map(
        (document) => document.kind,
      );
    const paid = await detail(order);
    expect(paid.order.paymentStatus).toBe('paid');
    expect(await kinds()).toEqual([]);
    const first = answer<AdminOrder>(await ship(order, parcel(paid.version, [[0, 1]])), 201);
    expect(await kinds()).toEqual(['delivery_note']);
    answer(
      await staff(`/admin/api/orders/${order.id}/ship`, {
        carrier: 'UPS',
        trackingNumber: '1Z999',
        version: first.version,
      }),
    );
    expect(await kinds()).toEqual(['delivery_note', 'invoice', 'delivery_note']);
    const all = await detail(order);
    expect(all.order.status).toBe('shipped');
    expect(all.order.shipments.map((s) => [s.carrier, s.lines.map((l) => l.quantity)])).toEqual([
      ['DHL', [1]],
      ['UPS', [1]],
    ]);
    expect(all.history.map((h) => h.action).slice(-2)).toEqual(['order.shipment', 'order.ship']);
    // The last parcel's mail carries the invoice issued with it.
    const mails = await mailsOnce(order, `Ihre Bestellung ${order.transactionnum} ist unterwegs`);
    const [lastMail, firstMail] = [mails.at(-1)!, mails.at(-2)!];
    expect(lastMail.attachments?.map((file) => file.filename)).toEqual([expect.stringMatching(/^RE-/)]);
    expect(firstMail.attachments).toBeUndefined();
  });

  it('ships the rest with ship-all after a first parcel', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie);
    const first = answer<AdminOrder>(await ship(order, parcel((await detail(order)).version, [[1, 1]])), 201);
    const rest = answer<AdminOrder>(
      await staff(`/admin/api/orders/${order.id}/ship`, {
        carrier: 'GLS',
        trackingNumber: 'G77',
        version: first.version,
      }),
    );
    expect(rest.order.status).toBe('shipped');
    expect(rest.order.shipments.at(-1)!.lines).toEqual([expect.objectContaining({ position: 0, quantity: 3 })]);
    const again = await staff(`/admin/api/orders/${order.id}/ship`, {
      carrier: 'GLS',
      trackingNumber: 'G78',
      version: rest.version,
    });
    expect(again.json().error.problem).toBe('orderShippedAlready');
  });

  it('refuses more than is still open of a line, an empty parcel and a line the order does not have', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie);
    const { version } = await detail(order);
    answer(await ship(order, parcel(version, [[0, 2]])), 201);
    const { version: now } = await detail(order);

    const tooMany = await ship(order, parcel(now, [[0, 2]]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details.issues[0]).toMatchObject({
      path: 'body.lines.0.quantity',
      code: 'moreThanOpenToShip',
      values: { open: '1' },
    });
    // The same line twice adds up.
    const twice = await ship(
      order,
      parcel(now, [
        [0, 1],
        [0, 1],
      ]),
    );
    expect(twice.json().error.details.issues[0]).toMatchObject({ path: 'body.lines.1.quantity' });
    const empty = await ship(order, parcel(now, [[0, 0]]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.issues[0]).toMatchObject({ code: 'shipmentEmpty' });
    const none = await ship(order, parcel(now, []));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details.issues[0].message).toBe('Choose at least one item to ship');
    const missing = await ship(order, parcel(now, [[5, 1]]));
    expect(missing.json().error.details.issues[0]).toMatchObject({ code: 'noSuchOrderLine' });
    // Nothing of it moved.
    expect((await detail(order)).order.shippedQuantities).toEqual([2, 0]);
    expect((await detail(order)).version).toBe(now);
  });

  it('refuses an order not confirmed, a cancelled one, a stale version, and anyone but staff', async () => {
    const cookie = await shop.login();
    const pending = await twoLineOrder(cookie, false);
    const early = await ship(pending, parcel((await detail(pending)).version, [[0, 1]]));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.problem).toBe('orderNotConfirmed');

    const cancelled = answer<AdminOrder>(
      await staff(`/admin/api/orders/${pending.id}/cancel`, { version: (await detail(pending)).version }),
    );
    const late = await ship(pending, parcel(cancelled.version, [[0, 1]]));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.problem).toBe('orderCancelled');

    const order = await twoLineOrder(cookie);
    const { version } = await detail(order);
    const stale = await ship(order, parcel(version + 1, [[0, 1]]));
    expect(stale.json().error.problem).toBe('orderChanged');

    const body = parcel(version, [[0, 1]]);
    const url = `/admin/api/orders/${order.id}/shipments`;
    expect((await shop.ctx.api.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await shop.call('POST', url, cookie, body)).statusCode).toBe(401);
    expect((await detail(order)).order.shipments).toEqual([]);
  });

  it('ships the last unit once when two parcels of it are asked at once', async () => {
    const cookie = await shop.login();
    const order = await twoLineOrder(cookie);
    const first = answer<AdminOrder>(await ship(order, parcel((await detail(order)).version, [[0, 3]])), 201);
    const mailsBefore = mailsAbout(order).length;
    const answers = await Promise.all([
      ship(order, parcel(first.version, [[1, 1]], 'A1')),
      ship(order, parcel(first.version, [[1, 1]], 'B2')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = await detail(order);
    expect(after.order.status).toBe('shipped');
    expect(after.order.shipments).toHaveLength(2);
    expect(after.order.shippedQuantities).toEqual([3, 1]);
    expect(mailsAbout(order)).toHaveLength(mailsBefore + 1);
    expect(await deliveryNotes(order)).toHaveLength(2);
  });
});
