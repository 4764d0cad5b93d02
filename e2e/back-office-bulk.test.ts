// Working faster in the back office, in German and English: orders chosen in the list are shipped
// with one carrier, marked paid and exported as CSV (and the list's filter too), each order
// reported done or refused in the page's words; products listed, unlisted and given one stock; the
// dashboard's counts link to the lists they count; staff see each member's last sign-in; the
// payments filter has Refunded and the payments table speaks in words. Each journey works on
// orders, products and members of its own, and gives back what it changed of the shared shop.
import { readFile } from 'node:fs/promises';
import type { AdminOrder, AdminProduct, Cart, Dashboard, Order, StaffMember } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import {
  adminCall,
  assertBackOfficeBuilt,
  backOffice,
  clerk,
  importCatalog,
  owner,
  signIn,
} from './harness/back-office';
import { phone, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { finishAtProvider, paidThankYou, placeOrder, toPaymentStep } from './harness/payment';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function inGerman(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
}

/** A new customer's invoice orders of one piece each: `confirmed` confirmed by them, `pending` left so. */
async function ordersOfOwnCustomer(confirmed: number, pending: number) {
  const email = `bulk-${stamp().toLowerCase()}@example.com`;
  const { call } = shopper(() => inject('apiUrl'));
  await call('POST', '/customers', {
    email,
    password: 'correct horse',
    firstName: 'Bea',
    lastName: 'Bulk',
    locale: 'de',
  });
  await call('PUT', '/me/addresses', defaultAddress({ firstName: 'Bea', lastName: 'Bulk' }));
  const [product] = await purchasableProducts(1);
  const orders: Order[] = [];
  for (let i = 0; i < confirmed + pending; i++) {
    let cart = await call<Cart>('POST', '/carts', {});
    cart = await call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku });
    const order = await call<Order>('POST', '/orders', {
      cartId: cart.id,
      paymentMethodCode: 'invoice',
      termsAccepted: true,
      cart: { version: cart.version },
    });
    orders.push(i < confirmed ? await call<Order>('POST', `/orders/${order.id}/confirm`) : order);
  }
  return { email, orders };
}

/** Products of the journey's own, imported through the API (12 in our warehouse each), so no other journey meets them. */
async function ownProducts(prefix: string, count: number): Promise<AdminProduct[]> {
  const skus = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
  await importCatalog([
    'sku,item_number,name.de,name.en,price.EUR,stock,external_stock,tax_class',
    ...skus.map((sku) => `${sku},${sku},Sammelprodukt,Bulk product,9.90,12,0,standard`),
  ]);
  const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${prefix}`);
  return skus.map((sku) => found.data.find((p) => p.sku === sku)!);
}

const productBySku = async (sku: string) =>
  (await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`)).data.find(
    (p) => p.sku === sku,
  )!;
const orderById = (id: number) => adminCall<AdminOrder>('GET', `/admin/api/orders/${id}`);

/** Clicks a download link and answers the file's text. */
async function downloaded(page: Page, link: Locator) {
  const download = page.waitForEvent('download');
  await link.click();
  return readFile((await (await download).path())!, 'utf8');
}

/** The order numbers of a CSV export, each once, in the file's order. */
const numbersIn = (csv: string) => [
  ...new Set(
    csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',')[0]),
  ),
];

const euros = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** The page at a phone's width, signed in and in the language asked, for axe. */
async function onPhone(browser: ReturnType<typeof useBrowser>, email: string, german: boolean) {
  const small = await browser.open({ ...backOffice(), ...phone });
  await signIn(small, email);
  if (german) await inGerman(small);
  return small;
}

