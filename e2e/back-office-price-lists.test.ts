// A price list kept by the owner in the back office: created, given a product's price typed as a
// German merchant types it, found, and refused deletion while a customer holds it.
import type { AdminCustomer, AdminCustomerSummary, AdminPriceList, AdminPriceListEntry } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';

type PriceListAnswer = { list: AdminPriceList; entries: { data: AdminPriceListEntry[]; count: number } };

/** A customer of this test's own, registered as shoppers do; staff find them by e-mail. */
async function ownCustomer(): Promise<AdminCustomer> {
  const email = `price-list-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { call } = shopper(() => inject('apiUrl'));
  await call('POST', '/customers', {
    email,
    password: 'correct horse',
    firstName: 'Pia',
    lastName: 'Preis',
    locale: 'en',
  });
  const [found] = (
    await adminCall<{ data: AdminCustomerSummary[] }>('GET', `/admin/api/customers?q=${encodeURIComponent(email)}`)
  ).data;
  return adminCall<AdminCustomer>('GET', `/admin/api/customers/${found!.id}`);
}

/** Gives a customer a price list (or none), at the version the API has now. */
async function holdList(customerId: number, priceListId: number | null) {
  const { version } = await adminCall<AdminCustomer>('GET', `/admin/api/customers/${customerId}`);
  await adminCall('PATCH', `/admin/api/customers/${customerId}`, { priceListId, version });
}

describe('price lists in the back office', () => {
  const browser = useBrowser();
  const code = `E2E-${Date.now()}`;
  const name = `Kessler group ${code}`;
  beforeAll(assertBackOfficeBuilt);
  // The shop is shared by every e2e file: a list left behind by a failed run is deleted.
  afterAll(async () => {
    const left = (await adminCall<{ data: AdminPriceList[] }>('GET', '/admin/api/price-lists')).data.find(
      (list) => list.code === code,
    );
    if (left) await adminCall('DELETE', `/admin/api/price-lists/${code}?version=${left.version}`).catch(() => {});
  });

  it('creates a list, prices a product typed in German, finds it, and deletes it once nobody holds it', async () => {
    const [product] = await purchasableProducts(1);
    const customer = await ownCustomer();
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Price lists' }).click();
    await page.getByRole('heading', { level: 1, name: 'Price lists' }).waitFor();
    await page.getByRole('table', { name: 'Price lists' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New price list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New price list' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill(name);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create price list' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/price-lists/${code}`);

    // A product priced from one unit, typed as on an English page.
    const add = page.getByRole('form', { name: 'Add price' });
    await add.getByLabel('SKU').fill(product!.sku);
    await add.getByLabel('Price (EUR)').fill('9.99');
    await add.getByRole('button', { name: 'Add price' }).click();
    const entries = page.getByRole('table', { name: `Prices of ${name}` });
    await entries
      .getByRole('row', { name: new RegExp(product!.sku) })
      .getByText('€9.99')
      .waitFor();
    expect(await violations(page)).toEqual([]);

    // In German, an amount is typed with a comma; "12.50" would be read as nothing, not guessed.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 2, name: 'Preise (1 Artikel)' }).waitFor();
    const preise = page.getByRole('table', { name: `Preise von ${name}` });
    await preise.getByRole('button', { name: `Bearbeiten ${product!.sku}` }).click();
    const price = preise.getByLabel(`Preis von ${product!.sku}`);
    // The row's price takes the focus, showing the amount as a German merchant types it.
    await expect.poll(() => price.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await price.inputValue()).toBe('9,99');
    await price.fill('12.50');
    await preise.getByRole('button', { name: `Speichern ${product!.sku}` }).click();
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    await preise.getByText('Beträge in der Währung der Liste, etwa 12,50.').waitFor();
    await price.fill('12,50');
    await preise.getByRole('button', { name: 'Staffelpreis hinzufügen' }).click();
    await preise.getByLabel(`Menge der Staffel 1 von ${product!.sku}`).fill('10');
    await preise.getByLabel(`Preis der Staffel 1 von ${product!.sku}`).fill('11,00');
    expect(await violations(page)).toEqual([]);
    await preise.getByRole('button', { name: `Speichern ${product!.sku}` }).click();
    const row = preise.getByRole('row', { name: new RegExp(product!.sku) });
    await row.getByText(/^12,50\s€$/).waitFor();
    await row.getByText(/^ab 10: 11,00\s€$/).waitFor();
    const saved = await adminCall<PriceListAnswer>('GET', `/admin/api/price-lists/${code}`);
    expect(saved.entries.data).toEqual([
      expect.objectContaining({ sku: product!.sku, price: 1250, tiers: [{ minQty: 10, price: 1100 }] }),
    ]);
    // Closed, the row gives the focus back to its Edit button.
    const editButton = preise.getByRole('button', { name: `Bearbeiten ${product!.sku}` });
    await expect.poll(() => editButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Renamed meanwhile by someone else: saving the settings says so and offers the current state.
    await adminCall('PUT', `/admin/api/price-lists/${code}`, {
      name: `${name} (ERP)`,
      currency: 'EUR',
      version: saved.list.version,
    });
    const settings = page.getByRole('region', { name: 'Einstellungen' });
    await settings.getByLabel('Name').fill(`${name} neu`);
    await settings.getByRole('button', { name: 'Speichern' }).click();
    // Said in the page's language, never the API's English.
    await settings
      .getByRole('alert')
      .getByText(`Die Preisliste ${code} wurde inzwischen geändert.`, { exact: false })
      .waitFor();
    await settings.getByRole('button', { name: 'Aktuellen Stand laden' }).click();
    await expect.poll(() => settings.getByLabel('Name').inputValue()).toBe(`${name} (ERP)`);
    await settings.getByLabel('Name').fill(name);
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await settings.getByRole('status').getByText('Gespeichert.').waitFor();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

    // Found by a part of its SKU, and the search is kept in the URL; a search that matches nothing says so.
    const search = page.getByRole('search', { name: 'Preise suchen' });
    await search.getByLabel('Preise suchen').fill(product!.sku.slice(0, -1));
    await search.getByRole('button', { name: 'Filtern' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === product!.sku.slice(0, -1));
    await row.waitFor();
    await search.getByLabel('Preise suchen').fill('keine-solche-nummer');
    await search.getByRole('button', { name: 'Filtern' }).click();
    await preise.getByText('Kein Preis passt zur Suche.').waitFor();

    // Held by a customer, the list is not deleted: the refusal names them, in German.
    await holdList(customer.id, saved.list.id);
    await page.goto(`/admin/price-lists/${code}`);
    await page
      .getByRole('region', { name: 'Kunden mit dieser Liste' })
      .getByRole('link', { name: customer.customerNumber })
      .waitFor();
    await page.getByRole('link', { name: 'Alle Preislisten' }).click();
    const lists = page.getByRole('table', { name: 'Preislisten' });
    await lists.getByRole('button', { name: `Löschen ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Preisliste ${name} löschen?` });
    await confirm.getByText('1 Kunde hat diese Liste', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Preisliste löschen' }).click();
    await confirm
      .getByRole('alert')
      .getByText(`Nicht gelöscht: Kunde ${customer.customerNumber} hat diese Liste.`, { exact: false })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Put back as it was: the customer holds no list, and the list is deleted.
    await holdList(customer.id, null);
    await page.reload();
    await lists.getByRole('button', { name: `Löschen ${code}` }).click();
    await confirm.getByRole('button', { name: 'Preisliste löschen' }).click();
    await confirm.waitFor({ state: 'detached' });
    await lists.getByRole('link', { name: code, exact: true }).waitFor({ state: 'detached' });
    const after = await adminCall<{ data: AdminPriceList[] }>('GET', '/admin/api/price-lists');
    expect(after.data.map((list) => list.code)).not.toContain(code);
  });
});
