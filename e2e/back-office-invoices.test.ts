// Invoices in the back office as the owner works with them: the Invoices page opens on the current
// month (the shop's, on a clock held at the invoice's moment) and lists an order's invoice with its
// PDF and order, its CSV holds the invoice to the cent, and the order's page sends the invoice to
// the customer again (the mail arrives with the PDF). axe finds nothing on the page at desktop and
// phone width, and a period that ends before it starts is refused in the page's language.
import { readFile } from 'node:fs/promises';
import type { Cart, LedgerEntry, Order, OrderDocument } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, clerk, owner, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

const company = 'Rechnungsprüfung Weber GmbH';

/** An invoice order (invoiced as it is placed) of a customer of this file's own, in German. */
async function invoicedOrder() {
  const customer = shopper(() => inject('apiUrl'));
  const email = `ledger-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await customer.call('POST', '/customers', {
    email,
    password: 'correct horse',
    firstName: 'Ines',
    lastName: 'Weber',
    locale: 'de',
  });
  await customer.call('PUT', '/me/addresses', defaultAddress({ firstName: 'Ines', lastName: 'Weber', company }));
  const [product] = await purchasableProducts(1);
  let cart = await customer.call<Cart>('POST', '/carts', {});
  cart = await customer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 3 });
  const order = await customer.call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  const { data } = await adminCall<{ data: OrderDocument[] }>('GET', `/admin/api/orders/${order.id}/documents`);
  const invoice = data.find((document) => document.kind === 'invoice')!;
  return { email, order, invoice };
}

/** The month of a moment in the shop's time zone, first and last day, as the page's date fields hold them. */
function monthOf(at: Date) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** Clicks a download link and answers the file's text. */
async function downloaded(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

/** Opens the Invoices page from the nav, on a clock held at `at`, and waits for its rows. */
async function openInvoices(page: Page, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto('/admin/');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
  return page.getByRole('table', { name: 'Invoices' });
}

const euros = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

describe('invoices in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('lists an order’s invoice by period, exports it to the cent, and sends it again from the order', async () => {
    const { email, order, invoice } = await invoicedOrder();
    const issued = new Date(invoice.issuedAt);
    const month = monthOf(issued);
    const page = await browser.open(backOffice());
    await signIn(page, owner);

    // The current month, newest first: the invoice just issued is on the first page.
    const table = await openInvoices(page, issued);
    const period = page.getByRole('search', { name: 'Choose the period' });
    expect(await period.getByLabel('From').inputValue()).toBe(month.from);
    expect(await period.getByLabel('To').inputValue()).toBe(month.to);
    const row = table.getByRole('row', { name: new RegExp(invoice.number) });
    await row.waitFor();
    const [entry] = (
      await adminCall<{ data: LedgerEntry[] }>(
        'GET',
        `/admin/api/invoices?from=${month.from}&to=${month.to}&kind=invoice&limit=100`,
      )
    ).data.filter((listed) => listed.id === invoice.id);
    expect(entry).toMatchObject({ orderNumber: order.transactionnum, customer: company, gross: invoice.grandTotal });
    await expect.poll(() => row.textContent()).toContain(company);
    expect(await row.textContent()).toContain(euros(order.cartInfo.grandTotalIncTax));
    expect(await row.getByRole('link', { name: order.transactionnum }).getAttribute('href')).toBe(
      `/admin/orders/${order.id}`,
    );
    const pdf = row.getByRole('link', { name: `${invoice.number} (download PDF)` });
    expect(await pdf.getAttribute('href')).toBe(`/admin/api/orders/${order.id}/documents/${invoice.id}`);
    await page.getByRole('heading', { name: 'Totals of the period' }).waitFor();
    expect(await violations(page)).toEqual([]);

    // The CSV of the period: the invoice's rows (one per tax rate) add up to the order's amounts to the cent.
    const csv = await downloaded(page, page.getByRole('link', { name: 'Export CSV' }));
    expect(csv.name).toBe(`invoices-${month.from}-${month.to}.csv`);
    const [header, ...lines] = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    const column = (name: string) => header!.split(',').indexOf(name);
    // The columns before the booking text hold no comma here (the text does, quoted, at the end).
    const rows = lines.map((line) => line.split(',')).filter((fields) => fields[0] === invoice.number);
    expect(rows.length).toBeGreaterThan(0);
    const cents = (name: string) =>
      rows.reduce((sum, fields) => sum + Math.round(Number(fields[column(name)]) * 100), 0);
    expect([cents('net'), cents('tax'), cents('gross')]).toEqual([
      order.cartInfo.subtotal - order.cartInfo.coupon_amount + order.cartInfo.shipping_amount,
      order.cartInfo.tax_amount,
      order.cartInfo.grandTotalIncTax,
    ]);
    expect(rows.every((fields) => fields[column('order_number')] === order.transactionnum)).toBe(true);
    expect(rows.every((fields) => fields[column('customer_name')] === company)).toBe(true);

    // From the order's page, the invoice goes to the customer again, asked first.
    await row.getByRole('link', { name: order.transactionnum }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.transactionnum}` }).waitFor();
    const documents = page.getByRole('table', { name: 'Documents' });
    await documents.getByRole('button', { name: `Resend ${invoice.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send invoice ${invoice.number} again?` });
    await dialog.getByText(`The e-mail goes to ${email}`).waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(`Invoice ${invoice.number} was sent again to ${email}.`).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Document sent again').waitFor();
    // The mail in the order's language, the invoice attached.
    await expect
      .poll(() => lastMailTo(email), { timeout: 10_000 })
      .toMatch(
        new RegExp(
          `Ihre Rechnung ${invoice.number} zur Bestellung ${order.transactionnum}[\\s\\S]*Content-Type: application/pdf; name=${invoice.number}\\.pdf`,
        ),
      );
  });

  it('passes axe at a phone’s width, shows a clerk the page, and refuses a period that ends before it starts in German', async () => {
    const { invoice } = await invoicedOrder();
    const small = await browser.open({ ...backOffice(), ...phone });
    await signIn(small, clerk);
    const table = await openInvoices(small, new Date(invoice.issuedAt));
    await table.getByRole('row', { name: new RegExp(invoice.number) }).waitFor();
    await small.getByRole('heading', { name: 'Totals of the period' }).waitFor();
    expect(await violations(small)).toEqual([]);

    // An address that names a period ending before it starts: the API's refusal, in the page's language.
    await small.getByRole('button', { name: 'Language: English' }).click();
    await small.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await small.getByRole('button', { name: 'Sprache: Deutsch' }).waitFor();
    await small.goto('/admin/invoices?from=2026-06-02&to=2026-06-01');
    const alert = small.getByRole('alert').filter({ hasText: 'Dieser Zeitraum kann nicht angezeigt werden' });
    await alert.getByText('Bis: „Bis“ darf nicht vor „von“ liegen').waitFor();
    expect(await small.getByRole('link', { name: 'CSV exportieren' }).count()).toBe(0);
    expect(await violations(small)).toEqual([]);
  });
});
