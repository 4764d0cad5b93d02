// A quote as a business customer gets one: K-10001 asks for a quote from the cart, the owner
// answers it in the back office with a lower price, and the buyer accepts it and pays by invoice
// at that price.

import { type AdminQuote, type Cart, type Order, type Quote, siteConfig } from '@shop/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { interactive, useBrowser } from './harness/browser';
import { arrive, purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { method } from './harness/payment';

const CUSTOMER = { username: 'K-10001', password: 'werkhaus-demo', email: 'einkauf@bau-mueller.example' };
const QUANTITY = 6;

describe('quotes', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('K-10001 asks for a quote from the cart, the owner answers with a lower price, the buyer accepts and pays by invoice at it', async () => {
    const [product] = await purchasableProducts(1);
    const buyer = shopper(() => inject('apiUrl'));
    await buyer.call('POST', '/session', { username: CUSTOMER.username, password: CUSTOMER.password });
    // The cart holds only this journey's product (another journey may have left lines).
    let cart = await buyer.call<Cart>('POST', '/carts', {});
    for (const line of cart.cartItems) await buyer.call('DELETE', `/carts/${cart.id}/items/${line.id}`);
    cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: QUANTITY });

    // From the cart sidebar to the request form: the comment, then the quote is filed and the cart emptied.
    const page = await browser.open();
    await page.context().addCookies(buyer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
    await page.goto('/en');
    await interactive(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart \(/ })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Cart' });
    await sheet.getByRole('link', { name: 'Request a quote for the cart' }).click();
    await arrive(page, /\/en\/my-account\/quotes\?from=cart$/);
    const form = page.getByRole('region', { name: 'Request a quote' });
    await form.getByText(`${QUANTITY} × ${product!.name}`).waitFor();
    await form.getByLabel('Your comment (e.g. quantities, project, delivery date)').fill('Site Lindenstraße, phase 2');
    expect(await violations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Request quote' }).click();
    await arrive(page, /\/en\/my-account\/quotes\?quote=\d+$/);
    const quoteId = Number(new URL(page.url()).searchParams.get('quote'));
    const { number } = await adminCall<AdminQuote>('GET', `/admin/api/quotes/${quoteId}`);
    const card = page.getByRole('region', { name: `Quote ${number}` });
    await card.getByText('Requested', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Cart (0 items)' }).waitFor();

    // The owner finds it among the open requests and answers it with a lower net unit price.
    const asked = await adminCall<AdminQuote>('GET', `/admin/api/quotes/${quoteId}`);
    const listPrice = asked.lines[0]!.listPrice!;
    const quoted = listPrice - 100;
    const desk = await browser.open(backOffice());
    await signIn(desk, owner);
    await desk.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Quotes' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
    await desk.getByRole('table', { name: 'Quotes' }).getByRole('link', { name: number }).click();
    await desk.getByRole('heading', { level: 1, name: `Quote ${number}` }).waitFor();
    await desk.getByText('Site Lindenstraße, phase 2').waitFor();
    await desk.getByLabel(`Net unit price of ${product!.name}`).fill((quoted / 100).toFixed(2));
    await desk.getByLabel('Message to the customer').fill('Project price for phase 2.');
    expect(await violations(desk)).toEqual([]);
    await desk.getByRole('button', { name: 'Send quote' }).click();
    await desk.getByRole('status').filter({ hasText: 'The quote was sent' }).waitFor();
    await expect.poll(() => lastMailTo(CUSTOMER.email), { timeout: 10_000 }).toContain(`Your quote ${number}`);

    // The buyer sees the offer, accepts it, and pays by invoice at the quoted price.
    await page.reload();
    await interactive(page);
    await card.getByText('Quote ready', { exact: true }).waitFor();
    await card.getByText('Project price for phase 2.').waitFor();
    const iso = siteConfig.locales.find((locale) => locale.code === 'en')!.iso;
    const money = (minor: number) =>
      new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' }).format(minor / 100);
    await card.getByRole('cell', { name: money(quoted * QUANTITY) }).waitFor();
    expect(await violations(page)).toEqual([]);
    await card.getByRole('button', { name: `Accept quote ${number} and order` }).click();
    // The checkout starts at shipping (a customer's saved address offered), the quoted lines in the cart.
    // Each step is waited for by what it shows: the client-side steps follow each other quickly.
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', method('invoice')).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    await page.getByTestId('order-number').waitFor();
    const orderId = Number(page.url().match(/thank-you\/(\d+)$/)![1]);
    const order = await buyer.call<Order>('GET', `/orders/${orderId}`);
    expect(order.cartInfo.cartItems.map((item) => [item.sku, item.quantity, item.price])).toEqual([
      [product!.sku, QUANTITY, quoted],
    ]);
    expect(order.cartInfo.subtotal).toBe(quoted * QUANTITY);
    const totals = page.getByTestId('order-totals');
    await totals
      .getByText(money(quoted * QUANTITY))
      .first()
      .waitFor();

    // Ordered: the quote says so, and cannot be accepted again.
    const [after] = (await buyer.call<{ data: Quote[] }>('GET', '/me/quotes')).data.filter((q) => q.id === quoteId);
    expect(after).toMatchObject({ state: 'ordered', orderNumber: order.transactionnum });
  }, 120_000);
});
