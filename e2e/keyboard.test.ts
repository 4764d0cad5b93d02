import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { desktop, interactive, phone, useBrowser } from './harness/browser';
import { arrive } from './harness/checkout';

/**
 * Presses Tab (Shift+Tab with `back`) until the target has the focus, and checks the focus can be
 * seen there: the shopper uses nothing but the keyboard.
 */
async function tabTo(page: Page, target: Locator, { back = false, most = 120 } = {}) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await focusVisible(target), 'a visible focus indicator').toBe(true);
      return;
    }
  }
  throw new Error(`${target} not reached with ${most} presses of Tab`);
}

/** The focused element shows an outline or a ring (box shadow) while focused from the keyboard. */
const focusVisible = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element.matches(':focus-visible') &&
      ((style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none')
    );
  });

const focusedWithin = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/** Types into a field reached with Tab. */
async function fill(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Home → search → product → cart → checkout as a guest → shipping → billing → payment, with the
 * keyboard alone, checking the focus on the way: the cart dialog holds it and gives it back.
 */
async function toPaymentStep(page: Page, email: string) {
  await page.goto('/en');
  await interactive(page);
  const header = page.getByRole('banner');

  // The skip link comes first and leads to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);

  // Search, pick the first suggestion with the arrows, open it with Enter.
  await tabTo(page, header.getByRole('combobox', { name: 'Search' }));
  await page.keyboard.type('hammer');
  const suggestion = header.getByRole('listbox').getByRole('option').first();
  await suggestion.waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/p\/\d+\//);
  await interactive(page);

  // Add to cart: the cart opens as a dialog holding the focus, and Tab stays inside it.
  const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await cart.getByRole('link', { name: 'Go to checkout' }).waitFor();
  await expect.poll(() => focusedWithin(cart)).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedWithin(cart), `Tab ${i + 1} stays in the cart`).toBe(true);
  }
  // Escape closes it and gives the focus back to where the shopper was.
  await page.keyboard.press('Escape');
  await cart.waitFor({ state: 'detached' });
  await expect.poll(() => add.evaluate((element) => element === document.activeElement)).toBe(true);

  // Through the header's cart button to the checkout.
  await tabTo(page, header.getByRole('button', { name: 'Cart (1 item)' }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, cart.getByRole('link', { name: 'Go to checkout' }));
  await page.keyboard.press('Enter');
  await arrive(page, /\/en\/checkout$/);
  await page.getByRole('heading', { name: 'Order as a guest' }).waitFor();
  await interactive(page);

  await fill(page, page.getByLabel('E-mail *'), email);
  await fill(page, page.getByLabel('First name *'), 'Kai');
  await fill(page, page.getByLabel('Last name *'), 'Keys');
  await tabTo(page, page.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');

  await arrive(page, /\/en\/checkout\/shipping$/);
  await page.getByLabel('Street and house number *').waitFor();
  await fill(page, page.getByLabel('First name *'), 'Kai');
  await fill(page, page.getByLabel('Last name *'), 'Keys');
  await fill(page, page.getByLabel('Street and house number *'), 'Tastenweg 1');
  await fill(page, page.getByLabel('Postal code *'), '50667');
  await fill(page, page.getByLabel('City *'), 'Köln');
  await tabTo(page, page.getByRole('button', { name: 'Use this address' }));
  await page.keyboard.press('Enter');
  const toBilling = page.getByRole('button', { name: 'Continue to billing' });
  await toBilling.waitFor();
  await tabTo(page, toBilling);
  await page.keyboard.press('Enter');

  await arrive(page, /\/en\/checkout\/billing$/);
  const toPayment = page.getByRole('button', { name: 'Continue to payment' });
  await toPayment.waitFor();
  await interactive(page);
  await tabTo(page, toPayment);
  await page.keyboard.press('Enter');

  await arrive(page, /\/en\/checkout\/payment$/);
  await page.getByRole('complementary', { name: 'Order summary' }).waitFor();
  await interactive(page);
}

describe('keyboard only', () => {
  const browser = useBrowser();

  it('finds a product, adds it, checks out as a guest and places the order', async () => {
    const page = await browser.open(desktop);
    await toPaymentStep(page, 'kai.keys@example.com');
    // A refused coupon is announced (an alert region), and the shopper goes on.
    await fill(page, page.getByLabel('Coupon code'), 'sommer2025');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'This coupon has expired.' }).waitFor();
    // PayPal is chosen (the spec's default); the arrows choose the invoice.
    const methods = page.getByRole('group', { name: en.Checkout.paymentMethod });
    const invoice = methods.getByRole('radio', { name: en.Checkout.methods.invoice.name, exact: true });
    await tabTo(page, methods.getByRole('radio', { checked: true }));
    for (let i = 0; i < 6 && !(await invoice.isChecked()); i++) await page.keyboard.press('ArrowUp');
    expect(await invoice.isChecked()).toBe(true);

    await tabTo(page, page.getByRole('checkbox', { name: /terms and conditions/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: /Place order with obligation to pay/ }));
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
    await page.getByText('We have sent a confirmation to kai.keys@example.com.').waitFor();
  });

  it('pays by card at the provider with the keyboard and comes back to a paid order', async () => {
    const page = await browser.open(desktop);
    await toPaymentStep(page, 'kira.keys@example.com');
    // The methods are one radio group: Tab reaches the chosen one, the arrows choose another.
    const methods = page.getByRole('group', { name: en.Checkout.paymentMethod });
    const card = methods.getByRole('radio', { name: en.Checkout.methods.stripe.name, exact: true });
    await tabTo(page, methods.getByRole('radio', { checked: true }));
    for (let i = 0; i < 6 && !(await card.isChecked()); i++) await page.keyboard.press('ArrowDown');
    expect(await card.isChecked()).toBe(true);

    await tabTo(page, page.getByRole('checkbox', { name: /terms and conditions/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: /Place order with obligation to pay/ }));
    await page.keyboard.press('Enter');

    // The provider's page, also by keyboard; the provider sends the shopper back.
    await page.getByRole('heading', { name: 'Stripe payment sandbox' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Pay successfully' }));
    await page.keyboard.press('Enter');
    await arrive(page, /\/en\/checkout\/thank-you\/\d+$/);
    await page.getByText(`${en.AccountPages.statuses.confirmed} ·`).waitFor();
  });
});

describe('keyboard only, on the way in', () => {
  const browser = useBrowser();
  const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

  it('walks the phone menu down and back up, the focus following each level', async () => {
    const page = await browser.open(phone);
    await page.goto('/en');
    await interactive(page);
    const open = page.getByRole('banner').getByRole('button', { name: en.Menu.open });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: en.Menu.menu });
    const handTools = menu.getByRole('button', { name: 'Hand tools' });
    await handTools.waitFor();

    // Into a submenu: the focus is on its first entry, 'All', which leads to the parent.
    await tabTo(page, handTools);
    await page.keyboard.press('Enter');
    const level = page.getByRole('dialog', { name: 'Hand tools' });
    const all = level.getByRole('navigation', { name: 'Hand tools' }).getByRole('link', { name: en.Menu.all });
    await expect.poll(() => hasFocus(all)).toBe(true);
    expect(await all.getAttribute('href')).toBe('/en/c/hand-tools');

    // One level deeper, and the same.
    const screwdrivers = level.getByRole('button', { name: 'Screwdrivers & bits' });
    await tabTo(page, screwdrivers);
    await page.keyboard.press('Enter');
    const deeper = page.getByRole('dialog', { name: 'Screwdrivers & bits' });
    const allScrewdrivers = deeper
      .getByRole('navigation', { name: 'Screwdrivers & bits' })
      .getByRole('link', { name: en.Menu.all });
    await expect.poll(() => hasFocus(allScrewdrivers)).toBe(true);

    // Back: the focus returns to the entry that opened the submenu, at each level.
    await tabTo(page, deeper.getByRole('button', { name: en.Menu.back }), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(level.getByRole('button', { name: 'Screwdrivers & bits' }))).toBe(true);
    await tabTo(page, level.getByRole('button', { name: en.Menu.back }), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(menu.getByRole('button', { name: 'Hand tools' }))).toBe(true);

    // Escape closes the menu and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(open)).toBe(true);
  });

  it('reaches the cookie banner right after the skip link, before the page behind it', async () => {
    const page = await browser.open({ ...desktop, askConsent: true });
    await page.goto('/en');
    await interactive(page);
    const banner = page.getByRole('dialog', { name: en.Consent.title });
    await banner.waitFor();
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('link', { name: en.Layout.skipToContent }))).toBe(true);
    // The next press is in the banner: nothing of the page behind comes first.
    await page.keyboard.press('Tab');
    expect(await hasFocus(banner.getByRole('link', { name: en.Consent.privacy }))).toBe(true);
    expect(await focusVisible(banner.getByRole('link', { name: en.Consent.privacy }))).toBe(true);
    await tabTo(page, banner.getByRole('button', { name: en.Consent.decline }));
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached', timeout: 2500 });
  });
});
