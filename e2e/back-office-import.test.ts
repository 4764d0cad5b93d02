import type { AdminProduct } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { useBrowser } from './harness/browser';

const english = { file: 'File', dryRun: 'Dry run: check every row, write nothing', start: 'Start import' };
const german = { file: 'Datei', dryRun: 'Probelauf: jede Zeile prüfen, nichts schreiben', start: 'Import starten' };

/** Uploads a catalogue file from the import page, as a dry run or for real, with the page's labels. */
async function upload(page: Page, lines: string[], { dryRun }: { dryRun: boolean }, labels = english) {
  await page.getByLabel(labels.file, { exact: true }).setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  });
  await page.getByLabel(labels.dryRun).setChecked(dryRun);
  await page.getByRole('button', { name: labels.start }).click();
}

describe('the back office’s catalogue import', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('names a bad row’s line and reason and writes nothing, then writes the good file; the list follows', async () => {
    const sku = `E2E-UPLOAD-${Date.now()}`;
    const columns = 'sku,item_number,name.de,name.en,price.EUR,stock,tax_class';
    const good = `${sku},${sku},Prüfzange,Test pliers,12.50,10,standard`;
    const productsNamed = async () =>
      (await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${sku}`)).data.length;

    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Catalogue import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catalogue import' }).waitFor();

    // One bad row among good ones: the report says where and why, and nothing is written.
    await upload(page, [columns, good, `${sku}-2,${sku}-2,Zange,Pliers,-3.00,10,standard`], { dryRun: false });
    const report = page.getByRole('region', { name: /^Import \d+$/ });
    await report.getByText('Some rows are bad: nothing was written.').waitFor();
    const bad = report.getByRole('table', { name: 'Bad rows' }).getByRole('row');
    expect(await bad.nth(1).getByRole('cell').allTextContents()).toEqual([
      '3',
      `${sku}-2`,
      'price.EUR',
      '-3.00',
      'Must not be negative.',
    ]);
    expect(await productsNamed()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // The good row alone is written, and the latest imports show it done, not still checking.
    await upload(page, [columns, good], { dryRun: false });
    await report.getByText('The catalogue was written.').waitFor();
    const name = (await report.getByRole('heading').first().textContent())!;
    expect(await report.getByRole('definition').first().textContent()).toBe('1');
    expect(await productsNamed()).toBe(1);
    const latest = page
      .getByRole('table', { name: 'Latest imports' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect.poll(() => latest.getByRole('cell').nth(2).textContent(), { timeout: 10_000 }).toBe('Done');
    expect(await latest.getByRole('cell').nth(3).textContent()).toBe('1 row: 1 new, 0 changed, 0 bad');
  });

  it('imports a product whose picture cannot be fetched without it, and lists the picture left out', async () => {
    const sku = `E2E-PICTURE-${Date.now()}`;
    // Nothing answers on port 9 (discard): the API cannot fetch the picture.
    const url = 'http://127.0.0.1:9/missing.png';
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Catalogue import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catalogue import' }).waitFor();
    await upload(page, ['sku,item_number,name.de,price.EUR,images', `${sku},${sku},Ohne Bild,4.00,${url}`], {
      dryRun: false,
    });
    const report = page.getByRole('region', { name: /^Import \d+$/ });
    await report.getByText('The catalogue was written.').waitFor();
    await report.getByRole('heading', { name: 'Pictures left out: 1' }).waitFor();
    const left = report.getByRole('table', { name: 'Pictures left out' }).getByRole('row');
    const [line, named, picture, reason] = await left.nth(1).getByRole('cell').allTextContents();
    expect([line, named, picture]).toEqual(['2', sku, url]);
    expect(reason).toBe('The picture could not be fetched.');
    const found = await adminCall<{ data: AdminProduct[] }>('GET', `/admin/api/products?q=${sku}`);
    expect(found.data.map((p) => p.sku)).toEqual([sku]);
    expect(await violations(page)).toEqual([]);
  });

  it('says in German why each row is refused, a reason inside another too', async () => {
    const sku = `E2E-GRUND-${Date.now()}`;
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Katalogimport' }).click();
    await page.getByRole('heading', { level: 1, name: 'Katalogimport' }).waitFor();
    const lines = [
      'sku,item_number,name.de,price.EUR,tier_prices.EUR,tax_class',
      `${sku}-1,${sku}-1,Zange,-3.00,,standard`,
      `${sku}-2,${sku}-2,Zange,4.00,,luxus`,
      `${sku}-3,${sku}-3,Zange,4.00,10=-1,standard`,
      `${sku}-4,${sku}-4,Zange,4.00,,standard`,
      `${sku}-4,${sku}-5,Zange,4.00,,standard`,
    ];
    await upload(page, lines, { dryRun: true }, german);
    const report = page.getByRole('region', { name: /^Import \d+$/ });
    await report.getByText('Einige Zeilen sind fehlerhaft: Es wurde nichts geschrieben.').waitFor();
    const rows = report.getByRole('table', { name: 'Fehlerhafte Zeilen' }).getByRole('row');
    const reasons = await Promise.all(
      (await rows.all()).slice(1).map(async (row) => (await row.getByRole('cell').allTextContents()).at(-1)),
    );
    expect(reasons.sort()).toEqual(
      [
        'Darf nicht negativ sein.',
        'Dieselbe SKU steht auch in Zeile 5.',
        'Dieselbe SKU steht auch in Zeile 6.',
        'Staffelpreis „-1“: Darf nicht negativ sein.',
        'Unbekannte Steuerklasse (der Shop hat reduced, standard).',
      ].sort(),
    );
    expect(await violations(page)).toEqual([]);
  });
});
