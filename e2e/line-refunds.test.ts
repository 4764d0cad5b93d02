// A refund of a chosen line (issue 59): a customer pays two lines with PayPal; the owner refunds one
// unit of the first line in the back office without cancelling the order, PayPal (the sandbox)
// returns that unit's price with tax as the order charged it, and the customer's order page shows
// the line "Refunded (1)" and what was paid, refunded and is left paid.
import type { AdminOrder } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { addToCart, purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { finishAtProvider, fromCartToPaymentStep, paidThankYou, placeOrder, registerPayer } from './harness/payment';

/** A product's name as a pattern of itself. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('refunds of chosen lines', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('the owner refunds one line of two; PayPal returns its amount; the customer sees it Refunded', async () => {
    const [first, second] = await purchasableProducts(2);
    const shop = await browser.open(desktop);
    const email = await registerPayer(shop, 'line-refund');
    await addToCart(shop, first!);
    await addToCart(shop, second!);
    await fromCartToPaymentStep(shop, 'customer', 'line-refund');
    await placeOrder(shop, 'paypal');
    const sandbox = new URL(shop.url()).origin;
    await finishAtProvider(shop, 'success');
    const number = await paidThankYou(shop);
    const orderId = Number(/thank-you\/(\d+)$/.exec(shop.url())![1]);
    const placed = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    const line = placed.order.cartInfo.cartItems.find((item) => item.productId === first!.id)!;
    const other = placed.order.cartInfo.cartItems.find((item) => item.productId === second!.id)!;

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Refund lines' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund part of order ${number}` });
    await dialog
      .getByRole('spinbutton', { name: `Quantity of ${line.name} to refund now (${line.quantity} left)` })
      .fill('1');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Arrived scratched');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund lines' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'Refunds' })
      .getByRole('row', { name: /Arrived scratched/ })
      .waitFor();

    // What the unit cost as the order charged it went back through PayPal; the order stays paid.
    const { order, payments } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    const unit = order.refundedAmount;
    expect(unit).toBeGreaterThan(0);
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    expect(order.refundedQuantities[order.cartInfo.cartItems.findIndex((item) => item.productId === first!.id)]).toBe(
      1,
    );
    const paid = payments.find((p) => p.provider === 'paypal')!;
    expect(paid).toMatchObject({ refunded: unit, net: paid.amount - unit });
    const ledger = await browser.open(desktop);
    await ledger.goto(`${sandbox}/refunds`);
    const row = ledger
      .getByRole('table', { name: 'Refunds, newest first' })
      .getByRole('row', { name: paid.reference! });
    await row.waitFor();
    expect(await row.getByRole('cell').last().textContent()).toBe(
      `${(unit / 100).toFixed(2)} ${paid.currency.toUpperCase()}`,
    );
    expect(await lastMailTo(email)).toContain(`1 × ${line.name}`);

    // The customer sees the line refunded, the other not, and paid, refunded and left paid.
    await shop.goto(`/en/my-account/OrderHistory?order=${orderId}`);
    const lines = shop.getByRole('table', { name: 'Ordered products' });
    await lines
      .getByRole('row', { name: new RegExp(escaped(line.name)) })
      .getByText('Refunded (1)')
      .waitFor();
    expect(await lines.getByRole('row', { name: new RegExp(escaped(other.name)) }).textContent()).not.toContain(
      'Refunded',
    );
    const money = (minor: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minor / 100);
    const refunds = shop.getByLabel('Refunds', { exact: true });
    await refunds.waitFor();
    const told = await refunds.textContent();
    expect(told).toContain(`Paid€${money(paid.amount)}`);
    expect(told).toContain(`Refunded−€${money(unit)}`);
    expect(told).toContain(`Paid after refunds€${money(paid.amount - unit)}`);
  });
});
