import type { Cart, Order } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A shopper talking JSON to the shop API (directly, or through the storefront's /api): its own
 * cookie jar, kept by name as a browser keeps it, and calls that throw on a refusal with its body.
 */
export function shopper(base: () => string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async <T = unknown>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { cookie: cookie(), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return { call, cookie, cookies: () => [...jar] };
}

/** A Hamburg address, the customer's default for shipping and billing, for PUT /me/addresses. */
export const defaultAddress = (fields: { firstName: string; lastName: string; company?: string; street?: string }) => ({
  street: 'Hafenstraße 3',
  city: 'Hamburg',
  postalCode: '20457',
  country: 'DE',
  isShipping: true,
  isBilling: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
  ...fields,
});

/**
 * A new customer of the storefront (its session the storefront's cookie, for a browser to take
 * over) with an order of one `sku` by invoice, placed through the API as checkout places it.
 */
export async function customerWithInvoiceOrder(
  name: { firstName: string; lastName: string },
  email: string,
  sku: string,
) {
  const buyer = shopper(() => `${inject('baseUrl')}/api`);
  await buyer.call('POST', '/customers', { email, password: 'correct horse', ...name, locale: 'en' });
  await buyer.call('PUT', '/me/addresses', defaultAddress(name));
  let cart = await buyer.call<Cart>('POST', '/carts', {});
  cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku });
  const placed = await buyer.call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  /** The customer's session in a browser: its pages show this customer's orders. */
  const signIn = (page: Page) =>
    page.context().addCookies(buyer.cookies().map(([n, value]) => ({ name: n, value, url: inject('baseUrl') })));
  return { buyer, placed, signIn };
}
