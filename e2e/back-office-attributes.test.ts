import type { AttributeAdmin } from '@shop/contracts';
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
import { desktop, phone, useBrowser } from './harness/browser';

// The owner edits attributes of this journey's own (one per test: tests run in any order), given
// to products of their own (a made-up word in their names finds them and nothing else), so no
// other journey meets their facets.
const stamp = Date.now().toString(36);

/**
 * A new facet named `name` with the values Matt (Matte) and Glänzend (Glossy), and two products
 * of a word of its own, one with each value.
 */
async function ownAttribute(name: { de: string; en: string }) {
  const code = `e2e_${name.en.toLowerCase()}_${stamp}`;
  const word = `Zyrkon${name.en}${stamp}`;
  await adminCall('PUT', `/admin/api/attributes/${code}`, {
    label: { de: `${name.de} ${stamp}`, en: `${name.en} ${stamp}` },
    isFacet: true,
    position: 900,
    options: [{ label: { de: 'Matt', en: 'Matte' } }, { label: { de: 'Glänzend', en: 'Glossy' } }],
  });
  const sku = `E2E-${code.toUpperCase()}`;
  await importCatalog([
    `sku,item_number,name.de,name.en,price.EUR,stock,attribute.${code}.de`,
    `${sku}-1,${sku}-1,${word} matt,${word} matte,9.90,5,Matt`,
    `${sku}-2,${sku}-2,${word} glänzend,${word} glossy,9.90,5,Glänzend`,
  ]);
  return { code, word };
}

async function attribute(code: string): Promise<AttributeAdmin> {
  const found = (await adminCall<{ data: AttributeAdmin[] }>('GET', '/admin/api/attributes')).data.find(
    (a) => a.code === code,
  );
  if (!found) throw new Error(`the API lists no attribute ${code}`);
  return found;
}

/**
 * The English search page's facet `name` for the word's products, once the storefront offers
 * `shown` (and no longer `gone`): it follows a save within seconds.
 */
async function facetShows(page: Page, word: string, name: string, shown: string, gone?: string) {
  const facet = page.getByRole('region', { name: 'Filter' }).getByRole('group', { name });
  const offered = (label: string) => facet.getByText(label, { exact: true }).count();
  await expect
    .poll(
      async () => {
        await page.goto(`/en/search-details?term=${word}`);
        return [await offered(shown), gone ? await offered(gone) : 0];
      },
      { timeout: 20_000, interval: 500 },
    )
    .toEqual([1, 0]);
  return facet;
}

describe('the back office’s attributes', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('renames an attribute and a value in English and adds a value: the English storefront’s facet follows', async () => {
    const { code, word } = await ownAttribute({ de: 'Oberfläche', en: 'Finish' });
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Attributes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attributes' }).waitFor();
    await page
      .getByRole('navigation', { name: 'All attributes' })
      .getByRole('link', { name: `Finish ${stamp}` })
      .click();
    const editor = page.getByRole('region', { name: `Finish ${stamp}` });
    await editor.getByRole('tab', { name: 'English' }).click();
    const english = editor.getByRole('tabpanel', { name: 'English' });
    await english.getByLabel('Name (English)').waitFor();
    expect(await violations(page)).toEqual([]);

    await english.getByLabel('Name (English)').fill(`Surface ${stamp}`);
    await english.getByLabel('Name of Matt (English)').fill('Satin');
    await english.getByRole('button', { name: 'Add a value' }).click();
    // A new value is named in the default language first (German), then translated.
    await english.getByLabel('Name of new value 3 (English)').fill('Brushed');
    await editor.getByRole('tab', { name: 'Deutsch' }).click();
    const german = editor.getByRole('tabpanel', { name: 'Deutsch' });
    await german.getByLabel('Name of new value 3 (Deutsch)').fill('Gebürstet');
    // Moved earlier by its button: the focus stays with it.
    await german.getByRole('button', { name: 'Earlier (Gebürstet)' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Earlier (Gebürstet)');
    await editor.getByRole('button', { name: 'Save attribute' }).click();
    // Saved, the attribute is named in the page's language: English.
    await page
      .getByRole('region', { name: `Surface ${stamp}` })
      .getByRole('status')
      .filter({ hasText: 'Saved.' })
      .waitFor();
    expect(await violations(page)).toEqual([]);

    const saved = await attribute(code);
    expect(saved.label).toMatchObject({ de: `Oberfläche ${stamp}`, en: `Surface ${stamp}` });
    expect(saved.options.map((o) => [o.value, o.label.de, o.label.en])).toEqual([
      ['matt', 'Matt', 'Satin'],
      ['gebuerstet', 'Gebürstet', 'Brushed'],
      ['glaenzend', 'Glänzend', 'Glossy'],
    ]);

    const shop = await browser.open(desktop);
    const facet = await facetShows(shop, word, `Surface ${stamp}`, 'Satin', 'Matte');
    expect(await facet.getByText('Glossy', { exact: true }).count()).toBe(1);
  });

  it('asks before removing a value products have, and what they get instead; on a phone too', async () => {
    const { code, word } = await ownAttribute({ de: 'Griff', en: 'Grip' });
    const page = await browser.open({ ...backOffice(), ...phone });
    await signIn(page, owner);
    await page.goto(`/admin/attributes?attribute=${code}`);
    const editor = page.getByRole('region', { name: `Grip ${stamp}` });
    const german = editor.getByRole('tabpanel', { name: 'Deutsch' });
    await german.getByText('glaenzend · 1 product').waitFor();
    expect(await violations(page)).toEqual([]);
    await german.getByRole('button', { name: 'Remove (Glänzend)' }).click();
    const question = page.getByRole('dialog', { name: 'Remove the value Glänzend?' });
    await question.getByText('1 product has this value.', { exact: false }).waitFor();
    await question.getByLabel('The products get instead').selectOption('matt');
    expect(await violations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Remove' }).click();
    await question.waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Save attribute' }).click();
    await editor.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await attribute(code)).options.map((o) => [o.value, o.products])).toEqual([['matt', 2]]);
    // The storefront's facet offers what is left, counted.
    const shop = await browser.open(desktop);
    await facetShows(shop, word, `Grip ${stamp}`, 'Matte', 'Glossy');
    expect(await violations(page)).toEqual([]);
  });

  it('refuses the clerk the page and the operations', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    expect(
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Attributes' }).count(),
    ).toBe(0);
    await page.goto('/admin/attributes');
    await page.getByRole('heading', { level: 1, name: 'This page is for the shop owner' }).waitFor();
    expect(await violations(page)).toEqual([]);
    const statuses = await page.evaluate(async (attributeCode) => {
      const list = await fetch('/admin/api/attributes');
      const save = await fetch(`/admin/api/attributes/${attributeCode}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ label: { de: 'Vom Sachbearbeiter' } }),
      });
      const upload = await fetch('/admin/api/product-images', {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      });
      return [list.status, save.status, upload.status];
    }, 'e2e_clerk_cannot');
    expect(statuses).toEqual([403, 403, 403]);
  });
});
