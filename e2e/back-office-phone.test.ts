// The back office on a phone and from the keyboard: no page scrolls sideways at 390 px (its tables
// scroll inside their frames), dialogs open on their first field, the focus stays on something
// that says what happened after a ship or a filter, and a range of days that ends before it starts
// is refused at its field before anything is asked.
import type { Cart, Order } from '@shop/contracts';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';

/** A customer of this file's own, signed in through the shop API, with an address. */
async function newCustomer() {
  const customer = shopper(() => inject('apiUrl'));
  const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await customer.call('POST', '/customers', {
    email,
    password: 'correct horse',
    firstName: 'Pia',
    lastName: 'Phone',
    locale: 'de',
  });
  await customer.call('PUT', '/me/addresses', defaultAddress({ firstName: 'Pia', lastName: 'Phone' }));
  return { ...customer, email };
}

/** A confirmed invoice order of a customer of this file's own, ready to ship. */
async function confirmedOrder(): Promise<Order> {
  const { call } = await newCustomer();
  const [product] = await purchasableProducts(1);
  let cart = await call<Cart>('POST', '/carts', {});
  cart = await call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku });
  const order = await call<Order>('POST', '/orders', {
    cartId: cart.id,
    paymentMethodCode: 'invoice',
    termsAccepted: true,
    cart: { version: cart.version },
  });
  return call<Order>('POST', `/orders/${order.id}/confirm`);
}

/**
 * What has the focus, as a screen reader names it: the role and name of document.activeElement
 * (the first line of its ARIA snapshot), or "the body" when nothing has it.
 */
async function focused(page: Page): Promise<string> {
  const none = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  if (none) return 'the body';
  return (await page.locator(':focus').ariaSnapshot({ timeout: 2_000 })).split('\n')[0]!.replace(/:$/, '');
}

async function inGerman(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).waitFor();
}

/** Opens a page of the back office and waits until it has drawn its data (no "Loading…" left). */
async function openPage(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^(Loading|Wird geladen)…$/ })
        .count(),
    )
    .toBe(0);
}

/** How far the page reaches sideways beyond the screen (0: it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

describe('the back office on a phone and from the keyboard', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('scrolls no page sideways at 390 px: tables scroll inside their frames, forms wrap', async () => {
    const [order] = (await adminCall<{ data: Array<{ id: number }> }>('GET', '/admin/api/orders?limit=1')).data;
    // A customer of this file's own: a staff order for them opens a cart that no other journey meets.
    const { email } = await newCustomer();
    const [customer] = (
      await adminCall<{ data: Array<{ id: number }> }>('GET', `/admin/api/customers?q=${encodeURIComponent(email)}`)
    ).data;
    const [list] = (await adminCall<{ data: Array<{ code: string }> }>('GET', '/admin/api/price-lists')).data;
    const page = await browser.open({ ...backOffice(), ...phone });
    await signIn(page, owner);
    const pages = [
      '/',
      '/orders',
      `/orders/${order!.id}`,
      '/orders/new',
      '/invoices',
      '/customers',
      `/customers/${customer!.id}`,
      '/customers/new',
      `/customers/${customer!.id}/order`,
      '/products',
      '/price-lists',
      `/price-lists/${list!.code}`,
      '/coupons',
      '/shipping',
      '/catalog-import',
      '/catalog-import/format',
      '/content',
      '/content?type=block&identifier=footer&locale=de',
      '/audit',
      '/staff',
    ];
    const wide: string[] = [];
    for (const path of pages) {
      await openPage(page, path);
      if ((await overflow(page)) > 0) wide.push(`${path} reaches ${await overflow(page)} px beyond the screen`);
    }
    expect(wide).toEqual([]);
    // A table wider than the screen scrolls in its frame, which a keyboard reaches by the table's name.
    await openPage(page, '/products');
    await page.getByRole('group', { name: 'Products' }).getByRole('table', { name: 'Products' }).waitFor();
    // The dialogs too.
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  it('opens dialogs on their first field, and says a ship where the focus is, in German', async () => {
    const order = await confirmedOrder();
    const page = await browser.open(backOffice());
    await signIn(page, owner);

    // The first field, not the close button; closed, the focus is back on the button that opened it.
    await openPage(page, '/coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    await expect.poll(() => focused(page)).toBe('- textbox "Code"');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('- button "New coupon"');
    await openPage(page, '/products');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect.poll(() => focused(page)).toBe('- combobox "Currency"');
    await page.keyboard.press('Escape');

    await inGerman(page);
    await openPage(page, `/orders/${order.id}`);
    await page.getByRole('button', { name: 'Versenden', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Bestellung ${order.transactionnum} versenden` });
    await expect.poll(() => focused(page)).toBe('- combobox "Versanddienstleister"');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.type('DHL');
    await dialog.getByLabel('Sendungsnummer').fill('00340434161094077777');
    await dialog.getByRole('button', { name: 'Als versandt markieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The Ship button went with the ship: the focus is on the line that says what was done.
    const said = `Bestellung ${order.transactionnum} ist mit DHL versandt; der Kunde erhält eine E-Mail mit der Sendungsnummer.`;
    await expect.poll(() => focused(page)).toBe(`- status: ${said}`);
    expect(await page.getByRole('button', { name: 'Versenden', exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    const small = await browser.open({ ...backOffice(), ...phone });
    await signIn(small, owner);
    await openPage(small, `/orders/${order.id}`);
    expect(await violations(small)).toEqual([]);
  });

  it('keeps the focus in the filters after filtering or clearing, and refuses a To before From, in English', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await openPage(page, '/orders');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/admin/api/orders?')) asked.push(request.url());
    });

    // Enter in the search box: the list follows and the focus stays in the box.
    await filters.getByLabel('Search').fill('Müller');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=M/);
    await expect.poll(() => focused(page)).toBe('- searchbox "Search": Müller');
    // The filter button: it keeps the focus; clearing puts it there too (the clear button is gone).
    await filters.getByLabel('Status').selectOption('confirmed');
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/status=confirmed/);
    await expect.poll(() => focused(page)).toBe('- button "Filter"');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('status='));
    await expect.poll(() => focused(page)).toBe('- button "Filter"');

    // A range that ends before it starts is refused at its end, and nothing is asked of the API.
    asked.length = 0;
    await filters.getByLabel('From').fill('2026-06-02');
    await filters.getByLabel('To').fill('2026-06-01');
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await filters.getByText('“To” is before “From”: choose a later day.').waitFor();
    expect(await filters.getByLabel('To').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => filters.getByLabel('To').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.has('from')).toBe(false);
    expect(asked).toEqual([]);
    // One day is a range: it filters.
    await filters.getByLabel('To').fill('2026-06-02');
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/from=2026-06-02&to=2026-06-02|to=2026-06-02&from=2026-06-02/);
    expect(await filters.getByText('“To” is before “From”: choose a later day.').count()).toBe(0);
  });

  it('refuses a To before From in the audit log’s filters, in German, at 390 px', async () => {
    const page = await browser.open({ ...backOffice(), ...phone });
    await signIn(page, owner);
    await inGerman(page);
    await openPage(page, '/audit');
    const filters = page.getByRole('search', { name: 'Änderungsprotokoll filtern' });
    await filters.getByLabel('Von').fill('2026-06-02');
    await filters.getByLabel('Bis').fill('2026-05-31');
    await filters.getByRole('button', { name: 'Filtern', exact: true }).click();
    await filters.getByText('„Bis“ liegt vor „Von“: Wählen Sie einen späteren Tag.').waitFor();
    expect(await filters.getByLabel('Bis').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.has('from')).toBe(false);
    expect(await overflow(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});
