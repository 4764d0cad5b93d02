// The installable shop: a web app manifest per language with icons drawn from the branding's
// logo, and a service worker that opens pages seen before without a connection, with a notice and
// without their prices, and shows an offline page for pages not seen or that must be current.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { desktop, interactive, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

const manifestHref = (page: Page) =>
  page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));

describe('installable and offline', () => {
  const browser = useBrowser();

  it('links a manifest per language, with the branding’s title and icons in the sizes browsers ask for', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    expect(await manifestHref(page)).toBe('/manifests/en.webmanifest');
    const answer = await page.request.get('/manifests/en.webmanifest');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      lang: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Werkhaus',
      start_url: '/en',
      scope: '/en',
      lang: 'en',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(pngSize(await picture.body())).toEqual(icon.sizes.split('x').map(Number));
    }

    // The default language's pages have no prefix: its app is the whole shop.
    const german = await browser.open(desktop);
    await german.goto('/');
    expect(await manifestHref(german)).toBe('/manifests/de.webmanifest');
    expect(await (await page.request.get('/manifests/de.webmanifest')).json()).toMatchObject({
      start_url: '/',
      scope: '/',
      lang: 'de',
    });
  });

  it('opens a product page seen before offline without its prices, and an offline page for the rest', async () => {
    const [product] = await purchasableProducts(1);
    const page = await browser.open({ ...desktop, serviceWorkers: 'allow' });
    const address = `/en/p/${product!.id}/${product!.sku}`;
    await page.goto(address);
    await interactive(page);
    // The worker registers once the page is idle and takes the page over; the next load is kept.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await interactive(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to cart' }).first().waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await interactive(page);
    await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    await page.getByRole('status').getByText(en.Offline.notice).waitFor();
    // Prices, stock and buying wait for the connection: none of them is shown from the old copy.
    expect(await main.getByRole('button', { name: 'Add to cart' }).first().isVisible()).toBe(false);
    expect(await main.locator('data').first().isVisible()).toBe(false);

    // A page not seen, and the checkout, which is never opened from a copy: the offline page.
    await page.goto('/en/order-status');
    await page.getByRole('heading', { level: 1, name: en.Offline.title }).waitFor();
    expect(await page.title()).toContain(en.Pages.offline);
    await page.goto('/en/c/hand-tools');
    await page.getByRole('heading', { level: 1, name: en.Offline.title }).waitFor();

    // Back online: the product page from the network, with its price and no notice.
    await page.context().setOffline(false);
    await page.goto(address);
    await interactive(page);
    await main.getByRole('button', { name: 'Add to cart' }).first().waitFor();
    expect(await main.locator('data').first().isVisible()).toBe(true);
    expect(await page.getByText(en.Offline.notice).count()).toBe(0);
  });
});
