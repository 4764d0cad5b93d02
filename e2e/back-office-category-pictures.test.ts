import type { AdminCategory, AdminProduct, AdminProductDetail } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, importCatalog, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';

// Pictures dropped onto the back office's drop zones: a category's (which its page in the shop then
// shows beside its heading) and a product's. This journey's own category and product, so no other
// journey meets them.
const run = Date.now().toString(36);
const category = { de: `E2E Bild ${run}`, en: `E2E picture ${run}`, slug: `e2e-picture-${run}` };

/** A PNG of one colour, as a camera or a designer would send one. */
const png = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * Drops a file onto a drop zone as a browser does when one is dragged from the desktop: a
 * DataTransfer built in the page, holding the file, dispatched with dragover and drop.
 */
async function dropFile(zone: Locator, file: { name: string; type: string; bytes: Buffer }) {
  await zone.evaluate(
    (element, { name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      for (const kind of ['dragenter', 'dragover', 'drop'])
        element.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { name: file.name, type: file.type, bytes: [...file.bytes] },
  );
}

async function categoryNamed(name: string): Promise<AdminCategory> {
  const { data } = await adminCall<{ data: AdminCategory[] }>('GET', '/admin/api/categories');
  const found = data.find((c) => c.texts.de?.name === name);
  if (!found) throw new Error(`the API lists no category ${name}`);
  return found;
}

/** The owner editing a category, reached from its place in the tree. */
async function editCategory(page: Page, name: { de: string; en: string }) {
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Categories' }).click();
  await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
  await page
    .getByRole('region', { name: 'Category tree' })
    .getByRole('button', { name: new RegExp(`^${name.en}`) })
    .click();
  // Named in the page's language (English).
  const editing = page.getByRole('region', { name: name.en });
  await editing.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
  return editing;
}

describe('pictures dropped in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('gives a category a dropped picture, refusing a file that is not one, and the shop’s category page shows it', async () => {
    await importCatalog([
      'sku,item_number,name.de,name.en,price.EUR,stock,tax_class,categories.de,categories.en',
      `E2E-PIC-${run},E2E-PIC-${run},Bildware ${run},Picture ware ${run},9.90,5,standard,${category.de},${category.en}`,
    ]);
    const page = await browser.open(backOffice());
    const editing = await editCategory(page, category);
    const picture = editing.getByRole('region', { name: 'Picture', exact: true });
    const zone = picture.getByRole('group', { name: 'Picture', exact: true });
    await picture.getByText('No picture yet.').waitFor();
    expect(await violations(page)).toEqual([]);

    // A text file the browser cannot type: the API decodes it and refuses it in the member's words.
    await dropFile(zone, { name: 'prices.txt', type: '', bytes: Buffer.from('Hammer;9,90\nZange;7,50\n') });
    const refusal = picture.getByRole('alert');
    await refusal
      .filter({ hasText: /^prices\.txt was not uploaded: The file is not a JPEG, PNG, WebP or AVIF picture/ })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await refusal.getByRole('button', { name: 'Close' }).click();

    // A picture: previewed at once, the category's once the form is saved.
    await dropFile(zone, { name: 'banner.png', type: 'image/png', bytes: await png('#2a9d8f') });
    const preview = picture.getByRole('img', { name: `Picture of ${category.de}` });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await editing.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const saved = await categoryNamed(category.de);
    expect(saved.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

    // The English shop's category page: the picture beside its heading, loaded.
    const shop = await browser.open(desktop);
    const sha = saved.image!.slice('/media/'.length, -'.png'.length);
    const shown = shop.getByRole('main').locator(`img[src*="${sha}"]`);
    await expect
      .poll(
        async () => {
          await shop.goto(`/en/c/${category.slug}`);
          return shown.count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    await shop.getByRole('heading', { level: 1, name: category.en }).waitFor();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await violations(shop)).toEqual([]);

    // Removed: the category has none once saved.
    await picture.getByRole('button', { name: `Remove picture (${category.de})` }).click();
    await picture.getByText('No picture yet.').waitFor();
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await editing.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await categoryNamed(category.de)).image).toBeNull();
  });

  it('adds a picture dropped onto the product editor’s drop zone to the product’s gallery', async () => {
    const sku = `E2E-DROP-${run.toUpperCase()}`;
    await importCatalog([
      'sku,item_number,name.de,name.en,price.EUR,stock,tax_class',
      `${sku},${sku},Ablagekiste ${run},Drop box ${run},4.90,5,standard`,
    ]);
    const found = async () =>
      (await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${encodeURIComponent(sku)}`)).data.find(
        (p) => p.sku === sku,
      );
    await expect.poll(found).toBeDefined();
    const { id } = (await found())!;
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/products/${id}`);
    await page.getByRole('heading', { level: 1, name: `Ablagekiste ${run}` }).waitFor();
    const pictures = page.getByRole('region', { name: 'Pictures' });
    await pictures.getByText('No pictures yet.').waitFor();

    await dropFile(pictures.getByRole('group', { name: 'Pictures' }), {
      name: 'box.png',
      type: 'image/png',
      bytes: await png('#e9c46a'),
    });
    await pictures.getByRole('group', { name: /^Picture 1 Cover/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'box.png is uploaded.' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const saved = await adminCall<AdminProductDetail>('GET', `/admin/api/products/${id}`);
    expect(saved.images.map((image) => image.url)).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/)]);
  });
});
