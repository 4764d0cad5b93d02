// The back office's content editor as a merchant uses it, in German and English: a menu item's
// label and the notification bar's text changed in forms (a wrong link refused at its field, in
// the page's language), saved, seen on the storefront, the author named in the history; the
// expert view's JSON follows the form, and a typo in it is named by its line. axe finds nothing
// on the editor at desktop and phone width. The entries this file writes are restored after it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './harness/axe';
import { assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, phone, useBrowser } from './harness/browser';
import { admin, writeContent } from './harness/content';

const languages = {
  de: {
    choose: 'Deutsch',
    form: 'Formular',
    expert: 'Expertenansicht (JSON)',
    label: 'Bezeichnung (Eintrag 1)',
    link: 'Link (Eintrag 1)',
    save: 'Speichern',
    saved: /Als Version \d+ gespeichert/,
    badLink: 'Ein Pfad im Shop wie /i/versand oder eine Adresse, die mit https://, mailto: oder tel: beginnt',
    problems: '1 Fehler vor dem Speichern zu beheben: siehe die markierten Felder.',
    text: 'Text',
    background: 'Hintergrundfarbe',
    config: 'Konfiguration (JSON)',
    content: 'Inhalt (HTML)',
    typo: 'Zeile 3, Spalte 3: Ein Komma oder die schließende Klammer } fehlt.',
    history: 'Verlauf',
    adminKey: 'Admin-Schlüssel (CLI oder ERP)',
    storefront: '/',
    nav: 'Hauptnavigation',
    notice: 'Hinweis',
  },
  en: {
    choose: undefined,
    form: 'Form',
    expert: 'Expert view (JSON)',
    label: 'Label (item 1)',
    link: 'Link (item 1)',
    save: 'Save',
    saved: /Saved as version \d+/,
    badLink: 'A path in the shop such as /i/versand, or an address starting with https://, mailto: or tel:',
    problems: '1 problem to correct before saving: see the fields marked.',
    text: 'Text',
    background: 'Background colour',
    config: 'Config (JSON)',
    content: 'Content (HTML)',
    typo: 'Line 3, column 3: a comma or the closing } is missing.',
    history: 'History',
    adminKey: 'Admin key (CLI or ERP)',
    storefront: '/en',
    nav: 'Main navigation',
    notice: 'Notice',
  },
} as const;
type Language = keyof typeof languages;

const testMenu = (locale: Language) => ({
  items: [
    { kind: 'link', title: locale === 'de' ? 'Angebote' : 'Offers', href: '/i/agb' },
    { kind: 'link', title: 'Service', href: '/i/kontakt' },
  ],
});
const testNotice = (locale: Language) => ({
  content: `<p>${locale === 'de' ? 'Testhinweis' : 'Test notice'} <a href="/i/versand">Versand</a></p>`,
  config: { backgroundColor: '#fff4e5', iconColor: '#e36414' },
});

/** Reloads the storefront page until `check` passes: content shows within seconds. */
async function shownOnStorefront(page: Page, path: string, check: () => Promise<boolean>) {
  const since = Date.now();
  for (;;) {
    await page.goto(path);
    if (await check()) return;
    if (Date.now() - since > 15_000) throw new Error(`${path} did not show the change within 15 s`);
    await page.waitForTimeout(250);
  }
}

/** The content editor on an entry, in the language chosen with the back office's menu. */
async function openEditor(page: Page, locale: Language, identifier: string) {
  await page.goto(`/admin/content?type=block&identifier=${identifier}&locale=${locale}&tab=block`);
  await page.getByRole('heading', { name: `block · ${identifier} · ${locale}` }).waitFor();
  await page.getByRole('tab', { name: languages[locale].form, selected: true }).waitFor();
}

