// B2B purchasing as a trade customer does it: quick order typed and pasted, a CSV upload, order
// again from the history, and an order list saved from the cart, edited and put back into it.
import type { BulkAddResult, Cart, ItemLookup } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../apps/storefront/src/i18n/messages/de.json';
import en from '../apps/storefront/src/i18n/messages/en.json';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { desktop, interactive, phone, useBrowser } from './harness/browser';

const CUSTOMER = { username: 'K-10001', password: 'werkhaus-demo' };

/** The demo customer, through the API: to pick products and to read and empty their cart. */
const api = shopper(() => inject('apiUrl'));

/** Logs the customer in with the login modal, then opens `path`. */
async function logIn(page: Page, path: string) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('E-mail or customer number').fill(CUSTOMER.username);
  await modal.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await modal.waitFor({ state: 'detached' });
  if (path !== '/en') await page.goto(path);
}

/** Logs the customer in as the login modal does, through the shop's /api (same origin), then opens `path`. */
async function logInByApi(page: Page, path: string) {
  await page.goto('/');
  const session = await page.request.post('/api/session', { data: CUSTOMER, headers: { origin: inject('baseUrl') } });
  expect(session.status()).toBe(200);
  await page.goto(path);
}

const cartOfCustomer = async () => {
  const cart = await api.call<Cart>('POST', '/carts', {});
  return api.call<Cart>('GET', `/carts/${cart.id}?locale=en`);
};

const emptyCart = async () => {
  const cart = await cartOfCustomer();
  for (const line of cart.cartItems) await api.call('DELETE', `/carts/${cart.id}/items/${line.id}`);
};

