// The catalogue import page names no file of the repository: it links to the file's format,
// described in the back office in the page's language, and offers a template and the current
// catalogue as downloads, both files an import takes.
import { readFile } from 'node:fs/promises';
import type { AdminProduct } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';

/** The text of the file a link downloads, and the name the browser gives it. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

async function toImport(page: Page, name: string) {
  await page.goto('/admin/catalog-import');
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the catalogue file’s format and downloads in the back office', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('links to the format, offers a template an import takes and the current catalogue, in English', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await toImport(page, 'Catalogue import');
    expect(await page.locator('main').textContent()).not.toMatch(/docs\/|\.md\b/);
    const prepare = page.getByRole('region', { name: 'Prepare the file' });
    expect(await violations(page)).toEqual([]);

    // The template: the header and one product, which a dry run checks as one new product.
    const template = await download(page, prepare.getByRole('link', { name: 'Download a template (CSV)' }));
    expect(template.name).toBe('catalog-template.csv');
    const [header, example, ...rest] = template.text.trimEnd().split('\n');
    expect(rest).toEqual([]);
    expect(header).toMatch(/^sku,item_number,.*name\.de,.*price\.EUR,/);
    expect(example).toMatch(/^EX-DRILL-18,EX-100018,/);
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: template.name,
      mimeType: 'text/csv',
      buffer: Buffer.from(template.text),
    });
    await page.getByLabel('Dry run: check every row, write nothing').setChecked(true);
    await page.getByRole('button', { name: 'Start import' }).click();
    const report = page.getByRole('region', { name: /^Import \d+$/ });
    await report.getByText('Dry run: every row was checked, nothing was written.').waitFor();
    expect(await adminCall<{ data: AdminProduct[] }>('GET', '/admin/api/products?q=EX-DRILL-18')).toMatchObject({
      data: [],
    });

    // The current catalogue: the export's columns and every product the shop lists.
    const [first] = (await adminCall<{ data: AdminProduct[] }>('GET', '/admin/api/products?sort=sku&limit=1')).data;
    const current = await download(page, prepare.getByRole('link', { name: 'Download the current catalogue (CSV)' }));
    expect(current.name).toBe('catalog.csv');
    expect(current.text.split('\n')[0]).toMatch(/^sku,item_number,/);
    expect(current.text).toContain(`\n${first!.sku},`);

    // The format, in the back office itself: the file's rules and every column with an example.
    await prepare.getByRole('link', { name: 'The file format: columns, required ones, examples' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catalogue file format' }).waitFor();
    await page
      .getByRole('region', { name: 'The file' })
      .getByText(/^CSV: UTF-8 text/)
      .waitFor();
    const columns = page.getByRole('region', { name: 'Columns' }).getByRole('listitem');
    const sku = columns.filter({ has: page.getByRole('heading', { name: 'sku', exact: true }) });
    expect(await sku.getByRole('definition').allTextContents()).toEqual(['Always', 'EX-DRILL-18']);
    const name = columns.filter({ has: page.getByRole('heading', { name: 'name.<l>', exact: true }) });
    await name.getByText('name.de is required for a new product').waitFor();
    expect(await violations(page)).toEqual([]);
    await page
      .getByRole('region', { name: 'Downloads' })
      .getByRole('link', { name: 'Download a template (CSV)' })
      .waitFor();
  });

  it('describes the format in German, readable at 390 px', async () => {
    const page = await browser.open({ ...backOffice(), ...phone });
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await toImport(page, 'Katalogimport');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Das Dateiformat: Spalten, Pflichtspalten, Beispiele' }).click();
    await page.getByRole('heading', { level: 1, name: 'Format der Katalogdatei' }).waitFor();
    const columns = page.getByRole('region', { name: 'Spalten' }).getByRole('listitem');
    const itemNumber = columns.filter({ has: page.getByRole('heading', { name: 'item_number', exact: true }) });
    expect(await itemNumber.getByRole('definition').allTextContents()).toEqual(['Für neue Produkte', 'EX-100018']);
    await page.getByText(/Kategorien und Merkmalswerte werden über ihre Namen auf Deutsch/).waitFor();
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth),
    ).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});
