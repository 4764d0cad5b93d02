// An order shipped in parcels: a customer orders two lines by invoice, the owner ships one line in
// a first parcel (the order reads Partly shipped), then the other (Shipped); each parcel is mailed
// with its tracking number, and the shopper's order page lists both parcels with their tracking
// links and delivery notes.
import type { AdminOrder, Cart, Order } from '@shop/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

/** A new customer of the storefront with a confirmed invoice order of two lines, placed through the API. */
async function twoLineOrder(email: string) {
  const name = { firstName: 'Paula', lastName: 'Parcel' };
  const buyer = shopper(() => `${inject('baseUrl')}/api`);
  await buyer.call('POST', '/customers', { email, password: 'correct horse', ...name, locale: 'en' });
  await buyer.call('PUT', '/me/addresses', defaultAddress(name));
  const [first, second] = await purchasableProducts(2);
  let cart = await buyer.call<Cart>('POST', '/carts', {});
  await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: first!.sku, quantity: 2 });
  cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: second!.sku, quantity: 1 });
  const placed = await buyer.call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  const order = await buyer.call<Order>('POST', `/orders/${placed.id}/confirm`);
  return { buyer, order };
}

describe('partial shipments', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('the owner ships one line of two, then the other; the shopper sees both parcels', async () => {
    const email = `parcels-${Date.now().toString(36)}@example.com`;
    const { buyer, order } = await twoLineOrder(email);
    const [firstItem, secondItem] = order.cartInfo.cartItems;
    const number = order.transactionnum;

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();

    // The first parcel: both of the first line, none of the second.
    await page.getByRole('button', { name: 'Ship items' }).click();
    let dialog = page.getByRole('dialog', { name: `Ship items of order ${number}` });
    await dialog.getByRole('spinbutton', { name: `Quantity of ${firstItem!.name} to ship now (2 open)` }).fill('2');
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('00340434161094042557');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ship these items' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(`A parcel of order ${number} is shipped with DHL`).waitFor();
    await page.getByText('Partly shipped', { exact: true }).first().waitFor();
    const parcels = page.getByRole('table', { name: 'Shipments' });
    await parcels.getByRole('row', { name: /Parcel 1/ }).waitFor();
    expect(await parcels.getByRole('row', { name: /Parcel 1/ }).textContent()).toContain(`2 × ${firstItem!.name}`);
    // Partly shipped, the order can no longer be cancelled.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // The second parcel: only the second line is still open.
    await page.getByRole('button', { name: 'Ship items' }).click();
    dialog = page.getByRole('dialog', { name: `Ship items of order ${number}` });
    expect(await dialog.getByRole('spinbutton').count()).toBe(1);
    await dialog.getByRole('spinbutton', { name: `Quantity of ${secondItem!.name} to ship now (1 open)` }).fill('1');
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('00340434161094099999');
    await dialog.getByRole('button', { name: 'Ship these items' }).click();
    await dialog.waitFor({ state: 'detached' });
    await parcels.getByRole('row', { name: /Parcel 2/ }).waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    const { order: shipped } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${order.id}`);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shippedQuantities).toEqual([2, 1]);
    expect(await lastMailTo(email)).toContain('00340434161094099999');

    // The shopper's order page lists both parcels, each with its tracking link and delivery note.
    const shop = await browser.open(desktop);
    await shop.context().addCookies(buyer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
    await shop.goto(`/en/my-account/OrderHistory?order=${order.id}`);
    await shop.getByRole('heading', { name: `Order ${number}` }).waitFor();
    const list = shop.getByRole('region', { name: 'Shipments' });
    await list.getByText(/^Parcel 2, shipped/).waitFor();
    expect(
      await list
        .getByRole('listitem')
        .filter({ hasText: /^Parcel \d/ })
        .count(),
    ).toBe(2);
    const tracks = list.getByRole('link', { name: 'Track your parcel' });
    expect(await tracks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      expect.stringContaining('piececode=00340434161094042557'),
      expect.stringContaining('piececode=00340434161094099999'),
    ]);
    expect(await list.getByRole('link', { name: /^Delivery note LS-/ }).count()).toBe(2);
    expect(await violations(shop)).toEqual([]);
  });
});
