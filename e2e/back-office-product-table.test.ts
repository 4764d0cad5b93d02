// The back office's product table: found by a category with its subcategories (the filter in the
// address), given a category in bulk, and three chosen products' prices raised by 10 % after a
// preview of the old and new ones; the shop's product pages show the new prices. The journey
// imports products and categories of its own, so no other journey meets what it changes.
import type { AdminProduct, ProductDetail } from '@shop/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, importCatalog, owner, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const prefix = `E2E-TABLE-${stamp}`;
const top = `E2E Tabelle ${stamp}`;
const sub = `Unterkategorie ${stamp}`;

/** Four products of the journey's own: two in a subcategory, one in its parent, one in neither. */
async function ownProducts(): Promise<AdminProduct[]> {
  const skus = [1, 2, 3, 4].map((i) => `${prefix}-${i}`);
  const categories = [`${top} > ${sub}`, `${top} > ${sub}`, top, ''];
  await importCatalog([
    'sku,item_number,name.de,name.en,price.EUR,stock,external_stock,tax_class,categories.de',
    ...skus.map(
      (sku, i) =>
        `${sku},${sku},Tischprodukt ${i + 1},Table product ${i + 1},${i + 1}0.00,12,0,standard,${categories[i]}`,
    ),
  ]);
  const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${prefix}&sort=sku`);
  return skus.map((sku) => found.data.find((p) => p.sku === sku)!);
}

const product = (id: number) =>
  fetch(`${inject('apiUrl')}/products/${id}?locale=en&currency=EUR`).then(
    (res) => res.json() as Promise<ProductDetail>,
  );

describe('the product table in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('filters by a category with its subcategories and adds chosen products to a category', async () => {
    const [a, b, c, d] = (await ownProducts()) as [AdminProduct, AdminProduct, AdminProduct, AdminProduct];
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto('/admin/products');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('row').nth(1).waitFor();
    const filters = page.getByRole('search', { name: 'Filter products' });
    await filters.getByLabel('Category').selectOption({ label: top });
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/category=\d+/);
    // The parent finds its own product and its subcategory's, not the fourth.
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    for (const p of [a, b, c]) await table.getByRole('row', { name: new RegExp(p.sku) }).waitFor();
    expect(await table.getByRole('row', { name: new RegExp(d.sku) }).count()).toBe(0);
    await table
      .getByRole('row', { name: new RegExp(a.sku) })
      .getByRole('cell', { name: sub })
      .waitFor();
    expect(await violations(page)).toEqual([]);

    // The fourth added to the subcategory: then the parent's filter finds it too.
    await filters.getByLabel('Category').selectOption({ label: 'Any' });
    await filters.getByLabel('Search').fill(d.sku);
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('checkbox', { name: `Select ${d.sku}` }).check();
    await page
      .getByRole('region', { name: 'Actions on the selected rows' })
      .getByRole('button', { name: 'Add to category…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add 1 product to a category' });
    await dialog.getByLabel('Category').selectOption({ label: `${top} › ${sub}` });
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const report = page.getByRole('region', { name: `Adding 1 product to ${top} › ${sub}` });
    await report.getByRole('status').filter({ hasText: '1 done, 0 refused.' }).waitFor();
    const parentId = (
      await adminCall<{ categories: { id: number; path: string[] }[] }>('GET', '/admin/api/products/options')
    ).categories.find((x) => x.path.join(' › ') === top)!.id;
    await page.goto(`/admin/products?category=${parentId}`);
    await expect.poll(() => table.getByRole('row').count()).toBe(5);

    const small = await browser.open({ ...backOffice(), ...phone });
    await signIn(small, owner);
    await small.goto(`/admin/products?category=${parentId}`);
    await expect.poll(() => small.getByRole('table', { name: 'Products' }).getByRole('row').count()).toBe(5);
    expect(await violations(small)).toEqual([]);
  }, 150_000);

  it('raises three chosen products’ prices by 10 % after a preview, and the shop shows them', async () => {
    const [a, b, c, d] = (await ownProducts()) as [AdminProduct, AdminProduct, AdminProduct, AdminProduct];
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto(`/admin/products?q=${prefix}&sort=sku`);
    const table = page.getByRole('table', { name: 'Products' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(5);
    for (const p of [a, b, c]) await table.getByRole('checkbox', { name: `Select ${p.sku}` }).check();
    await page
      .getByRole('region', { name: 'Actions on the selected rows' })
      .getByRole('button', { name: 'Change prices…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change the prices of 3 products' });
    // Typed as staff type a percentage; a comma on an English page is refused before anything is asked.
    await dialog.getByLabel('By how much').fill('10,5');
    await dialog.getByRole('button', { name: 'Show new prices' }).click();
    await dialog.getByText('Enter a percentage like 12.5.').waitFor();
    await dialog.getByLabel('By how much').fill('10');
    await dialog.getByRole('button', { name: 'Show new prices' }).click();
    const preview = dialog.getByRole('table', { name: 'New prices' });
    await preview.getByRole('row', { name: new RegExp(a.sku) }).waitFor();
    expect(
      await preview
        .getByRole('row', { name: new RegExp(a.sku) })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([a.sku, 'Tischprodukt 1', '€10.00', '€11.00']);
    await preview
      .getByRole('row', { name: new RegExp(c.sku) })
      .getByRole('cell', { name: '€33.00' })
      .waitFor();
    // The preview wrote nothing.
    expect((await product(a.id)).priceInfo?.regular).toBe(1_000);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save new prices' }).click();
    const report = page.getByRole('region', { name: 'Changing the prices of 3 products' });
    await report.getByRole('status').filter({ hasText: '3 done, 0 refused.' }).waitFor();
    await table
      .getByRole('row', { name: new RegExp(b.sku) })
      .getByRole('cell', { name: '€22.00' })
      .waitFor();

    // The shop's product pages show the new prices; the fourth kept its own.
    const shop = await browser.open();
    for (const [p, net] of [
      [a, 1_100],
      [b, 2_200],
      [c, 3_300],
      [d, 4_000],
    ] as const) {
      const detail = await product(p.id);
      expect(detail.priceInfo?.regular).toBe(net);
      await shop.goto(`/en/p/${p.id}/${p.sku}`);
      const shown = (detail.priceInfo!.displayRegular! / 100).toFixed(2);
      await shop.getByRole('main').getByText(shown, { exact: false }).first().waitFor();
    }
  }, 150_000);
});
