import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { admin, setBranding, writeContent } from './harness/content';

/** The seeded demo customer with a price list. */
async function logInAsDemo(page: Page, path = '/en') {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('E-mail or customer number').fill('K-10001');
  await modal.getByLabel('Password').fill('werkhaus-demo');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await modal.waitFor({ state: 'detached' });
}

describe('the account area', () => {
  const browser = useBrowser();

  it('renders every sub-page with the customer’s data', async () => {
    const page = await browser.open(desktop);
    await logInAsDemo(page);
    // Logged in and seeing prices: the header offers My Items.
    await page.getByRole('banner').getByRole('link', { name: 'My Items' }).click();
    await page.getByRole('heading', { level: 1, name: 'My items' }).waitFor();
    // What the customer bought (the demo order history) and what their price list holds, as
    // product cards (e2e/my-items.test.ts follows them further).
    expect(await page.getByRole('main').getByRole('article').count()).toBe(20);
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();

    const nav = () => page.getByRole('navigation', { name: 'Account' });
    const visit = async (name: string) => {
      await nav().getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
    };
    await visit('My profile');
    expect(await page.getByLabel('First name').inputValue()).toBe('Sabine');
    await visit('Addresses');
    await page.getByText('Industriestraße 12').first().waitFor();
    await visit('Price list');
    expect(await page.getByRole('row').count()).toBeGreaterThan(10);
    await visit('Loyalty card');
    await page.getByRole('img', { name: 'Barcode of your customer number' }).waitFor();
    await page.getByText('K-10001').first().waitFor();
    // Confirmed demo orders earned points.
    const points = await page.locator('dt:has-text("Loyalty points") + dd').textContent();
    expect(Number(points!.replace(/\D/g, ''))).toBeGreaterThan(0);
    await visit('Newsletter');
    await page.getByRole('checkbox').waitFor();
    await visit('Order history');
    // 12 demo orders: 10 on the first page (the spec's page size), newest first.
    await page.getByText('12 orders').waitFor();
    const table = page.getByRole('table', { name: 'Order history' });
    expect(await table.getByRole('row').count()).toBe(11);
    expect(await table.getByText('Pending').count()).toBeGreaterThan(0);
    expect(await table.getByText('Confirmed').count()).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    // An order's details: its lines, totals and addresses.
    const first = table.getByRole('link', { name: /^View order WH-\d{7}$/ }).first();
    const number = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole('heading', { level: 2, name: `Order ${number}` }).waitFor();
    expect(await page.getByRole('table', { name: 'Ordered products' }).getByRole('row').count()).toBeGreaterThan(1);
    await page.getByText('Subtotal (net)').waitFor();
    await page.getByText('Industriestraße 12').first().waitFor();
    await page.getByRole('link', { name: /Back to the order history/ }).click();
    await page.getByText('12 orders').waitFor();
  });

  it('links "contact us" to the contact-us-url setting where the shop manages billing addresses', async () => {
    const branding = (await admin('/setting/branding/de')) as { config: Record<string, unknown> };
    // The demo names its contact page, a shop path each language's pages lead to in their language.
    expect(branding.config['contact-us-url']).toBe('/i/kontakt');
    const page = await browser.open(desktop);
    await logInAsDemo(page);
    const note = () => page.getByRole('main').getByText(/Your billing addresses are set up by us/);
    try {
      await setBranding({ ...branding.config, isBillingManagmentEnabled: false });
      await page.goto('/en/my-account/BillingDetails');
      const link = note().getByRole('link', { name: 'contact us' });
      expect(await link.getAttribute('href')).toBe('/en/i/kontakt');
      // The billing addresses the shop set up are not the customer's to edit or delete, on any page.
      for (const path of ['/en/my-account/BillingDetails', '/en/my-account/AddressDetails']) {
        await page.goto(path);
        const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Industriestraße 12' });
        await card.getByText('Set up by us: please contact us to change it.').waitFor();
        expect(await card.getByRole('button', { name: /^(Edit|Delete)/ }).count(), path).toBe(0);
      }
      // A path that names its language is left as it is.
      await setBranding({ ...branding.config, isBillingManagmentEnabled: false, 'contact-us-url': '/fr/i/kontakt' });
      await page.goto('/en/my-account/BillingDetails');
      expect(await link.getAttribute('href')).toBe('/fr/i/kontakt');
      // Without a contact page the words stay, without a link.
      await setBranding({ ...branding.config, isBillingManagmentEnabled: false, 'contact-us-url': '' });
      await page.reload();
      await note().waitFor();
      expect(await note().textContent()).toContain('Please contact us if you need a new one.');
      expect(await note().getByRole('link').count()).toBe(0);
    } finally {
      await writeContent('setting/branding/de', { config: branding.config });
    }
  });

  it('shows item numbers in the price list and an order list only while the shop does (displayItemnum)', async () => {
    const branding = (await admin('/setting/branding/de')) as { config: Record<string, unknown> };
    const [product] = await purchasableProducts(1);
    const page = await browser.open(desktop);
    await logInAsDemo(page);
    const created = await page.request.post('/api/me/order-lists?locale=en&currency=EUR', {
      data: { name: `Item numbers ${Date.now()}`, items: [{ number: product!.sku, quantity: 2 }] },
    });
    expect(created.status()).toBe(201);
    const { list } = (await created.json()) as { list: { id: number } };
    const priceList = page.getByRole('table', { name: 'Price list' });
    const listLine = () => page.getByRole('row').filter({ hasText: product!.name });
    await page.goto('/en/my-account/PriceList');
    await priceList.getByRole('columnheader', { name: 'Item no.' }).waitFor();
    await page.goto(`/en/my-account/order-lists?list=${list.id}`);
    await listLine().getByText(product!.itemnum, { exact: true }).waitFor();
    try {
      await setBranding({ ...branding.config, displayItemnum: false });
      await page.goto('/en/my-account/PriceList');
      await priceList.getByRole('columnheader', { name: 'Product' }).waitFor();
      expect(await priceList.getByRole('columnheader', { name: 'Item no.' }).count()).toBe(0);
      await page.goto(`/en/my-account/order-lists?list=${list.id}`);
      await listLine().getByRole('link', { name: product!.name }).waitFor();
      expect(await listLine().getByText(product!.itemnum, { exact: true }).count()).toBe(0);
    } finally {
      await writeContent('setting/branding/de', { config: branding.config });
      await page.request.delete(`/api/me/order-lists/${list.id}`);
    }
  });

  it('adds an address after the postal-code check, and deletes it', async () => {
    const page = await browser.open(desktop);
    await logInAsDemo(page);
    await page.goto('/en/my-account/AddressDetails');
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await dialog.getByLabel(/^First name/).fill('Paul');
    await dialog.getByLabel(/^Last name/).fill('Lager');
    await dialog.getByLabel(/^Street and house number/).fill('Hafenstraße 7');
    await dialog.getByLabel(/^Postal code/).fill('123');
    await dialog.getByLabel(/^City/).fill('Hamburg');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    // The API's per-country rule, shown at the field, translated.
    await expect.poll(() => dialog.getByLabel(/^Postal code/).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel(/^Postal code/).fill('20457');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Hafenstraße 7').first().waitFor();

    const card = page.getByRole('listitem').filter({ hasText: 'Hafenstraße 7' }).last();
    await card.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete address?' }).getByRole('button', { name: 'Delete address' }).click();
    await expect.poll(() => page.getByText('Hafenstraße 7').count()).toBe(0);
  });

  it('writes a review that shows on the product and in My reviews, and deletes it', async () => {
    const page = await browser.open(desktop);
    await logInAsDemo(page);
    await page.goto('/en/c/hand-tools');
    await page.locator('article h3 a').first().click();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: 'Publish review' }).click();
    await reviews.getByText('Choose a rating').waitFor();
    await reviews.getByLabel('4 stars').check();
    await reviews.getByLabel('Title').fill('Does the job');
    await reviews.getByLabel('Your review').fill('Sturdy, fair price.');
    await reviews.getByRole('button', { name: 'Publish review' }).click();
    await reviews.getByRole('heading', { name: 'Does the job' }).waitFor();
    await reviews.getByText('Sabine M.').waitFor();

    await page.goto('/en/my-account/MyReviews');
    await page.getByText('Sturdy, fair price.').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Delete your review of/ }).click();
    await page.getByText('You have not written any reviews yet.').waitFor();
  });
});
