import type { AdminCategory } from '@shop/contracts';
import type { Page } from 'playwright-core';
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
import { phone, useBrowser } from './harness/browser';

/** This journey's own names, so no other journey (one seeded shop) meets its categories. */
const run = Date.now().toString(36);
const top = { de: `E2E Oben ${run}`, en: `E2E top ${run}`, slug: `e2e-top-${run}` };
const made = { de: `E2E Ziel ${run}`, en: `E2E target ${run}`, slug: `e2e-target-${run}` };

async function categoryNamed(name: string): Promise<AdminCategory> {
  const { data } = await adminCall<{ data: AdminCategory[] }>('GET', '/admin/api/categories');
  const found = data.find((c) => c.texts.de?.name === name);
  if (!found) throw new Error(`the API lists no category ${name}`);
  return found;
}

/** The owner on the categories page, reached from the nav. */
async function categoriesPage(page: Page) {
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Categories' }).click();
  await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
  await page.getByRole('region', { name: 'Category tree' }).getByRole('button').first().waitFor();
}

describe('the back office’s category tree', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('creates a category, renames it in English, moves it by keyboard, and the English shop follows', async () => {
    // A category of this journey's own at the top, with a product in it.
    await importCatalog([
      'sku,item_number,name.de,name.en,price.EUR,stock,tax_class,categories.de,categories.en',
      `E2E-CAT-A-${run},E2E-CAT-A-${run},Oben-Ware ${run},Top ware ${run},9.90,5,standard,${top.de},${top.en}`,
    ]);
    const page = await browser.open(backOffice());
    await categoriesPage(page);
    expect(await violations(page)).toEqual([]);

    // A new top-level category, named in the shop's default language (German).
    await page.getByRole('button', { name: 'New category' }).click();
    const creating = page.getByRole('region', { name: 'New top-level category' });
    await creating.getByRole('tab', { name: 'Deutsch' }).waitFor();
    await creating.getByRole('textbox', { name: 'Name', exact: true }).fill(made.de);
    await creating.getByRole('button', { name: 'Create category' }).click();
    const editing = page.getByRole('region', { name: made.de });
    await editing.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const created = await categoryNamed(made.de);
    expect(created).toMatchObject({ parentId: null, version: 1 });
    expect(new URL(page.url()).searchParams.get('category')).toBe(String(created.id));
    // A product the catalogue file puts in it by its German name, as an import finds categories.
    await importCatalog([
      'sku,item_number,name.de,name.en,price.EUR,stock,tax_class,categories.de',
      `E2E-CAT-B-${run},E2E-CAT-B-${run},Ziel-Ware ${run},Target ware ${run},12.50,5,standard,${made.de}`,
    ]);

    // Renamed in English: its English address is made again from the new name.
    await editing.getByRole('tab', { name: 'English' }).click();
    await editing.getByRole('textbox', { name: 'Name', exact: true }).fill(made.en);
    await editing.getByRole('textbox', { name: 'Address (slug)' }).fill('');
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('region', { name: made.en }).getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await categoryNamed(made.de)).texts.en).toMatchObject({ name: made.en, slug: made.slug });
    expect(await violations(page)).toEqual([]);

    // Moved by keyboard into the category above it: this journey's top category.
    const tree = page.getByRole('region', { name: 'Category tree' });
    const into = tree.getByRole('button', { name: 'Move into the category above' });
    await into.focus();
    await page.keyboard.press('Enter');
    await tree.getByRole('status').filter({ hasText: 'Moved.' }).waitFor();
    expect(await categoryNamed(made.de)).toMatchObject({ parentId: (await categoryNamed(top.de)).id, version: 3 });
    // The focus stays where the member was.
    expect(await into.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await violations(page)).toEqual([]);

    // The English shop: the category's listing at its new address, and the breadcrumbs through its new parent.
    const shop = await browser.open();
    await expect
      .poll(
        async () => {
          const answer = await shop.goto(`/en/c/${top.slug}/${made.slug}`);
          return answer?.status();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(200);
    await shop.getByRole('heading', { level: 1, name: made.en }).waitFor();
    await shop.getByText(`Target ware ${run}`).first().waitFor();
    const crumbs = shop.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: top.en }).waitFor();
    await crumbs.getByText(made.en).waitFor();
    await shop
      .getByRole('link', { name: `Target ware ${run}` })
      .first()
      .click();
    await shop.getByRole('heading', { level: 1, name: `Target ware ${run}` }).waitFor();
    const productCrumbs = shop.getByRole('navigation', { name: 'Breadcrumb' });
    await productCrumbs.getByRole('link', { name: top.en }).waitFor();
    await productCrumbs.getByText(made.en).waitFor();
  });

  it('moves a category into another by dragging it with the mouse, and the English shop follows', async () => {
    const source = { de: `E2E Gezogen ${run}`, en: `E2E dragged ${run}`, slug: `e2e-dragged-${run}` };
    const target = { de: `E2E Ablage ${run}`, en: `E2E drop place ${run}`, slug: `e2e-drop-place-${run}` };
    await importCatalog([
      'sku,item_number,name.de,name.en,price.EUR,stock,tax_class,categories.de,categories.en',
      `E2E-DRAG-A-${run},E2E-DRAG-A-${run},Ziehware ${run},Dragged ware ${run},7.90,5,standard,${source.de},${source.en}`,
      `E2E-DRAG-B-${run},E2E-DRAG-B-${run},Ablageware ${run},Drop ware ${run},8.90,5,standard,${target.de},${target.en}`,
    ]);
    const before = await categoryNamed(source.de);
    expect(before.parentId).toBeNull();
    const page = await browser.open(backOffice());
    await categoriesPage(page);
    const tree = page.getByRole('region', { name: 'Category tree' });
    const dragged = tree.getByRole('button', { name: new RegExp(`^${source.en}`) });
    const onto = tree.getByRole('button', { name: new RegExp(`^${target.en}`) });
    // Nested lists: the target's item holds the moved category once it is inside it.
    const targetHolds = tree
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: new RegExp(`^${target.en}`) }) })
      .filter({ has: page.getByRole('button', { name: new RegExp(`^${source.en}`) }) });
    expect(await targetHolds.count()).toBe(0);

    // Chosen (the page then says what became of it), pressed on, carried in steps to the middle of
    // the other (into it), let go there.
    await dragged.click();
    await page.getByRole('region', { name: source.en }).getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await dragged.scrollIntoViewIfNeeded();
    const from = (await dragged.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await onto.scrollIntoViewIfNeeded();
    const to = (await onto.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await tree.getByRole('status').filter({ hasText: 'Moved.' }).waitFor();
    await targetHolds.first().waitFor();
    expect(await categoryNamed(source.de)).toMatchObject({
      parentId: (await categoryNamed(target.de)).id,
      version: before.version + 1,
    });
    expect(await violations(page)).toEqual([]);

    // The English shop: its listing at the new address, and the breadcrumbs through its new parent.
    const shop = await browser.open();
    await expect
      .poll(async () => (await shop.goto(`/en/c/${target.slug}/${source.slug}`))?.status(), {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(200);
    await shop.getByRole('heading', { level: 1, name: source.en }).waitFor();
    await shop.getByText(`Dragged ware ${run}`).first().waitFor();
    const crumbs = shop.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: target.en }).waitFor();
    await crumbs.getByText(source.en).waitFor();
    // Its old address at the top is gone.
    expect((await shop.goto(`/en/c/${source.slug}`))?.status()).toBe(404);
  });

  it('has nothing axe finds on a phone', async () => {
    const page = await browser.open({ ...backOffice(), ...phone });
    await categoriesPage(page);
    // A category chosen: its form beside the tree (below it, on a phone).
    const first = page.getByRole('region', { name: 'Category tree' }).getByRole('button').first();
    await first.click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('leaves Categories out of the clerk’s nav, tells a clerk opening it that it is the owner’s, and refuses the calls', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Categories' }).count()).toBe(0);
    await page.goto('/admin/categories');
    await page.getByRole('heading', { level: 1, name: 'This page is for the shop owner' }).waitFor();
    expect(await page.getByRole('region', { name: 'Category tree' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    const statuses = await page.evaluate(async () => [
      (await fetch('/admin/api/categories')).status,
      (
        await fetch('/admin/api/categories', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ texts: { de: { name: 'Vom Verkäufer' } } }),
        })
      ).status,
    ]);
    expect(statuses).toEqual([403, 403]);
  });
});
