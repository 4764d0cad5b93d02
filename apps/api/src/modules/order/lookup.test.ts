// Order status for guests: a guest's order is found from a fresh browser by its number and e-mail,
// which may then read and pay it while the browser that placed it keeps its own access; a wrong
// pair is one answer whichever part was wrong, failures are throttled per order number whatever
// the address, and an account's order asks its owner to log in.
import type { Cart, Order } from '@shop/contracts';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setBranding } from '../../testing/api';
import { cookieJar, guestBrowser } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from '../payment/testing';
import { orderIdOf } from './lookup';

type Answer = { statusCode: number; body: string; json: () => unknown };
const answer = <T>(res: Answer, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

describe('an order number as people write it', () => {
  it('takes the number with or without its prefix and zeros, and nothing else', () => {
    expect(['WH-0000123', 'wh-123', 'WH0000123', ' 123 ', '0000123'].map(orderIdOf)).toEqual([123, 123, 123, 123, 123]);
    expect(['', 'RE-2026-000123', 'WH-12a', '1e3', 'WH-'].map(orderIdOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe.each(databaseKinds)('looking up an order on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const api = () => shop.ctx.api;
  let serial = 0;
  afterEach(() => vi.useRealTimers());

  /** A guest's order by invoice, and the cookies of the browser that placed it. */
  async function guestOrder() {
    await setBranding(api(), { isPriceForGuestEnabled: true });
    onTestFinished(() => setBranding(api(), {}));
    const guest = guestBrowser();
    const cart = answer<Cart>(await guest.send(api(), 'POST', '/carts', { payload: {} }));
    answer(
      await guest.send(api(), 'POST', `/carts/${cart.id}/items`, { payload: { sku: shop.state.products[0]!.sku } }),
    );
    const address = { firstName: 'Gisela', lastName: 'Gast', street: 'Gastweg 1', city: 'Bonn', postalCode: '53111' };
    answer(
      await guest.send(api(), 'PUT', `/carts/${cart.id}/checkout`, {
        payload: { shippingAddress: { ...address, country: 'DE' } },
      }),
    );
    const email = `Gisela.Gast-${++serial}@Example.com`;
    const newUser = { email, firstName: 'Gisela', lastName: 'Gast' };
    const ready = answer<Cart>(await guest.send(api(), 'PUT', `/carts/${cart.id}/user`, { payload: { newUser } }));
    const placed = await guest.send(api(), 'POST', '/orders', {
      payload: { cartId: cart.id, cart: { version: ready.version }, paymentMethodCode: 'invoice', termsAccepted: true },
    });
    return { order: answer<Order>(placed, 201), email, holder: `${guest.cookie}; ${cookieJar(placed)}` };
  }
  const lookup = (payload: object, cookie = '', remoteAddress = '203.0.113.7') =>
    api().inject({ method: 'POST', url: '/orders/lookup', payload, remoteAddress, headers: { cookie } });
  const read = (id: number, cookie: string) => api().inject({ url: `/orders/${id}`, headers: { cookie } });

  it('finds a guest’s order in a fresh browser, which reads it from then on; the placing browser keeps it', async () => {
    const { order, email, holder } = await guestOrder();
    // A fresh browser: nothing of the order.
    expect((await read(order.id, '')).statusCode).toBe(404);
    const found = await lookup({ orderNumber: order.transactionnum.toLowerCase(), email: email.toUpperCase() });
    expect(answer<Order>(found)).toMatchObject({ id: order.id, transactionnum: order.transactionnum });
    const fresh = cookieJar(found);
    expect(fresh).toMatch(/^guest-order=/);
    expect(answer<Order>(await read(order.id, fresh)).cartInfo.grandTotalIncTax).toBe(order.cartInfo.grandTotalIncTax);
    expect(answer<Order>(await read(order.id, holder)).id).toBe(order.id);

    // A second order found in the same browser: its one cookie sees both.
    const other = await guestOrder();
    const again = await lookup({ orderNumber: String(other.order.id), email: other.email }, fresh);
    expect(answer<Order>(again).id).toBe(other.order.id);
    expect(cookieJar(again)).toBe(fresh);
    expect((await read(order.id, fresh)).statusCode).toBe(200);
    expect((await read(other.order.id, fresh)).statusCode).toBe(200);
  });

  it('answers a wrong e-mail as a wrong number, and throttles guesses at one order from any address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { order, email } = await guestOrder();
    const wrongEmail = await lookup({ orderNumber: order.transactionnum, email: 'someone@example.com' });
    const wrongNumber = await lookup({ orderNumber: 'WH-9999999', email });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(wrongNumber.json());
    expect(wrongEmail.body).not.toContain(email);

    // Five free failures per order number, then it waits, whatever address asks.
    for (let i = 2; i <= 5; i++)
      expect(
        (await lookup({ orderNumber: order.transactionnum, email: `guess-${i}@example.com` }, '', `198.51.100.${i}`))
          .statusCode,
      ).toBe(404);
    await lookup({ orderNumber: order.transactionnum, email: 'guess-6@example.com' }, '', '198.51.100.6');
    const throttled = await lookup({ orderNumber: order.transactionnum, email }, '', '198.51.100.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ error: { details: { retryAfter: 1 } } });
    // The wait over, the right pair gets in.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await lookup({ orderNumber: order.transactionnum, email }, '', '198.51.100.7')).statusCode).toBe(200);
  });

  it('asks for a log-in for an account’s order, and refuses an empty form with field messages', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const res = await lookup({ orderNumber: order.transactionnum, email: 'payer@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { message: 'This order belongs to an account: please log in to see it.' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();

    const empty = await lookup({ orderNumber: ' ', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('This field is required');
  });
});
