// Actions that are hard to take back ask first in a dialog that says what will happen (Cancel has
// the focus and changes nothing), and those that can be taken back offer Undo right after; the
// audit log then says each in words, in English and in German. What the journeys change in the
// shared shop (a demo coupon, the clerk, the express method and its rate) is put back as it was.
import type {
  AdminCustomer,
  AdminProduct,
  Cart,
  CatalogImport,
  Coupon,
  Order,
  ShippingMethodAdmin,
  StaffMember,
} from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, clerk, owner, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { adminToken } from './harness/processes';

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Switches the back office's language with its menu, named in the language shown ("Sprache: Deutsch"). */
async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitemradio', { name: to.split(': ')[1] }).click();
  await page.getByRole('button', { name: to }).waitFor();
}

/** A product of this journey's own, imported with the admin key, so no other journey meets its listing. */
async function ownProduct(): Promise<AdminProduct> {
  const sku = `E2E-SAFE-${Date.now().toString(36).toUpperCase()}`;
  const file = [
    'sku,item_number,name.de,name.en,price.EUR,stock,tax_class',
    `${sku},${sku},Prüfwinkel,Test square,9.90,5,standard`,
  ];
  const started = await fetch(`${inject('apiUrl')}/admin/api/catalog/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
    body: `${file.join('\n')}\n`,
  });
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as CatalogImport;
  const state = () => adminCall<CatalogImport>('GET', `/admin/api/catalog/imports/${id}`);
  await expect
    .poll(async () => (await state()).status, { timeout: 30_000, interval: 200 })
    .not.toMatch(/^(validating|writing)$/);
  return productBySku(sku);
}

async function productBySku(sku: string): Promise<AdminProduct> {
  const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`);
  return found.data.find((p) => p.sku === sku)!;
}