/** Pastes text as a spreadsheet's copy does into the focused field. */
const paste = (page: Page, text: string) =>
  page.evaluate((copied) => {
    const data = new DataTransfer();
    data.setData('text/plain', copied);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

describe('B2B purchasing', () => {
  const browser = useBrowser();
  /** The demo catalogue read as the customer: what can be bought, and one number that cannot. */
  const catalogue = {} as { buyable: ItemLookup[]; unavailable: string };

  beforeAll(async () => {
    await api.call('POST', '/session', CUSTOMER);
    const numbers = Array.from({ length: 500 }, (_, i) => String(100_001 + i));
    const { items } = await api.call<{ items: ItemLookup[] }>('POST', '/items/lookup?locale=en', {
      items: numbers.map((number) => ({ number, quantity: 1 })),
    });
    catalogue.buyable = items.filter((row) => row.product && !row.problem);
    const soldOut = items.find((row) => row.problem?.reason === 'not-available');
    if (catalogue.buyable.length < 200 || !soldOut)
      throw new Error('the demo catalogue has too few products for these journeys');
    catalogue.unavailable = soldOut.number;
  });
  afterEach(emptyCart);

  // The same journey in English on a desktop and in German on a phone.
  it.each([
    ['English', 'desktop', en, '/en'],
    ['German', 'phone', de, ''],
  ] as const)(
    'takes a 30-line quick order typed and pasted (%s, %s), reports the unknown and the unavailable number, and lands in the cart at the customer’s prices',
    async (_language, device, m, prefix) => {
      await emptyCart();
      const page = await browser.open(device === 'phone' ? phone : desktop);
      if (device === 'desktop') {
        await logIn(page, '/en');
        await page.getByRole('banner').getByRole('link', { name: m.Account.quickOrder }).click();
      } else await logInByApi(page, `${prefix}/my-account/quick-order`);
      await page.getByRole('heading', { level: 1, name: m.AccountPages.pages.QuickOrder }).waitFor();
      await interactive(page);
      const [first, second, ...rest] = catalogue.buyable;
      const row = (key: 'itemNumberOfRow' | 'quantityOfRow', n: number) =>
        m.QuickOrder[key].replace('{row}', String(n));

      // Row 1 typed in full; row 2 picked from the suggestions for the start of its number.
      await page.getByRole('combobox', { name: row('itemNumberOfRow', 1) }).fill(first!.number);
      await page.getByRole('textbox', { name: row('quantityOfRow', 1) }).fill('12');
      await page.keyboard.press('Enter');
      const row2 = page.getByRole('combobox', { name: row('itemNumberOfRow', 2) });
      await expect.poll(() => row2.evaluate((el) => el === document.activeElement)).toBe(true);
      await row2.pressSequentially(second!.number.slice(0, 5));
      const suggestion = page
        .getByRole('listbox', { name: m.QuickOrder.suggestions })
        .getByRole('option', { name: new RegExp(`^${second!.number} `) });
      await suggestion.click();
      expect(await row2.inputValue()).toBe(second!.number);

      // 28 lines from a spreadsheet into row 3: 26 products, one unknown number, one not available.
      const pasted = rest.slice(0, 26).map((r, i) => `${r.number}\t${i + 1}`);
      pasted.splice(10, 0, 'NO-SUCH-4711\t2');
      pasted.splice(20, 0, `${catalogue.unavailable}\t1`);
      await page.getByRole('combobox', { name: row('itemNumberOfRow', 3) }).focus();
      await paste(page, pasted.join('\n'));
      await page.getByRole('combobox', { name: row('itemNumberOfRow', 30) }).waitFor();
      const grid = page.getByRole('table', { name: m.QuickOrder.gridCaption });
      await grid.getByText(m.QuickOrder.unknownNumber).waitFor();
      await grid.getByText(m.Cart.errors['not-available']).waitFor();
      // Every other row names its product at the customer's price.
      await expect.poll(() => grid.locator('[data-availability]').count()).toBe(28);

      await page.getByRole('button', { name: m.QuickOrder.addAll }).click();
      // The cart sidebar opens; behind it, the page says what went in and what did not.
      await page.getByRole('dialog', { name: m.Cart.title }).waitFor();
      await page.keyboard.press('Escape');
      const status = page.getByRole('status').filter({ hasText: 'NO-SUCH-4711' });
      await status.getByText(/^28 /).waitFor();
      await status.getByText(/^2 /).waitFor();
      await status.getByText(`NO-SUCH-4711: ${m.QuickOrder.unknownNumber}`).waitFor();
      // The rows that did not go in stay in the grid to be corrected.
      expect(
        await grid.getByRole('combobox').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      ).toEqual(expect.arrayContaining(['NO-SUCH-4711', catalogue.unavailable]));

      const cart = await cartOfCustomer();
      expect(cart.cartItems).toHaveLength(28);
      const wanted = new Map([first, second, ...rest.slice(0, 26)].map((r) => [r!.product!.sku, r!]));
      for (const line of cart.cartItems) {
        // The price the grid showed the customer (price list, tier for the quantity) is the cart's.
        const { items } = await api.call<{ items: ItemLookup[] }>('POST', '/items/lookup?locale=en', {
          items: [{ number: wanted.get(line.sku)!.number, quantity: line.quantity }],
        });
        expect(line.priceInfo, line.sku).toEqual(items[0]!.product!.priceInfo);
      }
      expect(cart.cartItems.find((line) => line.sku === first!.product!.sku)!.quantity).toBe(12);
    },
  );

  it('previews a CSV file of 200 rows in German on a phone, refuses a decimal comma, and adds the rows', async () => {
    await emptyCart();
    const page = await browser.open(phone);
    await logInByApi(page, '/my-account/quick-order');
    await page.getByRole('heading', { level: 1, name: de.AccountPages.pages.QuickOrder }).waitFor();
    await interactive(page);
    const lines = catalogue.buyable.slice(0, 200).map((row, i) => `${row.number};${(i % 5) + 1}`);
    lines.splice(3, 0, `${catalogue.buyable[0]!.number};12,5`);
    const csv = ['Artikelnummer;Menge', ...lines].join('\r\n');
    await page
      .getByLabel(de.QuickOrder.uploadCsv)
      .setInputFiles({ name: 'bestellung.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const alert = page.getByRole('alert').filter({ hasText: de.QuickOrder.parseProblems });
    await alert.getByText('Zeile 5: „12,5“ ist keine ganze Zahl.', { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Artikelnummer, Zeile 200' }).waitFor();
    const grid = page.getByRole('table', { name: de.QuickOrder.gridCaption });
    // The preview: every row read before anything goes into the cart.
    await expect.poll(() => grid.getByText(de.QuickOrder.checking).count(), { timeout: 15_000 }).toBe(0);
    expect(await grid.locator('[data-availability]').count()).toBe(200);
    expect((await cartOfCustomer()).cartItems).toHaveLength(0);

    await page.getByRole('button', { name: de.QuickOrder.addAll }).click();
    await page.getByRole('status').getByText('200 Zeilen wurden in den Warenkorb gelegt.').waitFor();
    expect((await cartOfCustomer()).cartItems).toHaveLength(200);
  });

  it('keeps a row whose quantity is still to correct when the others go into the cart', async () => {
    await emptyCart();
    const page = await browser.open(desktop);
    await logIn(page, '/en/my-account/quick-order');
    await interactive(page);
    const [first, second] = catalogue.buyable;
    await page.getByRole('combobox', { name: 'Item number, row 1' }).fill(first!.number);
    await page.getByRole('combobox', { name: 'Item number, row 2' }).fill(second!.number);
    await page.getByLabel('Quantity, row 2').fill('0');
    await page.getByText('Enter a whole number from 1 to 9,999.').waitFor();
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('status').getByText('1 row was added to the cart.').waitFor();
    // The row not sent is still there, with its number, its quantity and why, to correct and add.
    expect(await page.getByRole('combobox', { name: 'Item number, row 1' }).inputValue()).toBe(second!.number);
    expect(await page.getByLabel('Quantity, row 1').inputValue()).toBe('0');
    await page.getByText('Enter a whole number from 1 to 9,999.').waitFor();
    expect((await cartOfCustomer()).cartItems.map((line) => line.sku)).toEqual([first!.product!.sku]);
  });

  it('orders again from the order history and from an order’s page', async () => {
    await emptyCart();
    const page = await browser.open(desktop);
    await logIn(page, '/en/my-account/OrderHistory');
    await interactive(page);
    const table = page.getByRole('table', { name: 'Order history' });
    const firstOrder = (await table.getByRole('row').nth(1).getByRole('link').textContent())!;
    await table.getByRole('button', { name: `Order again: ${firstOrder}` }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await page.keyboard.press('Escape');
    const report = await table.getByRole('status').filter({ hasText: 'added to the cart' }).textContent();
    const added = Number(/(\d+) rows? (was|were) added/.exec(report ?? '')?.[1] ?? 0);
    expect(added).toBeGreaterThan(0);
    const cart = await cartOfCustomer();
    expect(cart.cartItems.length).toBe(added);

    await table.getByRole('link', { name: `View order ${firstOrder}` }).click();
    await page.getByRole('heading', { name: `Order ${firstOrder}` }).waitFor();
    await page.getByRole('button', { name: `Order again: ${firstOrder}` }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    // The same lines again: the cart's lines hold twice the quantities.
    await expect.poll(async () => (await cartOfCustomer()).items_qty).toBe(cart.items_qty * 2);
  });

  it('saves the cart as an order list, edits it and puts it back into the cart, whole and ticked', async () => {
    await emptyCart();
    const [a, b, c, d] = catalogue.buyable;
    const own = await cartOfCustomer();
    await api.call<BulkAddResult>('POST', `/carts/${own.id}/items/bulk?locale=en`, {
      items: [a, b, c].map((row, i) => ({ number: row!.number, quantity: i + 2 })),
    });
    const page = await browser.open(desktop);
    await logIn(page, '/en');
    await interactive(page);
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Save cart as order list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order lists' }).waitFor();
    await interactive(page);
    expect(await page.getByRole('checkbox', { name: 'With the 3 products in my cart' }).isChecked()).toBe(true);
    const name = `Baustelle Nord ${Date.now()}`;
    await page.getByLabel('List name').fill(name);
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
    await interactive(page);
    const lines = page.getByRole('table', { name: `Lines of the list ${name}` });
    expect(await lines.getByRole('row').count()).toBe(4);

    // Edit: a quantity, a line removed, a product added by its number.
    const aName = a!.product!.name;
    await lines.getByRole('textbox', { name: `Quantity of ${aName}` }).fill('7');
    await lines.getByRole('textbox', { name: `Quantity of ${aName}` }).press('Enter');
    await page.getByText('There is no product').or(lines.locator(`input[value="7"]`)).first().waitFor();
    await lines.getByRole('button', { name: `Remove ${b!.product!.name} from the list` }).click();
    await lines.getByRole('link', { name: b!.product!.name }).waitFor({ state: 'detached' });
    await page.getByLabel('Item number').fill(d!.number);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await lines.getByRole('link', { name: d!.product!.name }).waitFor();

    await emptyCart();
    await lines.getByRole('checkbox', { name: `Select ${aName}` }).check();
    await page.getByRole('button', { name: 'Add 1 selected to cart' }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await expect
      .poll(async () => (await cartOfCustomer()).cartItems.map((l) => [l.sku, l.quantity]))
      .toEqual([[a!.product!.sku, 7]]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add whole list to cart' }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('status').getByText('3 rows were added to the cart.').waitFor();
    expect((await cartOfCustomer()).cartItems.map((l) => l.sku).sort()).toEqual(
      [a!.product!.sku, c!.product!.sku, d!.product!.sku].sort(),
    );

    // Renamed, then deleted: back on the overview without it.
    await page.getByRole('textbox', { name: 'List name' }).fill(`${name} (alt)`);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('heading', { level: 2, name: `${name} (alt)` }).waitFor();
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { level: 2, name: 'New order list' }).waitFor();
    expect(await page.getByRole('link', { name: `${name} (alt)` }).count()).toBe(0);
  });

  it('puts products on order lists from a product page (a new list) and from a card (that list)', async () => {
    const [a] = catalogue.buyable;
    const page = await browser.open(desktop);
    await logIn(page, `/en/p/${a!.product!.id}/${a!.product!.sku}`);
    await interactive(page);
    const main = page.getByRole('main');
    await main.getByText('Add to an order list', { exact: true }).click();
    const name = `Werkstatt ${Date.now()}`;
    await main.getByLabel('Order list').selectOption({ label: 'New list…' });
    await main.getByLabel('List name').fill(name);
    await main.getByRole('button', { name: 'Add to list' }).click();
    await main.getByRole('status').getByText('The product is on the list.').waitFor();
    // From a card in a listing: the page's dialog, onto the list just made.
    await page.goto('/en/c/hand-tools');
    await interactive(page);
    // The product's name follows the visible text for screen readers.
    const card = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to an order list ?: / })
      .first();
    const cardProduct = (await card.textContent())!.replace(/^Add to an order list: /, '');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Add to an order list' });
    await dialog.getByText(cardProduct, { exact: true }).waitFor();
    await dialog.getByLabel('Order list').selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await dialog.getByRole('status').getByText('The product is on the list.').waitFor();
    expect(await violations(page)).toEqual([]);

    const { data } = await api.call<{ data: { id: number; name: string; lines: number }[] }>('GET', '/me/order-lists');
    const made = data.find((list) => list.name === name)!;
    expect(made.lines).toBe(cardProduct === a!.product!.name ? 1 : 2);
    await api.call('DELETE', `/me/order-lists/${made.id}`);
  });

  it('works with the keyboard alone, and axe finds nothing on the purchasing pages', async () => {
    const page = await browser.open(desktop);
    await logIn(page, '/en/my-account/quick-order');
    await interactive(page);
    expect(await violations(page)).toEqual([]);
    const [first, second] = catalogue.buyable;
    await page.getByRole('combobox', { name: 'Item number, row 1' }).focus();
    await page.keyboard.type(first!.number);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    // The whole number typed: its own product is the first suggestion, chosen by arrow and Enter.
    await page.keyboard.type(second!.number);
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: new RegExp(`^${second!.number} `) })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('combobox', { name: 'Item number, row 2' }).inputValue()).toBe(second!.number);
    await page
      .getByRole('table', { name: 'Quick order rows' })
      .getByRole('link', { name: first!.product!.name })
      .waitFor();
    // On to "Add all to cart" by Tab alone, and pressed with Enter.
    let reached = false;
    for (let step = 0; step < 40 && !reached; step++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent === 'Add all to cart');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('status').getByText('2 rows were added to the cart.').waitFor();
    expect(await violations(page)).toEqual([]);

    for (const path of ['/en/my-account/order-lists', '/en/my-account/OrderHistory']) {
      await page.goto(path);
      await interactive(page);
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/en/my-account/order-lists');
    await interactive(page);
    // Made with Enter in its name field: the focus moves to the new list's heading, not to the page's body.
    await page.getByLabel('List name').fill(`Axe ${Date.now()}`);
    await page.getByLabel('List name').press('Enter');
    const made = page.getByRole('heading', { level: 2, name: /^Axe / });
    await made.waitFor();
    await interactive(page);
    await expect.poll(() => made.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await violations(page)).toEqual([]);
    // Asked again in place, the focus on the safe answer; kept, back on Delete list.
    const focused = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => button === document.activeElement);
    await page.getByRole('button', { name: 'Delete list' }).click();
    await expect.poll(() => focused('Keep')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused('Delete list')).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { level: 2, name: 'New order list' }).waitFor();
  });
});
