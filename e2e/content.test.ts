import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOffice, owner, signIn } from './harness/back-office';
import { desktop, interactive, pauseClock, phone, useBrowser } from './harness/browser';
import { admin, contentCli, jsonFile, writeContent } from './harness/content';

/** Reloads until `check` passes; answers how long the change took to show. */
async function shownWithin(page: Page, url: string, check: () => Promise<boolean>, since: number) {
  for (;;) {
    await page.goto(url);
    if (await check()) return Date.now() - since;
    if (Date.now() - since > 15_000) throw new Error(`${url} did not show the change within 15 s`);
    await page.waitForTimeout(250);
  }
}

/**
 * The back office's Content section (the API's /admin/content), signed in as the owner; `open` loads
 * a block entry in its expert view (its HTML and its config as JSON; back-office-content-forms.test.ts
 * walks the forms).
 */
async function adminEditor(editor: Page) {
  await signIn(editor, owner);
  await editor.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Content' }).click();
  await editor.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
  const open = async (identifier: string, locale: string) => {
    await editor.getByLabel('Type').selectOption('block');
    await editor.getByLabel('Identifier').fill(identifier);
    await editor.getByLabel('Locale').selectOption(locale);
    await editor.getByRole('button', { name: 'Open' }).click();
    await editor.getByRole('heading', { name: `block · ${identifier} · ${locale}` }).waitFor();
    await editor.getByRole('tab', { name: 'Expert view (JSON)' }).click();
    await editor.getByLabel('Config (JSON)').waitFor();
  };
  return { editor, open };
}

const testMenu = (locale: 'de' | 'en') => ({
  items: [
    {
      kind: 'container',
      title: { de: 'Werkzeug', en: 'Tools' },
      href: '/i/agb',
      items: [
        {
          kind: 'link',
          title: { de: 'Hämmer', en: 'Hammers' },
          href: '/i/impressum',
          items: [{ kind: 'link', title: { de: 'Fäustel', en: 'Mallets' }, href: '/i/kontakt' }],
        },
        { kind: 'link', title: { de: 'Zangen', en: 'Pliers' }, href: '/i/versand' },
      ],
    },
    {
      kind: 'link',
      title: 'Service',
      items: [{ kind: 'link', title: locale === 'de' ? 'Kontakt' : 'Contact', href: '/i/kontakt' }],
    },
    { kind: 'link', title: { de: 'Nur am Desktop', en: 'Desktop only' }, href: '/i/agb', visibility: 'desktop' },
  ],
});

