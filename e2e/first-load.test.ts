import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { interactive, phone, useBrowser } from './harness/browser';
import { addToCart, arrive, guestContact, purchasableProducts } from './harness/checkout';

/** Counts the Intl.NumberFormat objects the page creates: the first one costs 20–30 ms of a desktop core. */
async function countNumberFormats(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { numberFormats: number };
    counter.numberFormats = 0;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        counter.numberFormats++;
        return new target(...(args as ConstructorParameters<typeof Intl.NumberFormat>));
      },
    });
  });
}

/** The scripts the document names (its first load, not what an idle prefetch adds later) carry no zod. */
async function expectNoZod(page: Page, document: Response | null, path: string) {
  expect(document?.status(), path).toBe(200);
  const html = await document!.text();
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length, path).toBeGreaterThan(3);
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body.includes('ZodError'), `${path}: ${src} carries zod`).toBe(false);
  }
}

/**
 * docs/architecture.md, "The browser's first load": a page without a form loads no zod, and
 * hydrating it formats no number in the browser (the server wrote every count and price).
 */
describe("the catalogue pages' first load", () => {
  const browser = useBrowser();

  it('carries no zod and creates no number format while hydrating: home, category, product, search', async () => {
    const page = await browser.open(phone);
    await page.goto('/en/c/hand-tools');
    const product = await page.locator('article h3 a').first().getAttribute('href');
    await page.close();

    for (const path of ['/en', '/en/c/hand-tools', product!, '/en/search-details?term=drill']) {
      const page = await browser.open(phone);
      await countNumberFormats(page);
      const document = await page.goto(path);
      await interactive(page);
      expect(await page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats), path).toBe(0);
      await expectNoZod(page, document, path);
      await page.close();
    }
  });

  it('loads zod on the checkout entry and shipping step only when their form is used', async () => {
    const [product] = await purchasableProducts(1);
    const page = await browser.open(phone);
    await addToCart(page, product!);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).waitFor();
    await expectNoZod(page, await page.goto('/en/checkout'), 'checkout entry');
    await guestContact(page, 'first-load@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await arrive(page, /\/en\/checkout\/shipping$/);
    await expectNoZod(page, await page.goto('/en/checkout/shipping'), 'shipping step');
  });
});
