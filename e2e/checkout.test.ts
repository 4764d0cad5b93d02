import type { ProductCard } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../apps/storefront/src/i18n/messages/de.json';
import { violations } from './harness/axe';
import { desktop, interactive, phone, useBrowser } from './harness/browser';
import {
  addToCart as addProduct,
  arrive,
  customerWithInvoiceOrder,
  guestContact,
  newAddress,
  purchasableProducts,
} from './harness/checkout';
import { admin, setBranding, writeContent } from './harness/content';
import { method } from './harness/payment';
import { adminToken } from './harness/processes';

let products: ProductCard[] = [];
beforeAll(async () => {
  products = await purchasableProducts(8);
});

/** Puts the journey's product into the cart from its page; the cart sidebar opens. */
const addToCart = (page: Page, index: number) => addProduct(page, products[index]!);

/** The page fits the phone's width: nothing to scroll sideways. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** The order's totals, row by row, as the summary shows them. */
async function totals(page: Page) {
  const list = page.getByTestId('order-totals');
  await list.waitFor();
  return list.evaluate((dl) => [...dl.querySelectorAll('div')].map((row) => row.textContent?.trim() ?? ''));
}

describe('checkout', () => {
  const browser = useBrowser();

  it('takes a tax-exempt customer with saved addresses through invoice payment into the order history (German, desktop)', async () => {
    const t = de.Checkout;
    const page = await browser.open({ ...desktop, locale: 'de-DE' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: de.Account.login }).click();
    const modal = page.getByRole('dialog', { name: de.Account.loginTitle });
    // The demo's second customer: excluded from taxation, delivered to Switzerland.
    await modal.getByLabel(de.Account.username).fill('K-10002');
    await modal.getByLabel(de.Account.password).fill('werkhaus-demo');
    await modal.getByRole('button', { name: de.Account.login }).click();
    await modal.waitFor({ state: 'detached' });

    const product = products[0]!;
    await page.goto(`/p/${product.id}/${product.sku}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('button', { name: de.Cart.addToCart }).first().click();
    await page.getByRole('dialog', { name: de.Cart.title }).getByRole('link', { name: de.Cart.goToCheckout }).click();

    // A logged-in customer skips the entry and starts with shipping, their saved address offered.
    await arrive(page, /\/checkout\/shipping$/);
    await page.getByRole('navigation', { name: t.steps }).getByText(`1. ${t.step.shipping}`).waitFor();
    await page.getByRole('radio', { name: /Via Nassa 5/ }).check();
    await page.getByRole('button', { name: t.deliverHere }).click();
    await page.getByRole('radio', { name: /Standardversand/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Standardversand/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /Expressversand/ }).check();
    await page.getByRole('button', { name: t.continueToBilling }).click();

    await arrive(page, /\/checkout\/billing$/);
    expect(await page.getByRole('checkbox', { name: t.sameAsShipping }).isChecked()).toBe(true);
    await page.getByRole('button', { name: t.continueToPayment }).click();

    await arrive(page, /\/checkout\/payment$/);
    const summary = page.getByRole('complementary', { name: t.summary });
    await summary.getByText(product.itemnum).waitFor();
    const rows = await totals(page);
    expect(rows.some((row) => row.startsWith('Expressversand') || row.startsWith(t.shippingCost))).toBe(true);
    // No tax lines for an account excluded from taxation: the spec's warning instead.
    expect(rows.some((row) => row.startsWith('MwSt.'))).toBe(false);
    await summary.getByText(t.excludedFromTax).waitFor();
    // The order cannot go without the terms.
    await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
    await page.getByText(t.termsRequired).waitFor();
    await page.getByLabel('Ihre Bestellreferenz').fill('PO-4711');
    // PayPal is chosen until the buyer chooses (the spec's default); this one pays by invoice.
    const methods = page.getByRole('group', { name: t.paymentMethod });
    expect(await methods.getByRole('radio', { checked: true }).getAttribute('value')).toBe('paypal');
    await methods.getByRole('radio', { name: t.methods.invoice.name, exact: true }).check();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();

    await arrive(page, /\/checkout\/thank-you\/\d+$/);
    const number = (await page.getByTestId('order-number').textContent())!.match(/WH-\d{7}/)![0];
    await page.getByText(`${de.AccountPages.statuses.confirmed} ·`).waitFor();
    // The cart is empty now, and the order is in the history.
    await page.getByRole('link', { name: t.viewOrder }).click();
    await page.getByRole('heading', { name: new RegExp(number) }).waitFor();
    await page.getByText('PO-4711').waitFor();
    // A message to the shop about the order, kept with it.
    await page.getByLabel(de.AccountPages.messageLabel).fill('Bitte an Tor 3 liefern.');
    await page.getByRole('button', { name: de.AccountPages.sendMessage }).click();
    await page.getByRole('status').filter({ hasText: de.AccountPages.messageSent }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Bitte an Tor 3 liefern.' }).waitFor();
    await page.goto('/my-account/OrderHistory');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(number) })
      .waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Warenkorb \(0 Artikel\)/ })
      .waitFor();
  });

  it('lets a guest on a phone order to a new address with a coupon, and shows the order to that browser only', async () => {
    const page = await browser.open(phone);
    const product = await addToCart(page, 1);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();
    await arrive(page, /\/en\/checkout$/);
    await page.getByRole('heading', { name: 'Order as a guest' }).waitFor();
    expect(await violations(page), 'checkout entry').toEqual([]);
    // Nothing typed: every required field says so.
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByText('This field is required').first().waitFor();
    await guestContact(page, 'gina.gast@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();

    await arrive(page, /\/en\/checkout\/shipping$/);
    await newAddress(page, { street: 'Lindenweg 4', postalCode: '801', city: 'Graz', country: 'AT' });
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByText('Please enter a valid postal code for Austria, e.g. 1010.').waitFor();
    await page.getByLabel('Postal code *').fill('8010');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('heading', { name: 'Shipping method' }).waitFor();
    await page.getByRole('radio', { name: /Standard delivery/ }).waitFor();
    expect(await violations(page), 'shipping step').toEqual([]);
    expect(await fitsWidth(page), 'shipping step on a phone').toBe(true);
    await page.getByRole('button', { name: 'Continue to billing' }).click();

    await arrive(page, /\/en\/checkout\/billing$/);
    expect(await violations(page), 'billing step').toEqual([]);
    expect(await fitsWidth(page), 'billing step on a phone').toBe(true);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await arrive(page, /\/en\/checkout\/payment$/);
    await page.getByRole('complementary', { name: 'Order summary' }).getByText(product.itemnum).waitFor();
    const before = await totals(page);
    expect(before.some((row) => row.startsWith('VAT 20%'))).toBe(true);
    expect(await violations(page), 'payment step').toEqual([]);
    expect(await fitsWidth(page), 'payment step on a phone').toBe(true);

    // An expired coupon is refused with a clear message; a valid one shows in every total.
    const code = page.getByLabel('Coupon code');
    await code.fill('sommer2025');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: 'This coupon has expired.' }).waitFor();
    await code.fill('werkhaus10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon WERKHAUS10 applied').waitFor();
    const discounted = await totals(page);
    expect(discounted.some((row) => row.startsWith('Discount WERKHAUS10'))).toBe(true);
    const grand = (rows: string[]) => rows.find((row) => row.startsWith('Grand total'))!;
    expect(grand(discounted)).not.toBe(grand(before));
    // Removed, the totals are as before; applied again for the order.
    await page.getByRole('button', { name: 'Remove coupon WERKHAUS10' }).click();
    await page.getByLabel('Coupon code').waitFor();
    expect(await totals(page)).toEqual(before);
    await page.getByLabel('Coupon code').fill('WERKHAUS10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon WERKHAUS10 applied').waitFor();

    await page.getByRole('radio', method('invoice')).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
    await page.getByText('We have sent a confirmation to gina.gast@example.com.').waitFor();
    expect((await totals(page)).some((row) => row.startsWith('Discount WERKHAUS10'))).toBe(true);
    // The spec's page title: the page name and the shop's title.
    await expect.poll(() => page.title()).toBe('Thank you for your order | Werkhaus');
    expect(await violations(page), 'thank-you page').toEqual([]);
    expect(await fitsWidth(page), 'thank-you page on a phone').toBe(true);

    // Another browser cannot see this order: the id alone is not enough.
    const stranger = await browser.open(desktop);
    const response = await stranger.goto(new URL(page.url()).pathname);
    await stranger.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(response?.status()).toBe(404);
  });

  it('lets a guest create an account while checking out and log in with it afterwards', async () => {
    const page = await browser.open(desktop);
    await addToCart(page, 2);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();
    await arrive(page, /\/en\/checkout$/);
    const email = `new.buyer.${Date.now()}@example.com`;
    await guestContact(page, email);
    await page.getByRole('checkbox', { name: 'I want to create an account' }).check();
    await page.getByLabel('Password *').fill('new-buyer-pass');
    await page.getByRole('button', { name: 'Create account and continue' }).click();

    await arrive(page, /\/en\/checkout\/shipping$/);
    await newAddress(page, { street: 'Hafenstraße 3', postalCode: '20457', city: 'Hamburg', country: 'DE' });
    await page.getByRole('checkbox', { name: 'Save to my address book' }).check();
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await arrive(page, /\/en\/checkout\/billing$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await arrive(page, /\/en\/checkout\/payment$/);
    await page.getByRole('radio', method('invoice')).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
    const number = (await page.getByTestId('order-number').textContent())!.match(/WH-\d{7}/)![0];

    // A new browser: the account logs in, and has the order and the saved address.
    const later = await browser.open(desktop);
    await later.goto('/en');
    await later.waitForLoadState('networkidle');
    await later.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const modal = later.getByRole('dialog', { name: 'Log in' });
    await modal.getByLabel('E-mail or customer number').fill(email);
    await modal.getByLabel('Password').fill('new-buyer-pass');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await modal.waitFor({ state: 'detached' });
    await later.goto('/en/my-account/OrderHistory');
    await later
      .getByRole('main')
      .getByRole('link', { name: new RegExp(number) })
      .waitFor();
    await later.goto('/en/my-account/ShippingDetails');
    await later.getByText('Hafenstraße 3', { exact: true }).waitFor();
  });

  it('redirects every step the shopper may not be on yet, on the server', async () => {
    const page = await browser.open(desktop);
    // No cart: home.
    await page.goto('/en/checkout/payment');
    expect(new URL(page.url()).pathname).toBe('/en');
    await addToCart(page, 3);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).waitFor();
    // A guest who has not said who they are: the entry.
    for (const step of ['shipping', 'billing', 'payment']) {
      const response = await page.goto(`/en/checkout/${step}`);
      expect(new URL(page.url()).pathname, step).toBe('/en/checkout');
      expect(response?.status()).toBe(200);
    }
    await page.getByRole('heading', { name: 'Order as a guest' }).waitFor();
    await guestContact(page, 'guard@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await arrive(page, /\/en\/checkout\/shipping$/);
    // Billing needs a shipping address and method; payment a billing address.
    await page.goto('/en/checkout/billing');
    expect(new URL(page.url()).pathname).toBe('/en/checkout');
    await page.goto('/en/checkout/shipping');
    await newAddress(page, { street: 'Kaiserstraße 1', postalCode: '60311', city: 'Frankfurt', country: 'DE' });
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await arrive(page, /\/en\/checkout\/billing$/);
    await page.goto('/en/checkout/payment');
    expect(new URL(page.url()).pathname).toBe('/en/checkout');
    // The step indicator links only to the steps the shopper has reached.
    await page.goto('/en/checkout/shipping');
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await steps.getByRole('link', { name: '2. Billing' }).waitFor();
    // Before the page knows its step (hydration) every step links; then Payment no longer does.
    await interactive(page);
    await expect.poll(() => steps.getByRole('link', { name: '3. Payment' }).count()).toBe(0);
  });

  it('shows the outdated-cart text when a price changed after the payment step opened, and reloads', async () => {
    const page = await browser.open(desktop);
    const product = await addToCart(page, 4);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();
    await arrive(page, /\/en\/checkout$/);
    await guestContact(page, 'outdated@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await arrive(page, /\/en\/checkout\/shipping$/);
    await newAddress(page, { street: 'Domplatz 2', postalCode: '50667', city: 'Köln', country: 'DE' });
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await arrive(page, /\/en\/checkout\/billing$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await arrive(page, /\/en\/checkout\/payment$/);
    const before = (await totals(page)).find((row) => row.startsWith('Grand total'));
    await page.getByRole('radio', method('invoice')).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();

    // Meanwhile the shop owner raises the product's price.
    const regular = (product.priceInfo?.regular ?? 0) + 500;
    const raised = await fetch(`${inject('apiUrl')}/admin/api/prices/${encodeURIComponent(product.sku)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'EUR', regular }),
    });
    expect(raised.status).toBe(200);

    await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Cart info or prices are outdated. Please refresh the page.' });
    await alert.waitFor();
    expect(page.url()).toMatch(/\/en\/checkout\/payment$/);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(async () => (await totals(page)).find((row) => row.startsWith('Grand total'))).not.toBe(before);
    await page.getByRole('radio', method('invoice')).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
  });

  it('shows prices with tax when the shop does: lines of 3.33 net are 3.96 each, and add up as on the order', async () => {
    const branding = (await admin('/setting/branding/de')) as { config: Record<string, unknown> };
    const pair = [products[6]!, products[7]!];
    const setPrice = async (product: ProductCard, regular: number, special: number | null = null) => {
      const res = await fetch(`${inject('apiUrl')}/admin/api/prices/${encodeURIComponent(product.sku)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'EUR', regular, special }),
      });
      expect(res.status).toBe(200);
    };
    try {
      for (const product of pair) await setPrice(product, 333);
      await setBranding({ ...branding.config, displayTaxMessageForPrice: false });
      const page = await browser.open(desktop);
      const sidebar = page.getByRole('dialog', { name: 'Cart' });
      for (const product of pair) {
        await addProduct(page, product);
        await sidebar.getByRole('link', { name: product.name }).waitFor();
      }
      // Each line is 3.33 + 19 % = 3.96 as shown, and the cart's total is what the lines add up to.
      for (const product of pair)
        await sidebar.getByRole('listitem').filter({ hasText: product.name }).getByText('€3.96').first().waitFor();
      await expect.poll(() => sidebar.getByTestId('cart-total').textContent()).toBe('€7.92');
      await sidebar.getByText('plus shipping', { exact: true }).waitFor();

      await sidebar.getByRole('link', { name: 'Go to checkout' }).click();
      await arrive(page, /\/en\/checkout$/);
      await guestContact(page, 'gross.prices@example.com');
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await arrive(page, /\/en\/checkout\/shipping$/);
      await newAddress(page, { street: 'Brutto-Allee 19', postalCode: '50667', city: 'Köln', country: 'DE' });
      await page.getByRole('button', { name: 'Use this address' }).click();
      await page.getByRole('radio', { name: /Standard delivery/ }).waitFor();
      await page.getByRole('button', { name: 'Continue to billing' }).click();
      await arrive(page, /\/en\/checkout\/billing$/);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await arrive(page, /\/en\/checkout\/payment$/);
      // The invoice: 6.66 net, shipping 4.95 net, tax 1.26 on the goods and 0.94 on shipping, 7.92 + 5.89 in all.
      const invoice = ['Subtotal (net)€6.66', 'Shipping€4.95', 'VAT 19%€2.20', 'Grand total€13.81'];
      expect(await totals(page)).toEqual(invoice);
      await page.getByRole('radio', method('invoice')).check();
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
      await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
      expect(await totals(page)).toEqual(invoice);
    } finally {
      for (const product of pair) await setPrice(product, product.priceInfo!.regular!, product.priceInfo!.special);
      await writeContent('setting/branding/de', { config: branding.config });
    }
  });

  it('can be completed with the keyboard alone', async () => {
    const page = await browser.open(desktop);
    const product = products[5]!;
    await page.goto(`/en/p/${product.id}/${product.sku}`);
    await page.waitForLoadState('networkidle');
    await tabTo(page, /^Add to cart/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await tabTo(page, 'Go to checkout');
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout$/);
    await page.waitForLoadState('networkidle');
    for (const [label, text] of [
      ['E-mail *', 'keys@example.com'],
      ['First name *', 'Kim'],
      ['Last name *', 'Keys'],
    ] as const) {
      await tabTo(page, label);
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout\/shipping$/);
    await page.waitForLoadState('networkidle');
    for (const [label, text] of [
      ['First name *', 'Kim'],
      ['Last name *', 'Keys'],
      ['Street and house number *', 'Ringstraße 9'],
      ['Postal code *', '80331'],
      ['City *', 'München'],
    ] as const) {
      await tabTo(page, label);
      await page.keyboard.type(text);
    }
    await tabTo(page, 'Use this address');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shipping method' }).waitFor();
    await tabTo(page, 'Continue to billing');
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout\/billing$/);
    await page.waitForLoadState('networkidle');
    await tabTo(page, 'Continue to payment');
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout\/payment$/);
    await page.waitForLoadState('networkidle');
    // PayPal is chosen first (the spec's default); the arrows choose the invoice.
    await tabTo(page, /^PayPal/);
    const invoice = page.getByRole('radio', method('invoice'));
    for (let i = 0; i < 6 && !(await invoice.isChecked()); i++) await page.keyboard.press('ArrowUp');
    expect(await invoice.isChecked()).toBe(true);
    await tabTo(page, 'I accept the terms and conditions.');
    await page.keyboard.press('Space');
    await tabTo(page, /^Place order with obligation to pay/);
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
    await page.getByTestId('order-number').waitFor();
  });

  it('offers "View order" on the thank-you page only while the shop has an order history', async () => {
    const { placed, signIn } = await customerWithInvoiceOrder(
      { firstName: 'Hanna', lastName: 'History' },
      `history-${Date.now()}@example.com`,
      products[0]!.sku,
    );
    const branding = (await admin('/setting/branding/de')) as { config: Record<string, unknown> };
    const page = await browser.open(desktop);
    await signIn(page);
    await page.goto(`/en/checkout/thank-you/${placed.id}`);
    await page.getByRole('link', { name: 'View order' }).waitFor();
    try {
      await setBranding({ ...branding.config, isOrderHistoryEnabled: false });
      await page.reload();
      await page.getByRole('link', { name: 'Continue shopping' }).waitFor();
      expect(await page.getByRole('link', { name: 'View order' }).count()).toBe(0);
    } finally {
      await writeContent('setting/branding/de', { config: branding.config });
    }
  });

  it('sends a guest back to log in when the shop allows neither guest checkout nor registration there', async () => {
    const branding = (await admin('/setting/branding/de')) as { config: Record<string, unknown> };
    const page = await browser.open(desktop);
    try {
      await addToCart(page, 3);
      await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();
      await arrive(page, /\/en\/checkout$/);
      await guestContact(page, 'flags@example.com');
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await arrive(page, /\/en\/checkout\/shipping$/);

      await writeContent('setting/branding/de', {
        config: { ...branding.config, isGuestUserEnabled: false, isCheckoutRegistrationEnabled: false },
      });
      // Settings are cached for 2 s: the guard applies as soon as the storefront has the new ones.
      await expect
        .poll(
          async () => {
            await page.goto('/en/checkout/shipping');
            return new URL(page.url()).pathname;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe('/en/checkout');
      await page.getByRole('heading', { name: 'New customer' }).waitFor();
      await page.getByText('Please log in or create an account to order.').waitFor();
      expect(await page.getByRole('button', { name: 'Continue as guest' }).count()).toBe(0);
    } finally {
      await writeContent('setting/branding/de', { config: branding.config });
      // The next journeys (and files) check out as guests again: wait until they can.
      await expect
        .poll(
          async () => {
            await page.goto('/en/checkout');
            return page.getByRole('button', { name: 'Continue as guest' }).count();
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
    }
  });
});

/**
 * Presses Tab until the focused element is the one named (its label, text or aria-label), as a
 * keyboard user would; fails after 150 presses.
 */
async function tabTo(page: Page, name: string | RegExp) {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.getAttribute('aria-label');
      if (labelled) return labelled;
      const label = (el as HTMLInputElement).labels?.[0]?.textContent;
      return (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`could not reach "${name}" with the Tab key`);
}
