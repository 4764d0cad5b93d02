// Order approval: K-10001's administrator invites a requester; the requester sets a password by
// the e-mail's link, orders by invoice and is told the order waits for approval; the administrator
// approves it on My account > Approvals, and the order is in both order histories, placed by the
// requester.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { desktop, useBrowser } from './harness/browser';
import { addToCart, arrive, purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { method } from './harness/payment';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('E-mail or customer number').fill(username);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await modal.waitFor({ state: 'detached' });
}

const toAccountPage = async (page: Page, name: string) => {
  await page.goto('/en/my-account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
};

describe('order approval', () => {
  const browser = useBrowser();

  it('a requester’s order waits for approval; the administrator approves it and it is in both histories', async () => {
    const email = `rolf-${Date.now()}@bau-mueller.example`;
    const admin = await browser.open(desktop);
    await logIn(admin, 'einkauf@bau-mueller.example', 'werkhaus-demo');
    await toAccountPage(admin, 'Company');
    await admin.getByRole('button', { name: 'Invite member' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('First name').fill('Rolf');
    await dialog.getByLabel('Last name').fill('Requester');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption('requester');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });

    const mail = await lastMailTo(email);
    const link = new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(mail)![0]);
    const requester = await browser.open(desktop);
    await requester.goto(`${link.pathname}${link.search}`);
    await requester.getByLabel('Neues Passwort').fill('rolf-requester-2026');
    await requester.getByRole('button', { name: 'Passwort speichern' }).click();
    await requester.locator('[data-state="password-reset-finished"]').waitFor();
    await logIn(requester, email, 'rolf-requester-2026');

    // The requester orders by invoice, to the company's address: it waits for approval.
    const [product] = await purchasableProducts(1);
    await addToCart(requester, product!);
    // The checkout starts at shipping, the company's saved addresses offered; each step is waited
    // for by what it shows.
    await requester.goto('/en/checkout/shipping');
    await requester.getByRole('button', { name: 'Deliver to this address' }).first().click();
    await requester.getByRole('button', { name: 'Continue to billing' }).click();
    await requester.getByRole('button', { name: 'Continue to payment' }).click();
    await requester.getByRole('radio', method('invoice')).check();
    await requester.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await requester.getByRole('button', { name: /Place order with obligation to pay/ }).click();
    await arrive(requester, /\/en\/my-account\/approvals\?requested=1$/);
    const waiting = requester.getByRole('status').filter({ hasText: 'Waiting for approval' });
    await waiting.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    const number = /R-\d{6}/.exec((await waiting.textContent()) ?? '')![0];
    expect(await violations(requester)).toEqual([]);

    // The administrator is told by e-mail (the company's language), and approves on Approvals.
    expect(await lastMailTo('einkauf@bau-mueller.example')).toContain(`Bestellanfrage ${number} von Rolf Requester`);
    await toAccountPage(admin, 'Approvals');
    const request = admin
      .getByRole('list', { name: 'Order requests' })
      .getByRole('listitem')
      .filter({ hasText: `${number} from Rolf Requester` });
    await request.getByRole('heading', { name: `${number} from Rolf Requester` }).waitFor();
    await request
      .getByRole('table', { name: `Items of ${number}` })
      .getByText(product!.name)
      .waitFor();
    await request.getByRole('button', { name: `Approve ${number}` }).click();
    const approve = admin.getByRole('dialog', { name: `Approve ${number}?` });
    expect(await violations(admin)).toEqual([]);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'detached' });
    await admin.getByText(/^Approved: order WH-\d{7} for .+ is placed\.$/).waitFor();
    await request.getByText('Approved', { exact: true }).waitFor();
    const order = (await request.getByRole('link', { name: /^WH-\d{7}$/ }).textContent())!;

    // The order is in both histories, placed by the requester; the requester sees the request approved.
    for (const page of [admin, requester]) {
      await page.goto('/en/my-account/order-history');
      const row = page.getByRole('table', { name: 'Order history' }).getByRole('row').filter({ hasText: order });
      await row.getByRole('cell', { name: 'Rolf Requester' }).waitFor();
    }
    await toAccountPage(requester, 'Approvals');
    const own = requester
      .getByRole('list', { name: 'Order requests' })
      .getByRole('listitem')
      .filter({ hasText: number });
    await own.getByText('Approved', { exact: true }).waitFor();
    await own.getByText('Sabine Müller').waitFor();
  }, 120_000);
});
