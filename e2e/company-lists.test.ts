// A business customer's order lists: K-10002's administrator makes a list the company's; a buyer of
// the company sees it beside their own, may put it into their cart but not change it; taken back
// as the administrator's own, it is gone from the buyer's lists.
import type { CompanyMember, ItemLookup, OrderListSummary } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { desktop, interactive, useBrowser } from './harness/browser';
import { lastMailTo } from './harness/mail';

const ADMIN = { username: 'K-10002', password: 'werkhaus-demo' };
const BUYER = { email: `bruno-${Date.now()}@alpine-build.example`, password: 'bruno-buyer-2026' };
const LIST = `Site standard ${Date.now()}`;

/** The administrator, through the API: invites the buyer and clears up after the test. */
const admin = shopper(() => inject('apiUrl'));

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('E-mail or customer number').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await modal.waitFor({ state: 'detached' });
}

const toOrderLists = async (page: Page) => {
  await page.goto('/en/my-account/order-lists');
  await page.getByRole('heading', { level: 1, name: 'Order lists' }).waitFor();
  await interactive(page);
};

describe('company order lists', () => {
  const browser = useBrowser();
  let buyer: CompanyMember;
  let product: ItemLookup;

  beforeAll(async () => {
    await admin.call('POST', '/session', ADMIN);
    const numbers = Array.from({ length: 40 }, (_, i) => ({ number: String(100_001 + i), quantity: 1 }));
    const { items } = await admin.call<{ items: ItemLookup[] }>('POST', '/items/lookup?locale=en', { items: numbers });
    product = items.find((row) => row.product && !row.problem)!;
    buyer = await admin.call<CompanyMember>('POST', '/me/company/members', {
      firstName: 'Bruno',
      lastName: 'Buyer',
      email: BUYER.email,
      role: 'buyer',
    });
    const token = new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(await lastMailTo(BUYER.email))![0]);
    await fetch(`${inject('apiUrl')}/password-resets/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token.searchParams.get('token'), password: BUYER.password }),
    }).then((res) => expect(res.status).toBe(200));
  });

  afterAll(async () => {
    const { data } = await admin.call<{ data: OrderListSummary[] }>('GET', '/me/order-lists');
    for (const list of data.filter((l) => l.name === LIST)) await admin.call('DELETE', `/me/order-lists/${list.id}`);
    if (buyer) await admin.call('DELETE', `/me/company/members/${buyer.id}`);
  });

  it('shares an administrator’s list with the company: a buyer orders from it but cannot change it', async () => {
    const page = await browser.open(desktop);
    await logIn(page, ADMIN.username, ADMIN.password);
    await toOrderLists(page);
    await page.getByLabel('List name').fill(LIST);
    await page.getByLabel('Share with your company').check();
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { level: 2, name: LIST }).waitFor();
    await page.getByText('Company list', { exact: true }).waitFor();
    await page.getByLabel('Item number').fill(product.number);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('link', { name: product.product!.name }).waitFor();
    await page.getByText('Shared with your company: every member sees this list and can order from it.').waitFor();
    expect(await violations(page)).toEqual([]);

    const shop = await browser.open(desktop);
    await logIn(shop, BUYER.email, BUYER.password);
    await toOrderLists(shop);
    const table = shop.getByRole('table', { name: 'Your order lists' });
    await table.getByRole('columnheader', { name: 'Seen by' }).waitFor();
    const row = table.getByRole('row').filter({ hasText: LIST });
    await row.getByRole('cell', { name: 'Your company' }).waitFor();
    await row.getByRole('link', { name: LIST }).click();
    await shop.getByRole('heading', { level: 2, name: LIST }).waitFor();
    await interactive(shop);
    await shop.getByText(/^This is your company.s list: you can put it into your cart\./).waitFor();
    // Read only: no quantity fields, no line removal, no renaming or adding.
    expect(await shop.getByRole('textbox', { name: `Quantity of ${product.product!.name}` }).count()).toBe(0);
    expect(await shop.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    expect(await shop.getByRole('button', { name: 'Add to list' }).count()).toBe(0);
    await shop.getByRole('button', { name: 'Add whole list to cart' }).click();
    await shop.getByText('1 row was added to the cart.').waitFor();
    expect(await violations(shop)).toEqual([]);

    // The administrator takes it back as their own: the buyer's lists no longer hold it.
    await page.getByRole('button', { name: 'Stop sharing (keep it as my list)' }).click();
    await page.getByText('Only you see this list.').waitFor();
    await toOrderLists(shop);
    await shop.getByRole('heading', { level: 2, name: 'New order list' }).waitFor();
    expect(await shop.getByRole('link', { name: LIST }).count()).toBe(0);
  });
});
