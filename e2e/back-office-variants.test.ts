import type { AdminProduct, AdminProductDetail } from '@shop/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, importCatalog, owner, signIn } from './harness/back-office';
import { desktop, phone, useBrowser } from './harness/browser';

// A master's variants in the back office, as the owner works with them: the options they differ
// by, a variant refused without a value for one, a new one added with its size and price, one
// edited in place, the variant's own page linking back to its master, and the shop's page of the
// master offering the new variant. A master of its own, so no other journey meets it.

async function productBySku(sku: string): Promise<AdminProduct> {
  const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`);
  return found.data.find((p) => p.sku === sku)!;
}

/** The shop's page of a product, asked again until its variants' table has a row with `itemnum`. */
async function shopOffers(page: Page, path: string, itemnum: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.getByRole('main').getByRole('link', { name: itemnum, exact: true }).count();
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(1);
}

describe('a master’s variants in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('adds a variant with its size and price, edits one in place; the shop’s page offers the new one', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const master = `E2E-JACKE-${stamp}`;
    await importCatalog([
      'sku,item_number,parent_sku,name.de,name.en,attribute.size.de,price.EUR,stock,tax_class',
      `${master},${master},,Prüfjacke ${stamp},Test jacket ${stamp},,20.00,10,standard`,
      `${master}-S,${master}-S,${master},"Prüfjacke ${stamp}, S","Test jacket ${stamp}, S",S,20.00,5,standard`,
      `${master}-M,${master}-M,${master},"Prüfjacke ${stamp}, M","Test jacket ${stamp}, M",M,21.00,5,standard`,
    ]);
    const { id } = await productBySku(master);

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/products/${id}`);
    await page.getByRole('heading', { level: 1, name: `Prüfjacke ${stamp}` }).waitFor();
    const variants = page.getByRole('region', { name: 'Variants', exact: true });
    await variants.getByText('The variants differ by: Size.').waitFor();
    const table = variants.getByRole('table', { name: `Variants of Prüfjacke ${stamp}` });
    await table.getByRole('rowheader', { name: `${master}-S` }).waitFor();
    expect(await violations(page)).toEqual([]);

    // Without a size: refused at the size, in the member's words.
    const adding = variants.getByRole('form', { name: 'New variant' });
    await adding.getByLabel('SKU').fill(`${master}-L`);
    await adding.getByLabel('Regular price (euros)').fill('22.50');
    await adding.getByLabel('Pieces in our warehouse').fill('4');
    await adding.getByRole('button', { name: 'Add variant' }).click();
    // At the field (and in the form's note above its button).
    const sizeRefused = 'A variant needs a value for each of its master’s options: size is missing.';
    await adding.getByRole('textbox', { name: 'Size' }).and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await adding.getByText(sizeRefused).count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    await adding.getByLabel('Size').fill('L');
    await adding.getByRole('button', { name: 'Add variant' }).click();
    await variants
      .getByRole('status')
      .filter({ hasText: `Variant ${master}-L added.` })
      .waitFor();
    const added = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${master}-L` }) });
    await added.getByRole('cell', { name: '€22.50' }).waitFor();

    // Edited in place: another price, and a picture of its own, uploaded.
    await table.getByRole('button', { name: `Edit ${master}-S` }).click();
    const editing = table.getByRole('form', { name: `Edit variant ${master}-S` });
    await editing.getByLabel('Regular price (euros)').fill('19');
    const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    await editing
      .getByLabel(`Upload a picture (${master}-S)`)
      .setInputFiles({ name: 'jacket-s.png', mimeType: 'image/png', buffer: picture });
    await editing
      .getByRole('option', { name: 'The variant’s own picture', selected: true })
      .waitFor({ state: 'attached' });
    await editing.getByRole('button', { name: 'Save variant' }).click();
    await variants
      .getByRole('status')
      .filter({ hasText: `Variant ${master}-S saved.` })
      .waitFor();
    const saved = await adminCall<AdminProductDetail>('GET', `/admin/api/products/${id}`);
    expect(saved.variants.map((v) => [v.sku, v.options.size, v.regular, v.stock])).toEqual([
      [`${master}-L`, 'L', 2_250, 4],
      [`${master}-M`, 'M', 2_100, 5],
      [`${master}-S`, 'S', 1_900, 5],
    ]);
    expect(saved.variants[2]!.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    await table.getByRole('img', { name: `Picture of ${master}-S` }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(phone.viewport);
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(desktop.viewport);

    // The variant's own page links back to its master.
    await table.getByRole('link', { name: `Open ${master}-L` }).click();
    await page.getByRole('heading', { level: 1, name: `Prüfjacke ${stamp}, L` }).waitFor();
    await page.getByRole('link', { name: `Variant of ${master}: open the master product` }).click();
    await page.getByRole('heading', { level: 1, name: `Prüfjacke ${stamp}` }).waitFor();

    // The shop's page of the master offers the new variant, by its size.
    const shop = await browser.open(desktop);
    await shopOffers(shop, `/en/p/${id}/${master}`, `${master}-L`);
    const row = shop
      .getByRole('main')
      .getByRole('row')
      .filter({ has: shop.getByRole('link', { name: `${master}-L`, exact: true }) });
    await row.getByRole('cell', { name: 'L', exact: true }).waitFor();

    // The master under another SKU: its variants follow.
    await page
      .getByRole('region', { name: 'Numbers and listing' })
      .getByLabel('SKU', { exact: true })
      .fill(`${master}-NEU`);
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByText(`SKU ${master}-NEU`).first().waitFor();
    await table.getByRole('rowheader', { name: `${master}-L` }).waitFor();
    const variant = await adminCall<AdminProductDetail>('GET', `/admin/api/products/${saved.variants[0]!.id}`);
    expect(variant.parentSku).toBe(`${master}-NEU`);
  });
});
