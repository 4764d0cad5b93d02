// Analytics events: GA4's e-commerce events reach the data layer only with the shopper's analytics
// consent. Before the shopper decides, nothing is pushed; consenting on a product page reports that
// view once. A consenting shopper's journey from a search to a placed order reports each step with
// the prices they saw, and the purchase once, also after the thank-you page is reloaded.

import type { ProductCard } from '@shop/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, interactive, useBrowser } from './harness/browser';
import { arrive, guestContact, newAddress, purchasableProducts } from './harness/checkout';

type Entry = { event?: string; ecommerce?: Record<string, unknown> & { items?: Array<Record<string, unknown>> } };

/**
 * Keeps what the pages push to the data layer across page loads (in session storage), as a tag
 * manager would have sent it; the tag manager itself is not loaded in the tests.
 */
async function recordDataLayer(context: BrowserContext) {
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Entry[]);
const named = async (page: Page, event: string) => (await recorded(page)).filter((entry) => entry.event === event);
/** Waits until `count` events of a name were pushed, and answers them. */
const eventually = async (page: Page, event: string, count = 1) => {
  await expect.poll(async () => (await named(page, event)).length).toBe(count);
  return named(page, event);
};

/** Analytics accepted in this browser before its first page, as the banner's "Accept all" keeps it. */
const acceptAnalytics = (context: BrowserContext) =>
  context.addInitScript(() => {
    if (localStorage.getItem('cookie-consent-v2')) return;
    localStorage.setItem('cookie-consent-v2', 'true');
    localStorage.setItem('cookie-consent-v2-analytics', 'ga');
    localStorage.setItem('cookie-consent-v2-date', new Date().toISOString());
  });