describe('bulk actions and counts in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('ships, marks paid and exports chosen orders in German, each order reported done or refused', async () => {
    const { email, orders } = await ordersOfOwnCustomer(3, 1);
    const [first, second, third, pending] = orders as [Order, Order, Order, Order];
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    await inGerman(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const table = page.getByRole('table', { name: 'Bestellungen' });
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    const bar = page.getByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' });

    // The page's orders chosen at once; one of them again by its own box.
    await table.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }).check();
    await bar.getByText('4 ausgewählt').waitFor();
    await table.getByRole('checkbox', { name: `Bestellung ${first.transactionnum} auswählen` }).uncheck();
    await bar.getByText('3 ausgewählt').waitFor();
    await table.getByRole('checkbox', { name: `Bestellung ${first.transactionnum} auswählen` }).check();
    expect(await violations(page)).toEqual([]);

    // The chosen orders as the bookkeeping CSV: a row per line, every chosen order.
    const chosen = await downloaded(page, bar.getByRole('link', { name: 'Auswahl exportieren (CSV)' }));
    expect(chosen.startsWith('\ufefforder_number,order_date,status,payment_status,')).toBe(true);
    expect(numbersIn(chosen).sort()).toEqual(orders.map((o) => o.transactionnum).sort());

    // Shipped with DHL, one tracking number given: the pending order is refused, in German, and stays chosen.
    await bar.getByRole('button', { name: 'Versenden…' }).click();
    const ship = page.getByRole('dialog', { name: '4 Bestellungen versenden' });
    await ship.getByLabel('Versanddienstleister').fill('DHL');
    await ship.getByLabel(`Sendungsnummer von ${first.transactionnum}`).fill('E2E 4711');
    expect(await violations(page)).toEqual([]);
    await ship.getByRole('button', { name: 'Als versandt markieren' }).click();
    await ship.waitFor({ state: 'detached' });
    const shipped = page.getByRole('region', { name: 'Versand von 4 Bestellungen' });
    await shipped.getByRole('status').filter({ hasText: '3 erledigt, 1 abgelehnt.' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Versand von 4 Bestellungen');
    const resultOf = (report: Locator, order: Order) =>
      report.getByRole('row', { name: new RegExp(order.transactionnum) }).getByRole('cell');
    expect(await resultOf(shipped, first).textContent()).toBe('Versandt');
    expect(await resultOf(shipped, pending).textContent()).toBe(
      'Nicht erledigt: die Bestellung ist noch nicht bestätigt',
    );
    await bar.getByText('1 ausgewählt').waitFor();
    expect((await orderById(first.id)).order.shipment).toMatchObject({ carrier: 'DHL', trackingNumber: 'E2E 4711' });
    expect((await orderById(second.id)).order.shipment).toMatchObject({ carrier: 'DHL', trackingNumber: null });
    expect((await orderById(pending.id)).order.status).toBe('pending');
    expect(await violations(page)).toEqual([]);

    // The pending one marked paid: what it owes is recorded, and it is confirmed by it.
    await bar.getByRole('button', { name: 'Als bezahlt markieren…' }).click();
    const pay = page.getByRole('dialog', { name: '1 Bestellung als bezahlt markieren' });
    await pay.getByLabel('Referenz').fill('Sammelüberweisung');
    await pay.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await pay.waitFor({ state: 'detached' });
    const paidOne = page.getByRole('region', { name: 'Zahlungseingang für 1 Bestellung' });
    expect(await resultOf(paidOne, pending).textContent()).toBe(
      `Bezahlt: ${euros(pending.cartInfo.grandTotalIncTax, 'de-DE')} erfasst`,
    );
    expect((await orderById(pending.id)).order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    // All four again: the three shipped are paid now, the one paid already is refused.
    await table.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }).check();
    await bar.getByText('4 ausgewählt').waitFor();
    await bar.getByRole('button', { name: 'Als bezahlt markieren…' }).click();
    await page
      .getByRole('dialog', { name: '4 Bestellungen als bezahlt markieren' })
      .getByRole('button', { name: 'Als bezahlt markieren', exact: true })
      .click();
    const paidAll = page.getByRole('region', { name: 'Zahlungseingänge für 4 Bestellungen' });
    await paidAll.getByRole('status').filter({ hasText: '3 erledigt, 1 abgelehnt.' }).waitFor();
    expect(await resultOf(paidAll, pending).textContent()).toBe('Nicht erledigt: schon vollständig bezahlt');
    for (const order of [first, second, third])
      expect((await orderById(order.id)).order.paymentStatus, order.transactionnum).toBe('paid');

    // The list's filter as CSV, from the page's header.
    const listed = await downloaded(page, page.getByRole('link', { name: 'CSV exportieren' }));
    expect(numbersIn(listed).sort()).toEqual(orders.map((o) => o.transactionnum).sort());
    expect(await violations(page)).toEqual([]);

    const small = await onPhone(browser, clerk, true);
    await small.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const smallTable = small.getByRole('table', { name: 'Bestellungen' });
    await smallTable.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }).check();
    await small
      .getByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' })
      .getByText('4 ausgewählt')
      .waitFor();
    expect(await violations(small)).toEqual([]);
  }, 150_000);

  it('lists, unlists and sets the stock of chosen products in English, reporting each', async () => {
    const prefix = `E2E-BULK-${stamp()}`;
    const [a, b] = (await ownProducts(prefix, 2)) as [AdminProduct, AdminProduct];
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/products?q=${prefix}`);
    const table = page.getByRole('table', { name: 'Products' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    const bar = page.getByRole('region', { name: 'Actions on the selected rows' });
    const resultOf = (report: Locator, product: AdminProduct) =>
      report.getByRole('row', { name: new RegExp(product.sku) }).getByRole('cell');

    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await bar.getByRole('button', { name: 'Unlist', exact: true }).click();
    // Unlisting asks first: cancelled, nothing changes.
    const asked = page.getByRole('dialog', { name: 'Unlist 2 products?' });
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });
    expect((await productBySku(a.sku)).active).toBe(true);
    await bar.getByRole('button', { name: 'Unlist', exact: true }).click();
    await asked.getByRole('button', { name: 'Unlist', exact: true }).click();
    const unlisted = page.getByRole('region', { name: 'Unlisting 2 products' });
    await unlisted.getByRole('status').filter({ hasText: '2 done, 0 refused.' }).waitFor();
    expect(await resultOf(unlisted, a).textContent()).toBe('Unlisted');
    expect((await productBySku(a.sku)).active).toBe(false);
    expect((await productBySku(b.sku)).active).toBe(false);
    // Done, they leave the choice; one chosen again and unlisted once more is reported as it was.
    expect(await bar.count()).toBe(0);
    await table.getByRole('checkbox', { name: `Select ${a.sku}` }).check();
    await bar.getByRole('button', { name: 'Unlist', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Unlist 1 product?' })
      .getByRole('button', { name: 'Unlist', exact: true })
      .click();
    const again = page.getByRole('region', { name: 'Unlisting 1 product' });
    expect(await resultOf(again, a).textContent()).toBe('Was unlisted already');

    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await bar.getByRole('button', { name: 'List', exact: true }).click();
    const relisted = page.getByRole('region', { name: 'Listing 2 products' });
    expect(await resultOf(relisted, b).textContent()).toBe('Listed');
    expect((await productBySku(a.sku)).active).toBe(true);
    expect((await productBySku(b.sku)).active).toBe(true);

    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await bar.getByRole('button', { name: 'Set stock…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the stock of 2 products' });
    await dialog.getByLabel('Quantity in our warehouse').fill('30');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    const stocked = page.getByRole('region', { name: 'Setting the stock of 2 products' });
    expect(await resultOf(stocked, a).textContent()).toBe('Stock set to 30');
    // The report has the focus, not the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Setting the stock of 2 products');
    expect(await productBySku(b.sku)).toMatchObject({ warehouseStock: 30, supplierStock: 0, stock: 30 });
    await table
      .getByRole('row', { name: new RegExp(a.sku) })
      .getByRole('cell', { name: '30', exact: true })
      .waitFor();
    expect(await violations(page)).toEqual([]);

    const small = await onPhone(browser, owner, false);
    await small.goto(`/admin/products?q=${prefix}`);
    await small
      .getByRole('table', { name: 'Products' })
      .getByRole('checkbox', { name: 'Select all rows on this page' })
      .check();
    await small.getByRole('region', { name: 'Actions on the selected rows' }).getByText('2 selected').waitFor();
    expect(await violations(small)).toEqual([]);
  }, 120_000);

  it('links the dashboard’s counts to the lists they count: low stock, pending and unpaid orders', async () => {
    const [low] = (await ownProducts(`E2E-LOW-${stamp()}`, 1)) as [AdminProduct];
    await adminCall('PUT', '/admin/api/products/stock', { skus: [low.sku], qty: 2 });
    try {
      const figures = await adminCall<Dashboard>('GET', '/admin/api/dashboard');
      const page = await browser.open(backOffice());
      await signIn(page, owner);
      const lowStock = page.getByRole('region', { name: 'Low on stock' });
      await lowStock.getByRole('table', { name: 'Low on stock' }).waitFor();
      expect(await violations(page)).toEqual([]);

      await lowStock.getByRole('link', { name: `Show all ${figures.lowStockCount} low on stock` }).click();
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      expect(new URL(page.url()).searchParams.get('stock')).toBe('low');
      expect(await page.getByRole('search', { name: 'Filter products' }).getByLabel('Stock').inputValue()).toBe('low');
      await page.getByText(`${figures.lowStockCount} in all`).waitFor();
      // Cleared, the filter shows all products again.
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => !url.searchParams.has('stock'));
      await page.goto(`/admin/products?stock=low&q=${low.sku}`);
      await expect.poll(() => page.getByRole('table', { name: 'Products' }).getByRole('row').count()).toBe(2);

      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
      const pending = page.getByRole('region', { name: 'Pending orders' });
      await pending.getByText(String(figures.pendingOrders), { exact: true }).waitFor();
      await pending.getByRole('link', { name: 'Show pending orders' }).click();
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      expect(await page.getByLabel('Status').inputValue()).toBe('pending');

      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
      const owed = page.getByRole('region', { name: 'Money owed on invoices' });
      const unpaid = figures.receivables.reduce((sum, r) => sum + r.orders, 0);
      await owed.getByText(`${unpaid} unpaid invoice${unpaid === 1 ? '' : 's'}`).waitFor();
      await owed.getByRole('link', { name: 'Show unpaid invoices' }).click();
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      expect(await page.getByLabel('Invoices').inputValue()).toBe('unpaid');

      // A clerk sees the figures, not a link to the owner's products list.
      const desk = await browser.open(backOffice());
      await signIn(desk, clerk);
      const clerkLow = desk.getByRole('region', { name: 'Low on stock' });
      await clerkLow.getByRole('table', { name: 'Low on stock' }).waitFor();
      expect(await clerkLow.getByRole('link').count()).toBe(0);

      const small = await onPhone(browser, owner, false);
      await small.getByRole('region', { name: 'Pending orders' }).waitFor();
      expect(await violations(small)).toEqual([]);
    } finally {
      // Its stock back, so other journeys' dashboards count as before.
      await adminCall('PUT', '/admin/api/products/stock', { skus: [low.sku], qty: 12 });
    }
  }, 120_000);

  it('shows each member’s last sign-in on the staff page in German, and "Nie" for one who never signed in', async () => {
    const newcomer = await adminCall<StaffMember>('POST', '/admin/api/staff', {
      email: `neu-${stamp().toLowerCase()}@werkhaus.example`,
      name: 'Nora Neu',
      role: 'clerk',
      password: 'nora-password-1',
    });
    try {
      const page = await browser.open(backOffice());
      await signIn(page, owner);
      await inGerman(page);
      await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Mitarbeitende' }).click();
      const table = page.getByRole('table', { name: 'Mitarbeitende' });
      await table.getByRole('columnheader', { name: 'Letzte Anmeldung' }).waitFor();
      const { data } = await adminCall<{ data: StaffMember[] }>('GET', '/admin/api/staff');
      const me = data.find((m) => m.email === owner)!;
      const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(me.lastSignInDate!),
      );
      await table
        .getByRole('row', { name: new RegExp(owner) })
        .getByRole('cell', { name: when })
        .waitFor();
      await table
        .getByRole('row', { name: /Nora Neu/ })
        .getByRole('cell', { name: 'Nie', exact: true })
        .waitFor();
      expect(await violations(page)).toEqual([]);

      const small = await onPhone(browser, owner, true);
      await small.goto('/admin/staff');
      await small.getByRole('table', { name: 'Mitarbeitende' }).getByText('Nie').waitFor();
      expect(await violations(small)).toEqual([]);
    } finally {
      // Out of the way of every other journey: disabled, it cannot sign in.
      await adminCall('PATCH', `/admin/api/staff/${newcomer.id}`, { disabled: true, version: newcomer.version });
    }
  });

  it('filters refunded payments, and names the provider and its events in words', async () => {
    const [, product] = await purchasableProducts(2);
    const shop = await browser.open();
    await toPaymentStep(shop, 'customer', product!, 'bulk-refund');
    await placeOrder(shop, 'paypal');
    await finishAtProvider(shop, 'success');
    const number = await paidThankYou(shop);
    const orderId = Number(/thank-you\/(\d+)$/.exec(shop.url())![1]);
    const { version } = await orderById(orderId);
    await adminCall('POST', `/admin/api/orders/${orderId}/cancel`, { version, reason: 'E2E refund' });

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // The payment's filter, not the payment method's.
    await page.getByLabel(/^Payment(?! method)/).selectOption({ label: 'Refunded' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/paymentStatus=refunded/);
    const table = page.getByRole('table', { name: 'Orders' });
    await table.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    const payments = page.getByRole('table', { name: 'Payments' });
    const attempt = payments.getByRole('row').nth(1);
    await attempt.getByText('PayPal').first().waitFor();
    // PayPal's capture event arrives a moment after the shopper is back: shown in words, not its code.
    await attempt.getByText('Payment captured').waitFor();
    expect(await attempt.getByText('PAYMENT.CAPTURE.COMPLETED').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  }, 120_000);
});
