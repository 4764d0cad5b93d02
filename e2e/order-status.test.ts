// Order status for guests: a guest who closed the thank-you page finds their order again in a
// fresh browser from the footer's "Order status", by its number and e-mail; a wrong pair says only
// that it is wrong; the order's page shows its status, lines and totals, and a payment still open
// can be paid from there. The login dialog leads there too.

import type { Cart, Order } from '@shop/contracts';
import { describe, expect, inject, it } from 'vitest';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { interactive, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';

const t = en.OrderStatus;

/** A guest's order by card, not paid yet, placed through the API as checkout does. */
async function guestOrder(email: string) {
  const [product] = await purchasableProducts(1);
  const guest = shopper(() => inject('apiUrl'));
  let cart = await guest.call<Cart>('POST', '/carts', {});
  await guest.call('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 2 });
  await guest.call('PUT', `/carts/${cart.id}/checkout`, {
    shippingAddress: {
      firstName: 'Gina',
      lastName: 'Gast',
      street: 'Lindenweg 4',
      postalCode: '50667',
      city: 'Köln',
      country: 'DE',
    },
  });
  cart = await guest.call<Cart>('PUT', `/carts/${cart.id}/user`, {
    newUser: { email, firstName: 'Gina', lastName: 'Gast' },
  });
  const order = await guest.call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'stripe',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  return { order, product: product! };
}

describe('order status for guests', () => {
  const browser = useBrowser();

  it('finds a guest’s order in a fresh browser by number and e-mail, and offers to pay what is open', async () => {
    const email = `gina.gast.${Date.now()}@example.com`;
    const { order, product } = await guestOrder(email);

    const page = await browser.open();
    await page.goto('/en');
    await interactive(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Order status' }).click();
    await page.getByRole('heading', { name: 'Order status', level: 1 }).waitFor();
    await interactive(page);
    expect(await violations(page), 'order status form').toEqual([]);

    // Nothing typed: both fields say so. A wrong e-mail: one answer, whichever part was wrong.
    await page.getByRole('button', { name: t.find }).click();
    expect(await page.getByText(t.required).count()).toBe(2);
    await page.getByLabel(t.orderNumber).fill(order.transactionnum);
    await page.getByLabel(t.email).fill('someone.else@example.com');
    await page.getByRole('button', { name: t.find }).click();
    await page.getByRole('alert').filter({ hasText: t.failures.notFound }).waitFor();

    await page.getByLabel(t.email).fill(email.toUpperCase());
    await page.getByRole('button', { name: t.find }).click();
    await page.waitForURL(new RegExp(`/en/order-status/${order.id}$`));
    await page.getByRole('heading', { name: `Order ${order.transactionnum}` }).waitFor();
    await page
      .getByRole('table', { name: en.AccountPages.orderLines })
      .getByText(product.itemnum, { exact: true })
      .waitFor();
    await page.getByTestId('payment-status').filter({ hasText: en.Payment.status.open }).waitFor();
    await page.getByRole('link', { name: en.Payment.payNow }).waitFor();
    // A guest has no history to go back to, and no order again.
    await interactive(page);
    expect(await page.getByRole('link', { name: en.AccountPages.backToOrders }).count()).toBe(0);
    expect(await page.getByRole('button', { name: en.AccountPages.orderAgain }).count()).toBe(0);
    expect(await violations(page), 'guest order page').toEqual([]);

    // Another fresh browser that found nothing: the page sends it to the form.
    const stranger = await browser.open();
    await stranger.goto(`/en/order-status/${order.id}`);
    await stranger.waitForURL(/\/en\/order-status$/);
    await stranger.getByLabel(t.orderNumber).waitFor();
  });

  it('leads from the login dialog to the order status', async () => {
    const page = await browser.open();
    await page.goto('/en');
    await interactive(page);
    await page.getByRole('banner').getByRole('button', { name: en.Account.login }).click();
    const dialog = page.getByRole('dialog', { name: en.Account.loginTitle });
    await dialog.getByText(en.Account.orderedAsGuest).waitFor();
    await dialog.getByRole('link', { name: en.Account.orderStatus }).click();
    await page.waitForURL(/\/en\/order-status$/);
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel(t.orderNumber).waitFor();
  });
});
