// A business customer's members: K-10001's administrator invites a requester on the account's
// Company page; the invitation's link (read from the outbox) sets the requester's password; the
// requester logs in with their own e-mail and sees the company's orders, read-only on the members.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { desktop, useBrowser } from './harness/browser';
import { lastMailTo } from './harness/mail';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('E-mail or customer number').fill(username);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await modal.waitFor({ state: 'detached' });
}

const toCompanyPage = async (page: Page) => {
  await page.goto('/en/my-account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Company', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Company' }).waitFor();
};

describe('company members', () => {
  const browser = useBrowser();

  it('K-10001’s administrator invites a requester, who sets a password by the e-mail’s link and sees the company’s orders', async () => {
    const email = `anna-${Date.now()}@bau-mueller.example`;
    const admin = await browser.open(desktop);
    await logIn(admin, 'K-10001', 'werkhaus-demo');
    await toCompanyPage(admin);
    const members = admin.getByRole('list', { name: 'Members' });
    await members.getByText('einkauf@bau-mueller.example').waitFor();

    await admin.getByRole('button', { name: 'Invite member' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('First name').fill('Anna');
    await dialog.getByLabel('Last name').fill('Anfrage');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption('requester');
    await dialog.getByText(/^Every order needs an administrator.s approval\.$/).waitFor();
    expect(await violations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    const invited = members.getByRole('listitem').filter({ hasText: email });
    await invited.getByText('Invited').waitFor();
    await invited.getByText('Requester').waitFor();
    expect(await violations(admin)).toEqual([]);

    // The invitation speaks the company's language (K-10001's is German), its link leads there.
    const mail = await lastMailTo(email);
    expect(mail).toContain('Sabine Müller hat Sie zum Firmenkonto von Bau Müller GmbH bei Werkhaus eingeladen');
    const link = new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(mail)![0]);
    expect(link.pathname).toBe('/create-password');
    const shop = await browser.open(desktop);
    await shop.goto(`${link.pathname}${link.search}`);
    await shop.getByLabel('Neues Passwort').fill('anna-anfrage-2026');
    await shop.getByRole('button', { name: 'Passwort speichern' }).click();
    await shop.locator('[data-state="password-reset-finished"]').waitFor();

    await logIn(shop, email, 'anna-anfrage-2026');
    await shop.goto('/en/my-account/order-history');
    await shop.getByRole('heading', { level: 1, name: 'Order history' }).waitFor();
    // The company's orders, with who placed them: the account holder's demo orders.
    const table = shop.getByRole('table', { name: 'Order history' });
    await table.getByRole('columnheader', { name: 'Placed by' }).waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await table.getByRole('cell', { name: 'Sabine Müller' }).first().waitFor();

    // The requester sees who belongs to the company, and may change nothing of it.
    await toCompanyPage(shop);
    await shop.getByRole('list', { name: 'Members' }).getByText('(you)').waitFor();
    expect(await shop.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    expect(await shop.getByRole('button', { name: /^Disable / }).count()).toBe(0);
    expect(await violations(shop)).toEqual([]);

    // The administrator sees the requester active now, and removes them after asking.
    await admin.reload();
    await invited.getByText('Active').waitFor();
    await invited.getByRole('button', { name: 'Remove Anna Anfrage' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove member?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => members.getByText(email).count()).toBe(0);
  });
});
