import type { AdminProduct, AdminProductDetail } from '@shop/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './harness/axe';
import {
  adminCall,
  assertBackOfficeBuilt,
  backOffice,
  clerk,
  importCatalog,
  owner,
  signIn,
} from './harness/back-office';
import { desktop, interactive, phone, useBrowser } from './harness/browser';

// The product editor, as the owner uses it: a product's names and descriptions in two languages and
// a second category, which the shop's page, search and listing show after saving; a new product
// that a shopper puts in the cart; and the clerk kept out of it. Its own products, so no other
// journey meets them.

type Node = { id: number; name: string; path: string[]; productCount: number; children: Node[] };

/** The category tree in a language. */
async function tree(locale: string): Promise<Node[]> {
  const res = await fetch(`${inject('apiUrl')}/categories?locale=${locale}`);
  return ((await res.json()) as { categories: Node[] }).categories;
}

/** Finds a category by its path of German names in the tree. */
function findCategory(nodes: Node[], names: string[]): Node | undefined {
  const [name, ...below] = names;
  const node = nodes.find((n) => n.name === name);
  return node && below.length > 0 ? findCategory(node.children, below) : node;
}

/**
 * Two categories of the journey's own under a parent of its own (the import makes them), so no other
 * journey's listing meets the product: the first is given with the product, the second holds a
 * product of its own so that it exists before the editor offers it. With their paths of German
 * names (as the catalogue names them) and the second's English slugs.
 */
async function twoCategories(stamp: string, sku: string) {
  const top = `Editorprüfung ${stamp}`;
  const [first, second] = [`${top} > Erste`, `${top} > Zweite`];
  await importCatalog([
    'sku,item_number,name.de,name.en,categories.de,price.EUR,stock,tax_class',
    `${sku},${sku},Prüfsäge ${stamp},Test saw ${stamp},${first},12.00,8,standard`,
    `${sku}-B,${sku}-B,Prüfhalter ${stamp},Test holder ${stamp},${second},5.00,8,standard`,
  ]);
  const [german, english] = await Promise.all([tree('de'), tree('en')]);
  const ids = [first, second].map((path) => findCategory(german, path.split(' > '))?.id);
  const byId = (nodes: Node[]): Node | undefined =>
    nodes.find((n) => n.id === ids[1]) ?? nodes.map((n) => byId(n.children)).find(Boolean);
  const slugs = byId(english)?.path;
  if (!ids[0] || !ids[1] || !slugs) throw new Error(`the shop's tree has no categories ${first} and ${second}`);
  return { first: { id: ids[0], names: first }, second: { id: ids[1], names: second, slugs } };
}

