/**
 * Customers who order through the shop API directly, as the fault and multi-instance journeys
 * need them in numbers, and Stripe's word on their payments.
 */
import { randomBytes } from 'node:crypto';
import type { Cart, Order, ProductCard } from '@shop/contracts';
import { expect } from 'vitest';
import { defaultAddress, shopper } from './api-shopper';

/** What became of a request: its status, or the network error that ended it. */
export const outcome = (request: Promise<Response>) =>
  request.then(
    (res) => res.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

/**
 * The simple product with the most stock in the first category (at least `min` units, so the
 * orders here never run it out), or the product with that id.
 */
export async function stockedProduct(apiUrl: string, min: number, id?: number) {
  const { data } = (await (await fetch(`${apiUrl}/products?catId=1&locale=de&limit=100`)).json()) as {
    data: ProductCard[];
  };
  const product =
    id === undefined
      ? data
          .filter((p) => p.variantCount === 0 && !p.hidePrices)
          .sort((a, b) => (b.stock?.effectivestock ?? 0) - (a.stock?.effectivestock ?? 0))[0]!
      : data.find((p) => p.id === id)!;
  expect(product.stock!.effectivestock, 'stock for every order').toBeGreaterThanOrEqual(min);
  return product;
}

/**
 * A new customer with a default address and a cart of `quantity` units, ready to order by invoice,
 * talking to the API wherever it runs now (a restart moves it to another port). The order's body
 * names the cart, so sending it again is the same order.
 */
export async function customerWithCart(apiUrl: () => string, tag: string, sku: string, quantity: number) {
  const s = shopper(apiUrl);
  await s.call('POST', '/customers', {
    email: `${tag}-${Date.now()}@example.com`,
    password: 'correct horse',
    firstName: 'Kim',
    lastName: `Fault ${tag}`,
    locale: 'de',
  });
  await s.call('PUT', '/me/addresses', defaultAddress({ firstName: 'Kim', lastName: `Fault ${tag}` }));
  let cart = await s.call<Cart>('POST', '/carts', {});
  cart = await s.call<Cart>('POST', `/carts/${cart.id}/items`, { sku, quantity });
  const orderBody = {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  };
  return { ...s, orderBody };
}

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

/**
 * The customer's order paid by card: placed, sent to Stripe's checkout, and the event Stripe
 * sends when the shopper has paid there (to be signed at each delivery, as Stripe does).
 */
export async function paidAtStripe(customer: Customer) {
  const order = await customer.call<Order>('POST', '/orders', { ...customer.orderBody, paymentMethodCode: 'stripe' });
  const amount = order.cartInfo.grandTotalIncTax;
  const { redirectUrl } = await customer.call<{ redirectUrl: string }>('POST', `/orders/${order.id}/payments`, {
    paymentMethodCode: 'stripe',
    amount,
  });
  const sessionId = /cs_test_\w+/.exec(redirectUrl)![0];
  const event = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: amount,
        currency: 'eur',
        client_reference_id: String(order.id),
        metadata: { orderId: String(order.id) },
        payment_intent: `pi_${randomBytes(12).toString('hex')}`,
        payment_status: 'paid',
        status: 'complete',
      },
    },
  };
  return { order, event };
}
