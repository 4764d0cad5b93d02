import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, interactive, pauseClock, phone, useBrowser } from './harness/browser';
import { admin, setBranding, writeContent } from './harness/content';

interface Answer {
  data: Array<{ id: number; sku: string; name: string }>;
  count: number;
}

const search = async (keyword: string, locale = 'en'): Promise<Answer> =>
  (await fetch(`${inject('apiUrl')}/search?keyword=${encodeURIComponent(keyword)}&locale=${locale}&limit=100`)).json();

/** Counts the live searches the page asks for. */
function watchSearches(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') urls.push(request.url());
  });
  return urls;
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search' });
const overlay = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Search results' });
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

describe('search', () => {
  const browser = useBrowser();
  let branding: { config: Record<string, unknown> };
  /** A keyword with more than 24 English results, for infinite loading and paging. */
  let common: string;

  beforeAll(async () => {
    branding = await admin('/setting/branding/de');
    for (const candidate of ['set', 'steel', 'pack', 'work', 'black', 'safety']) {
      if ((await search(candidate)).count > 30) {
        common = candidate;
        break;
      }
    }
    expect(common, 'a keyword with more than 30 results').toBeDefined();
  });
  afterAll(async () => {
    await writeContent('setting/branding/de', { config: branding.config });
  });

  it('opens on typing, searches once 1000 ms after the last key, and closes on Escape', async () => {
    const page = await browser.open(desktop);
    const searches = watchSearches(page);
    await page.clock.install();
    await page.goto('/en');
    await interactive(page);
    await pauseClock(page);
    await searchBox(page).pressSequentially('drill', { delay: 60 });

    // Open at once, with the empty state, and nothing asked yet: the debounce is running.
    await overlay(page).waitFor();
    await overlay(page).getByText('You haven’t searched for items yet').waitFor();
    await overlay(page).getByText('Let’s start now – we’ll help you').waitFor();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.clock.runFor(999);
    expect(searches).toEqual([]);
    await page.clock.runFor(1);
    await page.clock.resume();

    const suggestions = overlay(page).getByRole('listbox', { name: 'Product suggestions' });
    await suggestions.waitFor();
    // Expanded: the combobox's listbox is shown.
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-controls')).toBe(await suggestions.getAttribute('id'));
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]!).searchParams.get('keyword')).toBe('drill');
    const names = await suggestions.getByRole('option').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    // Full-text matches come first; a few similar names may follow when they are few.
    expect(names[0]).toMatch(/drill/i);
    // Matching categories are links.
    await overlay(page).getByRole('navigation', { name: 'Categories' }).getByRole('link').first().waitFor();

    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'detached' });
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await bodyOverflow(page)).toBe('');
    expect(await searchBox(page).inputValue()).toBe('drill');
  });

  it('loads the combobox when the field is reached for, not with the page, and loses nothing typed meanwhile', async () => {
    const page = await browser.open(desktop);
    const searches = watchSearches(page);
    const answer = await page.goto('/en');
    await interactive(page);
    // downshift is in none of the scripts the document names (its first load).
    const scripts = [...(await answer!.text()).matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const body = await (await page.request.get(src)).text();
      expect(body.includes('preventDownshiftDefault'), `${src} carries downshift`).toBe(false);
    }

    // Its code is held back while the shopper types and moves the caret in the plain field.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await searchBox(page).pressSequentially('drl', { delay: 30 });
    await searchBox(page).press('ArrowLeft');
    expect(asked.length, 'the focus asks for the live search').toBeGreaterThan(0);
    release();

    // It takes over the same field: what was typed is searched, and the next key lands at the caret.
    await overlay(page).waitFor();
    await page.keyboard.press('i');
    expect(await searchBox(page).inputValue()).toBe('dril');
    expect(await searchBox(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await overlay(page).getByRole('listbox').getByRole('option').first().waitFor();
    expect(new URL(searches.at(-1)!).searchParams.get('keyword')).toBe('dril');
  });

  it('loads 12 results, then 12 more when scrolled near the bottom', async () => {
    const page = await browser.open(desktop);
    const searches = watchSearches(page);
    await page.goto('/en');
    await searchBox(page).fill(common);
    const options = overlay(page).getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBe(12);
    await overlay(page)
      .locator('[data-search-scroll]')
      .evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect.poll(() => options.count()).toBe(24);
    expect(new URL(searches.at(-1)!).searchParams.get('offset')).toBe('12');
    const ids = await options.evaluateAll((nodes) => nodes.map((n) => n.textContent));
    expect(new Set(ids).size).toBe(24);
  });

  it('is operable with the keyboard: arrows walk the suggestions, Enter opens one', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    await searchBox(page).fill('drill');
    const options = overlay(page).getByRole('listbox').getByRole('option');
    await options.nth(1).waitFor();
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    // The overlay shows the engine's results in its order.
    const { name } = (await search('drill')).data[1]!;
    await searchBox(page).press('Enter');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/\/en\/p\/\d+\//);
    expect(await bodyOverflow(page)).toBe('');
  });

  it('closes on a click outside, on the cross and on Cancel', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    await searchBox(page).fill('drill');
    await overlay(page).waitFor();
    await page.mouse.click(640, 880);
    await overlay(page).waitFor({ state: 'detached' });

    await searchBox(page).fill('drills');
    await overlay(page).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await overlay(page).waitFor({ state: 'detached' });
    expect(await searchBox(page).inputValue()).toBe('');

    await searchBox(page).fill('drill');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await overlay(page).waitFor({ state: 'detached' });
    expect(await searchBox(page).inputValue()).toBe('');
    // Emptying the field closes it too.
    await searchBox(page).fill('dr');
    await overlay(page).waitFor();
    await searchBox(page).fill('');
    await overlay(page).waitFor({ state: 'detached' });
  });

  it('goes to the search page on Enter without the live search still waiting', async () => {
    const page = await browser.open(desktop);
    const searches = watchSearches(page);
    await page.clock.install();
    await page.goto('/en');
    await interactive(page);
    await pauseClock(page);
    await searchBox(page).pressSequentially('drill', { delay: 30 });
    await searchBox(page).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search results for “drill”' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/search-details');
    expect(new URL(page.url()).searchParams.get('term')).toBe('drill');
    await expect.poll(() => page.title()).toBe('Search results for “drill” | Werkhaus');
    // The debounce would fire now: it was dropped with the Enter. The field keeps the term without
    // searching it again.
    await page.clock.runFor(1_300);
    expect(searches).toEqual([]);
    await expect.poll(() => overlay(page).count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe('drill');

    // Opened directly, the search page puts its term in the field, quietly.
    await page.goto('/en/search-details?term=hammer');
    await interactive(page);
    expect(await searchBox(page).inputValue()).toBe('hammer');
    await page.clock.runFor(1_300);
    expect(searches).toEqual([]);
    expect(await overlay(page).count()).toBe(0);

    // Arrow down opens the suggestions for that term at once; going back closes them.
    await searchBox(page).press('ArrowDown');
    await overlay(page).getByRole('listbox').getByRole('option').first().waitFor();
    expect(searches).toHaveLength(1);
    await page.goBack();
    await page.waitForURL(/term=drill/);
    await overlay(page).waitFor({ state: 'detached' });
    expect(await bodyOverflow(page)).toBe('');
  });

  it('filters, sorts and pages on the search page, keeping the term', async () => {
    await setBranding({ ...branding.config, isPriceForGuestEnabled: true });
    const page = await browser.open(desktop);
    await page.goto(`/en/search-details?term=${common}`);
    const status = page.getByRole('status').filter({ hasText: 'products' });
    const total = Number((await status.textContent())!.replace(/\D/g, ''));
    expect(total).toBe((await search(common)).count);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(24);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get('term')).toBe(common);

    const brand = page
      .getByRole('region', { name: 'Filter' })
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox');
    // A value's box is named by the value; its product count describes it.
    const count = await brand.first().getAttribute('aria-describedby');
    const expected = Number(await page.locator(`[id="${count}"]`).textContent());
    await brand.first().click();
    await page.waitForURL(/brand=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('term')).toBe(common);
    expect(url.searchParams.get('page')).toBeNull();
    await expect.poll(async () => Number((await status.textContent())!.replace(/\D/g, ''))).toBe(expected);
    expect(expected).toBeLessThan(total);

    await page.getByLabel('Sort by').selectOption('price-up');
    await page.waitForURL(/sort=price-up/);
    expect(new URL(page.url()).searchParams.get('brand')).toBe(url.searchParams.get('brand'));
    const prices = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const price = card.querySelector('data')?.value;
          return price ? Number(price) : null;
        }),
      )
      // Products shown with 'Price on request' have no price and sort last.
      .then((all) => all.filter((price) => price !== null));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('tells what to try when nothing matches', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en/search-details?term=qqxxzzvv');
    await page.getByText('We found no products for “qqxxzzvv”.').waitFor();
    await page
      .getByText(/Check the spelling/)
      .first()
      .waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Hand tools' }).count()).toBe(1);
  });

  it('still finds a product with a typo in its name', async () => {
    const { data } = await search('cordless');
    const word = data[0]!.name.split(/\s+/).find((w) => /^[a-z]{8,}$/i.test(w))!;
    const typo = word.slice(0, 3) + word.slice(4); // one letter dropped in the middle
    expect((await search(typo)).count).toBeGreaterThan(0);
    const page = await browser.open(desktop);
    await page.goto('/en');
    await searchBox(page).fill(typo);
    const options = overlay(page).getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const names = await options.allTextContents();
    expect(names.some((name) => name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('searches in German without a prefix and shows the small list when set', async () => {
    await setBranding({ ...branding.config, search: { popupView: 'small-list' } });
    const page = await browser.open(desktop);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Suche' });
    await box.fill('Akku');
    const results = page.getByRole('banner').getByRole('region', { name: 'Suchergebnisse' });
    const options = results.getByRole('listbox', { name: 'Produktvorschläge' }).getByRole('option');
    await options.first().waitFor();
    // Small list: compact rows with 48 px thumbnails.
    expect(await options.first().locator('img').getAttribute('width')).toBe('48');
    expect((await options.allTextContents()).some((t) => /akku/i.test(t))).toBe(true);
  });

  it('works on a phone: the overlay under the header, Go back closes it', async () => {
    const page = await browser.open(phone);
    await page.goto('/en');
    await searchBox(page).fill('drill');
    await overlay(page).getByRole('listbox').getByRole('option').first().waitFor();
    expect(await bodyOverflow(page)).toBe('hidden');
    await overlay(page).getByRole('button', { name: 'Go back' }).click();
    await overlay(page).waitFor({ state: 'detached' });
    expect(await bodyOverflow(page)).toBe('');
  });
});
