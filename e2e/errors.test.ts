import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { relay } from '../apps/api/src/testing/relay';
import { violations } from './harness/axe';
import { useBrowser } from './harness/browser';
import { freePort, type Running, startStorefront } from './harness/processes';

describe('the error page', () => {
  const browser = useBrowser();

  it.each([
    ['/x/y/z', 'de', 'Seite nicht gefunden'],
    ['/en/no-such-page', 'en', 'Page not found'],
    ['/fr/c/a/b/c/d/e/f', 'fr', 'Page introuvable'],
    ['/en/checkout/elsewhere', 'en', 'Page not found'],
  ])('answers %s with HTTP 404 and the server-rendered 404 page (%s)', async (path, lang, title) => {
    // Without JavaScript: what a crawler and the first paint get.
    const page = await browser.open({ javaScriptEnabled: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} | Werkhaus`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('shows the spec’s texts, an image and the two ways out', async () => {
    const page = await browser.open();
    await page.goto('/en/some/unknown/page');
    await page.getByText('We are sorry that we can’t find the page, please go back or try again').waitFor();
    expect(await page.locator('main img').count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.getByRole('link', { name: 'Return home' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
  });

  it('goes back with Back', async () => {
    const page = await browser.open();
    await page.goto('/en/search-details');
    await page.goto('/en/missing/page');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/en/search-details');
  });

  describe('when the shop API fails', () => {
    let storefront: Running;
    let reporter: Server;
    const reports: Array<Record<string, string>> = [];
    beforeAll(async () => {
      // The error-reporting service: a local endpoint that keeps what it is sent.
      reporter = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          reports.push(JSON.parse(body));
          res.end();
        });
      });
      await new Promise<void>((resolve) => reporter.listen(0, '127.0.0.1', resolve));
      // A storefront whose API is down: nothing listens on that port.
      storefront = await startStorefront(`http://127.0.0.1:${await freePort()}`, {
        ERROR_REPORTING_DSN: `http://127.0.0.1:${(reporter.address() as AddressInfo).port}/report`,
      });
    });
    afterAll(async () => {
      await storefront?.stop();
      reporter?.close();
    });

    it('shows "An error occured" with the ways out, and reports the error', async () => {
      const page = await browser.open({ baseURL: storefront.url });
      await page.goto('/en/impressum');
      await page.getByRole('heading', { level: 1, name: 'An error occured' }).waitFor();
      await page.getByText('Please go back or try again').waitFor();
      await page.getByRole('link', { name: 'Return home' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).waitFor();
      expect(await violations(page), 'error page').toEqual([]);
      await expect.poll(() => page.title()).toBe('An error occured | Werkhaus');
      await expect.poll(() => reports.find((r) => r.source === 'storefront')).toMatchObject({ url: '/en/impressum' });
    });
  });

  describe('when the shop API goes away and comes back', () => {
    let storefront: Running;
    let link: Awaited<ReturnType<typeof relay>>;
    beforeAll(async () => {
      link = await relay(new URL(inject('apiUrl')), 80);
      storefront = await startStorefront(link.address().replace(/\/$/, ''));
    });
    afterAll(async () => {
      await storefront?.stop();
      await link?.cut();
    });

    it('shows the error page meanwhile and the shop again once it is back, by itself', async () => {
      const page = await browser.open({ baseURL: storefront.url });
      await link.cut();
      await page.goto('/en/i/agb');
      await page.getByRole('heading', { level: 1, name: 'An error occured' }).waitFor();
      await link.restore();
      await page.goto('/en/i/agb');
      await page.getByRole('heading', { level: 1, name: /terms/i }).waitFor();
    });
  });
});
