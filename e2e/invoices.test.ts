// An invoice as a business customer gets it: K-10001 orders by invoice, the owner ships the order
// in the back office, and the customer downloads the invoice from their order page; the shipped
// e-mail carries the same invoice.

import { readFile } from 'node:fs/promises';
import { type Cart, type Order, type OrderDocument, siteConfig } from '@shop/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

const CUSTOMER = { username: 'K-10001', password: 'werkhaus-demo', email: 'einkauf@bau-mueller.example' };

const textOf = async (pdf: Uint8Array) => (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;

describe('invoices', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('K-10001 downloads the invoice of a shipped order from its page, and the shipped e-mail carries it', async () => {
    // The customer orders by invoice, through the API as checkout does.
    const [product] = await purchasableProducts(1);
    const buyer = shopper(() => inject('apiUrl'));
    await buyer.call('POST', '/session', { username: CUSTOMER.username, password: CUSTOMER.password });
    let cart = await buyer.call<Cart>('POST', '/carts', {});
    cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 2 });
    const order = await buyer.call<Order>('POST', '/orders', {
      cartId: cart.id,
      paymentMethodCode: 'invoice',
      termsAccepted: true,
      cart: { version: cart.version },
    });
    const { version } = await adminCall<{ version: number }>('GET', `/admin/api/orders/${order.id}`);
    await adminCall('POST', `/admin/api/orders/${order.id}/confirm`, { version });

    // The owner ships it; its documents follow on the order's page.
    const desk = await browser.open(backOffice());
    await signIn(desk, owner);
    await desk.goto(`/admin/orders/${order.id}`);
    await desk.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = desk.getByRole('dialog', { name: `Ship order ${order.transactionnum}` });
    await ship.getByLabel('Carrier').fill('DHL');
    await ship.getByLabel('Tracking number').fill('00340434161094042557');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await ship.waitFor({ state: 'detached' });
    const documents = desk.getByRole('table', { name: 'Documents' });
    await documents.getByRole('row', { name: /Delivery note/ }).waitFor();
    const [invoice] = (await adminCall<{ data: OrderDocument[] }>('GET', `/admin/api/orders/${order.id}/documents`))
      .data;
    expect(invoice).toMatchObject({ kind: 'invoice', grandTotal: order.cartInfo.grandTotalIncTax });
    await documents.getByRole('link', { name: new RegExp(`^${invoice!.number}`) }).waitFor();
    expect(await violations(desk)).toEqual([]);

    // The customer downloads it from their order page.
    const page = await browser.open();
    await page.context().addCookies(buyer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
    await page.goto(`/en/my-account/OrderHistory?order=${order.id}`);
    const list = page.getByRole('table', { name: 'Invoices and delivery notes' });
    const link = list.getByRole('link', { name: `Invoice ${invoice!.number}` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${invoice!.number}.pdf`);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    const text = await textOf(pdf);
    expect(text).toContain(invoice!.number);
    const iso = siteConfig.locales.find((locale) => locale.code === order.locale)!.iso;
    const total = new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' })
      .format(order.cartInfo.grandTotalIncTax / 100)
      .replace(/\s/g, ' ');
    expect(text).toContain(total);
    expect(await violations(page)).toEqual([]);

    // The shipped e-mail carries the invoice.
    await expect
      .poll(() => lastMailTo(CUSTOMER.email), { timeout: 10_000 })
      .toMatch(
        new RegExp(`${order.transactionnum}[\\s\\S]*Content-Type: application/pdf; name=${invoice!.number}\\.pdf`),
      );
  });
});
