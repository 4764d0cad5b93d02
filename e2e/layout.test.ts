import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from './harness/browser';

describe('layouts', () => {
  const browser = useBrowser();

  it('has the landmarks a screen reader expects on the default layout', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    await page.getByRole('banner').waitFor();
    await page.getByRole('main').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('link', { name: 'Werkhaus – home page' }).waitFor();
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
  });

  it('shows the bottom navigation on phones only', async () => {
    const onPhone = await browser.open(phone);
    await onPhone.goto('/en');
    const nav = onPhone.getByRole('navigation', { name: 'Quick navigation' });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);

    const onDesktop = await browser.open(desktop);
    await onDesktop.goto('/en');
    expect(await onDesktop.getByRole('navigation', { name: 'Quick navigation' }).isVisible()).toBe(false);
  });

  it('titles pages with the page name and the shop title', async () => {
    const page = await browser.open();
    // The checkout without a cart goes home (the spec's guard): another simple-layout page.
    await page.goto('/en/reset-password');
    expect(await page.title()).toBe('Reset password | Werkhaus');
    await page.goto('/it/create-password');
    expect(await page.title()).toBe('Crea password | Werkhaus');
    // A fresh visitor (no language chosen yet) gets the German page at the unprefixed path.
    const german = await browser.open();
    await german.goto('/agb');
    expect(await german.title()).toBe('Allgemeine Geschäftsbedingungen | Werkhaus');
  });

  it('renders info pages from the content service at /i/{identifier} and /{identifier}', async () => {
    const page = await browser.open();
    await page.goto('/en/i/impressum');
    await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
    await page.goto('/es/agb');
    await page.getByRole('heading', { level: 1, name: 'Condiciones generales' }).waitFor();
  });

  it('keeps the account area for logged-in customers: guests are sent home', async () => {
    const page = await browser.open();
    await page.goto('/en/my-account/OrderHistory');
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  it('reaches the shop API same-origin under /api', async () => {
    const page = await browser.open();
    const response = await page.request.get('/api/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const missing = await page.request.get('/api/content?type=page&identifier=nope');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
  });
});
