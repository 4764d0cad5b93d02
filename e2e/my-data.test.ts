// The customer's own data (GDPR articles 15, 17 and 20): a fresh customer with a shipped order
// downloads their data from My profile (the file holds their e-mail and their order), then deletes
// their account in a dialog that asks for the password again; logging in with it is refused
// afterwards. The newsletter is double opt-in: ticking it sends a link, the choice is stored once
// the link is opened, and the same link a second time says it is no longer valid. Staff see the
// account as deleted in the back office.
import { readFile } from 'node:fs/promises';
import type { Cart, MyData, Order } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import bo from '../apps/back-office/src/i18n/messages/en.json';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, interactive, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

const t = en.AccountPages.myData;
const password = 'werkbank-2026';

/** A customer registered in English through the shop's /api, whose cookies a browser takes over. */
async function freshCustomer(tag: string) {
  const email = `${tag}.${Date.now()}@example.com`;
  const name = { firstName: 'Dana', lastName: 'Daten' };
  const buyer = shopper(() => `${inject('baseUrl')}/api`);
  await buyer.call('POST', '/customers', { email, password, ...name, locale: 'en' });
  await buyer.call('PUT', '/me/addresses', defaultAddress(name));
  return { email, buyer };
}

/** An invoice order of the customer's, confirmed and shipped by the shop: nothing of it is under way. */
async function shippedOrder(buyer: ReturnType<typeof shopper>) {
  const [product] = await purchasableProducts(1);
  let cart = await buyer.call<Cart>('POST', '/carts', {});
  cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 2 });
  const placed = await buyer.call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  await buyer.call<Order>('POST', `/orders/${placed.id}/confirm`);
  const { version } = await adminCall<{ version: number }>('GET', `/admin/api/orders/${placed.id}`);
  await adminCall('POST', `/admin/api/orders/${placed.id}/ship`, {
    carrier: 'DHL',
    trackingNumber: '00340434161094042557',
    version,
  });
  return placed;
}

async function openAs(page: Page, buyer: ReturnType<typeof shopper>, path: string) {
  await page.context().addCookies(buyer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
  await page.goto(path);
  await interactive(page);
}

describe('the customer’s own data', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('downloads their data, deletes the account, and cannot log in with it afterwards', async () => {
    const { email, buyer } = await freshCustomer('leaving');
    const order = await shippedOrder(buyer);
    const page = await browser.open(desktop);
    await openAs(page, buyer, '/en/my-account/MyProfile');

    await page.getByRole('heading', { name: t.title }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-K-\d+\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as MyData;
    expect(data.profile.email).toBe(email);
    expect(data.orders.map((o) => o.transactionnum)).toEqual([order.transactionnum]);
    expect(data.orders[0]!.cartInfo.grandTotalIncTax).toBe(order.cartInfo.grandTotalIncTax);

    await page.getByRole('button', { name: t.delete }).click();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await dialog.getByText(t.warning).waitFor();
    expect(await violations(page), 'deletion dialog').toEqual([]);
    await dialog.getByLabel(t.password).fill('not my password');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await dialog.getByText(en.AccountPages.errors.passwordWrong).waitFor();
    await dialog.getByLabel(t.password).fill(password);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await page.getByRole('dialog', { name: t.deletedTitle }).waitFor();
    expect(await lastMailTo(email)).toContain('Your customer account has been deleted');
    await page.getByRole('button', { name: t.home }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await interactive(page);

    // The session ended with it, and the login is refused.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('E-mail or customer number').fill(email);
    await modal.getByLabel('Password').fill(password);
    await modal.getByRole('button', { name: 'Log in' }).click();
    await modal.getByText(en.Account.invalidCredentials).waitFor();
    const again = await fetch(`${inject('apiUrl')}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    expect(again.status).toBe(401);

    // Staff see the account as deleted, on the customers list and the customer's page.
    const staff = await browser.open(backOffice());
    await signIn(staff, owner);
    await staff.goto(`/admin/customers?q=${data.profile.customerNumber}`);
    const row = staff.getByRole('row').filter({ hasText: data.profile.customerNumber });
    await row.getByText(bo.customers.deleted, { exact: true }).waitFor();
    await row.getByRole('link').first().click();
    await staff.getByText(bo.customer.deletedNote.split('{date}')[0]!).waitFor();
  });

  it('subscribes to the newsletter only once the link in the e-mail is opened, and the link works once', async () => {
    const { email, buyer } = await freshCustomer('letter');
    const page = await browser.open(desktop);
    await openAs(page, buyer, '/en/my-account/MyNewsletter');
    await page.getByLabel(en.AccountPages.newsletterConsent).check();
    await page.getByRole('button', { name: en.AccountPages.saveNewsletter }).click();
    await page.getByRole('status').getByText(en.AccountPages.newsletterPending).waitFor();
    expect((await buyer.call<{ newsletter: boolean }>('GET', '/me')).newsletter).toBe(false);

    const mail = await lastMailTo(email);
    const link = new URL(/https?:\/\/\S+\/newsletter-confirmation\?token=\S+/.exec(mail)![0]);
    const confirmation = en.AccountPages.newsletterConfirmation;
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: en.Pages.newsletterConfirmation }).waitFor();
    await page.getByRole('status').getByText(confirmation.confirmed).waitFor();
    expect((await buyer.call<{ newsletter: boolean }>('GET', '/me')).newsletter).toBe(true);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('status').getByText(confirmation.invalid).waitFor();
    await page.goto('/en/my-account/MyNewsletter');
    expect(await page.getByLabel(en.AccountPages.newsletterConsent).isChecked()).toBe(true);
  });
});
