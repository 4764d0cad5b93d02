import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { interactive, phone, useBrowser } from './harness/browser';

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
      expect(document?.status(), path).toBe(200);
      await interactive(page);
      expect(await page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats), path).toBe(0);

      // The scripts the document names: its first load, not what an idle prefetch adds later.
      const html = await document!.text();
      const scripts = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const src of scripts) {
        const body = await (await page.request.get(src)).text();
        expect(body.includes('ZodError'), `${path}: ${src} carries zod`).toBe(false);
      }
      await page.close();
    }
  });
});
