import type { PaymentMethodCode, ProductCard } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../apps/storefront/src/i18n/messages/en.json';
import { addToCart, arrive, guestContact, newAddress } from './checkout';

export type OnlineMethod = Exclude<PaymentMethodCode, 'invoice'>;
export type Shopper = 'customer' | 'guest';

/** A method's radio button, by the method's name. */
export const method = (code: PaymentMethodCode) => ({ name: en.Checkout.methods[code].name, exact: true });
/** The sandbox's page for each method's provider. */
const providerOf: Record<OnlineMethod, string> = {
  stripe: 'Stripe',
  'stripe-debit': 'Stripe',
  'stripe-sofort': 'Stripe',
  paypal: 'PayPal',
  computop: 'Computop',
};
const sandboxButton = { success: 'Pay successfully', failure: 'Simulate a failed payment', cancel: 'Cancel payment' };

/**
 * A new customer in this browser (their own, so the demo customers' histories stay as seeded) with
 * a default address in Stuttgart; answers their e-mail address, `tag` keeping one test's apart.
 */
export async function registerPayer(page: Page, tag: number | string = 0) {
  const email = `payer.${Date.now()}.${tag}@example.com`;
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
  return email;
}

/**
 * From an empty browser to the payment step with one product in the cart: a new customer (their
 * own, so the demo customers' histories stay as seeded) with a saved default address, or a guest
 * in Germany. `tag` keeps the e-mail addresses of one test's shoppers apart.
 */
export async function toPaymentStep(page: Page, shopper: Shopper, product: ProductCard, tag: number | string = 0) {
  if (shopper === 'customer') await registerPayer(page, tag);
  await addToCart(page, product);
  await fromCartToPaymentStep(page, shopper, tag);
}

/** From the open cart sidebar through checkout's steps to payment, as toPaymentStep's shopper. */
export async function fromCartToPaymentStep(page: Page, shopper: Shopper, tag: number | string = 0) {
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).click();
  if (shopper === 'customer') {
    await arrive(page, /\/en\/checkout\/shipping$/);
    await page.getByRole('radio', { name: /Zahlweg 7/ }).check();
    await page.getByRole('button', { name: en.Checkout.deliverHere }).click();
  } else {
    await arrive(page, /\/en\/checkout$/);
    await guestContact(page, `payer.${Date.now()}.${tag}@example.com`);
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

/** On the payment step: places the order; an online method's processing page forwards to the sandbox. */
export async function placeOrder(page: Page, code: PaymentMethodCode) {
  await page.getByRole('radio', method(code)).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
  if (code !== 'invoice') await atProvider(page, code);
}

export async function atProvider(page: Page, code: OnlineMethod) {
  await page.getByRole('heading', { name: `${providerOf[code]} payment sandbox` }).waitFor();
}

/** On the provider's page: pays, fails or cancels; the provider sends the shopper back. */
export async function finishAtProvider(page: Page, outcome: keyof typeof sandboxButton) {
  await page.getByRole('button', { name: sandboxButton[outcome] }).click();
}

/** The thank-you page after a payment: the order is Confirmed and paid; answers its number. */
export async function paidThankYou(page: Page) {
  await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
  await page.getByText(`${en.AccountPages.statuses.confirmed} ·`).waitFor();
  await page.getByText(en.Payment.statusLine.replace('{status}', en.Payment.status.paid)).waitFor();
  return (await page.getByTestId('order-number').textContent())!.match(/WH-\d{7}/)![0];
}
