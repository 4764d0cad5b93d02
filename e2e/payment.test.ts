import type { ProductCard } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { violations } from './harness/axe';
import { desktop, useBrowser } from './harness/browser';
import { arrive, purchasableProducts } from './harness/checkout';
import {
  atProvider,
  finishAtProvider,
  method,
  type OnlineMethod,
  paidThankYou,
  placeOrder,
  toPaymentStep,
} from './harness/payment';

const t = en.Payment;

let products: ProductCard[] = [];
beforeAll(async () => {
  products = await purchasableProducts(4);
});

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

describe('the pay page after a provider', () => {
  const get = (path: string) => fetch(new URL(path, inject('baseUrl')), { redirect: 'manual' });

  it('sends a success or pending status on to the processing page, and answers 404 for another', async () => {
    for (const status of ['success', 'pending']) {
      const answer = await get(`/en/pay/4711/${status}`);
      expect(answer.status, status).toBe(307);
      const location = new URL(answer.headers.get('location')!, inject('baseUrl'));
      expect(`${location.pathname}${location.search}`).toBe('/en/processing-order?order=4711');
    }
    expect((await get('/en/pay/4711/refunded')).status).toBe(404);
  });
});

describe('paying online through the sandbox', () => {
  const browser = useBrowser();

  it.each(online.map((code, i) => [code, i % 2 === 0 ? 'customer' : 'guest'] as const))(
    'pays with %s as a %s: success at the provider leads to the thank-you page, Confirmed',
    async (code, shopper) => {
      const page = await browser.open(desktop);
      await toPaymentStep(page, shopper, products[online.indexOf(code) % products.length]!, online.indexOf(code));
      await placeOrder(page, code);
      expect(await violations(page), 'sandbox page').toEqual([]);
      await finishAtProvider(page, 'success');
      const number = await paidThankYou(page);
      if (shopper === 'customer')
        expect(await historyStatus(page, number)).toContain(en.AccountPages.statuses.confirmed);
    },
  );

  // Each method as the other shopper than above, so every method is paid by a customer and a guest.
  it.each(online.map((code, i) => [code, i % 2 === 0 ? 'guest' : 'customer'] as const))(
    'with %s as a %s: cancel offers the methods again, a failure too, and another method pays',
    async (code, shopper) => {
      const page = await browser.open(desktop);
      await toPaymentStep(
        page,
        shopper,
        products[(online.indexOf(code) + 1) % products.length]!,
        online.indexOf(code) + 1,
      );
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
