// An order changed before it ships: K-10001 orders one piece by invoice, the owner changes the
// quantity to three in the back office's Edit order dialog, the page shows the grand total the
// API computed again, and the customer's own order page shows the same new total.

import type { AdminOrder, Cart, Order } from '@shop/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { interactive, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

const CUSTOMER = { username: 'K-10001', password: 'werkhaus-demo' };
const euros = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

describe('order edits', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('the owner changes an unshipped order’s quantity; its total follows in the back office and on the shopper’s page', async () => {
    const [product] = await purchasableProducts(1);
    const buyer = shopper(() => inject('apiUrl'));
    await buyer.call('POST', '/session', CUSTOMER);
    let cart = await buyer.call<Cart>('POST', '/carts', {});
    cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 1 });
    const order = await buyer.call<Order>('POST', '/orders', {
      cartId: cart.id,
      paymentMethodCode: 'invoice',
      termsAccepted: true,
      cart: { version: cart.version },
    });
    const line = order.cartInfo.cartItems[0]!;

    const desk = await browser.open(backOffice());
    await signIn(desk, owner);
    await desk.goto(`/admin/orders/${order.id}`);
    await desk.getByRole('heading', { level: 1, name: `Order ${order.transactionnum}` }).waitFor();
    await desk.getByRole('button', { name: 'Edit order' }).click();
    const dialog = desk.getByRole('dialog', { name: `Edit order ${order.transactionnum}` });
    const quantity = dialog.getByRole('spinbutton', { name: `Quantity of ${line.name}` });
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('3');
    expect(await violations(desk)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The API's new totals: the page shows them, and says so where the focus lands.
    const { order: edited } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${order.id}`);
    expect(edited.cartInfo.cartItems[0]!.quantity).toBe(3);
    expect(edited.cartInfo.grandTotalIncTax).toBeGreaterThan(order.cartInfo.grandTotalIncTax);
    const total = euros(edited.cartInfo.grandTotalIncTax);
    await desk
      .getByRole('status')
      .filter({ hasText: `Its new grand total: ${total}.` })
      .waitFor();
    const lines = desk.getByRole('table', { name: 'Lines' });
    await lines
      .getByRole('row', { name: new RegExp(line.sku) })
      .getByRole('cell', { name: '3', exact: true })
      .waitFor();
    await desk.getByRole('definition').filter({ hasText: total }).first().waitFor();
    await desk.getByRole('button', { name: 'Edit order' }).waitFor();

    // The customer's order page reads the same total.
    const page = await browser.open();
    await page.context().addCookies(buyer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
    await page.goto(`/en/my-account/OrderHistory?order=${order.id}`);
    await interactive(page);
    await page.getByRole('definition').filter({ hasText: total }).first().waitFor();

    const mail = await lastMailTo(edited.email);
    expect(mail).toContain(order.transactionnum);
  });
});
