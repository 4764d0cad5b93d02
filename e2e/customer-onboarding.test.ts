// A business customer opened in the back office: the owner types the company, its addresses and
// VAT ID; the customer is invited by e-mail, chooses a password on the storefront and logs in.
import type { AdminCustomer } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { lastMailTo } from './harness/mail';

describe('a business customer opened by staff', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('is created in the back office, invited by e-mail, and logs in with the password they chose', async () => {
    const email = `einkauf-${Date.now()}@kessler-bau.example`;
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('link', { name: 'New customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'New customer' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const customer = page.getByRole('region', { name: 'Customer' });
    await customer.getByLabel('E-mail').fill(email);
    await customer.getByLabel('First name').fill('Karla');
    await customer.getByLabel('Last name').fill('Kessler');
    await customer.getByLabel('Language').selectOption('en');
    const billing = page.getByRole('region', { name: 'Billing address' });
    await billing.getByLabel('Company').fill('Kessler Bau GmbH');
    await billing.getByLabel('First name').fill('Karla');
    await billing.getByLabel('Last name').fill('Kessler');
    await billing.getByLabel('Street and number').fill('Hafenweg 12');
    await billing.getByLabel('Postal code').fill('20457');
    await billing.getByLabel('City').fill('Hamburg');
    // A VAT ID whose check digit is wrong is refused at its field, and nothing is created.
    await billing.getByLabel('VAT ID').fill('DE123456789');
    await page.getByRole('button', { name: 'Create customer' }).click();
    const vatId = billing.getByLabel('VAT ID');
    await expect.poll(() => vatId.getAttribute('aria-invalid')).toBe('true');
    await vatId.fill('DE136695976');
    await page.getByRole('region', { name: 'Terms' }).getByLabel('Exempt from tax').check();
    await page.getByRole('button', { name: 'Create customer' }).click();

    await page.getByRole('heading', { level: 1, name: 'Kessler Bau GmbH' }).waitFor();
    await page.getByText(/Invited; the link works until/).waitFor();
    expect(await violations(page)).toEqual([]);
    const [created] = (
      await adminCall<{ data: AdminCustomer[] }>('GET', `/admin/api/customers?q=${encodeURIComponent(email)}`)
    ).data;
    expect(created).toMatchObject({ company: 'Kessler Bau GmbH', excludeTax: true });

    // A second invitation ends the first link.
    const first = await lastMailTo(email);
    await page.getByRole('button', { name: 'Send invitation again' }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${email}`).waitFor();
    const mail = await lastMailTo(email);
    expect(mail).not.toBe(first);
    expect(mail).toContain('Your customer account at Werkhaus');
    expect(mail).toContain(created!.customerNumber);
    const link = (text: string) => new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(text)![0]);
    expect(link(mail).pathname).toBe('/en/create-password');

    const shop = await browser.open(desktop);
    await shop.goto(`${link(first).pathname}${link(first).search}`);
    await shop.getByLabel('New password').fill('kessler-bau-2026');
    await shop.getByRole('button', { name: 'Save password' }).click();
    await shop.getByRole('alert').getByText('This link is invalid or has expired').waitFor();

    await shop.goto(`${link(mail).pathname}${link(mail).search}`);
    await shop.getByLabel('New password').fill('kessler-bau-2026');
    await shop.getByRole('button', { name: 'Save password' }).click();
    await shop.locator('[data-state="password-reset-finished"]').waitFor();
    await shop.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const login = shop.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail or customer number').fill(created!.customerNumber);
    await login.getByLabel('Password').fill('kessler-bau-2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitFor({ state: 'detached' });

    // The back office sees the account in use: no invitation to send any more.
    await page.reload();
    await page.getByText('Password chosen: can log in').waitFor();
    expect(await page.getByRole('button', { name: /Send invitation/ }).count()).toBe(0);
  });
});
