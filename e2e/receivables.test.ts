// Money owed on invoices, as a German clerk works it: the order says when it is due and what is
// open, a payment is typed in euros as a German writes it (a part first), the list finds the
// unpaid invoices, the dashboard sums them, and paid in full the order reads Paid.
import type { AdminOrder } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, clerk, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';
import { customerWithInvoiceOrder, purchasableProducts } from './harness/checkout';

const euros = (minor: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function inGerman(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
}

describe('invoices paid into the bank', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('records a part and then the rest of an invoice in German, and lists it as unpaid until then', async () => {
    const [product] = await purchasableProducts(1);
    const { placed } = await customerWithInvoiceOrder(
      { firstName: 'Rita', lastName: 'Rechnung' },
      `rechnung-${Date.now()}@example.com`,
      product!.sku,
    );
    const total = placed.cartInfo.grandTotalIncTax;

    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    await inGerman(page);
    await page.getByRole('region', { name: 'Offene Rechnungsbeträge' }).waitFor();
    await page.goto(`/admin/orders/${placed.id}`);
    const invoice = page.getByRole('region', { name: 'Rechnung' });
    await invoice.getByText(euros(total)).waitFor();
    expect(await violations(page)).toEqual([]);

    // A part arrives: typed as a German writes it; a figure the page cannot read is refused at its field.
    await invoice.getByRole('button', { name: 'Zahlung erfassen' }).click();
    const dialog = page.getByRole('dialog', { name: `Zahlung zu Bestellung ${placed.transactionnum} erfassen` });
    const amount = dialog.getByLabel('Betrag (EUR)');
    expect(await amount.inputValue()).toBe((total / 100).toFixed(2).replace('.', ','));
    await amount.fill('zehn Euro');
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Geben Sie einen Betrag wie 12,50 ein.').waitFor();
    await amount.fill('1,00');
    await dialog.getByLabel('Referenz').fill('SEPA 4711');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await invoice.getByRole('table', { name: 'Zahlungseingänge' }).getByText('SEPA 4711').waitFor();
    await invoice.getByText(euros(total - 100)).waitFor();
    const partly = await adminCall<AdminOrder>('GET', `/admin/api/orders/${placed.id}`);
    expect(partly.receivable).toMatchObject({ paid: 100, open: total - 100 });

    // Still owing: among the unpaid invoices.
    await page.goto('/admin/orders?receivable=unpaid');
    await page
      .getByRole('table', { name: 'Bestellungen' })
      .getByRole('link', { name: placed.transactionnum })
      .waitFor();
    expect(await page.getByLabel('Rechnungen').inputValue()).toBe('unpaid');

    // The rest: the dialog offers what is open; paid in full the order reads Paid.
    await page.goto(`/admin/orders/${placed.id}`);
    await invoice.getByRole('button', { name: 'Zahlung erfassen' }).click();
    expect(await dialog.getByLabel('Betrag (EUR)').inputValue()).toBe(
      ((total - 100) / 100).toFixed(2).replace('.', ','),
    );
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await invoice.getByText(euros(0)).waitFor();
    expect(await invoice.getByRole('button', { name: 'Zahlung erfassen' }).count()).toBe(0);
    const paid = await adminCall<AdminOrder>('GET', `/admin/api/orders/${placed.id}`);
    expect(paid.order).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });

    // The order's page at a phone's width: nothing for a screen reader to stumble on.
    const small = await browser.open({ ...backOffice(), ...phone });
    await signIn(small, clerk);
    await inGerman(small);
    await small.goto(`/admin/orders/${placed.id}`);
    await small.getByRole('region', { name: 'Rechnung' }).waitFor();
    expect(await violations(small)).toEqual([]);
  });
});
