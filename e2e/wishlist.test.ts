import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from './harness/browser';

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('wishlist'));

describe('wishlist', () => {
  const browser = useBrowser();

  it('keeps products with the heart, counts them in the header and lists them in the sidebar', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en/c/hand-tools');
    const cards = page.getByRole('main').getByRole('article');
    const firstName = (await cards.nth(0).getByRole('heading').textContent())!;
    const secondName = (await cards.nth(1).getByRole('heading').textContent())!;
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Wishlist (0 items)' }).waitFor();

    const heart = cards.nth(0).getByRole('button', { name: `Add ${firstName} to the wishlist` });
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await cards
      .nth(1)
      .getByRole('button', { name: `Add ${secondName} to the wishlist` })
      .click();
    await header.getByRole('button', { name: 'Wishlist (2 items)' }).waitFor();

    // The list lives in local storage: it is still there after a reload.
    await page.reload();
    await header.getByRole('button', { name: 'Wishlist (2 items)' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Wishlist' });
    await sidebar.getByText('2 items').waitFor();
    expect(await sidebar.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(firstName),
      expect.stringContaining(secondName),
    ]);

    await sidebar.getByRole('button', { name: `Remove ${secondName}` }).click();
    await sidebar.getByText('1 item', { exact: true }).waitFor();

    await sidebar.getByRole('link', { name: `View Details of ${firstName}` }).click();
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    await sidebar.waitFor({ state: 'detached' });
    // The product page's heart shows it is on the list; pressing it takes it off.
    const pageHeart = page.getByRole('main').getByRole('button', { name: `Add ${firstName} to the wishlist` });
    expect(await pageHeart.getAttribute('aria-pressed')).toBe('true');
    await pageHeart.click();
    await header.getByRole('button', { name: 'Wishlist (0 items)' }).click();
    await page.getByRole('dialog', { name: 'Wishlist' }).getByText('Your wishlist is empty').waitFor();
    // An empty wishlist leaves nothing in storage.
    expect(await stored(page)).toBeNull();
    await page.getByRole('dialog', { name: 'Wishlist' }).getByRole('link', { name: 'Start shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
  });

  it('opens from the bottom bar on a phone, in German', async () => {
    const page = await browser.open(phone);
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'wishlist',
        JSON.stringify({
          state: { items: [{ id: 1, sku: 'WH-000001', name: 'Testprodukt', image: null, qty: 1 }] },
          version: 0,
        }),
      ),
    );
    await page.reload();
    const bar = page.getByRole('navigation', { name: 'Schnellnavigation' });
    await bar.getByRole('button', { name: 'Merkliste (1 Artikel)' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Merkliste' });
    await sidebar.getByText('Testprodukt').waitFor();
    await sidebar.getByRole('link', { name: 'Details ansehen: Testprodukt' }).waitFor();
  });
});
