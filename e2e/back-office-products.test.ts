import type { AdminProduct } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { useBrowser } from './harness/browser';

/** A product as the API lists it now, found by its SKU. */
async function productBySku(sku: string): Promise<AdminProduct> {
  const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`);
  const product = found.data.find((p) => p.sku === sku);
  if (!product) throw new Error(`the API lists no product ${sku}`);
  return product;
}

/**
 * A product of this journey's own, imported through the API (€24.90, 12 in our warehouse, none at
 * the supplier), so no other journey meets its new price, stock or listing.
 */
async function ownProduct(): Promise<AdminProduct> {
  const sku = `E2E-PRODUCTS-${Date.now().toString(36).toUpperCase()}`;
  await importCatalog([
    'sku,item_number,name.de,name.en,price.EUR,stock,external_stock,tax_class',
    `${sku},${sku},Prüfzange,Test pliers,24.90,12,0,standard`,
  ]);
  return productBySku(sku);
}

describe('the back office’s products', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('finds a product by its SKU, changes its special price and stock in the dialog, unlists and lists it again', async () => {
    const product = await ownProduct();
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const products = page.getByRole('table', { name: 'Products' });
    await products.getByRole('row').nth(1).waitFor();
    expect(await violations(page)).toEqual([]);

    // Sorted by stock, then found by SKU: both in the address, the sort kept by the filter.
    await products.getByRole('button', { name: 'Stock', exact: true }).click();
    await page.waitForURL(/sort=-?stock/);
    const filters = page.getByRole('search', { name: 'Filter products' });
    await filters.getByLabel('Search').fill(product.sku);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(new RegExp(`q=${product.sku}`));
    expect(new URL(page.url()).searchParams.get('sort')).toMatch(/^-?stock$/);
    // The header row and the product's: the page before stays until the found one has arrived.
    await expect.poll(() => products.getByRole('row').count()).toBe(2);
    const row = products.getByRole('row', { name: new RegExp(product.sku) });
    expect(await row.getByRole('cell', { name: '€24.90', exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'Prüfzange', exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: '12', exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: `Edit ${product.sku}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${product.sku}` });
    const price = dialog.getByRole('region', { name: 'Price' });
    expect(await price.getByLabel('Currency').inputValue()).toBe('EUR');
    // Amounts are shown and typed in euros, never in cents.
    expect(await price.getByLabel('Regular price (net)').inputValue()).toBe('24.90');
    await price.getByText('In euros: 19.99').waitFor();
    expect(await violations(page)).toEqual([]);

    // The contract's rule is checked before anything is sent: a special price is below the regular one.
    await price.getByLabel('Special price (net)').fill('24.90');
    await price.getByRole('button', { name: 'Save price' }).click();
    await price.getByText('Below the regular price, or empty for none.').waitFor();
    expect(await violations(page)).toEqual([]);
    await price.getByLabel('Special price (net)').fill('19.9');
    await price.getByText('= €19.90').waitFor();
    await price.getByRole('button', { name: 'Save price' }).click();
    await price.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await productBySku(product.sku)).prices).toEqual([{ currency: 'EUR', regular: 2490, special: 1990 }]);

    // The stock's split is shown and in its fields, and what a change makes is said before it is saved.
    const stock = dialog.getByRole('region', { name: 'Stock' });
    await stock.getByText('In stock now: 12 (12 in our warehouse, 0 at the supplier).').waitFor();
    expect(await stock.getByLabel('Quantity in our warehouse').inputValue()).toBe('12');
    expect(await stock.getByLabel('At the supplier').inputValue()).toBe('0');
    expect(await stock.getByText(/^After saving/).count()).toBe(0);
    await stock.getByLabel('Quantity in our warehouse').fill('30');
    await stock.getByLabel('At the supplier').fill('7');
    await stock.getByText('After saving: 37 (30 in our warehouse, 7 at the supplier), +25.').waitFor();
    expect(await violations(page)).toEqual([]);
    await stock.getByRole('button', { name: 'Save stock' }).click();
    await stock.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await stock.getByText('In stock now: 37 (30 in our warehouse, 7 at the supplier).').waitFor();
    expect(await stock.getByText(/^After saving/).count()).toBe(0);
    expect(await productBySku(product.sku)).toMatchObject({ stock: 37, warehouseStock: 30, supplierStock: 7 });
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('special €19.90').waitFor();
    expect(await row.getByRole('cell', { name: '37', exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: `Unlist ${product.sku}` }).click();
    await page
      .getByRole('dialog', { name: /^Unlist .+\?$/ })
      .getByRole('button', { name: 'Unlist' })
      .click();
    await row.getByRole('cell', { name: 'Unlisted', exact: true }).waitFor();
    expect((await productBySku(product.sku)).active).toBe(false);
    await row.getByRole('button', { name: `List ${product.sku}`, exact: true }).click();
    await row.getByRole('cell', { name: 'Listed', exact: true }).waitFor();
    expect((await productBySku(product.sku)).active).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('takes a price typed on a German page as a German merchant types it: 1,49 is 149 cents', async () => {
    const product = await ownProduct();
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Produkte' }).click();
    const filters = page.getByRole('search', { name: 'Produkte filtern' });
    await filters.getByLabel('Suche').fill(product.sku);
    await filters.getByRole('button', { name: 'Filtern' }).click();
    const row = page.getByRole('table', { name: 'Produkte' }).getByRole('row', { name: new RegExp(product.sku) });
    await row.getByRole('cell', { name: /^24,90\s€$/ }).waitFor();
    await row.getByRole('button', { name: `Bearbeiten ${product.sku}` }).click();
    const price = page
      .getByRole('dialog', { name: `${product.sku} bearbeiten` })
      .getByRole('region', { name: 'Preis', exact: true });
    const regular = price.getByLabel('Regulärer Preis (netto)');
    expect(await regular.inputValue()).toBe('24,90');
    await price.getByText('In Euro: 19,99').waitFor();

    // "1.49" is not a German amount: refused at its field in German, not guessed, nothing sent.
    await regular.fill('1.49');
    await price.getByRole('button', { name: 'Preis speichern' }).click();
    await expect.poll(() => regular.getAttribute('aria-invalid')).toBe('true');
    await price.getByText('Geben Sie einen Betrag wie 12,50 ein.').waitFor();
    expect(await price.getByText(/expected|received|Cent/).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect((await productBySku(product.sku)).prices).toEqual([{ currency: 'EUR', regular: 2490, special: null }]);

    await regular.fill('1,49');
    await price.getByText(/^= 1,49\s€$/).waitFor();
    await price.getByRole('button', { name: 'Preis speichern' }).click();
    await price.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
    expect((await productBySku(product.sku)).prices).toEqual([{ currency: 'EUR', regular: 149, special: null }]);
    expect(await regular.inputValue()).toBe('1,49');
  });

  it('leaves Products out of the clerk’s nav, and tells a clerk opening it that it is the owner’s', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Products' }).count()).toBe(0);
    await page.goto('/admin/products');
    await page.getByRole('heading', { level: 1, name: 'This page is for the shop owner' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    // The API refuses the clerk the list too.
    const refused = await page.evaluate(async () => (await fetch('/admin/api/products')).status);
    expect(refused).toBe(403);
  });
});
