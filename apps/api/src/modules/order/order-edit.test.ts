// An order changed before it ships (editOrder): quantities, lines added and removed, another
// address or shipping method, totalled by the API exactly as checkout totals the same cart; stock
// moves by the difference and a cancel afterwards returns exactly what is held; a paid order's
// difference is refunded through its provider (asked for when dearer: payment/order-balance.test.ts);
// the customer is told; wrong states are refused.
import type { AdminOrder, Cart, Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { orderDocuments } from '../documents/tables';
import { stock } from '../inventory/tables';
import { usePaymentApi } from '../payment/testing';

const totals = (order: Order) => {
  const { shippingAddress: _a, billingAddress: _b, comment: _c, orderReference: _r, ...rest } = order.cartInfo;
  return rest;
};
const austria = {
  firstName: 'Pia',
  lastName: 'Zahl',
  street: 'Ringstraße 1',
  city: 'Wien',
  postalCode: '1010',
  country: 'AT',
};

describe.each(databaseKinds)('order edits on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const staff = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    shop.ctx.api.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { authorization: `Bearer ${testAdminToken}`, 'accept-language': 'en', ...headers },
      ...(payload && { payload }),
    });
  const answer = <T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const detail = async (order: Order) => answer<AdminOrder>(await staff(`/admin/api/orders/${order.id}`));
  const edit = (order: Order, body: object) => staff(`/admin/api/orders/${order.id}/edit`, body);
  const problem = (res: { statusCode: number; json: () => unknown }) => {
    const error = (res.json() as { error: { problem?: string; details?: { issues?: { code: string }[] } } }).error;
    return error.problem ?? error.details?.issues?.[0]?.code;
  };
  const held = async (productId: number) =>
    (await shop.ctx.database.db.select().from(stock).where(eq(stock.productId, productId)))[0]!;

  /** What checkout makes of the same lines, address and method: a cart of the customer's, placed by invoice. */
  async function placedLike(
    cookie: string,
    lines: { sku: string; quantity: number }[],
    choices: { shippingAddress?: object; shippingMethod?: string } = {},
  ) {
    const cart = answer<Cart>(await shop.call('POST', '/carts', cookie, {}));
    let version = cart.version;
    for (const line of lines)
      version = answer<Cart>(await shop.call('POST', `/carts/${cart.id}/items`, cookie, line)).version;
    if (choices.shippingAddress)
      version = answer<Cart>(
        await shop.call('PUT', `/carts/${cart.id}/checkout`, cookie, { shippingAddress: choices.shippingAddress }),
      ).version;
    if (choices.shippingMethod)
      version = answer<Cart>(
        await shop.call('PUT', `/carts/${cart.id}/checkout`, cookie, {
          shippingMethod: { methodCode: choices.shippingMethod },
        }),
      ).version;
    const placed = await shop.call('POST', '/orders', cookie, {
      cartId: cart.id,
      cart: { version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    });
    return answer<Order>(placed, 201);
  }

  it('changes a quantity up and down: totals as checkout makes them, stock by the difference, cancel returns it all', async () => {
    const cookie = await shop.login();
    const [first] = shop.state.products;
    const start = await held(first!.id);
    const order = await shop.order(cookie, 'invoice', 1);
    answer(await shop.call('POST', `/orders/${order.id}/confirm`, cookie));
    const pointsBefore = await shop.points();
    const { version } = await detail(order);

    const up = answer<AdminOrder>(await edit(order, { lines: [{ quantity: 3 }], version }));
    const reference = await placedLike(cookie, [{ sku: first!.sku, quantity: 3 }]);
    expect(totals(up.order)).toEqual(totals(reference));
    expect(up.order.cartInfo.cartItems[0]).toMatchObject({
      quantity: 3,
      rowTotal: order.cartInfo.cartItems[0]!.price * 3,
    });
    expect((await held(first!.id)).effectiveStock).toBe(start.effectiveStock - 3 - 3);
    expect(up.history.at(-1)).toMatchObject({ action: 'order.edit', actor: 'admin-key' });
    expect(up.receivable).toMatchObject({ open: up.order.cartInfo.grandTotalIncTax });
    expect(up.order.loyaltyPoints).toBe(reference.loyaltyPoints);
    expect(await shop.points()).toBe(pointsBefore + up.order.loyaltyPoints - order.loyaltyPoints);

    // The customer reads the new lines and total in the order's language, with the previous total.
    const mail = shop.state.mails.filter((m) => m.subject.includes(order.transactionnum)).at(-1)!;
    expect(mail.subject).toBe(`Ihre Bestellung ${order.transactionnum} wurde geändert`);
    const euros = (minor: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100);
    expect(mail.text).toContain(`3 × ${order.cartInfo.cartItems[0]!.name}`);
    expect(mail.text).toContain(euros(up.order.cartInfo.grandTotalIncTax));
    expect(mail.text).toContain(euros(order.cartInfo.grandTotalIncTax));
    // The invoice issued at placing stays as issued: a credit note corrects it, a new one invoices the change.
    const documents = await shop.ctx.database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, order.id))
      .orderBy(orderDocuments.id);
    expect(documents.map((d) => [d.kind, d.grandTotal])).toEqual([
      ['invoice', order.cartInfo.grandTotalIncTax],
      ['credit_note', -order.cartInfo.grandTotalIncTax],
      ['invoice', up.order.cartInfo.grandTotalIncTax],
    ]);
    expect(documents[1]!.correctsId).toBe(documents[0]!.id);
    // The shopper's own page shows the new total.
    expect((await shop.get(cookie, order)).cartInfo.grandTotalIncTax).toBe(up.order.cartInfo.grandTotalIncTax);

    const down = answer<AdminOrder>(await edit(order, { lines: [{ quantity: 1 }], version: up.version }));
    expect(totals(down.order)).toEqual(totals(order));
    expect((await held(first!.id)).effectiveStock).toBe(start.effectiveStock - 1 - 3);
    expect(await shop.points()).toBe(pointsBefore);

    answer(await staff(`/admin/api/orders/${order.id}/cancel`, { version: down.version }));
    expect((await held(first!.id)).effectiveStock).toBe(start.effectiveStock - 3);
  });

  it('adds a line by SKU, removes another, and moves the stock of both', async () => {
    const cookie = await shop.login();
    const [first, second] = shop.state.products;
    const order = await shop.order(cookie, 'invoice', 2);
    const [a, b] = [await held(first!.id), await held(second!.id)];
    const { version } = await detail(order);
    const edited = answer<AdminOrder>(
      await edit(order, { lines: [{ quantity: 0 }], add: [{ number: second!.sku, quantity: 4 }], version }),
    );
    expect(edited.order.cartInfo.cartItems.map((line) => [line.sku, line.quantity])).toEqual([[second!.sku, 4]]);
    expect(totals(edited.order)).toEqual(totals(await placedLike(cookie, [{ sku: second!.sku, quantity: 4 }])));
    expect((await held(first!.id)).effectiveStock).toBe(a.effectiveStock + 2);
    expect((await held(second!.id)).effectiveStock).toBe(b.effectiveStock - 4 - 4);
  });

  it('ships to another country by another method, taxed and priced for it', async () => {
    const cookie = await shop.login();
    const [first] = shop.state.products;
    const order = await shop.order(cookie, 'invoice', 1);
    const { version } = await detail(order);
    const edited = answer<AdminOrder>(
      await edit(order, { lines: [{ quantity: 1 }], shippingAddress: austria, shippingMethod: 'express', version }),
    );
    expect(edited.order.cartInfo.shippingAddress).toMatchObject(austria);
    expect(edited.order.cartInfo.shippingMethod.code).toBe('express');
    const reference = await placedLike(cookie, [{ sku: first!.sku, quantity: 1 }], {
      shippingAddress: austria,
      shippingMethod: 'express',
    });
    expect(totals(edited.order)).toEqual(totals(reference));
    expect(edited.order.cartInfo.billingAddress).toEqual(order.cartInfo.billingAddress);
  });

  it('refuses a shipped or partly shipped order, a stale version, stock that is not there, no lines, an unknown product and no staff', async () => {
    const cookie = await shop.login();
    const [, second] = shop.state.products;
    const order = await shop.order(cookie, 'invoice', 2);
    answer(await shop.call('POST', `/orders/${order.id}/confirm`, cookie));
    const { version } = await detail(order);

    const stale = await edit(order, { lines: [{ quantity: 2 }], version: version + 1 });
    expect([stale.statusCode, problem(stale)]).toEqual([409, 'orderChanged']);
    const empty = await edit(order, { lines: [{ quantity: 0 }], version });
    expect([empty.statusCode, problem(empty)]).toEqual([400, 'orderEditEmpty']);
    const unknown = await edit(order, {
      lines: [{ quantity: 1 }],
      add: [{ number: 'NO-SUCH-SKU', quantity: 1 }],
      version,
    });
    expect([unknown.statusCode, problem(unknown)]).toEqual([400, 'orderEditUnknownProduct']);
    const lines = await edit(order, { lines: [], version });
    expect([lines.statusCode, problem(lines)]).toEqual([400, 'orderEditLines']);
    const { productId: _, ...had } = await held(second!.id);
    const setStock = (values: Partial<typeof had>) =>
      shop.ctx.database.db.update(stock).set(values).where(eq(stock.productId, second!.id));
    await setStock({ effectiveStock: 0, externalStock: 0, qty: 0, markedInStock: false });
    const gone = await edit(order, { lines: [{ quantity: 1 }], add: [{ number: second!.sku, quantity: 1 }], version });
    expect([gone.statusCode, problem(gone)]).toEqual([400, 'orderEditNotAvailable']);
    await setStock(had);
    const noStaff = await shop.ctx.api.inject({
      method: 'POST',
      url: `/admin/api/orders/${order.id}/edit`,
      headers: { cookie },
      payload: { lines: [{ quantity: 2 }], version },
    });
    expect(noStaff.statusCode).toBe(401);
    // Nothing of it changed the order.
    expect((await detail(order)).version).toBe(version);

    // One of the two left in a parcel: the order no longer changes, nor once all of it left.
    const parcel = answer<AdminOrder>(
      await staff(`/admin/api/orders/${order.id}/shipments`, {
        lines: [{ position: 0, quantity: 1 }],
        carrier: 'DHL',
        trackingNumber: 'E0',
        version,
      }),
      201,
    );
    const partly = await edit(order, { lines: [{ quantity: 1 }], version: parcel.version });
    expect([partly.statusCode, problem(partly)]).toEqual([409, 'orderPartlyShippedNotEditable']);
    const shipped = answer<AdminOrder>(
      await staff(`/admin/api/orders/${order.id}/ship`, {
        carrier: 'DHL',
        trackingNumber: 'E1',
        version: parcel.version,
      }),
    );
    const late = await edit(order, { lines: [{ quantity: 2 }], version: shipped.version });
    expect([late.statusCode, problem(late)]).toEqual([409, 'orderShippedNotEditable']);
  });

  it('refunds a paid order the difference when it gets cheaper (dearer: order-balance.test.ts)', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'stripe', 2);
    await shop.choose(await shop.startPayment(cookie, order), 'success');
    await shop.complete(cookie, order, 'success');
    const { version, order: paid } = await detail(order);
    expect(paid.paymentStatus).toBe('paid');
    const before = shop.state.sandbox.refunds().length;

    const cheaper = answer<AdminOrder>(await edit(order, { lines: [{ quantity: 1 }], version }));
    const difference = order.cartInfo.grandTotalIncTax - cheaper.order.cartInfo.grandTotalIncTax;
    expect(difference).toBeGreaterThan(0);
    expect(shop.state.sandbox.refunds().slice(before)).toEqual([
      expect.objectContaining({ provider: 'stripe', amount: difference }),
    ]);
    expect(cheaper.order.paymentStatus).toBe('paid');
    expect(cheaper.payments.at(-1)).toMatchObject({
      refunded: difference,
      net: cheaper.order.cartInfo.grandTotalIncTax,
    });
    expect(cheaper.history.map((h) => h.action).slice(-2)).toEqual(['order.edit', 'order.part-refund']);
  });
  it('asks an unpaid online order’s new total on its pay page, not while the shopper is paying the old one', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'stripe', 1);
    const page = await shop.startPayment(cookie, order);
    const { version } = await detail(order);
    const paying = await edit(order, { lines: [{ quantity: 2 }], version });
    expect([paying.statusCode, problem(paying)]).toEqual([409, 'orderEditPaymentUnderway']);
    await shop.choose(page, 'cancel');
    await shop.complete(cookie, order, 'cancel');

    const edited = answer<AdminOrder>(
      await edit(order, { lines: [{ quantity: 2 }], version: (await detail(order)).version }),
    );
    const total = edited.order.cartInfo.grandTotalIncTax;
    expect(total).toBeGreaterThan(order.cartInfo.grandTotalIncTax);
    const mail = shop.state.mails.filter((m) => m.subject.includes(order.transactionnum)).at(-1)!;
    expect(mail.text).toContain(`http://localhost:3999/pay/${order.id}`);
    // The shop's pay-again flow asks for the new total: the old one is refused as outdated.
    const old = await shop.call('POST', `/orders/${order.id}/payments`, cookie, {
      paymentMethodCode: 'stripe',
      amount: order.cartInfo.grandTotalIncTax,
    });
    expect(old.statusCode).toBe(409);
    await shop.choose(await shop.startPayment(cookie, edited.order), 'success');
    expect((await shop.complete(cookie, order, 'success')).paymentStatus).toBe('paid');
  });
});