describe('analytics events', () => {
  const browser = useBrowser();
  let product: ProductCard;

  it('pushes no view_item before consent, and the product page’s one once the shopper accepts', async () => {
    product = (await purchasableProducts(1))[0]!;
    const page = await browser.open({ ...desktop, askConsent: true });
    await recordDataLayer(page.context());
    await page.goto(`/en/p/${product.id}/${product.sku}`);
    await interactive(page);
    const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
    await banner.waitFor();
    expect(await recorded(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    const [view] = await eventually(page, 'view_item');
    expect(view!.ecommerce).toMatchObject({
      currency: 'EUR',
      items: [{ item_id: product.sku, item_name: product.name, quantity: 1, price: expect.any(Number) }],
    });

    // Declined in another browser: nothing at all reaches the data layer.
    const declining = await browser.open({ ...desktop, askConsent: true });
    await recordDataLayer(declining.context());
    await declining.goto(`/en/p/${product.id}/${product.sku}`);
    await interactive(declining);
    await declining
      .getByRole('dialog', { name: 'Cookies and privacy' })
      .getByRole('button', { name: 'Only necessary' })
      .click();
    await declining.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await declining.getByRole('dialog', { name: 'Cart' }).waitFor();
    expect((await recorded(declining)).filter((entry) => entry.event)).toEqual([]);
  });

  it('reports a consenting shopper’s way from a search to one purchase, with the prices shown', async () => {
    product = (await purchasableProducts(1))[0]!;
    const page = await browser.open({ ...desktop, askConsent: true });
    await recordDataLayer(page.context());
    await acceptAnalytics(page.context());

    await page.goto(`/en/search-details?term=${encodeURIComponent(product.sku)}`);
    await interactive(page);
    expect((await eventually(page, 'search'))[0]).toMatchObject({ search_term: product.sku });
    const [list] = await eventually(page, 'view_item_list');
    expect(list!.ecommerce).toMatchObject({ item_list_id: 'search' });
    expect(list!.ecommerce!.items).toContainEqual(
      expect.objectContaining({ item_id: product.sku, item_list_id: 'search', index: expect.any(Number) }),
    );

    await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().click();
    await arrive(page, new RegExp(`/en/p/${product.id}/`));
    const [selected] = await eventually(page, 'select_item');
    expect(selected!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: product.sku })]);
    await interactive(page);
    const [viewed] = await eventually(page, 'view_item');
    const price = viewed!.ecommerce!.items![0]!.price as number;
    expect(price).toBeGreaterThan(0);

    // Two units in, one out: the cart's events name the units that changed, at the price shown.
    await page.getByRole('main').getByRole('button', { name: 'One more' }).first().click();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await cart.waitFor();
    const [added] = await eventually(page, 'add_to_cart');
    expect(added!.ecommerce).toMatchObject({
      currency: 'EUR',
      value: Math.round(price * 2 * 100) / 100,
      items: [{ item_id: product.sku, quantity: 2, price }],
    });
    expect((await eventually(page, 'view_cart'))[0]!.ecommerce!.items).toEqual([
      expect.objectContaining({ item_id: product.sku, quantity: 2 }),
    ]);
    await cart.getByRole('button', { name: 'One less' }).click();
    const [removed] = await eventually(page, 'remove_from_cart');
    expect(removed!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: product.sku, quantity: 1, price })]);

    await cart.getByRole('link', { name: 'Go to checkout' }).click();
    await arrive(page, /\/en\/checkout$/);
    expect((await eventually(page, 'begin_checkout'))[0]!.ecommerce!.items).toEqual([
      expect.objectContaining({ item_id: product.sku, quantity: 1 }),
    ]);
    await guestContact(page, `analytics.${Date.now()}@example.com`);
    await page.getByRole('checkbox', { name: 'I want to create an account' }).check();
    await page.getByLabel('Password *').fill('analytics-pass');
    await page.getByRole('button', { name: 'Create account and continue' }).click();
    await arrive(page, /\/en\/checkout\/shipping$/);
    expect((await eventually(page, 'sign_up'))[0]).toMatchObject({ method: 'checkout' });
    await newAddress(page, { street: 'Hafenstraße 3', postalCode: '20457', city: 'Hamburg', country: 'DE' });
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await arrive(page, /\/en\/checkout\/billing$/);
    expect((await eventually(page, 'add_shipping_info'))[0]!.ecommerce).toMatchObject({
      shipping_tier: expect.any(String),
    });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await arrive(page, /\/en\/checkout\/payment$/);
    await page.getByRole('radio', { name: /invoice/i }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
    expect((await eventually(page, 'add_payment_info'))[0]!.ecommerce).toMatchObject({ payment_type: 'invoice' });

    const number = (await page.getByTestId('order-number').textContent())!.match(/WH-\d{7}/)![0];
    const [purchase] = await eventually(page, 'purchase');
    expect(purchase!.ecommerce).toMatchObject({
      transaction_id: number,
      currency: 'EUR',
      value: expect.any(Number),
      tax: expect.any(Number),
      shipping: expect.any(Number),
      items: [expect.objectContaining({ item_id: product.sku, quantity: 1, item_category: expect.any(String) })],
    });
    // The grand total the page shows is the purchase's value.
    const totals = await page.getByTestId('order-totals').textContent();
    expect(totals).toContain((purchase!.ecommerce!.value as number).toFixed(2));

    await page.reload();
    await interactive(page);
    await page.getByTestId('order-number').waitFor();
    expect(await named(page, 'purchase')).toHaveLength(1);
  });

  it('reports a login and a product put on the wishlist', async () => {
    product = (await purchasableProducts(1))[0]!;
    const page = await browser.open({ ...desktop, askConsent: true });
    await recordDataLayer(page.context());
    await acceptAnalytics(page.context());
    await page.goto(`/en/p/${product.id}/${product.sku}`);
    await interactive(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add ${product.name} to the wishlist` })
      .click();
    expect((await eventually(page, 'add_to_wishlist'))[0]!.ecommerce!.items).toEqual([
      expect.objectContaining({ item_id: product.sku, item_name: product.name }),
    ]);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByRole('dialog', { name: 'Log in' });
    await modal.getByLabel('E-mail or customer number').fill('K-10002');
    await modal.getByLabel('Password').fill('werkhaus-demo');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await modal.waitFor({ state: 'detached' });
    expect((await eventually(page, 'login'))[0]).toMatchObject({ method: 'password' });
  });
});
