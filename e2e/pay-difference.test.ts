// The difference of a paid order made dearer: a guest pays an order with Stripe (the sandbox), the
// owner raises its quantity in the back office, which then shows the difference to pay; the
// shopper follows the change e-mail's link in a browser without the order's cookie, pays the
// difference in the sandbox, and the back office shows it paid.
import type { AdminOrder } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, interactive, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { atProvider, finishAtProvider, paidThankYou, placeOrder, toPaymentStep } from './harness/payment';

const euros = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

describe('paying the difference', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('the owner makes a paid order dearer; the shopper pays the difference through the e-mail’s link', async () => {
    const [product] = await purchasableProducts(1);
    const shop = await browser.open(desktop);
    await toPaymentStep(shop, 'guest', product!, 'difference');
    await placeOrder(shop, 'stripe');
    await finishAtProvider(shop, 'success');
    const number = await paidThankYou(shop);
    const orderId = Number(/thank-you\/(\d+)$/.exec(shop.url())![1]);
    const { order } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    const line = order.cartInfo.cartItems[0]!;

    const desk = await browser.open(backOffice());
    await signIn(desk, owner);
    await desk.goto(`/admin/orders/${orderId}`);
    await desk.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await desk.getByRole('button', { name: 'Edit order' }).click();
    const dialog = desk.getByRole('dialog', { name: `Edit order ${number}` });
    await dialog.getByRole('spinbutton', { name: `Quantity of ${line.name}` }).fill(String(line.quantity + 1));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { order: edited } = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    const difference = edited.cartInfo.grandTotalIncTax - order.cartInfo.grandTotalIncTax;
    expect(difference).toBeGreaterThan(0);
    expect(edited).toMatchObject({ paymentStatus: 'paid', balanceDue: difference });
    await desk
      .getByText(`Difference to pay: ${euros(difference)}`)
      .first()
      .waitFor();

    // The e-mail's link, opened where the order's cookie is not: its token is what opens it.
    const mail = await lastMailTo(edited.email);
    expect(mail).toContain(`Please pay the difference of ${euros(difference)} here:`);
    const link = /https?:\/\/\S+?(\/en\/pay-difference\/\d+\/[A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    const payer = await browser.open(desktop);
    await payer.goto(link);
    await interactive(payer);
    await payer.getByRole('heading', { level: 1, name: 'Pay the difference' }).waitFor();
    await payer.getByText(`Difference to pay: ${euros(difference)}`).waitFor();
    expect(await violations(payer)).toEqual([]);
    await payer.getByRole('button', { name: `Pay ${euros(difference)}` }).click();
    await atProvider(payer, 'stripe');
    await finishAtProvider(payer, 'success');
    await payer
      .getByRole('status')
      .filter({ hasText: `the difference of ${euros(difference)} is paid` })
      .waitFor();

    await desk.reload();
    await desk.getByText(`Difference paid: ${euros(difference)}`).waitFor();
    const paid = await adminCall<AdminOrder>('GET', `/admin/api/orders/${orderId}`);
    expect(paid.order.balanceDue).toBe(0);
    expect(paid.takings).toEqual({
      paid: edited.cartInfo.grandTotalIncTax,
      refunded: 0,
      net: edited.cartInfo.grandTotalIncTax,
    });
    expect(paid.payments.map((p) => [p.purpose, p.status])).toEqual([
      ['order', 'paid'],
      ['balance', 'paid'],
    ]);
    // The shopper's receipt for it, in the order's language.
    const receipt = await lastMailTo(edited.email);
    expect(receipt).toContain(`Payment received for your order ${edited.transactionnum}`);
    expect(receipt).toContain(`we have received your payment of ${euros(difference)} for the difference`);
    expect(receipt).toContain('Your order is now paid in full.');
  });
});
