import type { Cart, Order, ProductCard } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { defaultAddress, shopper } from './api-shopper';

/**
 * Simple, priced products with plenty of stock in the demo catalogue, so each journey buys its own:
 * from a hundred, the best stocked first, so the journeys that ran before (and kept what they
 * bought) leave enough for the next.
 */
export async function purchasableProducts(minimum: number): Promise<ProductCard[]> {
  const res = await fetch(`${inject('apiUrl')}/products?locale=en&limit=100&catId=1`);
  const list = (await res.json()) as { data: ProductCard[] };
  const stockOf = (p: ProductCard) => p.stock?.effectivestock ?? 0;
  const products = list.data
    .filter((p) => p.variantCount === 0 && !p.hidePrices && stockOf(p) >= 8)
    .sort((a, b) => stockOf(b) - stockOf(a) || a.id - b.id);
  if (products.length < minimum)
    throw new Error('the demo catalogue has too few products in stock for the checkout journeys');
  return products;
}

/** Puts one product into the cart from its English page; the cart sidebar opens. */
export async function addToCart(page: Page, product: ProductCard) {
  await page.goto(`/en/p/${product.id}/${product.sku}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  return product;
}

/** Waits for a client-side navigation to a path (no load event fires for those). */
export const arrive = (page: Page, path: RegExp) => page.waitForURL(path, { waitUntil: 'commit' });

export async function guestContact(page: Page, email: string) {
  await page.getByLabel('E-mail *').fill(email);
  await page.getByLabel('First name *').fill('Gina');
  await page.getByLabel('Last name *').fill('Gast');
}

export async function newAddress(
  page: Page,
  address: { street: string; postalCode: string; city: string; country: string },
) {
  await page.getByLabel('First name *').fill('Gina');
  await page.getByLabel('Last name *').fill('Gast');
  await page.getByLabel('Street and house number *').fill(address.street);
  await page.getByLabel('Postal code *').fill(address.postalCode);
  await page.getByLabel('City *').fill(address.city);
  await page.getByLabel('Country *').selectOption(address.country);
}

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