/** A customer's shipped invoice order of their own, placed through the shop API and shipped with the admin key. */
async function shippedOrder(): Promise<Order> {
  const { call } = shopper(() => inject('apiUrl'));
  await call('POST', '/customers', {
    email: `safe-actions-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse',
    firstName: 'Sina',
    lastName: 'Sicher',
    locale: 'de',
  });
  await call('PUT', '/me/addresses', defaultAddress({ firstName: 'Sina', lastName: 'Sicher', company: 'Sicher Bau' }));
  const [product] = await purchasableProducts(1);
  let cart = await call<Cart>('POST', '/carts', {});
  cart = await call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 1 });
  const placed = await call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  await call<Order>('POST', `/orders/${placed.id}/confirm`);
  const { version } = await adminCall<{ version: number }>('GET', `/admin/api/orders/${placed.id}`);
  await adminCall('POST', `/admin/api/orders/${placed.id}/ship`, {
    carrier: 'DHL',
    trackingNumber: '00340434161094042557',
    version,
  });
  return placed;
}

const coupon = async (code: string) =>
  (await adminCall<{ data: Coupon[] }>('GET', '/admin/api/coupons')).data.find((c) => c.code === code)!;
const staffMember = async (email: string) =>
  (await adminCall<{ data: StaffMember[] }>('GET', '/admin/api/staff')).data.find((m) => m.email === email)!;
const shippingMethod = async (code: string) =>
  (await adminCall<{ data: ShippingMethodAdmin[] }>('GET', '/admin/api/shipping-methods')).data.find(
    (m) => m.code === code,
  )!;

/** Puts back what a journey switched off, should it have stopped half way. */
async function restoreShop() {
  const profi = await coupon('PROFI20');
  if (!profi.active) {
    const { id: _, code: __, timesUsed: ___, createdDate: ____, ...rules } = profi;
    await adminCall('PUT', '/admin/api/coupons/PROFI20', { ...rules, active: true });
  }
  const claus = await staffMember(clerk);
  if (claus.disabled)
    await adminCall('PATCH', `/admin/api/staff/${claus.id}`, { disabled: false, version: claus.version });
  const express = await shippingMethod('express');
  if (!express.active) {
    const { code: _, rates: __, ...settings } = express;
    await adminCall('PUT', '/admin/api/shipping-methods/express', { ...settings, active: true });
  }
}

/** The audit log's rows about one thing, as the page shows them (the filter is the page's own). */
async function auditRows(page: Page, which: string, labels: { which: string; filter: string; title: string }) {
  await page.goto('/admin/audit');
  const filters = page.getByRole('search');
  await filters.getByLabel(labels.which).fill(which);
  await filters.getByRole('button', { name: labels.filter }).click();
  await page.waitForURL(new RegExp(`entityId=${encodeURIComponent(which)}`));
  return page.getByRole('table', { name: labels.title });
}
const english = { which: 'Which (id)', filter: 'Filter', title: 'Audit log' };
const german = { which: 'Welches (ID)', filter: 'Filtern', title: 'Änderungsprotokoll' };

describe('safe actions in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);
  afterAll(restoreShop);

  it('unlists a product only when confirmed, undoes it, and the log says both in words (English)', async () => {
    const product = await ownProduct();
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/products?q=${product.sku}`);
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row', { name: new RegExp(product.sku) });
    await row.getByRole('cell', { name: 'Listed', exact: true }).waitFor();

    // Asked first, in words; Cancel has the focus and changes nothing.
    await row.getByRole('button', { name: `Unlist ${product.sku}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unlist ${product.name}?` });
    await dialog.getByText('Shoppers will no longer find it; you can list it again.').waitFor();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect.poll(() => hasFocus(cancel)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await cancel.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(row.getByRole('button', { name: `Unlist ${product.sku}` }))).toBe(true);
    expect(await row.getByRole('cell', { name: 'Listed', exact: true }).count()).toBe(1);
    expect((await productBySku(product.sku)).active).toBe(true);

    // Confirmed: unlisted, and Undo offered right after.
    await row.getByRole('button', { name: `Unlist ${product.sku}` }).click();
    await dialog.getByRole('button', { name: 'Unlist' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'Unlisted', exact: true }).waitFor();
    const status = page.getByRole('status').filter({ hasText: `${product.name} is unlisted.` });
    await status.waitFor();
    expect((await productBySku(product.sku)).active).toBe(false);
    await status.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${product.name} is listed again.` })
      .waitFor();
    await row.getByRole('cell', { name: 'Listed', exact: true }).waitFor();
    expect((await productBySku(product.sku)).active).toBe(true);
    // The action stays available.
    await row.getByRole('button', { name: `Unlist ${product.sku}` }).waitFor();

    // The log in sentences, filtered by an action named in words.
    const log = await auditRows(page, product.sku, english);
    await log.getByRole('cell', { name: `Olivia Werner listed ${product.sku}`, exact: true }).waitFor();
    await log.getByRole('cell', { name: `Olivia Werner unlisted ${product.sku}`, exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('search').getByLabel('Action').selectOption({ label: 'Product unlisted' });
    await page.getByRole('search').getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=product\.unlist/);
    await expect.poll(() => log.getByRole('row').count()).toBe(2);
    await log.getByRole('cell', { name: `Olivia Werner unlisted ${product.sku}`, exact: true }).waitFor();

    // The same log in German.
    await chooseLanguage(page, 'Language: English', 'Sprache: Deutsch');
    await page
      .getByRole('table', { name: 'Änderungsprotokoll' })
      .getByRole('cell', { name: `Olivia Werner hat ${product.sku} ausgelistet`, exact: true })
      .waitFor();
    expect(await page.getByRole('search').getByLabel('Aktion').inputValue()).toBe('product.unlist');
  });

  it('blocks a customer only when confirmed, undoes it, and the log says both in words (German)', async () => {
    const company = `Sperr-Test ${Date.now()} GmbH`;
    const person = { firstName: 'Till', lastName: 'Tresor', company };
    const customer = await adminCall<AdminCustomer>('POST', '/admin/api/customers', {
      email: `sperren-${Date.now()}@example.com`,
      firstName: person.firstName,
      lastName: person.lastName,
      locale: 'de',
      billingAddress: { ...person, street: 'Hafenweg 2', postalCode: '20457', city: 'Hamburg', country: 'DE' },
      invite: false,
    });
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await chooseLanguage(page, 'Language: English', 'Sprache: Deutsch');
    await page.goto(`/admin/customers/${customer.id}`);
    await page.getByRole('heading', { level: 1, name: company }).waitFor();
    const access = page.getByRole('region', { name: 'Zugang und Preise' });

    await access.getByRole('button', { name: 'Kunde sperren' }).click();
    const dialog = page.getByRole('dialog', { name: `${company} sperren?` });
    await dialog.getByText(/wird sofort abgemeldet und kann sich nicht mehr anmelden oder bestellen/).waitFor();
    const cancel = dialog.getByRole('button', { name: 'Abbrechen' });
    await expect.poll(() => hasFocus(cancel)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await cancel.click();
    await dialog.waitFor({ state: 'detached' });
    await access.getByRole('button', { name: 'Kunde sperren' }).waitFor();
    expect((await adminCall<AdminCustomer>('GET', `/admin/api/customers/${customer.id}`)).blocked).toBe(false);

    await access.getByRole('button', { name: 'Kunde sperren' }).click();
    await dialog.getByRole('button', { name: 'Kunde sperren' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = access.getByRole('status').filter({ hasText: `${company} ist gesperrt.` });
    await status.waitFor();
    await access.getByText('Gesperrt: kann sich nicht anmelden und nicht bestellen.').waitFor();
    expect((await adminCall<AdminCustomer>('GET', `/admin/api/customers/${customer.id}`)).blocked).toBe(true);
    await status.getByRole('button', { name: 'Rückgängig' }).click();
    await access
      .getByRole('status')
      .filter({ hasText: `${company} ist wieder entsperrt.` })
      .waitFor();
    await access.getByRole('button', { name: 'Kunde sperren' }).waitFor();
    expect((await adminCall<AdminCustomer>('GET', `/admin/api/customers/${customer.id}`)).blocked).toBe(false);

    const log = await auditRows(page, customer.customerNumber, german);
    await log
      .getByRole('cell', { name: `Olivia Werner hat Kunde ${customer.customerNumber} gesperrt`, exact: true })
      .waitFor();
    await log
      .getByRole('cell', { name: `Olivia Werner hat Kunde ${customer.customerNumber} entsperrt`, exact: true })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await chooseLanguage(page, 'Sprache: Deutsch', 'Language: English');
    await page
      .getByRole('table', { name: english.title })
      .getByRole('cell', { name: `Olivia Werner blocked customer ${customer.customerNumber}`, exact: true })
      .waitFor();
  });

  it('marks an order delivered only when confirmed; no Undo, since it cannot be taken back (German, then English)', async () => {
    const order = await shippedOrder();
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await chooseLanguage(page, 'Language: English', 'Sprache: Deutsch');
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Bestellung ${order.transactionnum}` }).waitFor();

    await page.getByRole('button', { name: 'Als zugestellt markieren' }).click();
    const dialog = page.getByRole('dialog', { name: `Bestellung ${order.transactionnum} als zugestellt markieren?` });
    await dialog.getByText(/lässt sich nicht mehr stornieren/).waitFor();
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'Abbrechen' }))).toBe(true);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Als zugestellt markieren' }).waitFor();
    expect((await adminCall<{ order: Order }>('GET', `/admin/api/orders/${order.id}`)).order.status).toBe('shipped');

    await page.getByRole('button', { name: 'Als zugestellt markieren' }).click();
    await dialog.getByRole('button', { name: 'Als zugestellt markieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Als zugestellt markieren' }).waitFor({ state: 'detached' });
    expect((await adminCall<{ order: Order }>('GET', `/admin/api/orders/${order.id}`)).order.status).toBe('delivered');
    expect(await page.getByRole('button', { name: 'Rückgängig' }).count()).toBe(0);

    const log = await auditRows(page, order.transactionnum, german);
    await log
      .getByRole('cell', {
        name: `Olivia Werner hat Bestellung ${order.transactionnum} als zugestellt markiert`,
        exact: true,
      })
      .waitFor();
    await log
      .getByRole('cell', {
        name: `Der Admin-Schlüssel hat Bestellung ${order.transactionnum} mit DHL versandt`,
        exact: true,
      })
      .waitFor();
    await chooseLanguage(page, 'Sprache: Deutsch', 'Language: English');
    await page
      .getByRole('table', { name: english.title })
      .getByRole('cell', { name: `Olivia Werner marked order ${order.transactionnum} delivered`, exact: true })
      .waitFor();
  });

  it('deactivates a coupon, a member of staff and a shipping method only when confirmed, each undone (English)', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);

    await page.goto('/admin/coupons');
    const profi = page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: /PROFI20/ });
    await profi.getByRole('button', { name: 'Deactivate PROFI20' }).click();
    const couponDialog = page.getByRole('dialog', { name: 'Deactivate coupon PROFI20?' });
    await couponDialog.getByText('Checkout will refuse it like an expired one; you can activate it again.').waitFor();
    await couponDialog.getByRole('button', { name: 'Cancel' }).click();
    await couponDialog.waitFor({ state: 'detached' });
    expect((await coupon('PROFI20')).active).toBe(true);
    await profi.getByRole('button', { name: 'Deactivate PROFI20' }).click();
    await couponDialog.getByRole('button', { name: 'Deactivate' }).click();
    await profi.getByText('Inactive').waitFor();
    expect((await coupon('PROFI20')).active).toBe(false);
    await page
      .getByRole('status')
      .filter({ hasText: 'Coupon PROFI20 is deactivated.' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Coupon PROFI20 is active again.' }).waitFor();
    await profi.getByRole('button', { name: 'Deactivate PROFI20' }).waitFor();
    expect((await coupon('PROFI20')).active).toBe(true);

    await page.goto('/admin/staff');
    const claus = page.getByRole('table', { name: 'Staff' }).getByRole('row', { name: /Claus Becker/ });
    await claus.getByRole('button', { name: 'Deactivate Claus Becker' }).click();
    const staffDialog = page.getByRole('dialog', { name: 'Deactivate Claus Becker?' });
    await staffDialog.getByText(/signed out at once and can no longer sign in/).waitFor();
    await staffDialog.getByRole('button', { name: 'Cancel' }).click();
    await staffDialog.waitFor({ state: 'detached' });
    expect((await staffMember(clerk)).disabled).toBe(false);
    await claus.getByRole('button', { name: 'Deactivate Claus Becker' }).click();
    await staffDialog.getByRole('button', { name: 'Deactivate' }).click();
    await claus.getByRole('cell', { name: 'Disabled', exact: true }).waitFor();
    expect((await staffMember(clerk)).disabled).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'Claus Becker is deactivated.' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Claus Becker can sign in again.' }).waitFor();
    await claus.getByRole('cell', { name: 'Enabled', exact: true }).waitFor();
    expect((await staffMember(clerk)).disabled).toBe(false);

    await page.goto('/admin/shipping?method=express');
    const settings = page.getByRole('region', { name: 'Express delivery: settings' });
    await settings.getByRole('button', { name: 'Deactivate' }).click();
    const methodDialog = page.getByRole('dialog', { name: 'Deactivate Express delivery?' });
    await methodDialog.getByText(/Checkout will no longer offer it in any country/).waitFor();
    await methodDialog.getByRole('button', { name: 'Cancel' }).click();
    await methodDialog.waitFor({ state: 'detached' });
    expect((await shippingMethod('express')).active).toBe(true);
    await settings.getByRole('button', { name: 'Deactivate' }).click();
    await methodDialog.getByRole('button', { name: 'Deactivate' }).click();
    await settings.getByText('Deactivated: checkout does not offer it; its rates are kept.').waitFor();
    expect((await shippingMethod('express')).active).toBe(false);
    await settings
      .getByRole('status')
      .filter({ hasText: 'Express delivery is deactivated.' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await settings.getByRole('status').filter({ hasText: 'Express delivery is offered again.' }).waitFor();
    await settings.getByRole('button', { name: 'Deactivate' }).waitFor();
    expect((await shippingMethod('express')).active).toBe(true);

    const couponLog = await auditRows(page, 'PROFI20', english);
    await couponLog.getByRole('cell', { name: 'Olivia Werner deactivated coupon PROFI20', exact: true }).waitFor();
    await couponLog.getByRole('cell', { name: 'Olivia Werner activated coupon PROFI20', exact: true }).waitFor();
    const staffLog = await auditRows(page, clerk, english);
    await staffLog.getByRole('cell', { name: 'Olivia Werner deactivated Claus Becker', exact: true }).waitFor();
    await staffLog.getByRole('cell', { name: 'Olivia Werner reactivated Claus Becker', exact: true }).waitFor();
    const methodLog = await auditRows(page, 'express', english);
    await methodLog
      .getByRole('cell', { name: 'Olivia Werner deactivated the shipping method Express delivery', exact: true })
      .waitFor();
    await methodLog
      .getByRole('cell', { name: 'Olivia Werner activated the shipping method Express delivery', exact: true })
      .waitFor();
  });

  it('says a changed shipping rate as one sentence with its amounts as money, in English and German', async () => {
    const express = await shippingMethod('express');
    const germany = express.rates.find((r) => r.country === 'DE' && r.currency === 'EUR')!;
    const withPrice = (price: number) => express.rates.map((r) => (r === germany ? { ...r, price } : r));
    const changed = await adminCall<ShippingMethodAdmin>('PUT', '/admin/api/shipping-methods/express/rates', {
      version: express.version,
      rates: withPrice(germany.price + 100),
    });
    // Put back at once (a second sentence), so no checkout meets the changed price.
    await adminCall('PUT', '/admin/api/shipping-methods/express/rates', {
      version: changed.version,
      rates: withPrice(germany.price),
    });
    const euros = (cents: number, locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
    const [was, now] = [germany.price, germany.price + 100];

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    const log = await auditRows(page, 'express', english);
    const rate = log.getByRole('cell', { name: /^The admin key changed the Express delivery rate for Germany/ });
    await rate.first().waitFor();
    expect((await rate.allTextContents()).map((text) => text.replace(/\s/g, ' '))).toEqual([
      `The admin key changed the Express delivery rate for Germany from ${euros(now, 'en-GB')} to ${euros(was, 'en-GB')}`,
      `The admin key changed the Express delivery rate for Germany from ${euros(was, 'en-GB')} to ${euros(now, 'en-GB')}`,
    ]);
    await chooseLanguage(page, 'Language: English', 'Sprache: Deutsch');
    const tarif = page.getByRole('table', { name: german.title }).getByRole('cell', {
      name: /^Der Admin-Schlüssel hat den Tarif „Expressversand“ für Deutschland/,
    });
    await tarif.first().waitFor();
    expect((await tarif.allTextContents()).map((text) => text.replace(/\s/g, ' '))).toEqual([
      `Der Admin-Schlüssel hat den Tarif „Expressversand“ für Deutschland von ${euros(now, 'de-DE')} auf ${euros(was, 'de-DE')} geändert`,
      `Der Admin-Schlüssel hat den Tarif „Expressversand“ für Deutschland von ${euros(was, 'de-DE')} auf ${euros(now, 'de-DE')} geändert`,
    ]);
  });

  it('has no axe findings on the audit page and in a confirmation at 390 px', async () => {
    const product = await ownProduct();
    const page = await browser.open({ ...phone, baseURL: inject('apiUrl') });
    await signIn(page, owner);
    await page.goto('/admin/audit');
    await page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`/admin/products?q=${product.sku}`);
    await page.getByRole('button', { name: `Unlist ${product.sku}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unlist ${product.name}?` });
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await productBySku(product.sku)).active).toBe(true);
  });
});
