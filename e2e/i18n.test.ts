import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser';

describe('languages and locale routing', () => {
  const browser = useBrowser();

  it('serves the German home at / even to an English-speaking browser', async () => {
    const page = await browser.open();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.title()).toBe('Werkhaus');
    await page.getByRole('heading', { level: 1, name: 'Werkhaus' }).waitFor();
    await page.getByText('Werkzeug, Arbeitskleidung und Bürobedarf für Handwerk und Gewerbe').waitFor();
  });

  it('serves the English home at /en', async () => {
    const page = await browser.open();
    await page.goto('/en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('Tools, workwear and office supplies for trade and business').waitFor();
  });

  it('treats /de as the German home and /de/… as the unprefixed page', async () => {
    const page = await browser.open();
    await page.goto('/de');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.goto('/de/search-details');
    expect(new URL(page.url()).pathname).toBe('/search-details');
    await page.getByRole('heading', { level: 1, name: 'Suche' }).waitFor();
  });

  it('switches the language on the same page and remembers the choice for a year', async () => {
    const page = await browser.open();
    await page.goto('/search-details?term=hammer');
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL('**/en/search-details?term=hammer');
    await page.getByRole('heading', { level: 1, name: 'Search results for “hammer”' }).waitFor();
    await expect.poll(() => page.title()).toBe('Search results for “hammer” | Werkhaus');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'vsf-locale');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    // The choice is kept: the bare home now opens in English …
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    // … until the shopper switches back to German.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: /Deutsch/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Werkzeug, Arbeitskleidung und Bürobedarf für Handwerk und Gewerbe').waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'vsf-locale')?.value).toBe('de');
  });

  it('sets the currency and country cookies to the defaults for one year', async () => {
    const page = await browser.open();
    await page.goto('/');
    const cookies = await page.context().cookies();
    for (const [name, value] of [
      ['vsf-currency', 'EUR'],
      ['vsf-country', 'DE'],
    ]) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie?.value).toBe(value);
      expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400).toBeGreaterThan(364);
    }
  });

  it('redirects the capitalised legacy paths', async () => {
    const page = await browser.open();
    await page.goto('/en/ResetPassword?token=abc');
    expect(page.url()).toMatch(/\/en\/reset-password\?token=abc$/);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
  });
});
