// Orders staff take for a customer (phone, e-mail, fax): a cart only staff open, at the customer's
// own prices and in their language, placed through the shop's one placement (stock, versions, a
// repeat answered with the same order), belonging to the customer, with who took it audited.
import { hash } from '@node-rs/argon2';
import type { AdminOrder, BulkAddResult, Cart, Order, StaffCart } from '@shop/contracts';
import { staffSessionCookie } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '../modules/customer/tables';
import { stock } from '../modules/inventory/tables';
import type { Mail } from '../modules/mail';
import { staffMembers } from '../modules/staff/tables';
import { useTestApi } from '../testing/api';
import { useCustomers } from '../testing/customers';
import { databaseKinds } from '../testing/database';
import { defaultAddressRow, givePriceList } from '../testing/fixtures';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../testing/merchant';

const HOST = 'shop.example:4000';
const PASSWORD = 'werkhaus-clerk';
const CLERK = 'clerk@werkhaus.example';

describe.each(databaseKinds)('orders staff take for a customer on %s', (kind) => {
  const mails: Mail[] = [];
  const fixture = {} as { products: Array<{ id: number; sku: string }> };
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      fixture.products = await seedMerchantShop(db, [10_000, 2_500]);
      await db
        .insert(staffMembers)
        .values({ email: CLERK, name: 'Carl Clerk', role: 'clerk', passwordHash: await hash(PASSWORD) });
    },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  const customer = useCustomers(ctx);
  const { call, ok, refused } = merchantCalls(ctx);
  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  let session: string | undefined;
  /** A request of the clerk's back-office session. */
  const clerk = async (method: Method, url: string, payload?: object) => {
    if (!session) {
      const res = await ctx.api.inject({
        method: 'POST',
        url: '/admin/api/session',
        headers: { host: HOST, origin: `http://${HOST}` },
        payload: { email: CLERK, password: PASSWORD },
      });
      session = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
    }
    return ctx.api.inject({
      method,
      url,
      headers: { host: HOST, origin: `http://${HOST}`, cookie: session },
      ...(payload && { payload }),
    });
  };
  const stockOf = async (productId: number) =>
    (await ctx.database.db.select().from(stock).where(eq(stock.productId, productId)))[0]!.qty;

  /** A business customer in English with a price list (the first product at 77.77), invoice allowed, two addresses. */
  async function businessCustomer(name: string, methods: Array<'invoice' | 'paypal'> = ['invoice', 'paypal']) {
    const made = await customer(name, { locale: 'en', paymentMethods: methods });
    await givePriceList(ctx.database.db, made.customerNumber, fixture.products[0]!.id, 7_777);
    const [main, site] = await ctx.database.db
      .insert(addresses)
      .values([
        { ...defaultAddressRow(made), company: 'Bauer GmbH' },
        {
          ...defaultAddressRow(made, { street: 'Baustelle 9', city: 'Bonn', postalCode: '53111' }),
          isDefaultShipping: false,
          isDefaultBilling: false,
          isBilling: false,
        },
      ])
      .returning();
    return { ...made, main: main!, site: site! };
  }

  it('fills a cart at the customer’s prices that only staff open, and places it as the customer’s order', async () => {
    const bea = await businessCustomer('bea');
    const [listed, other] = fixture.products;
    // The customer's own cart holds something: it stays as it is.
    const own = ok<Cart>(await call('POST', '/carts', {}, bea.cookie));
    ok(await call('POST', `/carts/${own.id}/items`, { sku: other!.sku, quantity: 1 }, bea.cookie));

    const opened = ok<StaffCart>(await clerk('POST', `/admin/api/customers/${bea.id}/staff-cart`));
    expect(opened).toMatchObject({ customerId: bea.id, takenBy: CLERK, paymentMethods: ['invoice'] });
    expect(opened.cart.id).not.toBe(own.id);
    expect(opened.cart.cartItems).toEqual([]);
    // Opened again (a reload of the page): the same cart.
    expect(ok<StaffCart>(await clerk('POST', `/admin/api/customers/${bea.id}/staff-cart`)).cart.id).toBe(
      opened.cart.id,
    );

    const added = ok<BulkAddResult>(
      await clerk('POST', `/admin/api/staff-carts/${opened.cart.id}/items`, {
        items: [
          { number: listed!.sku, quantity: 3 },
          { number: 'NO-SUCH-SKU', quantity: 1 },
        ],
      }),
    );
    expect(added.rejected).toMatchObject([{ row: 1, number: 'NO-SUCH-SKU', reason: 'unknown-product' }]);
    expect(added.cart.currency).toBe('EUR');
    expect(added.cart.cartItems).toMatchObject([{ sku: listed!.sku, quantity: 3 }]);
    // The customer's price list's price, not the shop's 100.00.
    expect(added.cart.subtotal).toBe(3 * 7_777);

    // The customer cannot open the staff cart; their own is untouched.
    refused(await call('GET', `/carts/${opened.cart.id}`, undefined, bea.cookie), 404, 'NOT_FOUND');
    const ownNow = ok<Cart>(await call('GET', `/carts/${own.id}`, undefined, bea.cookie));
    expect(ownNow.cartItems.map((item) => item.sku)).toEqual([other!.sku]);

    // Goods to the building site, billed to the head office.
    const chosen = ok<StaffCart>(
      await clerk('PATCH', `/admin/api/staff-carts/${opened.cart.id}`, {
        shippingAddressId: bea.site.id,
        billingAddressId: bea.main.id,
      }),
    );
    expect(chosen.cart.shippingAddress).toMatchObject({ street: 'Baustelle 9', city: 'Bonn' });
    expect(chosen.cart.billingAddress).toMatchObject({ street: 'Werkstraße 9', company: 'Bauer GmbH' });
    const method = chosen.cart.shippingMethods[0]!.code;
    const ready = ok<StaffCart>(
      await clerk('PATCH', `/admin/api/staff-carts/${opened.cart.id}`, { shippingMethod: method }),
    );
    const total = ready.cart.grandTotalIncTax!;
    const stockBefore = await stockOf(listed!.id);

    // Online payment needs the customer at the payment page: refused at the field.
    const online = refused(
      await clerk('POST', `/admin/api/staff-carts/${opened.cart.id}/order`, {
        paymentMethodCode: 'paypal',
        cart: { version: ready.cart.version, grandTotalIncTax: total },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(online.details?.issues?.[0]?.path).toBe('body.paymentMethodCode');
    // A total other than the cart's: the cart changed since it was read.
    refused(
      await clerk('POST', `/admin/api/staff-carts/${opened.cart.id}/order`, {
        paymentMethodCode: 'invoice',
        cart: { version: ready.cart.version, grandTotalIncTax: total + 1 },
      }),
      409,
      'CART_OUTDATED_ERROR',
    );

    const body = {
      paymentMethodCode: 'invoice',
      cart: { version: ready.cart.version, grandTotalIncTax: total },
      orderReference: 'Tel. Frau Bauer 4711',
      comment: 'Bitte vor 10 Uhr liefern',
    };
    const sentBefore = mails.length;
    const order = ok<Order>(await clerk('POST', `/admin/api/staff-carts/${opened.cart.id}/order`, body), 201);
    // Confirmed as it is placed: no shopper is there to confirm it, and it can ship.
    expect(order).toMatchObject({ paymentStatus: 'invoice', locale: 'en', status: 'confirmed' });
    expect(order.cartInfo).toMatchObject({
      grandTotalIncTax: total,
      orderReference: 'Tel. Frau Bauer 4711',
      shippingAddress: { street: 'Baustelle 9' },
    });
    // A repeat (the answer was lost): the same order, no second one.
    expect(ok<Order>(await clerk('POST', `/admin/api/staff-carts/${opened.cart.id}/order`, body), 201).id).toBe(
      order.id,
    );
    expect(await stockOf(listed!.id)).toBe(stockBefore - 3);
    // Its loyalty points are the customer's, once.
    const me = ok<{ loyaltyPoints: number }>(await call('GET', '/me', undefined, bea.cookie));
    expect(me.loyaltyPoints).toBe(order.loyaltyPoints);

    // The customer's order: in their history, confirmed to them in their language.
    const history = ok<{ data: Order[] }>(await call('GET', '/me/orders', undefined, bea.cookie));
    expect(history.data.map((o) => o.id)).toContain(order.id);
    expect(mails.slice(sentBefore)).toMatchObject([
      { to: bea.email, subject: `Your Werkhaus order ${order.transactionnum}` },
    ]);
    // Who took it: on the order for staff, and in the audit log.
    const record = ok<AdminOrder>(await clerk('GET', `/admin/api/orders/${order.id}`));
    expect(record.takenBy).toBe(CLERK);
    expect(record.history[0]).toMatchObject({ actor: CLERK, action: 'order.place' });
    const audit = await auditRowsOf(ctx.database.db, 'order', order.transactionnum);
    expect(audit).toMatchObject([{ actor: CLERK, action: 'order.place', after: { customerId: bea.id } }]);
    // The customer's own cart is still theirs, with its line.
    const ownAfter = ok<Cart>(await call('GET', `/carts/${own.id}`, undefined, bea.cookie));
    expect(ownAfter.cartItems.map((item) => item.sku)).toEqual([other!.sku]);
  });

  it('sets and removes lines by the customer’s rules, and throws a cart away', async () => {
    const carl = await businessCustomer('carl');
    const { cart } = ok<StaffCart>(await clerk('POST', `/admin/api/customers/${carl.id}/staff-cart`));
    const filled = ok<BulkAddResult>(
      await clerk('POST', `/admin/api/staff-carts/${cart.id}/items`, {
        items: [{ number: fixture.products[1]!.sku, quantity: 2 }],
      }),
    ).cart;
    const line = filled.cartItems[0]!;
    const set = ok<StaffCart>(
      await clerk('PATCH', `/admin/api/staff-carts/${cart.id}/items/${line.id}`, { quantity: 5 }),
    );
    expect(set.cart.cartItems).toMatchObject([{ quantity: 5 }]);
    const words = refused(
      await clerk('PATCH', `/admin/api/staff-carts/${cart.id}/items/${line.id}`, { quantity: 'five' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(words.details?.issues?.[0]).toMatchObject({ path: 'body.quantity', message: 'A whole number' });
    const removed = ok<StaffCart>(
      await clerk('PATCH', `/admin/api/staff-carts/${cart.id}/items/${line.id}`, { quantity: 0 }),
    );
    expect(removed.cart.cartItems).toEqual([]);
    // An empty cart is no order.
    refused(
      await clerk('POST', `/admin/api/staff-carts/${cart.id}/order`, {
        paymentMethodCode: 'invoice',
        cart: { version: removed.cart.version, grandTotalIncTax: 0 },
      }),
      400,
      'BAD_REQUEST',
    );
    // Another customer's address is not this customer's to choose.
    const other = await businessCustomer('dora');
    const foreign = refused(
      await clerk('PATCH', `/admin/api/staff-carts/${cart.id}`, { shippingAddressId: other.main.id }),
      400,
      'VALIDATION_ERROR',
    );
    expect(foreign.details?.issues?.[0]?.path).toBe('body.shippingAddressId');

    ok(await clerk('DELETE', `/admin/api/staff-carts/${cart.id}`));
    refused(await clerk('GET', `/admin/api/staff-carts/${cart.id}`), 404, 'NOT_FOUND');
    // A customer's own cart is no staff cart.
    const own = ok<Cart>(await call('POST', '/carts', {}, carl.cookie));
    refused(await clerk('GET', `/admin/api/staff-carts/${own.id}`), 404, 'NOT_FOUND');
  });

  it('takes no order for a customer without invoice, a blocked one, or one who does not exist', async () => {
    const eva = await businessCustomer('eva', ['paypal']);
    const { cart, paymentMethods } = ok<StaffCart>(await clerk('POST', `/admin/api/customers/${eva.id}/staff-cart`));
    expect(paymentMethods).toEqual([]);
    const filled = ok<BulkAddResult>(
      await clerk('POST', `/admin/api/staff-carts/${cart.id}/items`, {
        items: [{ number: fixture.products[1]!.sku, quantity: 1 }],
      }),
    ).cart;
    refused(
      await clerk('POST', `/admin/api/staff-carts/${cart.id}/order`, {
        paymentMethodCode: 'invoice',
        cart: { version: filled.version, grandTotalIncTax: filled.grandTotalIncTax },
      }),
      400,
      'BAD_REQUEST',
    );

    const fritz = await businessCustomer('fritz');
    ok(await clerk('PATCH', `/admin/api/customers/${fritz.id}`, { blocked: true, version: 1 }));
    const blocked = refused(await clerk('POST', `/admin/api/customers/${fritz.id}/staff-cart`), 409, 'CONFLICT');
    expect(blocked.message).toContain('blocked');
    refused(await clerk('POST', '/admin/api/customers/999999/staff-cart'), 404, 'NOT_FOUND');
  });
});
