import type { Cart, Facet } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { desktop, interactive, phone, useBrowser } from './harness/browser';

/** The demo customer with twelve past orders and a price list (README). */
const CUSTOMER = { username: 'einkauf@bau-mueller.example', password: 'werkhaus-demo' };

/** The demo customer through the API: what My items should hold, and their cart to empty after each journey. */
const api = shopper(() => inject('apiUrl'));

const emptyCart = async () => {
  const cart = await api.call<Cart>('POST', '/carts', {});
  for (const line of (await api.call<Cart>('GET', `/carts/${cart.id}`)).cartItems)
    await api.call('DELETE', `/carts/${cart.id}/items/${line.id}`);
};

/** Logs in as the login modal does, through the shop's /api (same origin), then opens `path`. */
async function logIn(page: Page, path: string, credentials: object = CUSTOMER) {
  await page.goto('/en');
  const session = await page.request.post('/api/session', {
    data: credentials,
    headers: { origin: inject('baseUrl') },
  });
  expect(session.status()).toBe(200);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await interactive(page);
}

const main = (page: Page) => page.getByRole('main');
const cardNames = (page: Page) => main(page).getByRole('article').getByRole('heading').allTextContents();

describe('My items', () => {
  const browser = useBrowser();
  /** How many items the demo customer has: bought products and the price list's. */
  let total = 0;

  beforeAll(async () => {
    await api.call('POST', '/session', { username: CUSTOMER.username, password: CUSTOMER.password });
    ({ count: total } = await api.call<{ count: number }>('GET', '/me/items?locale=en'));
    if (total <= 40) throw new Error(`the demo customer has ${total} items, too few for these journeys`);
  });
  afterEach(emptyCart);

  it('lists the bought and price-listed products as cards with prices and add to cart, sorted and paged as a category', async () => {
    const page = await browser.open(desktop);
    await logIn(page, '/en');
    await page.getByRole('banner').getByRole('link', { name: 'My Items' }).click();
    await page.getByRole('heading', { level: 1, name: 'My items' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/my-account/my-items');
    await main(page).getByText(`${total} products`, { exact: true }).waitFor();
    const cards = main(page).getByRole('article');
    expect(await cards.count()).toBe(20);
    // The customer's prices, availability and a way to buy, drawn by the server for them.
    expect(await cards.first().textContent()).toMatch(/€/);
    expect(
      await main(page)
        .getByRole('button', { name: /^Add to cart/ })
        .count(),
    ).toBeGreaterThan(10);
    expect(
      await main(page)
        .getByRole('button', { name: /^Add .+ to the wishlist$/ })
        .count(),
    ).toBe(20);
    // A grid until the customer chooses.
    expect(await main(page).getByRole('button', { name: 'Grid', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const first = await cardNames(page);
    await main(page).getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    await main(page).getByRole('heading', { name: first[0], exact: true }).waitFor({ state: 'detached' });
    const second = await cardNames(page);
    expect(second.filter((name) => first.includes(name))).toEqual([]);

    // Show on page: 40 from the first page on, the two pages of 20 before.
    await main(page).getByLabel('Show on page').selectOption('40');
    await page.waitForURL((url) => url.search === '?itemsPerPage=40');
    await cards.nth(39).waitFor();
    expect(await cards.count()).toBe(40);
    expect(await cardNames(page)).toEqual([...first, ...second]);

    // Sorted by price, lowest first: the cards' first prices go up (the listing sorts by list price,
    // the customer sees their agreed one, so the check is on the order asked of the API).
    await main(page).getByLabel('Sort by').selectOption('price-up');
    await page.waitForURL((url) => url.search === '?sort=price-up&itemsPerPage=40');
    const sorted = await api.call<{ data: { name: string }[] }>('GET', '/me/items?locale=en&sort=price-up&limit=40');
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(sorted.data.map((card) => card.name));
  });

  it('filters by the facets of the customer’s items', async () => {
    const { filters: facets = [] } = await api.call<{ filters?: Facet[] }>(
      'GET',
      '/me/items?locale=en&loadFilters=true',
    );
    const facet = facets[0]!;
    const option = facet.options.find((o) => o.count > 1) ?? facet.options[0]!;
    const page = await browser.open(desktop);
    await logIn(page, '/en/my-account/my-items');
    // Above the products, beside the account's menu: each facet opens its options.
    const filters = main(page).getByRole('region', { name: 'Filter' });
    await filters.getByText(facet.label, { exact: true }).click();
    // The box, named by the value (its count describes it), shows the URL's filters: it is ticked once the filtered page has come.
    await filters.getByRole('checkbox', { name: option.label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get(facet.id) === option.value);
    await main(page)
      .getByText(option.count === 1 ? '1 product' : `${option.count} products`, { exact: true })
      .waitFor();
    expect(await main(page).getByRole('article').count()).toBe(Math.min(option.count, 20));
  });

  it('switches to the list, kept in the myitems-view cookie over a reload and apart from the category view', async () => {
    const page = await browser.open(desktop);
    await logIn(page, '/en/my-account/my-items');
    await main(page).getByRole('button', { name: 'List', exact: true }).click();
    // The server draws the rows once the cookie is set (the switch refreshes the page's data).
    await main(page).getByRole('button', { name: 'List', exact: true, pressed: true }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'myitems-view')?.value).toBe('list');
    expect(cookies.find((c) => c.name === 'category-view')).toBeUndefined();
    await page.reload();
    await interactive(page);
    expect(await main(page).getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The category pages keep their own view.
    await page.goto('/en/c/hand-tools');
    expect(await main(page).getByRole('button', { name: 'Grid', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('adds a product to the cart from My items', async () => {
    await emptyCart();
    const page = await browser.open(phone);
    await logIn(page, '/en/my-account/my-items');
    const buyable = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
      .first();
    const name = (await buyable.getByRole('heading').textContent())!.trim();
    await buyable.getByRole('button', { name: 'One more' }).click();
    await buyable.getByRole('button', { name: /^Add to cart/ }).click();
    const sidebar = page.getByRole('dialog', { name: 'Cart' });
    await sidebar.getByRole('link', { name }).waitFor();
    await sidebar.getByText('2 items', { exact: true }).waitFor();
    const cart = await api.call<Cart>('POST', '/carts', {});
    const lines = (await api.call<Cart>('GET', `/carts/${cart.id}?locale=en`)).cartItems;
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([[name, 2]]);
  });

  it('says so when the customer has bought nothing and has no price list', async () => {
    const email = `no-items.${Date.now()}@example.com`;
    const password = 'werkbank-2026';
    await shopper(() => inject('apiUrl')).call('POST', '/customers', {
      email,
      password,
      firstName: 'Nina',
      lastName: 'Neu',
      locale: 'en',
    });
    const page = await browser.open(desktop);
    await logIn(page, '/en/my-account/my-items', { username: email, password });
    await main(page)
      .getByText('You have not bought anything yet, and there are no agreed prices for your account.')
      .waitFor();
    expect(await main(page).getByRole('article').count()).toBe(0);
  });

  it('passes the accessibility check on a phone and a desktop, in the list too', async () => {
    for (const device of [phone, desktop]) {
      const page = await browser.open(device);
      await logIn(page, '/en/my-account/my-items');
      expect(await violations(page), 'grid').toEqual([]);
      await main(page).getByRole('button', { name: 'List', exact: true }).click();
      await main(page).getByRole('button', { name: 'List', exact: true, pressed: true }).waitFor();
      expect(await violations(page), 'list').toEqual([]);
    }
  });
});
