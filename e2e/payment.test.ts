import type { PaymentMethodCode, ProductCard } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { violations } from './harness/axe';
import { desktop, useBrowser } from './harness/browser';
import { addToCart, arrive, guestContact, newAddress, purchasableProducts } from './harness/checkout';

type OnlineMethod = Exclude<PaymentMethodCode, 'invoice'>;
const t = en.Payment;
/** A method's radio button, by the method's name. */
const method = (code: PaymentMethodCode) => ({ name: en.Checkout.methods[code].name, exact: true });
/** The sandbox's page for each method's provider. */
const providerOf: Record<OnlineMethod, string> = {
  stripe: 'Stripe',
  'stripe-debit': 'Stripe',
  'stripe-sofort': 'Stripe',
  paypal: 'PayPal',
  computop: 'Computop',
};
const sandboxButton = { success: 'Pay successfully', failure: 'Simulate a failed payment', cancel: 'Cancel payment' };

let products: ProductCard[] = [];
beforeAll(async () => {
  products = await purchasableProducts(4);
});

type Shopper = 'customer' | 'guest';

/**
 * From an empty browser to the payment step: a new customer (their own, so the demo customers'
 * histories stay as seeded) with a saved default address, or a guest in Germany.
 */
async function toPaymentStep(page: Page, shopper: Shopper, index: number) {
  if (shopper === 'customer') {
    const email = `payer.${Date.now()}.${index}@example.com`;
    const registered = await page.request.post('/api/customers', {
      data: { email, password: 'payer-pass-123', firstName: 'Paul', lastName: 'Payer' },
    });
    expect(registered.status()).toBe(201);
    const address = await page.request.put('/api/me/addresses', {
      data: {
        firstName: 'Paul',
        lastName: 'Payer',
        street: 'Zahlweg 7',
        postalCode: '70565',
        city: 'Stuttgart',
        country: 'DE',
        isShipping: true,
        isBilling: true,
        isDefaultShipping: true,
        isDefaultBilling: true,
      },
    });
    expect(address.ok()).toBe(true);
  }
  await addToCart(page, products[index % products.length]!);
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();
  if (shopper === 'customer') {
    await arrive(page, /\/en\/checkout\/shipping$/);
    await page.getByRole('radio', { name: /Zahlweg 7/ }).check();
    await page.getByRole('button', { name: en.Checkout.deliverHere }).click();
  } else {
    await arrive(page, /\/en\/checkout$/);
    await guestContact(page, `payer.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await arrive(page, /\/en\/checkout\/shipping$/);
    await newAddress(page, { street: 'Kassenweg 1', postalCode: '50667', city: 'Köln', country: 'DE' });
    await page.getByRole('button', { name: 'Use this address' }).click();
  }
  await page.getByRole('radio', { name: /Standard delivery/ }).waitFor();
  await page.getByRole('button', { name: en.Checkout.continueToBilling }).click();
  await arrive(page, /\/en\/checkout\/billing$/);
  await page.getByRole('button', { name: en.Checkout.continueToPayment }).click();
  await arrive(page, /\/en\/checkout\/payment$/);
}

/** Places the order with an online method: the processing page forwards to the provider's sandbox page. */
async function placeOrder(page: Page, code: OnlineMethod) {
  await page.getByRole('radio', method(code)).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
  await atProvider(page, code);
}

async function atProvider(page: Page, code: OnlineMethod) {
  await page.getByRole('heading', { name: `${providerOf[code]} payment sandbox` }).waitFor();
}

/** On the provider's page: pays, fails or cancels; the provider sends the shopper back. */
async function finishAtProvider(page: Page, outcome: keyof typeof sandboxButton) {
  await page.getByRole('button', { name: sandboxButton[outcome] }).click();
}

/** The thank-you page after a payment: the order is Confirmed and paid. */
async function paidThankYou(page: Page) {
  await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
  await page.getByText(`${en.Checkout.statusConfirmed} ·`).waitFor();
  await page.getByText(t.statusLine.replace('{status}', t.status.paid)).waitFor();
  return (await page.getByTestId('order-number').textContent())!.match(/WH-\d{7}/)![0];
}

/** The order history's entry for an order number: its status as shown there. */
async function historyStatus(page: Page, number: string) {
  await page.goto('/en/my-account/OrderHistory');
  const entry = page.getByRole('table').getByRole('row').filter({ hasText: number });
  await entry.waitFor();
  return entry.textContent();
}

const online: OnlineMethod[] = ['stripe', 'stripe-debit', 'stripe-sofort', 'paypal', 'computop'];
/** The method a shopper turns to after a failure: each method is the retry of another once. */
const next = (code: OnlineMethod) => online[(online.indexOf(code) + 1) % online.length]!;

describe('paying online through the sandbox', () => {
  const browser = useBrowser();

  it.each(online.map((code, i) => [code, i % 2 === 0 ? 'customer' : 'guest'] as const))(
    'pays with %s as a %s: success at the provider leads to the thank-you page, Confirmed',
    async (code, shopper) => {
      const page = await browser.open(desktop);
      await toPaymentStep(page, shopper, online.indexOf(code));
      await placeOrder(page, code);
      expect(await violations(page), 'sandbox page').toEqual([]);
      await finishAtProvider(page, 'success');
      const number = await paidThankYou(page);
      if (shopper === 'customer')
        expect(await historyStatus(page, number)).toContain(en.AccountPages.statuses.confirmed);
    },
  );

  it.each(online.flatMap((code) => (['customer', 'guest'] as const).map((shopper) => [code, shopper] as const)))(
    'with %s as a %s: cancel offers the methods again, a failure too, and another method pays',
    async (code, shopper) => {
      const page = await browser.open(desktop);
      await toPaymentStep(page, shopper, online.indexOf(code) + 1);
      await placeOrder(page, code);

      // Cancelled at the provider: back on the pay page, the methods offered again, this one chosen.
      await finishAtProvider(page, 'cancel');
      await arrive(page, /\/en\/pay\/\d+\/cancel$/);
      await page.getByText(t.message.cancel).waitFor();
      const methods = page.getByRole('group', { name: en.Checkout.paymentMethod });
      expect(await methods.getByRole('radio', method(code)).isChecked()).toBe(true);
      expect(await methods.getByRole('radio').count()).toBe(6);
      expect(await violations(page), 'pay page').toEqual([]);

      // The same method again, and it fails.
      await page.getByRole('button', { name: t.payNow }).click();
      await atProvider(page, code);
      await finishAtProvider(page, 'failure');
      await arrive(page, /\/en\/pay\/\d+\/failure$/);
      await page.getByText(t.message.failure).waitFor();

      // Another method pays the same order.
      const retry = next(code);
      await page.getByRole('radio', method(retry)).check();
      await page.getByRole('button', { name: t.payNow }).click();
      await atProvider(page, retry);
      await finishAtProvider(page, 'success');
      const number = await paidThankYou(page);
      await page.getByText(en.Checkout.methods[retry].name, { exact: true }).waitFor();
      if (shopper === 'customer')
        expect(await historyStatus(page, number)).toContain(en.AccountPages.statuses.confirmed);
    },
  );
});
