// An order's conversation: the checkout comment opens it, the customer and staff write in turn
// (a reply mailed to the customer in the order's language, a customer's message to the shop's
// order desk when it names one), 20 messages sent at once from both sides are all kept, and only
// the order's customer, the browser that placed a guest order, and staff read or write it.
import { hash } from '@node-rs/argon2';
import { type AdminOrderMessage, type Cart, type Order, type OrderMessage, staffSessionCookie } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setBranding, testAdminToken } from '../../testing/api';
import { cookieJar, guestBrowser, useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { auditLog } from '../audit/tables';
import { usePaymentApi } from '../payment/testing';
import { staffMembers } from '../staff/tables';
import { orderMessages } from './tables';

const HOST = 'shop.example:4000';
const STAFF_PASSWORD = 'messages-staff-pass';

type Answer = { statusCode: number; body: string; json: () => unknown };
const answer = <T>(res: Answer, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

describe.each(databaseKinds)('order messages on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const customer = useCustomers(shop.ctx);
  /** The clerk's back-office session. */
  let clerk = '';
  beforeAll(async () => {
    await shop.ctx.database.db.insert(staffMembers).values({
      email: 'clara.clerk@example.com',
      name: 'Clara Clerk',
      role: 'clerk',
      passwordHash: await hash(STAFF_PASSWORD),
    });
    const res = await shop.ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { email: 'clara.clerk@example.com', password: STAFF_PASSWORD },
    });
    clerk = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
  });

  const staff = (method: 'GET' | 'POST', orderId: number, payload?: object) =>
    shop.ctx.api.inject({
      method,
      url: `/admin/api/orders/${orderId}/messages`,
      headers: { cookie: clerk, host: HOST, origin: `http://${HOST}` },
      ...(payload && { payload }),
    });
  const staffThread = async (orderId: number) =>
    answer<{ data: AdminOrderMessage[] }>(await staff('GET', orderId)).data;
  const read = (orderId: number, cookie: string) => shop.call('GET', `/orders/${orderId}/messages`, cookie);
  const write = (orderId: number, cookie: string, text: string) =>
    shop.call('POST', `/orders/${orderId}/messages`, cookie, { text });
  const thread = async (orderId: number, cookie: string) =>
    answer<{ data: OrderMessage[] }>(await read(orderId, cookie)).data;
  const rowsOf = (orderId: number) =>
    shop.ctx.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));

  /** The payer's invoice order, placed in `locale` with a comment at checkout. */
  async function orderWithComment(cookie: string, comment: string, locale = 'de'): Promise<Order> {
    const cart = answer<Cart>(await shop.call('POST', '/carts', cookie, {}));
    const sku = shop.state.products[0]!.sku;
    const added = answer<Cart>(await shop.call('POST', `/carts/${cart.id}/items`, cookie, { sku }));
    const body = { cartId: cart.id, cart: { version: added.version }, paymentMethodCode: 'invoice', comment };
    return answer<Order>(
      await shop.call('POST', `/orders?locale=${locale}`, cookie, { ...body, termsAccepted: true }),
      201,
    );
  }

  it('opens with the checkout comment; the clerk’s reply is read by the customer, mailed in the order’s language and audited', async () => {
    const cookie = await shop.login();
    const order = await orderWithComment(cookie, 'Bitte an Tor 3 liefern.', 'en');
    answer(await shop.call('POST', `/orders/${order.id}/comments`, cookie, { feedback: 'Vorher anrufen' }));
    const asked = answer<{ data: OrderMessage[] }>(await write(order.id, cookie, '  Wann kommt die Lieferung?  '), 201);
    expect(asked.data.map(({ author, text }) => [author, text])).toEqual([
      ['customer', 'Bitte an Tor 3 liefern.'],
      ['customer', 'Vorher anrufen'],
      ['customer', 'Wann kommt die Lieferung?'],
    ]);
    expect(asked.data.map((m) => m.id.replace(/\d+$/, 'n'))).toEqual(['checkout', 'comment-n', 'message-n']);
    expect(asked.data[0]!.createdDate).toBe(order.createdDate);

    // Staff read the same thread, then reply.
    expect(await staffThread(order.id)).toEqual(asked.data.map((m) => ({ ...m, staffName: null })));
    const replied = answer<{ data: AdminOrderMessage[] }>(
      await staff('POST', order.id, { text: 'Morgen zwischen 8 und 12 Uhr.' }),
      201,
    );
    expect(replied.data.at(-1)).toMatchObject({
      author: 'staff',
      staffName: 'Clara Clerk',
      text: 'Morgen zwischen 8 und 12 Uhr.',
    });

    // The customer sees the reply, without who of staff wrote it.
    const seen = await thread(order.id, cookie);
    expect(seen).toHaveLength(4);
    expect(seen.at(-1)).toEqual({
      id: replied.data.at(-1)!.id,
      author: 'staff',
      text: 'Morgen zwischen 8 und 12 Uhr.',
      createdDate: replied.data.at(-1)!.createdDate,
    });

    const mail = await vi.waitFor(() => {
      const found = shop.state.mails.find((m) => m.subject === `A message about your order ${order.transactionnum}`);
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.to).toBe('payer@example.com');
    expect(mail.text).toContain('> Morgen zwischen 8 und 12 Uhr.');
    expect(mail.text).toContain(`http://localhost:3999/en/my-account/OrderHistory?order=${order.id}`);
    const audited = await shop.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.transactionnum), eq(auditLog.action, 'order.message')));
    expect(audited.map((row) => [row.actor, row.after])).toEqual([
      ['clara.clerk@example.com', { text: 'Morgen zwischen 8 und 12 Uhr.' }],
    ]);
    // No order desk is named: the customer's message stays in the back office.
    expect(shop.state.mails.filter((m) => m.subject === `Nachricht zur Bestellung ${order.transactionnum}`)).toEqual(
      [],
    );
  });

  it('mails a customer’s message to the order desk the shop names, in the shop’s language', async () => {
    await setBranding(shop.ctx.api, { orderMessageEmail: 'bestellungen@werkhaus.example' });
    onTestFinished(() => setBranding(shop.ctx.api, {}));
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    answer(await write(order.id, cookie, 'Können Sie auf Palette liefern?'), 201);
    const notice = await vi.waitFor(() => {
      const found = shop.state.mails.find((m) => m.to === 'bestellungen@werkhaus.example');
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice.subject).toBe(`Nachricht zur Bestellung ${order.transactionnum}`);
    expect(notice.text).toContain('<payer@example.com> hat zur Bestellung');
    expect(notice.text).toContain('> Können Sie auf Palette liefern?');
    // An address that is none is refused with the field's problem.
    const wrong = await shop.ctx.api.inject({
      method: 'PUT',
      url: '/admin/api/content/setting/branding/de',
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { config: { orderMessageEmail: 'keine-adresse' } },
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.body).toContain('Invalid email');
  });

  it('keeps every one of 20 messages the customer and staff send at once, ordered by time then id', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const texts = Array.from({ length: 20 }, (_, i) => `${i % 2 ? 'Kunde' : 'Team'} ${i}`);
    const sent = await Promise.all(
      texts.map((text, i) => (i % 2 ? write(order.id, cookie, text) : staff('POST', order.id, { text }))),
    );
    expect(sent.map((res) => res.statusCode)).toEqual(texts.map(() => 201));
    const all = await staffThread(order.id);
    expect(all.map((m) => m.text).sort()).toEqual([...texts].sort());
    expect(all.filter((m) => m.author === 'staff')).toHaveLength(10);
    expect(await rowsOf(order.id)).toHaveLength(20);
    // By when each was written (the database's microseconds), then by id; the answer's dates show milliseconds.
    const written = await shop.ctx.database.db
      .select({ id: orderMessages.id })
      .from(orderMessages)
      .where(eq(orderMessages.orderId, order.id))
      .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
    expect(all.map((m) => m.id)).toEqual(written.map((row) => `message-${row.id}`));
    const dates = all.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort());
    expect(await thread(order.id, cookie)).toEqual(all.map(({ staffName: _, ...m }) => m));
  });

  it('refuses an empty or too long message by its problem, and writes nothing', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const issueOf = (res: Answer) => {
      const { error } = answer<{ error: { code: string; details: { issues: unknown[] } } }>(res, 400);
      expect(error.code).toBe('VALIDATION_ERROR');
      return error.details.issues[0];
    };
    expect(issueOf(await write(order.id, cookie, '   '))).toEqual({
      path: 'body.text',
      message: 'This field is required',
      code: 'required',
    });
    expect(issueOf(await write(order.id, cookie, 'x'.repeat(2001)))).toEqual({
      path: 'body.text',
      message: 'A message has at most 2000 characters',
      code: 'messageTooLong',
    });
    expect(issueOf(await staff('POST', order.id, { text: '' }))).toMatchObject({ message: 'A message is required' });
    expect(issueOf(await staff('POST', order.id, { text: 'x'.repeat(2001) }))).toMatchObject({
      message: 'At most 2000 characters',
    });
    expect(await rowsOf(order.id)).toEqual([]);
    // The longest message there may be is kept whole.
    const longest = answer<{ data: OrderMessage[] }>(await write(order.id, cookie, 'ü'.repeat(2000)), 201);
    expect(longest.data.at(-1)!.text).toHaveLength(2000);
  });

  it('answers an order of someone else as missing, to read and to write', async () => {
    const cookie = await shop.login();
    const order = await orderWithComment(cookie, 'Nur für das Team');
    const stranger = await customer('messages-stranger');
    for (const asker of [stranger.cookie, ''])
      for (const res of [await read(order.id, asker), await write(order.id, asker, 'Hallo?')]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.body).not.toContain('Nur für das Team');
      }
    expect((await staff('GET', 2_000_000_000)).statusCode).toBe(404);
    expect((await staff('POST', 2_000_000_000, { text: 'Hallo?' })).statusCode).toBe(404);
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('lets the browser that placed a guest order write, and nobody else', async () => {
    await setBranding(shop.ctx.api, { isPriceForGuestEnabled: true });
    onTestFinished(() => setBranding(shop.ctx.api, {}));
    const guest = guestBrowser();
    const api = shop.ctx.api;
    const cart = answer<Cart>(await guest.send(api, 'POST', '/carts', { payload: {} }));
    const sku = shop.state.products[0]!.sku;
    answer(await guest.send(api, 'POST', `/carts/${cart.id}/items`, { payload: { sku } }));
    const address = { firstName: 'Gisela', lastName: 'Gast', street: 'Gastweg 1', city: 'Bonn', postalCode: '53111' };
    answer(
      await guest.send(api, 'PUT', `/carts/${cart.id}/checkout`, {
        payload: { shippingAddress: { ...address, country: 'DE' } },
      }),
    );
    const newUser = { email: 'gisela.gast@example.com', firstName: 'Gisela', lastName: 'Gast' };
    const ready = answer<Cart>(await guest.send(api, 'PUT', `/carts/${cart.id}/user`, { payload: { newUser } }));
    const placed = await guest.send(api, 'POST', '/orders', {
      payload: { cartId: cart.id, cart: { version: ready.version }, paymentMethodCode: 'invoice', termsAccepted: true },
    });
    const order = answer<Order>(placed, 201);
    const holder = `${guest.cookie}; ${cookieJar(placed)}`;

    answer(await write(order.id, holder, 'Geht auch Abholung?'), 201);
    expect((await read(order.id, guest.cookie)).statusCode).toBe(404);
    expect((await write(order.id, 'guest-order=not-the-token', 'Hallo?')).statusCode).toBe(404);
    answer(await staff('POST', order.id, { text: 'Ja, ab Montag.' }), 201);
    expect((await thread(order.id, holder)).map((m) => m.text)).toEqual(['Geht auch Abholung?', 'Ja, ab Montag.']);
    // A guest's order's page is its Order status page, which asks another browser for number and e-mail.
    const mail = await vi.waitFor(() => {
      const found = shop.state.mails.find((m) => m.to === newUser.email && m.subject.startsWith('Eine Nachricht'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.text).toContain('> Ja, ab Montag.');
    expect(mail.text).toContain(`/order-status/${order.id}`);
    expect(mail.text).not.toContain('my-account');
  });
});
