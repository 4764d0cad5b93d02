// The back office speaks the member's language when the shop refuses something: a refusal the API
// names, a field the schema refuses, a change someone else made meanwhile (with the button that
// loads the current state), and an address that names nothing is the not-found page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { phone, useBrowser } from './harness/browser';

interface Coupon {
  code: string;
  minimumOrder: number | null;
  version: number;
}

async function inGerman(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
}

const couponOf = async (code: string) =>
  (await adminCall<{ data: Coupon[] }>('GET', '/admin/api/coupons')).data.find((c) => c.code === code)!;

describe("refusals in the member's language", () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('says in German what the shop refused, and loads the current state after a conflict', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await inGerman(page);

    // An address that names no order or customer is the not-found page, not a schema's words.
    for (const address of ['/admin/orders/WH-0000012', '/admin/customers/neu', '/admin/customers/999999999']) {
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    }

    // A field the schema refuses, and a refusal the API names: both in German, nothing created.
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Person hinzufügen' }).click();
    const adding = page.getByRole('dialog', { name: 'Person hinzufügen' });
    await adding.getByLabel('E-Mail').fill(owner);
    await adding.getByLabel('Name').fill('Zweite Inhaberin');
    await adding.getByLabel('Passwort', { exact: true }).fill('kurz');
    await adding.getByRole('button', { name: 'Person hinzufügen' }).click();
    await adding.getByText('Mindestens 10 Zeichen', { exact: true }).waitFor();
    await adding.getByLabel('Passwort', { exact: true }).fill('lang-genug-2026');
    await adding.getByRole('button', { name: 'Person hinzufügen' }).click();
    await adding
      .getByRole('alert')
      .getByText(`Ein Teammitglied mit der E-Mail-Adresse ${owner} gibt es bereits.`)
      .waitFor();
    expect(await adding.getByText(/exists already/).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await adding.waitFor({ state: 'detached' });

    // Someone changes a coupon while the member edits it: told so in German, with the button
    // that loads the coupon as it is now into the form.
    const code = `MELDUNG-${Date.now()}`;
    await adminCall('PUT', `/admin/api/coupons/${code}`, { kind: 'percent', value: 500 });
    await page.goto('/admin/coupons');
    await page.getByRole('table', { name: 'Gutscheine' }).getByRole('cell', { name: code, exact: true }).waitFor();
    await page.getByRole('button', { name: `Bearbeiten ${code}` }).click();
    const editing = page.getByRole('dialog', { name: `Gutschein ${code}` });
    await editing.getByLabel('Mindestbestellwert (netto)').fill('10,00');
    const read = await couponOf(code);
    await adminCall('PUT', `/admin/api/coupons/${code}`, {
      kind: 'percent',
      value: 500,
      minimumOrder: 2500,
      version: read.version,
    });
    await editing.getByRole('button', { name: 'Änderungen speichern' }).click();
    const conflict = editing.getByRole('alert');
    await conflict.getByText(`Der Gutschein ${code} wurde inzwischen geändert.`, { exact: false }).waitFor();
    expect(await violations(page)).toEqual([]);
    await conflict.getByRole('button', { name: 'Aktuellen Stand laden' }).click();
    await expect.poll(() => editing.getByLabel('Mindestbestellwert (netto)').inputValue()).toBe('25,00');
    expect(await editing.getByRole('alert').count()).toBe(0);
    // Made again on the current state, the change is saved.
    await editing.getByLabel('Mindestbestellwert (netto)').fill('10,00');
    await editing.getByRole('button', { name: 'Änderungen speichern' }).click();
    await editing.waitFor({ state: 'detached' });
    expect((await couponOf(code)).minimumOrder).toBe(1000);
    await adminCall('PUT', `/admin/api/coupons/${code}`, {
      kind: 'percent',
      value: 500,
      active: false,
      version: (await couponOf(code)).version,
    });
  });

  it('says the same refusal in English on an English page, on a phone too', async () => {
    const page = await browser.open({ ...backOffice(), ...phone });
    await signIn(page, owner);
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Add member' }).click();
    const adding = page.getByRole('dialog', { name: 'Add member' });
    await adding.getByLabel('E-mail').fill(owner);
    await adding.getByLabel('Name').fill('Second owner');
    await adding.getByLabel('Password', { exact: true }).fill('kurz');
    await adding.getByRole('button', { name: 'Add member' }).click();
    await adding.getByText('At least 10 characters', { exact: true }).waitFor();
    await adding.getByLabel('Password', { exact: true }).fill('long-enough-2026');
    await adding.getByRole('button', { name: 'Add member' }).click();
    await adding.getByRole('alert').getByText(`A member of staff with the e-mail ${owner} exists already.`).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto('/admin/orders/WH-0000012');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
