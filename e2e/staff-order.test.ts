// A business customer from the first call to the first phoned-in order: the owner opens the
// account with a price list of its own and invoice allowed; the customer chooses a password from
// the invitation, sees the list's price on the product page and in the cart and pays by invoice;
// the clerk takes an order the customer phoned in, which the customer finds in their history and
// gets by e-mail.
import type { AdminCustomer, Cart, ProductDetail, User } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, clerk, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { addToCart, arrive, purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';
import { fromCartToPaymentStep, method, placeOrder } from './harness/payment';

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

describe('a business customer with prices of its own, and the orders staff take for it', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('is opened with a price list and invoice, buys at its price, and gets the order the clerk took by phone', async () => {
    const run = Date.now();
    const [product] = await purchasableProducts(1);
    // A price unlike the shop's: the list's, net (a customer pays the lower of the two).
    const agreed = Math.round(product!.priceInfo!.regular! * 0.8);
    const code = `KB-${run}`;
    await adminCall('PUT', `/admin/api/price-lists/${code}`, { name: `Kessler Bau ${run}`, currency: 'EUR' });
    await adminCall('POST', `/admin/api/price-lists/${code}/entries`, {
      items: [{ sku: product!.sku, price: agreed }],
    });

    // The owner opens the account: the price list, and invoice beside the online methods.
    const email = `einkauf-${run}@kessler-bau.example`;
    const company = `Kessler Bau ${run} GmbH`;
    const office = await browser.open(backOffice());
    await signIn(office, owner);
    await office.goto('/admin/customers/new');
    await office.getByRole('heading', { level: 1, name: 'New customer' }).waitFor();
    const account = office.getByRole('region', { name: 'Customer' });
    await account.getByLabel('E-mail').fill(email);
    await account.getByLabel('First name').fill('Karla');
    await account.getByLabel('Last name').fill('Kessler');
    await account.getByLabel('Language').selectOption('en');
    const billing = office.getByRole('region', { name: 'Billing address' });
    await billing.getByLabel('Company').fill(company);
    await billing.getByLabel('First name').fill('Karla');
    await billing.getByLabel('Last name').fill('Kessler');
    await billing.getByLabel('Street and number').fill('Zahlweg 7');
    await billing.getByLabel('Postal code').fill('70565');
    await billing.getByLabel('City').fill('Stuttgart');
    const terms = office.getByRole('region', { name: 'Terms' });
    await terms.getByLabel('Price list').selectOption({ label: `Kessler Bau ${run} (${code})` });
    await terms.getByLabel('The shop’s default (what guests are offered)').uncheck();
    await terms.getByLabel('Invoice', { exact: true }).waitFor();
    expect(await terms.getByLabel('Invoice', { exact: true }).isChecked()).toBe(true);
    await office.getByRole('button', { name: 'Create customer' }).click();
    await office.getByRole('heading', { level: 1, name: company }).waitFor();
    const [opened] = (
      await adminCall<{ data: AdminCustomer[] }>('GET', `/admin/api/customers?q=${encodeURIComponent(email)}`)
    ).data;

    // The invitation's link sets the password on the storefront.
    const link = new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(await lastMailTo(email))![0]);
    const shop = await browser.open(desktop);
    await shop.goto(`${link.pathname}${link.search}`);
    await shop.getByLabel('New password').fill('kessler-bau-2026');
    await shop.getByRole('button', { name: 'Save password' }).click();
    await shop.locator('[data-state="password-reset-finished"]').waitFor();
    const session = await shop.request.post('/api/session', {
      data: { username: opened!.customerNumber, password: 'kessler-bau-2026' },
    });
    expect(session.status()).toBe(200);

    // The list's price on the product page and in the cart, as the API prices it for this customer.
    const priced = (await (await shop.request.get(`/api/products/${product!.id}?locale=en`)).json()) as ProductDetail;
    expect(priced.priceInfo?.regular).toBe(agreed);
    const shown = euros(priced.priceInfo!.displayRegular!);
    await addToCart(shop, product!);
    await shop.getByRole('main').getByText(shown).first().waitFor();
    const cartDialog = shop.getByRole('dialog', { name: 'Cart' });
    await cartDialog.getByText(shown).first().waitFor();
    const me = (await (await shop.request.get('/api/me')).json()) as User;
    const cart = (await (await shop.request.get(`/api/carts/${me.activeCart}`)).json()) as Cart;
    expect(cart.cartItems.map((line) => [line.sku, line.priceInfo?.regular])).toEqual([[product!.sku, agreed]]);

    // Invoice is offered, and the order is placed with it.
    await fromCartToPaymentStep(shop, 'customer');
    await shop.getByRole('radio', method('invoice')).waitFor();
    await placeOrder(shop, 'invoice');
    await arrive(shop, /\/en\/checkout\/thank-you\/\d+$/);

    // The customer phones in an order: the clerk takes it in the back office.
    const desk = await browser.open(backOffice());
    await signIn(desk, clerk);
    await desk.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
    await desk.getByRole('link', { name: 'New order' }).click();
    await desk.getByRole('heading', { level: 1, name: 'New order: choose the customer' }).waitFor();
    await desk.getByRole('searchbox', { name: 'Customer' }).fill(opened!.customerNumber);
    await desk.getByRole('button', { name: 'Find' }).click();
    await desk.getByRole('link', { name: `Take an order for ${company} (${opened!.customerNumber})` }).click();
    await desk.getByRole('heading', { level: 1, name: `New order for ${company}` }).waitFor();
    expect(await violations(desk)).toEqual([]);

    const items = desk.getByRole('region', { name: 'Add items' });
    const itemField = items.getByLabel('Item number, SKU, EAN or name');
    // Typing a part of its name suggests the product by its item number.
    await itemField.fill(product!.name.slice(0, 6));
    const suggestion = items.locator(`datalist option[value="${product!.itemnum}"]`);
    await suggestion.waitFor({ state: 'attached' });
    expect(await suggestion.textContent()).toBe(`${product!.name} · ${product!.sku}`);
    await itemField.fill(product!.sku);
    await items.getByLabel('Quantity').fill('3');
    await items.getByRole('button', { name: 'Add to order' }).click();
    await items.getByRole('status').getByText('1 line added.').waitFor();
    const lines = desk.getByRole('region', { name: 'Order lines' });
    const line = lines.getByRole('row').filter({ hasText: product!.sku });
    // The customer's price, net, in the line; the line total is the API's.
    await line.getByRole('cell', { name: euros(agreed), exact: true }).waitFor();
    await line.getByRole('cell', { name: euros(3 * agreed), exact: true }).waitFor();
    // A list pasted from an e-mail: the known row adds to its line, the unknown one is named with why.
    await items.getByLabel('Paste a list').fill(`${product!.sku}\t2\nNO-SUCH-4711\t1`);
    await items.getByRole('button', { name: 'Add the list' }).click();
    await items.getByRole('status').getByText('NO-SUCH-4711: no product has this number').waitFor();
    await line.getByRole('cell', { name: euros(5 * agreed), exact: true }).waitFor();

    const checkout = desk.getByRole('region', { name: 'Delivery and payment' });
    await checkout.getByLabel('Ship to').selectOption({ index: 1 });
    const methodSelect = checkout.getByLabel('Shipping method');
    await expect.poll(() => methodSelect.isEnabled()).toBe(true);
    await methodSelect.selectOption({ index: 1 });
    await checkout
      .getByRole('term')
      .filter({ hasText: /^Shipping/ })
      .waitFor();
    expect(await checkout.getByLabel('Payment method').inputValue()).toBe('invoice');
    await checkout.getByLabel('Order reference').fill(`Tel. ${run}`);
    await checkout.getByLabel('Comment').fill('Bitte vor 10 Uhr liefern');
    expect(await violations(desk)).toEqual([]);
    await checkout.getByRole('button', { name: 'Place order' }).click();

    // The order's page: the customer's order, taken by the clerk.
    const heading = desk.getByRole('heading', { level: 1, name: /^Order WH-\d+$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Order ', '');
    const customerCard = desk.getByRole('region', { name: 'Customer' });
    await customerCard.getByText(clerk).waitFor();
    await customerCard.getByText(`Tel. ${run}`).waitFor();
    await desk.getByRole('region', { name: 'History' }).getByText(clerk).waitFor();

    // The customer finds it in their history and has its confirmation, in English.
    await shop.goto('/en/my-account/OrderHistory');
    await shop.getByRole('table').getByRole('row').filter({ hasText: number }).waitFor();
    await expect.poll(() => lastMailTo(email)).toContain(`Your Werkhaus order ${number}`);
    // The cart the customer shops with is theirs alone: the clerk's lines are not in it.
    const after = (await (await shop.request.get(`/api/carts/${me.activeCart}`)).json()) as Cart;
    expect(after.cartItems).toEqual([]);
  });
});
