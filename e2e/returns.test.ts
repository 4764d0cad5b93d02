// A return (issue 59): a customer who paid two lines with PayPal sends one of them back from the
// order's page in their account; the owner receives it in the back office and refunds it, PayPal
// (the sandbox) returns that line's price with tax, and the customer sees the line "Refunded".
import type { AdminOrder, AdminOrderReturn, Order } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { addToCart, purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { finishAtProvider, fromCartToPaymentStep, paidThankYou, placeOrder, registerPayer } from './harness/payment';

/** A product's name as a pattern of itself. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('returns', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('a customer returns one of two lines; the owner receives and refunds it; the line reads Refunded', async () => {
    const [first, second] = await purchasableProducts(2);
    const shop = await browser.open(desktop);
    const email = await registerPayer(shop, 'returns');
    await addToCart(shop, first!);
    await addToCart(shop, second!);
    await fromCartToPaymentStep(shop, 'customer', 'returns');
    await placeOrder(shop, 'paypal');
    const sandbox = new URL(shop.url()).origin;
    await finishAtProvider(shop, 'success');
    const number = await paidThankYou(shop);
    const orderId = Number(/thank-you\/(\d+)$/.exec(shop.url())![1]);

    // The shop ships it (the back office's ship is its own journey).
    const placed = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    await adminCall('POST', `/admin/api/orders/${orderId}/ship`, {
      carrier: 'DHL',
      trackingNumber: 'RETURN-1',
      version: placed.version,
    });
    const line = placed.order.cartInfo.cartItems.find((item) => item.productId === first!.id)!;
    const other = placed.order.cartInfo.cartItems.find((item) => item.productId === second!.id)!;
    // The line's price with tax, as the order charged it (no coupon): what comes back.
    const lineAmount = line.quantity * (line.price + Math.round((line.price * line.taxRate) / 10_000));

    // The customer sends the first line back from the order's page.
    await shop.goto(`/en/my-account/OrderHistory?order=${orderId}`);
    await shop.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await shop.getByRole('button', { name: 'Return items' }).click();
    const form = shop.getByRole('dialog', { name: 'Return items' });
    await form.getByRole('spinbutton', { name: `How many of ${line.name} (at most 1)` }).fill('1');
    await form.getByRole('combobox', { name: `Reason for ${line.name}` }).selectOption({ label: 'Wrong size' });
    await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('Too small');
    expect(await violations(shop)).toEqual([]);
    await form.getByRole('button', { name: 'Request return' }).click();
    await form.waitFor({ state: 'detached' });
    const said = shop.getByRole('status').filter({ hasText: /Return RMA-\d{4}-\d{6} requested/ });
    await said.waitFor();
    const rmaNumber = (await said.textContent())!.match(/RMA-\d{4}-\d{6}/)![0];
    expect(await lastMailTo(email)).toContain(rmaNumber);

    // The owner receives it and refunds it.
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto('/admin/returns?state=requested');
    await page.getByRole('link', { name: rmaNumber }).click();
    await page.getByRole('heading', { level: 1, name: `Return ${rmaNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: `Receive return ${rmaNumber}` });
    await receive.getByRole('spinbutton', { name: `Received of ${line.name}` }).fill('1');
    await receive.getByRole('combobox', { name: `Condition of ${line.name}` }).selectOption({ label: 'Resellable' });
    expect(await violations(page)).toEqual([]);
    await receive.getByRole('button', { name: 'Receive' }).click();
    await receive.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund return ${rmaNumber}` });
    await refund.getByText(/Received goods: €\d/).waitFor();
    await refund.getByRole('button', { name: 'Refund' }).click();
    await refund.waitFor({ state: 'detached' });
    await page.getByText('Refunded', { exact: true }).first().waitFor();
    const done = (await adminCall<{ data: AdminOrderReturn[] }>('GET', `/admin/api/returns?orderId=${orderId}`))
      .data[0]!;
    expect(done).toMatchObject({ state: 'refunded', refundedAs: 'payment', refundedAmount: lineAmount });

    // PayPal's side: the sandbox refunded that line's amount of this payment.
    const { payments } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    const paid = payments.find((p) => p.provider === 'paypal')!;
    expect(paid).toMatchObject({ refunded: lineAmount, net: paid.amount - lineAmount });
    const ledger = await browser.open(desktop);
    await ledger.goto(`${sandbox}/refunds`);
    const row = ledger
      .getByRole('table', { name: 'Refunds, newest first' })
      .getByRole('row', { name: paid.reference! });
    await row.waitFor();
    expect(await row.getByRole('cell').last().textContent()).toBe(
      `${(lineAmount / 100).toFixed(2)} ${paid.currency.toUpperCase()}`,
    );

    // The customer sees the returned line refunded, and the other not.
    await shop.goto(`/en/my-account/OrderHistory?order=${orderId}`);
    const lines = shop.getByRole('table', { name: 'Ordered products' });
    await lines
      .getByRole('row', { name: new RegExp(escaped(line.name)) })
      .getByText('Refunded (1)')
      .waitFor();
    expect(await lines.getByRole('row', { name: new RegExp(escaped(other.name)) }).textContent()).not.toContain(
      'Refunded',
    );
    await shop.getByText(`${rmaNumber} · Refunded`).waitFor();
    expect(await lastMailTo(email)).toContain(rmaNumber);
    const order: Order = (await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`)).order;
    expect(order.status).toBe('shipped');
  });
});
