// A customer's address book kept by a clerk in the back office: an address added (its VAT ID and
// postal code refused at the field, in the page's language), changed, made the default shipping
// address, the old one deleted once it is no default; a colleague's change meanwhile is told, not
// overwritten. The customer is one of this test's own, opened with the admin key.
import type { AdminCustomer } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, clerk, signIn } from './harness/back-office';
import { useBrowser } from './harness/browser';

const company = 'Brandt Ausbau GmbH';
const person = { firstName: 'Jonas', lastName: 'Brandt', company };

/** Switches the back office's language with its menu, named in the language shown ("Sprache: Deutsch"). */
async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitemradio', { name: to.split(': ')[1] }).click();
  await page.getByRole('button', { name: to }).waitFor();
}

describe("a customer's addresses in the back office", () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('are added, changed, made the default and deleted by a clerk, each change told and audited', async () => {
    const opened = await adminCall<AdminCustomer>('POST', '/admin/api/customers', {
      email: `adressen-${Date.now()}@brandt-ausbau.example`,
      firstName: person.firstName,
      lastName: person.lastName,
      locale: 'en',
      billingAddress: {
        ...person,
        street: 'Kaiserstraße 5',
        postalCode: '60311',
        city: 'Frankfurt am Main',
        country: 'DE',
        vatId: 'DE136695976',
      },
      shippingAddress: { ...person, street: 'Lagerhalle 3', postalCode: '63067', city: 'Offenbach', country: 'DE' },
      invite: false,
    });
    const page = await browser.open(backOffice());
    await signIn(page, clerk);
    await page.goto(`/admin/customers/${opened.id}`);
    await page.getByRole('heading', { level: 1, name: company }).waitFor();
    const book = page.getByRole('region', { name: 'Address book' });
    const entry = (street: string) => book.getByRole('listitem').filter({ hasText: street });
    await entry('Kaiserstraße 5').getByText('Default billing', { exact: true }).waitFor();
    await entry('Lagerhalle 3').getByText('Default shipping', { exact: true }).waitFor();
    // A default address is not offered for deletion: another becomes the default first.
    expect(await book.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // The form's refusals are said at their fields in the page's language.
    await chooseLanguage(page, 'Language: English', 'Sprache: Deutsch');
    await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const neu = page.getByRole('dialog', { name: 'Neue Adresse' });
    await neu.getByRole('button', { name: 'Speichern' }).click();
    await neu.getByText('Dieses Feld ist erforderlich').first().waitFor();
    expect(await neu.getByLabel('Straße und Hausnummer').getAttribute('aria-invalid')).toBe('true');
    await neu.getByRole('button', { name: 'Schließen' }).click();
    await neu.waitFor({ state: 'detached' });
    await chooseLanguage(page, 'Sprache: Deutsch', 'Language: English');

    await book.getByRole('button', { name: 'Add address' }).click();
    const added = page.getByRole('dialog', { name: 'New address' });
    await added.getByLabel('Company').fill(company);
    await added.getByLabel('First name').fill('Jonas');
    await added.getByLabel('Last name').fill('Brandt');
    await added.getByLabel('Street and number').fill('Baustelle Westend 1');
    await added.getByLabel('Postal code').fill('6032');
    await added.getByLabel('City').fill('Frankfurt am Main');
    // The country's postal code format and the VAT ID's check digits: refused at their fields, nothing saved.
    await added.getByLabel('VAT ID').fill('DE123456789');
    expect(await violations(page)).toEqual([]);
    await added.getByRole('button', { name: 'Save' }).click();
    const vatId = added.getByLabel('VAT ID');
    await expect.poll(() => vatId.getAttribute('aria-invalid')).toBe('true');
    await added.getByText('Not a VAT ID of the address’s country').waitFor();
    expect(await added.getByLabel('Postal code').getAttribute('aria-invalid')).toBe('true');
    await added.getByText('Not a postal code of Germany').waitFor();
    expect(await violations(page)).toEqual([]);
    await added.getByLabel('Postal code').fill('60325');
    await vatId.fill('');
    await added.getByRole('button', { name: 'Save' }).click();
    await added.waitFor({ state: 'detached' });
    await book.getByRole('status').getByText('Address added.').waitFor();
    await entry('Baustelle Westend 1').getByText('Shipping', { exact: true }).waitFor();

    await entry('Baustelle Westend 1').getByRole('button', { name: 'Edit Baustelle Westend 1' }).click();
    const edited = page.getByRole('dialog', { name: 'Edit address' });
    expect(await edited.getByLabel('Street and number').inputValue()).toBe('Baustelle Westend 1');
    await edited.getByLabel('Street and number').fill('Baustelle Westend 7');
    await edited.getByRole('button', { name: 'Save' }).click();
    await edited.waitFor({ state: 'detached' });
    await book.getByRole('status').getByText('Address saved.').waitFor();
    expect(await entry('Baustelle Westend 1').count()).toBe(0);

    await entry('Baustelle Westend 7')
      .getByRole('button', { name: 'Use as default shipping Baustelle Westend 7' })
      .click();
    await book.getByRole('status').getByText('The default shipping address has changed.').waitFor();
    await entry('Baustelle Westend 7').getByText('Default shipping', { exact: true }).waitFor();
    expect(await entry('Lagerhalle 3').getByText('Default shipping', { exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // The old shipping address, no default any more, is deleted after a confirmation.
    await entry('Lagerhalle 3').getByRole('button', { name: 'Delete Lagerhalle 3' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.getByText('Lagerhalle 3').waitFor();
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await confirm.waitFor({ state: 'detached' });
    await book.getByRole('status').getByText('Address deleted.').waitFor();
    await expect.poll(() => entry('Lagerhalle 3').count()).toBe(0);

    const kept = await adminCall<AdminCustomer>('GET', `/admin/api/customers/${opened.id}`);
    expect(kept.addresses.map((a) => [a.street, a.isDefaultBilling, a.isDefaultShipping])).toEqual([
      ['Kaiserstraße 5', true, false],
      ['Baustelle Westend 7', false, true],
    ]);
    const audit = await adminCall<{ data: Array<{ actor: string; action: string }> }>(
      'GET',
      `/admin/api/audit?action=customer&entityId=${encodeURIComponent(opened.customerNumber)}`,
    );
    expect(audit.data.map((row) => [row.actor, row.action]).reverse()).toEqual([
      ['admin-key', 'customer.create'],
      ['clerk@werkhaus.example', 'customer.address.add'],
      ['clerk@werkhaus.example', 'customer.address.update'],
      ['clerk@werkhaus.example', 'customer.address.update'],
      ['clerk@werkhaus.example', 'customer.address.delete'],
    ]);

    // A colleague changes the customer meanwhile: the clerk's change is refused, and the page loads theirs.
    await adminCall('PATCH', `/admin/api/customers/${opened.id}`, { lastName: 'Brandt-Weber', version: kept.version });
    await entry('Baustelle Westend 7').getByRole('button', { name: 'Edit Baustelle Westend 7' }).click();
    const late = page.getByRole('dialog', { name: 'Edit address' });
    await late.getByLabel('City').fill('Eschborn');
    await late.getByRole('button', { name: 'Save' }).click();
    await late
      .getByRole('alert')
      .getByText(`Someone changed customer ${opened.customerNumber} meanwhile.`, { exact: false })
      .waitFor();
    await late.getByRole('button', { name: 'Load the current state' }).click();
    await late.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Account' }).getByText('Jonas Brandt-Weber').waitFor();
    expect(await entry('Baustelle Westend 7').getByText('Eschborn').count()).toBe(0);
  });
});
