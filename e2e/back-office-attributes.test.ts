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
// to products of its own (a made-up word in their names finds them and nothing else), so no other
// journey meets their facets.
const stamp = Date.now().toString(36);
const renamed = `e2e_finish_${stamp}`;
const pruned = `e2e_grip_${stamp}`;
const word = `Zyrkonfeile${stamp}`;

async function attribute(code: string): Promise<AttributeAdmin> {
  const found = (await adminCall<{ data: AttributeAdmin[] }>('GET', '/admin/api/attributes')).data.find(
    (a) => a.code === code,
  );
  if (!found) throw new Error(`the API lists no attribute ${code}`);
  return found;
}

/** The search page's facet of the attribute, in English, once the storefront shows `value`. */
async function facetShows(page: Page, name: string, value: string) {
  const facet = page.getByRole('region', { name: 'Filter' }).getByRole('group', { name });
  await expect
    .poll(
      async () => {
        await page.goto(`/en/search-details?term=${word}`);
        return facet.getByText(value, { exact: true }).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  return facet;
}

describe('the back office’s attributes', () => {
  const browser = useBrowser();
  beforeAll(async () => {
    assertBackOfficeBuilt();
    for (const [code, de, en] of [
      [renamed, 'Oberfläche', 'Finish'],
      [pruned, 'Griff', 'Grip'],
    ] as const)
      await adminCall('PUT', `/admin/api/attributes/${code}`, {
        label: { de: `${de} ${stamp}`, en: `${en} ${stamp}` },
        isFacet: true,
        position: 900,
        options: [{ label: { de: 'Matt', en: 'Matte' } }, { label: { de: 'Glänzend', en: 'Glossy' } }],
      });
    await importCatalog([
      `sku,item_number,name.de,name.en,price.EUR,stock,attribute.${renamed}.de,attribute.${pruned}.de`,
      `E2E-ATTR-${stamp}-1,E2E-ATTR-${stamp}-1,${word} matt,${word} matte,9.90,5,Matt,Matt`,
      `E2E-ATTR-${stamp}-2,E2E-ATTR-${stamp}-2,${word} glänzend,${word} glossy,9.90,5,Glänzend,Glänzend`,
    ]);
  });

  it('renames an attribute and a value in English and adds a value: the English storefront’s facet follows', async () => {
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
    await editor.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const saved = await attribute(renamed);
    expect(saved.label).toMatchObject({ de: `Oberfläche ${stamp}`, en: `Surface ${stamp}` });
    expect(saved.options.map((o) => [o.value, o.label.de, o.label.en])).toEqual([
      ['matt', 'Matt', 'Satin'],
      ['gebuerstet', 'Gebürstet', 'Brushed'],
      ['glaenzend', 'Glänzend', 'Glossy'],
    ]);

    const shop = await browser.open(desktop);
    const facet = await facetShows(shop, `Surface ${stamp}`, 'Satin');
    expect(await facet.getByText('Glossy', { exact: true }).count()).toBe(1);
  });

  it('asks before removing a value products have, and what they get instead; on a phone too', async () => {
    const page = await browser.open({ ...backOffice(), ...phone });
    await signIn(page, owner);
    await page.goto(`/admin/attributes?attribute=${pruned}`);
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
    expect((await attribute(pruned)).options.map((o) => [o.value, o.products])).toEqual([['matt', 2]]);
    // The storefront's facet offers what is left, counted.
    const shop = await browser.open(desktop);
    const facet = await facetShows(shop, `Grip ${stamp}`, 'Matte');
    expect(await facet.getByText('Glossy', { exact: true }).count()).toBe(0);
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
    }, renamed);
    expect(statuses).toEqual([403, 403, 403]);
  });
});