describe('content forms in the back office', () => {
  const browser = useBrowser();
  const originals = new Map<string, { content: string; config: object }>();
  const keys = ['block/menu/de', 'block/menu/en', 'block/notification-bar/de', 'block/notification-bar/en'];

  beforeAll(async () => {
    assertBackOfficeBuilt();
    for (const key of keys) originals.set(key, await admin(`/${key}`));
    for (const locale of ['de', 'en'] as const) {
      await writeContent(`block/menu/${locale}`, { config: testMenu(locale) });
      await writeContent(`block/notification-bar/${locale}`, testNotice(locale));
    }
  });
  afterAll(async () => {
    for (const [key, entry] of originals) await writeContent(key, { content: entry.content, config: entry.config });
  });

  it.each(['de', 'en'] as const)(
    'edits a menu label and the notification bar in forms, in %s, and names the typo’s line in the JSON',
    async (locale) => {
      const words = languages[locale];
      const stamp = Date.now().toString(36);
      const page = await browser.open(backOffice());
      await signIn(page, owner);
      if (words.choose) {
        await page.getByRole('button', { name: 'Language: English' }).click();
        await page.getByRole('menuitemradio', { name: words.choose }).click();
      }

      // A wrong link is refused at its field, in the page's language; a right one is saved.
      await openEditor(page, locale, 'menu');
      const label = `${testMenu(locale).items[0]!.title} ${stamp}`;
      await page.getByLabel(words.label, { exact: true }).fill(label);
      await page.getByLabel(words.link, { exact: true }).fill('www.example.com');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('alert').getByText(words.problems).waitFor();
      const link = page.getByLabel(words.link, { exact: true });
      await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => link.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.getByText(words.badLink).waitFor();
      expect(await violations(page)).toEqual([]);
      await link.fill('/i/impressum');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('status').getByText(words.saved).waitFor();

      // The history names who saved each version: this member, the admin key before.
      const history = page.getByRole('table', { name: words.history });
      await history.getByRole('row').nth(1).getByText('Olivia Werner').waitFor();
      await history.getByRole('row').nth(2).getByText(words.adminKey).waitFor();

      const shop = await browser.open(desktop);
      const nav = shop.getByRole('navigation', { name: words.nav });
      await shownOnStorefront(
        shop,
        words.storefront,
        async () => (await nav.getByRole('link', { name: label }).count()) === 1,
      );
      expect(await nav.getByRole('link', { name: label }).getAttribute('href')).toMatch(/\/i\/impressum$/);

      // The notification bar's sentence, changed in its field; the expert view shows it as HTML.
      await openEditor(page, locale, 'notification-bar');
      const notice = `${locale === 'de' ? 'Neuer Hinweis' : 'New notice'} ${stamp}`;
      await page.getByLabel(words.text, { exact: true }).fill(notice);
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('status').getByText(words.saved).waitFor();
      const bar = shop.getByRole('region', { name: words.notice });
      await shownOnStorefront(shop, words.storefront, async () => (await bar.getByText(notice).count()) === 1);
      await history.getByRole('row').nth(1).getByText('Olivia Werner').waitFor();

      await page.getByRole('tab', { name: words.expert }).click();
      expect(await page.getByLabel(words.content, { exact: true }).inputValue()).toBe(
        `<p>${notice} <a href="/i/versand">Versand</a></p>`,
      );
      // A typo in the JSON is named by its line and column; the form waits until it reads.
      const json = page.getByLabel(words.config, { exact: true });
      await json.fill('{\n  "backgroundColor": "#e6f0f2"\n  "iconColor": "#e36414"\n}');
      await page.getByText(words.typo).waitFor();
      expect(await json.getAttribute('aria-invalid')).toBe('true');
      await page.getByRole('tab', { name: words.form }).click();
      expect(await page.getByRole('tab', { name: words.expert }).getAttribute('aria-selected')).toBe('true');
      expect(await violations(page)).toEqual([]);
      // Once it reads, the form shows what the JSON says.
      await json.fill('{\n  "backgroundColor": "#e6f0f2",\n  "iconColor": "#e36414"\n}');
      await page.getByRole('tab', { name: words.form }).click();
      expect(await page.getByLabel(words.background, { exact: true }).inputValue()).toBe('#e6f0f2');
    },
  );

  it('is free of axe findings at phone width, and does not scroll sideways', async () => {
    const page = await browser.open({ ...phone, baseURL: inject('apiUrl') });
    await signIn(page, owner);
    for (const identifier of ['menu', 'notification-bar']) {
      await openEditor(page, 'en', identifier);
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.getByRole('tab', { name: 'Expert view (JSON)' }).click();
    await page.getByLabel('Config (JSON)', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('is free of axe findings on the settings form at desktop', async () => {
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.goto('/admin/content?type=setting&identifier=branding&locale=de&tab=setting');
    await page.getByRole('switch', { name: 'Guest checkout' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
