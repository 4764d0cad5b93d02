// Part of a paid order's money returned without cancelling it: a shopper pays with PayPal in the
// browser, the owner refunds 5.00 of it in the back office, PayPal (the sandbox) returns that
// amount, the order keeps its status and shows paid, refunded and kept, and the shopper is told.
import type { AdminOrder } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { finishAtProvider, paidThankYou, placeOrder, toPaymentStep } from './harness/payment';

describe('partial refunds', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('the owner refunds part of a PayPal payment; the order stays, the shopper is told', async () => {
    const [product] = await purchasableProducts(1);
    const shop = await browser.open(desktop);
    await toPaymentStep(shop, 'customer', product!, 'part-refund');
    await placeOrder(shop, 'paypal');
    const sandbox = new URL(shop.url()).origin;
    await finishAtProvider(shop, 'success');
    const number = await paidThankYou(shop);
    const orderId = Number(/thank-you\/(\d+)$/.exec(shop.url())![1]);

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Refund an amount' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund part of order ${number}` });
    await dialog.getByRole('textbox', { name: 'Amount to refund (EUR)' }).fill('5.00');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Scratched housing');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund an amount' }).click();
    await dialog.waitFor({ state: 'detached' });
    const refunds = page.getByRole('table', { name: 'Refunds' });
    await refunds.getByRole('row', { name: /Scratched housing/ }).waitFor();
    expect(
      await refunds
        .getByRole('row', { name: /Scratched housing/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe('€5.00');
    // The order is not cancelled: it can still be shipped, and its payment reads paid.
    await page.getByRole('button', { name: 'Ship', exact: true }).waitFor();
    const { order, payments } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    expect(order.paymentStatus).toBe('paid');
    const paid = payments.find((p) => p.provider === 'paypal')!;
    expect(paid).toMatchObject({ status: 'paid', refunded: 500, net: paid.amount - 500 });

    // PayPal's side: the sandbox's refunds page lists 5.00 of this payment.
    const ledger = await browser.open(desktop);
    await ledger.goto(`${sandbox}/refunds`);
    const row = ledger
      .getByRole('table', { name: 'Refunds, newest first' })
      .getByRole('row', { name: paid.reference! });
    await row.waitFor();
    expect(await row.getByRole('cell').last().textContent()).toBe(`5.00 ${paid.currency.toUpperCase()}`);

    const mail = await lastMailTo(order.email);
    expect(mail).toContain(number);
    expect(mail).toMatch(/5[.,]00/);
  });
});
