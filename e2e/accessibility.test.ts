import { describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { desktop, interactive, phone, useBrowser } from './harness/browser';

describe('accessibility (axe-core, WCAG 2.2 A/AA, every finding)', () => {
  const browser = useBrowser();

  it('has no findings on the shopping pages', async () => {
    const page = await browser.open(desktop);
    for (const path of ['/en', '/en/c/hand-tools', '/en/search-details?term=drill', '/en/i/agb', '/en/nowhere']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/en/c/hand-tools');
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').last().click();
    // The category's own heading is there at once: wait for the product's.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await violations(page), page.url()).toEqual([]);
  });

  it('has no findings in the search overlay, the login modal, the wishlist and the cart', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search' }).fill('drill');
    await page.getByRole('banner').getByRole('listbox').getByRole('option').first().waitFor();
    await page.getByRole('banner').getByRole('combobox', { name: 'Search' }).press('ArrowDown');
    expect(await violations(page), 'search overlay').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page), 'login modal').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('link', { name: 'Hand tools', exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /to the wishlist/ })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Wishlist/ })
      .click();
    await page.getByRole('dialog', { name: 'Wishlist' }).getByRole('listitem').waitFor();
    expect(await violations(page), 'wishlist sidebar').toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('main button:has-text("Add to cart"):enabled').first().click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await cart.getByRole('link', { name: 'Go to checkout' }).waitFor();
    await cart.getByText('Product Properties').click();
    expect(await violations(page), 'cart sidebar').toEqual([]);
  });

  it('has no findings on a phone with the menu open', async () => {
    const page = await browser.open(phone);
    await page.goto('/en');
    expect(await violations(page), 'home on a phone').toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page), 'phone menu').toEqual([]);
  });

  it('has no findings in the login modal’s three modes, the language and currency lists', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    await interactive(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Log in' }).waitFor();
    await modal.getByRole('button', { name: 'Log in' }).click(); // empty: the field errors show
    await modal.getByText('username is required').waitFor();
    expect(await violations(page), 'login with errors').toEqual([]);
    await modal.getByRole('button', { name: 'Create an account' }).first().click();
    await modal.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await violations(page), 'register').toEqual([]);
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: 'Log in' }).click();
    await modal.getByRole('button', { name: 'Forgot your password?' }).click();
    await modal.getByRole('heading', { name: 'Reset password' }).waitFor();
    expect(await violations(page), 'reset password').toEqual([]);
    await page.keyboard.press('Escape');

    for (const name of [/^Language: English/, /^Currency: /]) {
      const button = header.getByRole('button', { name });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect(await violations(page), String(name)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('has no findings in the phone’s filter sheet and on every account page', async () => {
    const page = await browser.open(phone);
    await page.goto('/en/c/hand-tools');
    await interactive(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Filter/ })
      .click();
    await page.getByRole('dialog', { name: 'Filter' }).waitFor();
    expect(await violations(page), 'filter sheet').toEqual([]);
    await page.keyboard.press('Escape');

    const desk = await browser.open(desktop);
    await desk.goto('/en');
    await desk.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const modal = desk.getByRole('dialog');
    await modal.getByLabel('E-mail or customer number').fill('K-10001');
    await modal.getByLabel('Password').fill('werkhaus-demo');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await modal.waitFor({ state: 'detached' });
    for (const sub of [
      'MyProfile',
      'AddressDetails',
      'OrderHistory',
      'PriceList',
      'MyItems',
      'MyReviews',
      'MyNewsletter',
      'LoyaltyCard',
    ]) {
      await desk.goto(`/en/my-account/${sub}`);
      await desk.getByRole('heading', { level: 1 }).waitFor();
      await interactive(desk);
      expect(await violations(desk), sub).toEqual([]);
    }
  });
});
