// The customer's own data (GDPR articles 15, 17 and 20): the export holds what the shop stores of
// the person; deleting the account needs the password, ends every session, keeps the orders
// without the person and the invoices as issued, and refuses the login afterwards; a company's
// member deletes only their own login. The newsletter is double opt-in: nothing is stored before
// the link is followed, a link works once and expires on the controlled clock.
import { hash } from '@node-rs/argon2';
import type { Cart, MyData, Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../modules/audit/tables';
import { addresses, companyMembers, customers, newsletterConfirmations } from '../modules/customer/tables';
import { orderDocuments } from '../modules/documents/tables';
import type { Mail } from '../modules/mail';
import { orders } from '../modules/order/tables';
import { testAdminToken, useTestApi } from '../testing/api';
import { cookieJar } from '../testing/customers';
import { databaseKinds } from '../testing/database';
import { defaultAddressRow } from '../testing/fixtures';
import { seedMerchantShop } from '../testing/merchant';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const PASSWORD = 'my-data-pass-1';
const HOUR = 3_600_000;

describe.each(databaseKinds)('the customer’s own data on %s', (kind) => {
  const mails: Mail[] = [];
  let offset = 0;
  let products: { id: number; sku: string }[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      products = await seedMerchantShop(db, [1990, 4500]);
    },
    {
      mailer: { send: async (mail: Mail) => void mails.push(mail) },
      publicUrl: 'http://shop.test',
      now: () => Date.now() + offset,
    },
  );
  const call = (method: Method, url: string, cookie = '', payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const staff = (method: Method, url: string, payload?: object) =>
    ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}` },
      ...(payload && { payload }),
    });
  const login = (username: string, password = PASSWORD) =>
    ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password } });
  const mailTo = (to: string, subject: RegExp) => mails.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
  const tokenIn = (mail: Mail | undefined) => /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];

  /** A new customer (registered as in the shop, in English), with a default address, who may pay by invoice. */
  async function newCustomer(name: string, newsletter = false) {
    const email = `${name}.${Date.now()}@example.com`;
    const res = await call('POST', '/customers', '', {
      email,
      password: PASSWORD,
      firstName: 'Dana',
      lastName: name,
      locale: 'en',
      newsletter,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db
      .update(customers)
      .set({ paymentMethods: ['invoice'] })
      .where(eq(customers.email, email))
      .returning();
    return { email, row: row!, cookie: cookieJar(res) };
  }

  async function order(cookie: string): Promise<Order> {
    const cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
    const added = (
      await call('POST', `/carts/${cart.id}/items`, cookie, { sku: products[0]!.sku, quantity: 2 })
    ).json();
    const res = await call('POST', '/orders', cookie, {
      cartId: cart.id,
      cart: { version: (added as Cart).version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Order;
  }

  async function ship(id: number) {
    const version = (await staff('GET', `/admin/api/orders/${id}`)).json().version as number;
    const confirmed = await staff('POST', `/admin/api/orders/${id}/confirm`, { version });
    const res = await staff('POST', `/admin/api/orders/${id}/ship`, {
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      version: confirmed.statusCode === 200 ? confirmed.json().version : version,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('exports the profile, addresses, orders with lines and totals, lists and reviews as a file', async () => {
    expect((await call('GET', '/me/data')).statusCode).toBe(401);
    const { email, row, cookie } = await newCustomer('Export');
    await ctx.database.db.insert(addresses).values(defaultAddressRow(row));
    const placed = await order(cookie);
    expect(
      (
        await call('POST', '/me/order-lists', cookie, {
          name: 'Baustelle',
          items: [{ number: products[1]!.sku, quantity: 3 }],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('PUT', '/me/reviews', cookie, { productId: products[0]!.id, rating: 4, title: 'Gut', body: 'Hält' }))
        .statusCode,
    ).toBe(200);

    const res = await call('GET', '/me/data', cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-data-${row.customerNumber}.json"`);
    const data = JSON.parse(res.body) as MyData;
    expect(data.profile).toMatchObject({ email, lastName: 'Export', customerNumber: row.customerNumber });
    expect(data.membership).toMatchObject({ role: 'administrator', accountHolder: true });
    expect(data.consents.newsletter).toEqual({ given: false, confirmedAt: null });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o) => o.transactionnum)).toEqual([placed.transactionnum]);
    expect(data.orders[0]!.cartInfo.cartItems[0]).toMatchObject({ sku: products[0]!.sku, quantity: 2 });
    expect(data.orders[0]!.cartInfo.grandTotalIncTax).toBe(placed.cartInfo.grandTotalIncTax);
    expect(data.orderLists).toEqual([{ name: 'Baustelle', items: [{ productId: products[1]!.id, quantity: 3 }] }]);
    expect(data.reviews).toMatchObject([{ productId: products[0]!.id, rating: 4, title: 'Gut' }]);
  });

  it('stores the newsletter only once its link is followed, once, before it expires; unsubscribes at once', async () => {
    const { email, row, cookie } = await newCustomer('Letter', true);
    const stored = async () => (await ctx.database.db.select().from(customers).where(eq(customers.id, row.id)))[0]!;
    // Registering with the box ticked sends the link and stores nothing yet.
    expect((await stored()).newsletter).toBe(false);
    const first = tokenIn(mailTo(email, /confirm your newsletter/));
    expect(mailTo(email, /confirm your newsletter/)?.text).toContain(
      'http://shop.test/en/newsletter-confirmation?token=',
    );
    // Ticking it on My profile likewise: the answer says not subscribed yet.
    const asked = await call('PATCH', '/me', cookie, { newsletter: true });
    expect(asked.json()).toMatchObject({ newsletter: false });
    const second = tokenIn(mailTo(email, /confirm your newsletter/));
    expect(second).not.toBe(first);

    const confirmed = await call('POST', '/newsletter/confirmations', '', { token: second });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await stored()).toMatchObject({ newsletter: true, newsletterConfirmedAt: expect.any(Date) });
    expect((await call('GET', '/me', cookie)).json()).toMatchObject({ newsletter: true });
    const exported = JSON.parse((await call('GET', '/me/data', cookie)).body) as MyData;
    expect(exported.consents.newsletter).toEqual({
      given: true,
      confirmedAt: (await stored()).newsletterConfirmedAt!.toISOString(),
    });
    // The same link twice: refused, and says why.
    const again = await call('POST', '/newsletter/confirmations', '', { token: second });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.reason).toBe('invalid');

    // Unsubscribing is immediate, and the older link still on its way no longer works.
    expect((await call('PATCH', '/me', cookie, { newsletter: false })).json()).toMatchObject({ newsletter: false });
    expect(await stored()).toMatchObject({ newsletter: false, newsletterConfirmedAt: null });
    expect((await call('POST', '/newsletter/confirmations', '', { token: first })).json().error.details.reason).toBe(
      'invalid',
    );

    // A link followed after 48 hours is refused: nothing is stored.
    await call('PATCH', '/me', cookie, { newsletter: true });
    const late = tokenIn(mailTo(email, /confirm your newsletter/));
    offset += 49 * HOUR;
    try {
      const expired = await call('POST', '/newsletter/confirmations', '', { token: late });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.details.reason).toBe('expired');
    } finally {
      offset -= 49 * HOUR;
    }
    expect((await stored()).newsletter).toBe(false);
    const waiting = await ctx.database.db
      .select()
      .from(newsletterConfirmations)
      .where(eq(newsletterConfirmations.customerId, row.id));
    expect(waiting.filter((w) => w.usedAt === null)).toHaveLength(1);
  });

  it('deletes the account with the password: sessions end, login is refused, orders stay anonymised, invoices intact', async () => {
    const { email, row, cookie } = await newCustomer('Leaver');
    await ctx.database.db.insert(addresses).values(defaultAddressRow(row));
    const other = cookieJar(await login(email));
    const placed = await order(cookie);
    const [invoice] = await ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, placed.id));
    expect(invoice).toBeDefined();

    // A wrong password: refused at the field, in the words the page translates.
    const wrong = await call('POST', '/me/deletion', cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('BAD_REQUEST');
    expect(wrong.json().error.details.issues).toMatchObject([{ path: 'body.password', code: 'passwordWrong' }]);
    // An order not yet shipped still needs the address: refused until it has left.
    const early = await call('POST', '/me/deletion', cookie, { password: PASSWORD });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details.reason).toBe('ordersUnderWay');
    await ship(placed.id);

    const deleted = await call('POST', '/me/deletion', cookie, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/user-token=;/);
    const goodbye = mailTo(email, /deleted/);
    expect(goodbye?.text).toContain(row.customerNumber);

    // Every session ended; neither the e-mail nor the customer number logs in.
    expect((await call('GET', '/me', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/me', other)).statusCode).toBe(401);
    expect((await call('POST', '/session/refresh', other)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(row.customerNumber)).statusCode).toBe(401);

    const [gone] = await ctx.database.db.select().from(customers).where(eq(customers.id, row.id));
    expect(gone).toMatchObject({ firstName: '', lastName: '', passwordHash: null, deletedAt: expect.any(Date) });
    expect(gone!.email).not.toContain('Leaver');
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(kept).toMatchObject({ email: '', placedBy: '', grandTotal: placed.cartInfo.grandTotalIncTax });
    expect(kept!.cartInfo.billingAddress).toMatchObject({ firstName: '', lastName: '', street: '', city: 'Köln' });
    expect(kept!.cartInfo.cartItems).toEqual(placed.cartInfo.cartItems);
    const [document] = await ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.id, invoice!.id));
    expect(document!.content).toEqual(invoice!.content);
    expect(Buffer.compare(document!.pdf, invoice!.pdf)).toBe(0);

    // Staff see "deleted", cannot invite the account again, and the audit log names it.
    const seen = (await staff('GET', `/admin/api/customers/${row.id}`)).json();
    expect(seen.deletedAt).toEqual(gone!.deletedAt!.toISOString());
    expect((await staff('POST', `/admin/api/customers/${row.id}/invitation`)).statusCode).toBe(409);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.customerNumber));
    expect(audit.map((a) => a.action)).toEqual(['customer.delete']);
  });

  it('lets a company’s member delete only their own login, and keeps the company its last administrator', async () => {
    const { email, row, cookie } = await newCustomer('Company');
    await ctx.database.db.insert(addresses).values({ ...defaultAddressRow(row), company: 'Bau AG' });
    const memberEmail = `buyer.${Date.now()}@example.com`;
    const [member] = await ctx.database.db
      .insert(companyMembers)
      .values({
        customerId: row.id,
        email: memberEmail,
        firstName: 'Bea',
        lastName: 'Buyer',
        role: 'buyer',
        passwordHash: await hash(PASSWORD),
      })
      .returning();
    const memberCookie = cookieJar(await login(memberEmail));
    const placed = await order(memberCookie);

    // The account holder cannot delete the company's account while members remain.
    const holder = await call('POST', '/me/deletion', cookie, { password: PASSWORD });
    expect(holder.statusCode).toBe(409);
    expect(holder.json().error.details.reason).toBe('companyHasMembers');

    // The member's export: their own profile and the company's orders they placed.
    const data = JSON.parse((await call('GET', '/me/data', memberCookie)).body) as MyData;
    expect(data.profile.email).toBe(memberEmail);
    expect(data.membership).toMatchObject({ role: 'buyer', accountHolder: false });
    expect(data.orders.map((o) => o.id)).toEqual([placed.id]);

    const left = await call('POST', '/me/deletion', memberCookie, { password: PASSWORD });
    expect(left.statusCode, left.body).toBe(200);
    expect((await login(memberEmail)).statusCode).toBe(401);
    expect((await call('GET', '/me', memberCookie)).statusCode).toBe(401);
    expect((await call('GET', '/me', cookie)).statusCode).toBe(200);
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(kept).toMatchObject({ customerId: row.id, placedBy: '', email });
    const [removed] = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, member!.id));
    expect(removed).toMatchObject({ email: null, firstName: '', passwordHash: null, removedAt: expect.any(Date) });

    // An administrator who is the last one cannot leave the company without one.
    await ctx.database.db.update(companyMembers).set({ role: 'buyer' }).where(eq(companyMembers.customerId, row.id));
    const adminEmail = `admin.${Date.now()}@example.com`;
    await ctx.database.db.insert(companyMembers).values({
      customerId: row.id,
      email: adminEmail,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'administrator',
      passwordHash: await hash(PASSWORD),
    });
    const last = await call('POST', '/me/deletion', cookieJar(await login(adminEmail)), { password: PASSWORD });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.details.reason).toBe('lastAdministrator');
  });
});