async function productBySku(sku: string): Promise<AdminProduct> {
  const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`);
  return found.data.find((p) => p.sku === sku)!;
}

/** The shop's page of a product in a language, asked again until its heading says `name`. */
async function shopShows(page: Page, path: string, name: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(name);
}

describe('the back office’s product editor', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('changes names and descriptions in two languages and adds a second category: the shop, search and listing follow', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const sku = `E2E-EDITOR-${stamp}`;
    const { first, second } = await twoCategories(stamp, sku);
    const { id } = await productBySku(sku);

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
    const filters = page.getByRole('search', { name: 'Filter products' });
    await filters.getByLabel('Search').fill(sku);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await page
      .getByRole('table', { name: 'Products' })
      .getByRole('link', { name: `Prüfsäge ${stamp}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Prüfsäge ${stamp}` }).waitFor();
    expect(await page.getByRole('link', { name: 'View in the shop' }).getAttribute('href')).toMatch(
      new RegExp(`/p/${id}/${sku}$`),
    );
    // French, Spanish and Italian have no name of their own: their tabs say so.
    await page.getByRole('tab', { name: 'Français (missing)' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const texts = page.getByRole('region', { name: 'Texts' });
    await texts.getByLabel('Name (Deutsch)').fill(`Feinsäge ${stamp}`);
    const germanText = texts.getByRole('textbox', { name: 'Description (Deutsch)' });
    await germanText.click();
    await page.keyboard.type('Schneidet sauber.');
    await texts.getByRole('toolbar', { name: 'Formatting of Description (Deutsch)' }).waitFor();
    await texts.getByRole('tab', { name: 'English' }).click();
    await texts.getByLabel('Name (English)').fill(`Fine saw ${stamp}`);
    const englishText = texts.getByRole('textbox', { name: 'Description (English)' });
    await englishText.click();
    await texts.getByRole('button', { name: 'Bold' }).click();
    // The toolbar hands the focus back to the text, bold on, before the member types on.
    await texts.getByRole('button', { name: 'Bold', pressed: true }).waitFor();
    await expect.poll(() => englishText.evaluate((text) => text.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Cuts cleanly.');
    const categories = page.getByRole('region', { name: 'Categories' });
    await categories.getByLabel('Add to a category').selectOption({ label: second.names });
    await categories.getByText(second.names, { exact: true }).waitFor();
    // A picture from the file picker: uploaded, it is the product's first and so its cover.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /^Choose files/ }).click(),
    ]);
    const sawPicture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer();
    await chooser.setFiles({ name: 'saw.png', mimeType: 'image/png', buffer: sawPicture });
    await page.getByRole('group', { name: /^Picture 1 Cover/ }).waitFor();
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: `Feinsäge ${stamp}` }).waitFor();
    const saved = await adminCall<AdminProductDetail>('GET', `/admin/api/products/${id}`);
    expect(saved.texts.description).toEqual({
      de: '<p>Schneidet sauber.</p>',
      en: '<p><strong>Cuts cleanly.</strong></p>',
    });
    expect(saved.categories).toEqual([first.id, second.id]);
    const cover = saved.images[0]!.url;
    expect(cover).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

    // Each language in a browser of its own (a page in one language keeps the next in it).
    const german = await browser.open(desktop);
    await shopShows(german, `/p/${id}/${sku}`, `Feinsäge ${stamp}`);
    await german.getByRole('main').getByText('Schneidet sauber.').waitFor();
    const sha = cover.slice('/media/'.length, -'.png'.length);
    await expect.poll(async () => (await german.content()).includes(sha)).toBe(true);
    const shop = await browser.open(desktop);
    await shopShows(shop, `/en/p/${id}/${sku}`, `Fine saw ${stamp}`);
    await shop.getByRole('main').locator('strong', { hasText: 'Cuts cleanly.' }).waitFor();
    // Found by its new name; listed in the second category (newest first).
    await shop.goto(`/en/search-details?term=${encodeURIComponent(`Fine saw ${stamp}`)}`);
    await shop
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`Fine saw ${stamp}`) })
      .first()
      .waitFor();
    await shop.goto(`/en/c/${second.slugs.join('/')}`);
    await shop
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`Fine saw ${stamp}`) })
      .first()
      .waitFor();
  });

  it('creates a product with a price and stock that a shopper adds to the cart; axe finds nothing at desktop and 390 px', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const sku = `E2E-NEW-${stamp}`;
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('region', { name: 'Texts' }).getByLabel('Name (Deutsch)').fill(`Prüfhobel ${stamp}`);
    const numbers = page.getByRole('region', { name: 'Numbers and listing' });
    await numbers.getByLabel('SKU', { exact: true }).fill(sku);
    await numbers.getByLabel('Item number').fill(sku);
    const prices = page.getByRole('region', { name: 'Prices' });
    await prices.getByLabel('Regular price (EUR)').fill('34.5');
    await prices.getByText('= €34.50').waitFor();
    await page.getByRole('region', { name: 'Stock' }).getByLabel('Pieces in our warehouse (1-2 days)').fill('15');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('heading', { level: 1, name: `Prüfhobel ${stamp}` }).waitFor();
    const made = await productBySku(sku);
    expect(made).toMatchObject({ active: true, warehouseStock: 15, prices: [{ currency: 'EUR', regular: 3450 }] });
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(phone.viewport);
    expect(await violations(page)).toEqual([]);

    const shop = await browser.open(desktop);
    // Not translated: the English page shows the German name.
    await shopShows(shop, `/en/p/${made.id}/${sku}`, `Prüfhobel ${stamp}`);
    await interactive(shop);
    await shop
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await shop
      .getByRole('dialog', { name: 'Cart' })
      .getByRole('listitem')
      .filter({ hasText: `Prüfhobel ${stamp}` })
      .first()
      .waitFor();
  });

  it('keeps the clerk out: a page that says whose it is, and 403 from the API', async () => {
    const [{ id }] = (await adminCall<{ data: AdminProduct[] }>('GET', '/admin/api/products?limit=1')).data as [
      AdminProduct,
    ];
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    await page.goto(`/admin/products/${id}`);
    await page.getByRole('heading', { level: 1, name: 'This page is for the shop owner' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save product' }).count()).toBe(0);
    const answer = await page.request.get(`/admin/api/products/${id}`);
    expect(answer.status()).toBe(403);
    const save = await page.request.delete(`/admin/api/products/${id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(save.status()).toBe(403);
  });
});
