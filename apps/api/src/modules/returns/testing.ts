import type { AdminOrder, Cart, Order, OrderReturn, PaymentMethodCode } from '@shop/contracts';
import { expect } from 'vitest';
import { testAdminToken } from '../../testing/api';
import type { usePaymentApi } from '../payment/testing';

type Shop = ReturnType<typeof usePaymentApi>;
type Answer = { statusCode: number; body: string; json: () => unknown };

export const answer = <T>(res: Answer, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

/** Helpers of the returns' tests: orders of two lines, shipped, and the staff's calls. */
export function returnsHelpers(shop: Shop) {
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}`, 'accept-language': 'en' },
      ...(payload && { payload }),
    });
  const versionOf = async (orderId: number) =>
    answer<AdminOrder>(await staff('GET', `/admin/api/orders/${orderId}`)).version;

  /** An order of 2 of the first product and 1 of the second, placed by the payer with the method. */
  async function twoLineOrder(cookie: string, method: PaymentMethodCode): Promise<Order> {
    const cart = answer<Cart>(await shop.call('POST', '/carts', cookie, {}));
    const [first, second] = shop.state.products;
    answer(await shop.call('POST', `/carts/${cart.id}/items`, cookie, { sku: first!.sku, quantity: 2 }));
    const added = answer<Cart>(await shop.call('POST', `/carts/${cart.id}/items`, cookie, { sku: second!.sku }));
    return answer<Order>(
      await shop.call('POST', '/orders', cookie, {
        cartId: cart.id,
        cart: { version: added.version },
        paymentMethodCode: method,
        termsAccepted: true,
      }),
      201,
    );
  }

  /** Pays an online order on the sandbox's page. */
  async function pay(cookie: string, order: Order) {
    await shop.choose(await shop.startPayment(cookie, order), 'success');
    await shop.complete(cookie, order, 'success');
  }

  /** Confirms (an invoice order) and ships the order. */
  async function ship(order: Order) {
    if (order.paymentMethodCode === 'invoice')
      answer(await staff('POST', `/admin/api/orders/${order.id}/confirm`, { version: await versionOf(order.id) }));
    answer(
      await staff('POST', `/admin/api/orders/${order.id}/ship`, {
        carrier: 'DHL',
        trackingNumber: '00340434',
        version: await versionOf(order.id),
      }),
    );
  }

  const request = (cookie: string, orderId: number, body: object) =>
    shop.call('POST', `/orders/${orderId}/returns`, cookie, body);
  const returnsOf = (cookie: string, orderId: number) => shop.call('GET', `/orders/${orderId}/returns`, cookie);
  const requested = async (cookie: string, orderId: number, body: object) =>
    answer<OrderReturn>(await request(cookie, orderId, body), 201);

  /** The last mail to the payer whose subject names the return. */
  const mailOf = (rma: { number: string }) =>
    shop.state.mails.filter((mail) => mail.subject.includes(rma.number)).at(-1);

  return { staff, versionOf, twoLineOrder, pay, ship, request, returnsOf, requested, mailOf };
}
