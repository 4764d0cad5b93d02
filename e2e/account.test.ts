import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { adminCall } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { lastMailTo } from './harness/mail';

const password = 'werkbank-2026';

/** An account of the test's own, registered through the API, so that no test needs another's. */
async function account(name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const { call } = shopper(() => inject('apiUrl'));
  const user = await call<{ customernum: string }>('POST', '/customers', {
    email,
    password,
    firstName: 'Grete',
    lastName: 'Berger',
    locale: 'en',
  });
  return { email, customerNumber: user.customernum };
}

async function openLogin(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Log in|Anmelden)$/ })
    .click();
  return page.getByRole('dialog');
}

/** Opens the English home page and logs in through the modal; answers the modal. */
async function logInThroughModal(page: Page, username: string) {
  await page.goto('/en');
  const modal = await openLogin(page);
  await modal.getByLabel('E-mail or customer number').fill(username);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  return modal;
}

describe('customer accounts', () => {
  const browser = useBrowser();

  it('registers in the login modal and sends a welcome mail', async () => {
    const email = `kunde.${Date.now()}@example.com`;
    const page = await browser.open(desktop);
    await page.goto('/en');
    const modal = await openLogin(page);
    await modal.getByRole('button', { name: 'Create an account' }).click();
    await modal.getByRole('heading', { name: 'Create an account' }).waitFor();
    await modal.getByRole('button', { name: 'Create account' }).click();
    expect(await modal.getByText('This field is required').count()).toBeGreaterThanOrEqual(4);
    await modal.getByLabel('E-mail').fill('not-an-address');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await modal.getByText('Invalid email').waitFor();

    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('First name').fill('Grete');
    await modal.getByLabel('Last name').fill('Berger');
    await modal.getByLabel('Password').fill(password);
    await modal.getByLabel('I want to create an account').check();
    await modal.getByRole('button', { name: 'Create account' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const customerNumber = (await page.locator('dt:has-text("Customer number") + dd').textContent())!;
    expect(customerNumber).toMatch(/^K-\d+$/);
    expect(await lastMailTo(email)).toContain(customerNumber);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
  });

  it('logs in with the e-mail and with the customer number', async () => {
    const { email, customerNumber } = await account('both-ways');
    for (const username of [email, customerNumber]) {
      const page = await browser.open(desktop);
      const modal = await logInThroughModal(page, ` ${username} `);
      await modal.waitFor({ state: 'detached' });
      const account = page.getByRole('banner').getByRole('link', { name: 'My account' });
      await account.waitFor();
      // The focus was on Log in, which became this link: a keyboard goes on from there, not from the top.
      await expect.poll(() => account.evaluate((link) => link === document.activeElement)).toBe(true);
    }
  });

  it('says what is missing and translates a wrong password', async () => {
    const { email } = await account('mistyped');
    const page = await browser.open(desktop);
    await page.goto('/en');
    let modal = await openLogin(page);
    await modal.getByRole('button', { name: 'Log in' }).click();
    await modal.getByText('username is required').waitFor();
    await modal.getByText('password is required').waitFor();

    const german = await browser.open(desktop);
    await german.goto('/');
    modal = await openLogin(german);
    await modal.getByLabel('E-Mail oder Kundennummer').fill(email);
    await modal.getByLabel('Passwort').fill('falsches-passwort');
    await modal.getByRole('button', { name: 'Anmelden' }).click();
    expect(await modal.getByRole('alert').textContent()).toBe('Ungültige Zugangsdaten');

    // Opened again, the modal is cleared (the spec): no old error, and the login form, not register.
    await german.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    modal = await openLogin(german);
    await modal.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await modal.getByRole('alert').count()).toBe(0);
    await modal.getByRole('button', { name: 'Konto erstellen' }).click();
    await modal.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
    await german.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    modal = await openLogin(german);
    await modal.getByRole('heading', { name: 'Anmelden' }).waitFor();
  });

  it('tells a customer whose account the shop blocked that it is blocked', async () => {
    const { email } = await account('blocked');
    const found = await adminCall<{ data: { id: number }[] }>(
      'GET',
      `/admin/api/customers?q=${encodeURIComponent(email)}`,
    );
    const id = found.data[0]!.id;
    const { version } = await adminCall<{ version: number }>('GET', `/admin/api/customers/${id}`);
    await adminCall('PATCH', `/admin/api/customers/${id}`, { blocked: true, version });
    const modal = await logInThroughModal(await browser.open(desktop), email);
    expect(await modal.getByRole('alert').textContent()).toBe('This account is blocked. Please contact us.');
  });

  it('resets the password with the link from the e-mail', async () => {
    const { email } = await account('forgetful');
    const page = await browser.open(desktop);
    await page.goto('/en');
    const modal = await openLogin(page);
    await modal.getByRole('button', { name: 'Forgot your password?' }).click();
    await modal.getByLabel('E-mail or customer number').fill(email);
    await modal.getByRole('button', { name: 'Send link' }).click();
    await modal.getByText('It may take up to 30 minutes to arrive').waitFor();
    await modal.getByRole('button', { name: 'Back to login' }).click();
    await modal.getByRole('heading', { name: 'Log in' }).waitFor();

    const mail = await lastMailTo(email);
    const link = new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(mail)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('neue-werkbank-2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.locator('[data-state="password-reset-finished"]').waitFor();
    // The page's Log in button opens the login modal there.
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('noch-ein-passwort');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('alert').getByText('This link is invalid or has expired').waitFor();

    const next = await browser.open(desktop);
    await next.goto('/en');
    const login = await openLogin(next);
    await login.getByLabel('E-mail or customer number').fill(email);
    await login.getByLabel('Password').fill('neue-werkbank-2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitFor({ state: 'detached' });
  });

  it('keeps guests out of the account area and renews an expired session', async () => {
    const { email } = await account('returning');
    const guest = await browser.open(desktop);
    await guest.goto('/en/my-account/MyProfile');
    expect(new URL(guest.url()).pathname).toBe('/en');

    const page = await browser.open(desktop);
    await (await logInThroughModal(page, email)).waitFor({ state: 'detached' });
    // The short-lived token is gone; the refresh token renews the session before the page renders.
    await page.context().clearCookies({ name: 'user-token' });
    await page.goto('/en/my-account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === 'user-token')).toBe(true);
  });
});
