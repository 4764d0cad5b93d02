import { type AdminOrder, type AdminProduct, type Cart, type Order, staffSessionCookie } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import {
  adminCall,
  assertBackOfficeBuilt,
  backOffice,
  clerk,
  owner,
  signIn,
  staffPassword,
} from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { arrive, customerWithInvoiceOrder, purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { finishAtProvider, paidThankYou, placeOrder, toPaymentStep } from './harness/payment';

/** A customer's confirmed invoice order of its own, placed through the shop API. */
async function confirmedOrder(): Promise<Order> {
  const { call } = shopper(() => inject('apiUrl'));
  await call('POST', '/customers', {
    email: `back-office-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse',
    firstName: 'Bea',
    lastName: 'Backoffice',
    locale: 'en',
  });
  await call('PUT', '/me/addresses', defaultAddress({ firstName: 'Bea', lastName: 'Backoffice', company: 'Bea Bau' }));
  const [product] = await purchasableProducts(1);
  let cart = await call<Cart>('POST', '/carts', {});
  cart = await call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 2 });
  const order = await call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  return call<Order>('POST', `/orders/${order.id}/confirm`);
}

/** Presses Tab until the element `matches` has the focus (at most `limit` times). */
async function tabTo(page: Page, matches: () => boolean, limit = 15) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('the element was not reached with Tab');
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What a screen reader reads after a control's name: the texts its aria-describedby names. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no element ${id})`)
      .join(' '),
  );

/** Ends the page's back-office session as signing out elsewhere would: the API deletes it. */
async function endSession(page: Page) {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === staffSessionCookie);
  if (!session) throw new Error('the page has no back-office session');
  const answer = await fetch(`${inject('apiUrl')}/admin/api/session`, {
    method: 'DELETE',
    headers: { cookie: `${session.name}=${session.value}` },
  });
  expect(answer.ok).toBe(true);
}

describe('the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('signs the owner in, shows the dashboard chart with its table, and the orders', async () => {
    const page = await browser.open(backOffice());
    // A page opened before signing in asks for it, and comes back after.
    await page.goto('/admin/orders?status=confirmed');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill(owner);
    await page.getByLabel('Password').fill(staffPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(new URL(page.url()).search).toBe('?status=confirmed');
    expect(await page.getByLabel('Status').inputValue()).toBe('confirmed');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const chart = page.getByRole('figure', { name: /Orders \(bars\) and revenue in EUR/ });
    await chart.locator('svg').first().waitFor();
    await page.getByText('Show the figures as a table').click();
    const days = page.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
    await days.waitFor();
    // A header row and one row per day.
    expect(await days.getByRole('row').count()).toBe(31);
    expect(await days.getByRole('columnheader', { name: 'Revenue (EUR)' }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Low on stock' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('row').nth(1).waitFor();
    expect(await orders.getByRole('row').count()).toBeGreaterThan(2);
    expect(await violations(page)).toEqual([]);

    // Sorting and filters live in the address: the list can be shared and reloaded as it is.
    await orders.getByRole('button', { name: 'Total' }).click();
    await page.waitForURL(/sort=(-)?grandTotal/);
    await page.getByLabel('Status').selectOption('confirmed');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=confirmed/);
    await page.reload();
    await orders.getByRole('row').nth(1).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('confirmed');
    expect(await orders.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toMatch(/ending$/);
    // The status is the fifth cell, after the row's checkbox, number, date and customer.
    for (const status of await orders.getByRole('row').locator('td:nth-child(5)').allTextContents())
      expect(status).toBe('Confirmed');

    const first = orders.getByRole('row').nth(1).getByRole('link').first();
    const number = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await page.getByRole('heading', { name: 'Lines' }).waitFor();
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });

  it('ships an order, marks it delivered and adds a note; a change made meanwhile is refused with a reload', async () => {
    const first = await confirmedOrder();
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/orders/${first.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${first.transactionnum}` }).waitFor();

    // The dialog checks the fields with the contract's rules before anything is sent.
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${first.transactionnum}` });
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText('Enter the carrier').waitFor();
    expect(await violations(page)).toEqual([]);

    // Another member ships it meanwhile: the page's version is out of date and the API says so.
    const { version } = await adminCall<{ version: number }>('GET', `/admin/api/orders/${first.id}`);
    await adminCall('POST', `/admin/api/orders/${first.id}/ship`, {
      carrier: 'DPD',
      trackingNumber: '01234567890123',
      version,
    });
    await dialog.getByLabel('Carrier').fill('DHL');
    await dialog.getByLabel('Tracking number').fill('00340434161094042557');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'Load the current state' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('01234567890123').waitFor();
    expect(await page.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);

    // A second order is shipped from the page alone.
    const second = await confirmedOrder();
    await page.goto(`/admin/orders/${second.id}`);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${second.transactionnum}` });
    await ship.getByLabel('Carrier').fill('DHL');
    await ship.getByLabel('Tracking number').fill('00340434161094042557');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await ship.waitFor({ state: 'detached' });
    await page.getByText('00340434161094042557').waitFor();
    expect(await page.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page
      .getByRole('dialog', { name: `Mark order ${second.transactionnum} delivered?` })
      .getByRole('button', { name: 'Mark delivered' })
      .click();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('dialog', { name: 'Add a note' });
    await note.getByLabel('Note').fill('Left with the neighbour');
    await note.getByRole('button', { name: 'Add note' }).click();
    await note.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Notes' }).getByText('Left with the neighbour').waitFor();
    // The history names each step in words, who took it and when.
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    await history.nth(3).waitFor();
    const steps = await history.evaluateAll((items) => items.map((item) => item.firstChild?.textContent));
    expect(steps).toEqual(['Order placed', 'Shipped', 'Marked delivered', 'Note added']);
    const detail = await adminCall<{ order: { status: string }; notes: Array<{ text: string }> }>(
      'GET',
      `/admin/api/orders/${second.id}`,
    );
    expect(detail.order.status).toBe('delivered');
    expect(detail.notes.map((n) => n.text)).toEqual(['Left with the neighbour']);
  });

  it('ships a shopper’s order from the back office: the shopper sees Shipped with the tracking link and gets the e-mail', async () => {
    // The shopper orders through the storefront, so their session is the storefront's cookie.
    const email = `tracked-${Date.now().toString(36)}@example.com`;
    const [product] = await purchasableProducts(1);
    const { placed, signIn: asBuyer } = await customerWithInvoiceOrder(
      { firstName: 'Tom', lastName: 'Track' },
      email,
      product!.sku,
    );

    const staffPage = await browser.open(backOffice());
    await signIn(staffPage, owner);
    await staffPage.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
    await staffPage.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await staffPage.getByRole('link', { name: placed.transactionnum }).click();
    // The shopper left before confirming the invoice order: staff confirm it, then it ships.
    await staffPage.getByText('Pending', { exact: true }).first().waitFor();
    expect(await staffPage.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);
    await staffPage.getByRole('button', { name: 'Confirm order' }).click();
    await staffPage.getByRole('region', { name: 'History' }).getByText('Confirmed').waitFor();
    await staffPage.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = staffPage.getByRole('dialog', { name: `Ship order ${placed.transactionnum}` });
    await ship.getByLabel('Carrier').fill('DHL');
    await ship.getByLabel('Tracking number').fill('00340434161094099999');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await ship.waitFor({ state: 'detached' });

    const page = await browser.open(desktop);
    await asBuyer(page);
    await page.goto(`/en/my-account/OrderHistory?order=${placed.id}`);
    await page.getByRole('heading', { name: `Order ${placed.transactionnum}` }).waitFor();
    await page.getByText('Shipped', { exact: true }).first().waitFor();
    // The addresses name the country in the page's language, as checkout did.
    expect(await page.getByText('Germany', { exact: true }).count()).toBe(2);
    const track = page.getByRole('link', { name: 'Track your parcel' });
    expect(await track.getAttribute('href')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094099999',
    );
    const mail = await lastMailTo(email);
    expect(mail).toContain(placed.transactionnum);
    expect(mail).toContain('00340434161094099999');
    expect(mail).toContain('https://www.dhl.de/');
  });

  it('cancels a paid PayPal order: PayPal (the sandbox) refunds it, and the stock is back', async () => {
    const [, product] = await purchasableProducts(2);
    const stockOf = async () => {
      const found = await adminCall<{ data: AdminProduct[] }>(
        'GET',
        `/admin/api/products?q=${encodeURIComponent(product!.sku)}`,
      );
      return found.data.find((p) => p.sku === product!.sku)!.stock;
    };
    const stockBefore = await stockOf();

    // A shopper pays with PayPal in the browser.
    const shop = await browser.open(desktop);
    await toPaymentStep(shop, 'customer', product!, 'refund');
    await placeOrder(shop, 'paypal');
    const sandbox = new URL(shop.url()).origin;
    await finishAtProvider(shop, 'success');
    const number = await paidThankYou(shop);
    const orderId = Number(/thank-you\/(\d+)$/.exec(shop.url())![1]);
    expect(await stockOf()).toBe(stockBefore - 1);

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${number}` });
    await dialog.getByText(/was paid online: .+ will be refunded through its payment provider/).waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Refunded', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // PayPal's side: the sandbox's refunds page lists this payment's refund, all of it.
    const { order, payments } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    expect(order.status).toBe('refunded');
    const paid = payments.find((p) => p.provider === 'paypal')!;
    expect(paid.status).toBe('refunded');
    const ledger = await browser.open(desktop);
    await ledger.goto(`${sandbox}/refunds`);
    const row = ledger
      .getByRole('table', { name: 'Refunds, newest first' })
      .getByRole('row', { name: paid.reference! });
    await row.waitFor();
    const amount = `${(paid.amount / 100).toFixed(2)} ${paid.currency.toUpperCase()}`;
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'paypal',
      paid.reference,
      expect.any(String),
      amount,
    ]);
    expect(await stockOf()).toBe(stockBefore);

    // The shopper's history says Refunded, not Pending.
    await shop.goto('/en/my-account/OrderHistory');
    await shop.getByRole('table').getByRole('row').filter({ hasText: number }).getByText('Refunded').waitFor();
    // Its page: the payment reads Refunded (not Paid), why, and no points left standing.
    const refundedNote = /^This order was cancelled by the shop\. Your payment of .+ is being refunded to you/;
    await shop.goto(`/en/my-account/OrderHistory?order=${orderId}`);
    await shop.getByRole('heading', { name: `Order ${number}` }).waitFor();
    expect(await shop.getByTestId('payment-status').textContent()).toBe('Refunded');
    await shop.getByText(refundedNote).waitFor();
    await shop.getByText('No points: the order was cancelled').waitFor();
    // The thank-you and pay pages tell the same, and offer no payment.
    await shop.goto(`/en/checkout/thank-you/${orderId}`);
    await shop.getByText('Refunded ·').waitFor();
    await shop.getByText(refundedNote).waitFor();
    await shop.goto(`/en/pay/${orderId}`);
    await shop.getByText(refundedNote).waitFor();
    expect(await shop.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
  });

  it('cancels a confirmed invoice order: every page of it says Cancelled by the shop, none Confirmed', async () => {
    const [product] = await purchasableProducts(1);
    const {
      buyer,
      placed,
      signIn: asBuyer,
    } = await customerWithInvoiceOrder(
      { firstName: 'Cleo', lastName: 'Cancel' },
      `cancelled-${Date.now()}@example.com`,
      product!.sku,
    );
    await buyer.call('POST', `/orders/${placed.id}/confirm`);
    const { version } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${placed.id}`);
    await adminCall('POST', `/admin/api/orders/${placed.id}/cancel`, { reason: 'Customer asked', version });

    const page = await browser.open(desktop);
    await asBuyer(page);
    await page.goto(`/en/checkout/thank-you/${placed.id}`);
    await page.getByText('Cancelled ·').waitFor();
    await page.getByText('This order was cancelled by the shop.', { exact: true }).waitFor();
    expect(await page.getByText(/preparing your order for shipping/).count()).toBe(0);
    expect(await page.getByText('Confirmed', { exact: true }).count()).toBe(0);
    // The pay page does not send it to the thank-you page: it says why there is nothing to pay.
    await page.goto(`/en/pay/${placed.id}`);
    await page.getByText('This order was cancelled by the shop.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/pay/${placed.id}`);
    await page.goto(`/en/my-account/OrderHistory?order=${placed.id}`);
    await page.getByRole('heading', { name: `Order ${placed.transactionnum}` }).waitFor();
    expect(await page.getByTestId('payment-status').textContent()).toBe('Payment cancelled');
    await page.getByText('No points: the order was cancelled').waitFor();
    expect(await page.getByText(/points earned/).count()).toBe(0);
  });

  it('creates a coupon through the Coupons page, checked against the contract first', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    const coupons = page.getByRole('table', { name: 'Coupons' });
    await coupons.getByRole('cell', { name: 'WERKHAUS10', exact: true }).waitFor();
    // The seed's summer coupon ended two months ago: checkout refuses it, and the list says so.
    const summer = coupons
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'SOMMER2025', exact: true }) });
    expect(await summer.getByText('Expired', { exact: true }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const newCoupon = page.getByRole('button', { name: 'New coupon' });
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    // Closed with Escape, the dialog gives the focus back to the button that opened it.
    await newCoupon.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => newCoupon.evaluate((button) => button === document.activeElement)).toBe(true);
    await newCoupon.click();
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Kind').selectOption('percent');
    // A percentage is typed as percent, an amount in euros: never basis points or cents.
    await dialog.getByText('In percent: 12 or 12.5').waitFor();
    await dialog.getByLabel('Value').fill('150');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.getByText('At most 100%.').waitFor();
    await dialog.getByLabel('Value').fill('15,5');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.getByText('Enter a percentage like 12.5.').waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel('Value').fill('15');
    await dialog.getByText('= 15%').waitFor();
    await dialog.getByText('In euros: 19.99. Empty for none.').waitFor();
    await dialog.getByLabel('Minimum order (net)').fill('0.50');
    await dialog.getByText('= €0.50').waitFor();
    await dialog.getByLabel('Uses in all').fill('50');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = coupons.getByRole('row', { name: new RegExp(code) });
    await row.getByText('0 of 50').waitFor();
    expect(await row.getByText('15%').count()).toBe(1);
    expect(await row.getByRole('cell', { name: '€0.50', exact: true }).count()).toBe(1);
    const saved = await adminCall<{ data: Array<{ code: string; value: number; active: boolean }> }>(
      'GET',
      '/admin/api/coupons',
    );
    expect(saved.data.find((c) => c.code === code)).toMatchObject({ value: 1500, minimumOrder: 50, active: true });
    // Opened again, it shows its amounts as they were typed.
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const editing = page.getByRole('dialog', { name: `Coupon ${code}` });
    expect(await editing.getByLabel('Value').inputValue()).toBe('15');
    expect(await editing.getByLabel('Minimum order (net)').inputValue()).toBe('0.50');
    await page.keyboard.press('Escape');
    await editing.waitFor({ state: 'detached' });

    // A shopper redeems it at checkout; the coupon counts the use.
    const [product] = await purchasableProducts(1);
    const shop = await browser.open(desktop);
    await toPaymentStep(shop, 'customer', product!, 'coupon');
    await shop.getByLabel('Coupon code').fill(code.toLowerCase());
    await shop.getByRole('button', { name: 'Apply' }).click();
    await shop.getByText(`Coupon ${code} applied`).waitFor();
    await placeOrder(shop, 'invoice');
    await arrive(shop, /\/en\/checkout\/thank-you\/\d+$/);
    await shop
      .getByText(new RegExp(`^Discount ${code}`))
      .first()
      .waitFor();
    await page.reload();
    await row.getByText('1 of 50').waitFor();

    // Deactivated again, so no other journey meets it.
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate coupon ${code}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await row.getByText('Inactive').waitFor();
  });

  it("refuses the clerk the owner's pages, with a clear message, and leaves them out of the nav", async () => {
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Orders',
      'Invoices',
      'Returns',
      'Quotes',
      'Customers',
    ]);
    await page.goto('/admin/coupons');
    await page.getByRole('heading', { level: 1, name: 'This page is for the shop owner' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    // The API refuses the clerk there too.
    const refused = await page.evaluate(async () => (await fetch('/admin/api/coupons')).status);
    expect(refused).toBe(403);
  });

  it("says a wrong password in the member's words", async () => {
    const page = await browser.open(backOffice());
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(clerk);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('The e-mail address or password is not right.').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Sign in' }).count()).toBe(1);
  });

  it('works by keyboard: the login form and the nav with Tab and Enter', async () => {
    const page = await browser.open(backOffice());
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').waitFor();
    await tabTo(page, () => document.activeElement?.getAttribute('autocomplete') === 'username');
    await page.keyboard.type(owner);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staffPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await tabTo(page, () => document.activeElement?.textContent === 'Orders');
    // The focus is visible.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/orders');

    // The language menu opens with Enter and is left with Escape.
    await page.getByRole('button', { name: 'Language: English' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });

  it('speaks the language chosen in the header, formatting amounts in it', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Bestellungen' }).click();
    const orders = page.getByRole('table', { name: 'Bestellungen' });
    await orders.getByRole('row').nth(1).waitFor();
    expect(await orders.getByRole('row').nth(1).textContent()).toMatch(/\d+,\d\d\s€/);
    // Kept in this browser.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
  });

  it('signs out to the login page with the focus on its heading, and no word of an ended session', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    await page.getByLabel('E-mail').waitFor();
    expect(await page.getByText('Your session has ended').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  it('ties the shipping rates’ errors to their fields, so a screen reader reads them', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Shipping' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    const rates = page.getByRole('table', { name: /^Rates of / });
    const price = rates.getByRole('textbox', { name: 'Price, rate 1', exact: true });
    const before = await price.inputValue();
    // In euros, as the merchant types them; never cents.
    expect(before).toMatch(/^\d+\.\d\d$/);
    expect(await price.getAttribute('aria-invalid')).toBe(null);

    await price.fill('-5');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    expect(await description(price)).toBe('Enter an amount like 12.50.');

    // A second rate to the same country in the same currency: the row's country and currency say so.
    await price.fill(before);
    await page.getByRole('button', { name: 'Add rate' }).click();
    const rows = await rates.getByRole('row').count();
    const n = rows - 1;
    const country = rates.getByRole('combobox', { name: `Country, rate ${n}`, exact: true });
    const currency = rates.getByRole('combobox', { name: `Currency, rate ${n}`, exact: true });
    const first = {
      country: await rates.getByRole('combobox', { name: 'Country, rate 1', exact: true }).inputValue(),
      currency: await rates.getByRole('combobox', { name: 'Currency, rate 1', exact: true }).inputValue(),
    };
    await country.selectOption(first.country);
    await currency.selectOption(first.currency);
    await rates.getByRole('textbox', { name: `Price, rate ${n}`, exact: true }).fill('4.95');
    await page.getByRole('button', { name: 'Save rates' }).click();
    const twice = `A second rate to ${first.country} in ${first.currency}: one per country and currency`;
    await expect.poll(() => country.getAttribute('aria-invalid')).toBe('true');
    expect(await description(country)).toBe(twice);
    expect(await currency.getAttribute('aria-invalid')).toBe('true');
    expect(await description(currency)).toBe(twice);
    expect(await price.getAttribute('aria-invalid')).toBe(null);
    expect(await violations(page)).toEqual([]);
  });

  it('sends a member whose session ended mid-action to sign in again, and then back to the page', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Shipping' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Shipping methods' });
    await tabs.getByRole('tab').last().click();
    await page.waitForURL(/\/admin\/shipping\?method=/);
    const where = new URL(page.url());
    const rates = page.getByRole('table', { name: /^Rates of / });
    await rates.getByRole('row').nth(1).waitFor();

    await endSession(page);
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByRole('alert').getByText('Your session has ended. Please sign in again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill(owner);
    await page.getByLabel('Password').fill(staffPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(where.pathname + where.search);
    await rates.getByRole('row').nth(1).waitFor();
  });
});