describe('content edited outside the shop', () => {
  const browser = useBrowser();
  let branding: { config: object };
  /** The menus the shop had: the journeys of later files (the keyboard's phone menu) walk them. */
  const menus = new Map<string, { content: string; config: object }>();

  beforeAll(async () => {
    branding = await admin('/setting/branding/de');
    for (const locale of ['de', 'en'] as const) {
      menus.set(locale, await admin(`/block/menu/${locale}`));
      await writeContent(`block/menu/${locale}`, { config: testMenu(locale) });
    }
  });
  afterAll(async () => {
    await writeContent('setting/branding/de', { config: branding.config });
    for (const [locale, menu] of menus)
      await writeContent(`block/menu/${locale}`, { content: menu.content, config: menu.config });
  });

  it('shows menu and notification bar edits made with the CLI within 5 s, in German and English', async () => {
    const stamp = Date.now().toString(36);
    for (const [locale, label, notice] of [
      ['de', `Sonderposten ${stamp}`, `CLI-Hinweis ${stamp}`],
      ['en', `Clearance ${stamp}`, `CLI notice ${stamp}`],
    ] as const) {
      contentCli([
        'set',
        'block',
        'menu',
        '--locale',
        locale,
        '--file',
        jsonFile({ config: { items: [...testMenu(locale).items, { kind: 'link', title: label, href: '/i/agb' }] } }),
      ]);
      contentCli(['set', 'block', 'notification-bar', '--locale', locale, '--content', `<p>${notice}</p>`]);
    }
    // Timed from the moment the CLI has saved the last change.
    const since = Date.now();
    const page = await browser.open(desktop);
    for (const [path, label, notice] of [
      ['/', `Sonderposten ${stamp}`, `CLI-Hinweis ${stamp}`],
      ['/en', `Clearance ${stamp}`, `CLI notice ${stamp}`],
    ] as const) {
      const nav = page.getByRole('navigation', { name: path === '/' ? 'Hauptnavigation' : 'Main navigation' });
      const took = await shownWithin(
        page,
        path,
        async () =>
          (await nav.getByRole('link', { name: label }).count()) === 1 && (await page.getByText(notice).count()) === 1,
        since,
      );
      expect(took).toBeLessThan(5_000);
    }
    // The CLI reads back what it wrote and exports every entry.
    expect(JSON.parse(contentCli(['get', 'block', 'notification-bar', '--locale', 'en'])).content).toBe(
      `<p>CLI notice ${stamp}</p>`,
    );
  });

  it('shows edits made in the back office within 5 s, after validating them', async () => {
    const stamp = Date.now().toString(36);
    const { editor, open } = await adminEditor(await browser.open(backOffice()));

    // An invalid menu is refused with the failing field named, at its line of the JSON.
    await open('menu', 'en');
    await editor.getByLabel('Config (JSON)').fill(JSON.stringify({ items: [{ kind: 'mega', title: 'x' }] }));
    await editor.getByRole('button', { name: 'Validate and preview' }).click();
    await editor.getByText('Line 1: items.0.kind: Choose one of: link, container, container-inline').waitFor();

    const menu = testMenu('en');
    menu.items.push({ kind: 'link', title: `Admin ${stamp}`, href: '/i/agb' } as never);
    await editor.getByLabel('Config (JSON)').fill(JSON.stringify(menu));
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(/Saved as version \d+/).waitFor();
    const menuSaved = Date.now();
    const english = await browser.open(desktop);
    const nav = english.getByRole('navigation', { name: 'Main navigation' });
    const menuShown = await shownWithin(
      english,
      '/en',
      async () => (await nav.getByRole('link', { name: `Admin ${stamp}` }).count()) === 1,
      menuSaved,
    );
    expect(menuShown).toBeLessThan(5_000);

    await open('notification-bar', 'de');
    await editor.getByLabel('Content (HTML)').fill(`<p>Admin-Hinweis ${stamp}</p>`);
    await editor.getByLabel('Config (JSON)').fill('{"backgroundColor": "#e6f0f2"}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(/Saved as version \d+/).waitFor();
    const noticeSaved = Date.now();
    // The history lists every version, the new one first (a header row, then at least two).
    expect(await editor.getByRole('table', { name: 'History' }).getByRole('row').count()).toBeGreaterThan(2);
    // Another shopper for German: visiting /en keeps English as the chosen language.
    const german = await browser.open(desktop);
    const noticeShown = await shownWithin(
      german,
      '/',
      async () => (await german.getByText(`Admin-Hinweis ${stamp}`).count()) === 1,
      noticeSaved,
    );
    expect(noticeShown).toBeLessThan(5_000);

    // An earlier version comes back as the newest, and the form shows it.
    const history = editor.getByRole('table', { name: 'History' });
    const previous = Number((await history.getByRole('row').nth(2).getByRole('cell').first().textContent())!.slice(1));
    await editor.getByRole('button', { name: `Restore version ${previous}` }).click();
    await editor.getByText(`Restored version ${previous} as the newest.`).waitFor();
    expect(await editor.getByLabel('Content (HTML)').inputValue()).not.toContain(`Admin-Hinweis ${stamp}`);
  });

  it('neutralises a script in content', async () => {
    const since = Date.now();
    await writeContent('block/notification-bar/de', {
      content:
        '<p>Sicher<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">Link</a></p>',
      config: {},
    });
    const page = await browser.open(desktop);
    const notice = page.getByRole('region', { name: 'Hinweis' });
    await shownWithin(page, '/', async () => (await notice.getByText('Sicher').count()) === 1, since);
    await interactive(page);
    await notice.getByText('Link', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await notice.locator('script, [onerror], [href^="javascript"]').count()).toBe(0);
  });

  it("shows stored markup in the back office's editor as text, and its preview runs nothing", async () => {
    const handler = '<img src=x onerror="window.__xss=1">';
    await writeContent('block/notification-bar/de', { content: `<p>Gespeichert ${handler}</p>`, config: {} });
    const menu = testMenu('en');
    menu.items.push({ kind: 'link', title: handler, href: '/i/agb' } as never);
    await writeContent('block/menu/en', { config: menu });
    try {
      const { editor, open } = await adminEditor(await browser.open(backOffice()));

      // The stored (cleaned) markup is the field's text; its preview is a sandboxed frame.
      await open('notification-bar', 'de');
      expect(await editor.getByLabel('Content (HTML)').inputValue()).toContain('Gespeichert');
      await editor.getByRole('button', { name: 'Validate and preview' }).click();
      const preview = editor.frameLocator('iframe[title="Preview"]');
      await preview.getByText('Gespeichert').waitFor();

      // A menu title holding markup: in the JSON field as typed, in the preview as text.
      await open('menu', 'en');
      expect(await editor.getByLabel('Config (JSON)').inputValue()).toContain(JSON.stringify(handler).slice(1, -1));
      await editor.getByRole('button', { name: 'Validate and preview' }).click();
      await preview.getByText(handler).waitFor();

      expect(await editor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await editor.locator('img[src="x"]').count()).toBe(0);
      expect(await preview.locator('img[onerror]').count()).toBe(0);
    } finally {
      await writeContent('block/menu/en', { config: testMenu('en') });
    }
  });

  it('walks the phone menu: submenus, All, Back, and a leaf closes it', async () => {
    const page = await browser.open(phone);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    expect(await menu.getByText('Nur am Desktop').count()).toBe(0);
    await menu.getByRole('button', { name: 'Werkzeug' }).click();
    const tools = page.getByRole('dialog', { name: 'Werkzeug' });
    await tools.getByRole('button', { name: 'Zurück' }).waitFor();
    expect(await tools.getByRole('link', { name: 'Alle' }).getAttribute('href')).toBe('/i/agb');
    await tools.getByRole('button', { name: 'Hämmer' }).click();
    const hammers = page.getByRole('dialog', { name: 'Hämmer' });
    expect(await hammers.getByRole('link', { name: 'Alle' }).getAttribute('href')).toBe('/i/impressum');
    await hammers.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('dialog', { name: 'Werkzeug' }).getByRole('link', { name: 'Zangen' }).click();
    await page.waitForURL('**/i/versand');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Closing cleared the active item: the menu opens at the top again.
    await page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Werkzeug' }).waitFor();
  });

  it('opens a desktop dropdown on hover and closes it after the leave time-out', async () => {
    const page = await browser.open(desktop);
    await page.clock.install();
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const tools = nav.getByRole('button', { name: 'Tools' });
    await tools.hover();
    await page.waitForFunction(
      () => document.querySelector('[aria-expanded="true"]')?.textContent?.includes('Tools'),
      null,
      { timeout: 1000 },
    );
    await nav.getByRole('link', { name: 'Hammers' }).waitFor({ timeout: 1000 });

    // Only one dropdown at a time.
    await nav.getByRole('button', { name: 'Service' }).hover();
    await nav.getByRole('link', { name: 'Contact' }).waitFor();
    expect(await nav.locator('[aria-expanded="true"]').count()).toBe(1);

    // The leave time-out (setting leaveMenuTimeout, 1000 ms) on the page's paused clock.
    await pauseClock(page);
    await page.mouse.move(600, 700);
    await page.clock.runFor(999);
    expect(await nav.getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
    await page.clock.runFor(1);
    await nav.getByRole('link', { name: 'Contact' }).waitFor({ state: 'detached' });
    await page.clock.resume();

    // Keyboard: Enter opens, Escape closes.
    await tools.focus();
    await page.keyboard.press('Enter');
    expect(await tools.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await tools.getAttribute('aria-expanded')).toBe('false');
  });

  it('changes the storefront when a setting is flipped in content', async () => {
    const page = await browser.open({ ...desktop, askConsent: true });
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Cookies und Datenschutz' }).waitFor();
    const since = Date.now();
    await writeContent('setting/branding/de', { config: { ...branding.config, cookieConsent: false } });
    const fresh = await browser.open({ ...desktop, askConsent: true });
    const took = await shownWithin(
      fresh,
      '/',
      async () => {
        await interactive(fresh);
        return (await fresh.getByRole('dialog', { name: 'Cookies und Datenschutz' }).count()) === 0;
      },
      since,
    );
    expect(took).toBeLessThan(6_000);
    await writeContent('setting/branding/de', { config: branding.config });
  });

  it('applies locale message overrides from the locale setting to that language only', async () => {
    const since = Date.now();
    await writeContent('setting/locale/en', { config: { messages: { 'Layout.home': 'Start page' } } });
    const page = await browser.open(phone);
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      await shownWithin(
        page,
        '/en',
        async () => (await bottom.getByRole('link', { name: 'Start page' }).count()) === 1,
        since,
      ),
    ).toBeLessThan(5_000);
    const german = await browser.open(phone);
    await german.goto('/');
    await german
      .getByRole('navigation', { name: 'Schnellnavigation' })
      .getByRole('link', { name: 'Start', exact: true })
      .waitFor();
    await writeContent('setting/locale/en', { config: { messages: {} } });
  });
});
