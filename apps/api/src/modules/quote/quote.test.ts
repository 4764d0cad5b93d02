// Quotes: a customer asks from the cart, staff answer with a price or a discount per line, the
// customer accepts (the lines in the cart at the quoted prices while the quote holds) and orders
// once, or declines. The clock is the API's `now`, moved by the tests: no waiting.
import type { AdminQuote, Cart, Order, Quote } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { testAdminToken, useTestApi } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow, setListPrice } from '../../testing/fixtures';
import { auditLog } from '../audit/tables';
import { buyableProducts } from '../catalog';
import { addresses } from '../customer/tables';
import type { Mail } from '../mail';
import { taxOn } from '../pricing';

type Answer = { statusCode: number; body: string; json: () => unknown };
const answer = <T>(res: Answer, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
/** The refusal's reason, as the storefront words it. */
const reasonOf = (res: Answer) => (res.json() as { error: { details?: { reason?: string } } }).error.details?.reason;

describe.each(databaseKinds)('quotes on %s', (kind) => {
  // 6 December 2026, 11:00 in Berlin.
  let clock = Date.parse('2026-12-06T10:00:00Z');
  const mails: Mail[] = [];
  const products: { id: number; sku: string }[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
      products.push(...(await buyableProducts(db, { minStock: 200, limit: 2 })));
      await setListPrice(db, products[0]!.id, 10_000);
      await setListPrice(db, products[1]!.id, 2_550);
    },
    { now: () => clock, mailer: { send: async (mail: Mail) => void mails.push(mail) }, publicUrl: 'https://shop.test' },
  );
  const customer = useCustomers(ctx);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}` },
      ...(payload && { payload }),
    });

  /** A customer with a default address who may pay by invoice, logged in. */
  async function buyer(name: string, row: { excludeTax?: boolean } = {}) {
    const made = await customer(name, { paymentMethods: ['invoice'], locale: 'en', ...row });
    await ctx.database.db.insert(addresses).values(defaultAddressRow(made));
    return made;
  }
  /** The customer's cart with 10 of the first product and 4 of the second. */
  async function filledCart(cookie: string) {
    const cart = answer<Cart>(await call('POST', '/carts', cookie, {}));
    answer(await call('POST', `/carts/${cart.id}/items`, cookie, { sku: products[0]!.sku, quantity: 10 }));
    return answer<Cart>(await call('POST', `/carts/${cart.id}/items`, cookie, { sku: products[1]!.sku, quantity: 4 }));
  }
  /** A quote asked for from the cart, which is emptied. */
  async function requested(cookie: string) {
    const cart = await filledCart(cookie);
    const items = cart.cartItems.map((item) => ({ sku: item.sku, quantity: item.quantity }));
    const quote = answer<Quote>(
      await call('POST', '/me/quotes?locale=en', cookie, { items, comment: 'Project Lindenstraße', cartId: cart.id }),
      201,
    );
    return { quote, cart };
  }
  /** Staff's answer: €89.99 a unit of the first line, 12.5 % off the second, valid until the 10th. */
  const send = (quote: Quote, body: object = {}) =>
    staff('POST', `/admin/api/quotes/${quote.id}/send`, {
      lines: [
        { id: quote.lines[0]!.id, price: 8_999 },
        { id: quote.lines[1]!.id, discountPercent: 12.5 },
      ],
      validUntil: '2026-12-10',
      message: 'Thank you for your request.',
      ...body,
    });
  async function offered(name: string, row: { excludeTax?: boolean } = {}) {
    const who = await buyer(name, row);
    const { quote, cart } = await requested(who.cookie);
    answer<AdminQuote>(await send(quote));
    return { who, quote, cart };
  }
  const accept = (cookie: string, quote: Quote) => call('POST', `/me/quotes/${quote.id}/accept`, cookie);
  const quotesOf = async (cookie: string) => answer<{ data: Quote[] }>(await call('GET', '/me/quotes', cookie)).data;
  const placeOrder = (cookie: string, cart: Cart) =>
    call('POST', '/orders', cookie, {
      cartId: cart.id,
      cart: { version: cart.version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    });

  it('asks for a quote from the cart: the cart is emptied, the lines keep the customer’s prices, staff list it', async () => {
    const lea = await buyer('lea-asks');
    const { quote, cart } = await requested(lea.cookie);
    expect(quote).toMatchObject({ state: 'requested', comment: 'Project Lindenstraße', requestedBy: lea.email });
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect(quote.lines.map((line) => [line.sku, line.quantity, line.listPrice, line.price])).toEqual([
      [products[0]!.sku, 10, 10_000, null],
      [products[1]!.sku, 4, 2_550, null],
    ]);
    expect(quote.totals).toBeNull();
    expect(answer<Cart>(await call('GET', `/carts/${cart.id}`, lea.cookie)).cartItems).toEqual([]);

    const open = answer<{ data: { number: string; state: string; customer: { email: string } }[] }>(
      await staff('GET', '/admin/api/quotes'),
    ).data;
    expect(open.find((row) => row.number === quote.number)).toMatchObject({
      state: 'requested',
      customer: { email: lea.email },
    });
    const detail = answer<AdminQuote>(await staff('GET', `/admin/api/quotes/${quote.id}`));
    expect(detail.customer.customerNumber).toBe(lea.customerNumber);

    // Nothing to ask for, or a product the shop does not have: refused with what is wrong.
    expect((await call('POST', '/me/quotes', lea.cookie, { items: [] })).statusCode).toBe(400);
    const unknown = await call('POST', '/me/quotes', lea.cookie, { items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    // A guest has no quotes.
    expect((await ctx.api.inject({ method: 'GET', url: '/me/quotes' })).statusCode).toBe(401);
  });

  it('refuses a quote without a price for every line, a bad discount or a past date; sends one with totals to the cent', async () => {
    const ben = await buyer('ben-quoted');
    const { quote } = await requested(ben.cookie);
    const missing = await staff('POST', `/admin/api/quotes/${quote.id}/send`, {
      lines: [{ id: quote.lines[0]!.id, price: 8_999 }],
      validUntil: '2026-12-10',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.problem).toBe('quotePriceMissing');
    const noPrice = await send(quote, { lines: [{ id: quote.lines[0]!.id }, { id: quote.lines[1]!.id, price: 1 }] });
    expect(noPrice.statusCode).toBe(400);
    expect((await send(quote, { validUntil: '2026-12-05' })).json().error.problem).toBe('quoteValidUntilPast');
    const tooMuch = await send(quote, {
      lines: [
        { id: quote.lines[0]!.id, discountPercent: 120 },
        { id: quote.lines[1]!.id, price: 1 },
      ],
    });
    expect(tooMuch.statusCode).toBe(400);

    const sent = answer<AdminQuote>(await send(quote));
    expect(sent.state).toBe('offered');
    expect(sent.validUntil).toBe('2026-12-10');
    // 12.5 % off €25.50 is €22.3125: €22.31 a unit.
    expect(sent.lines.map((line) => [line.price, line.discountPercent])).toEqual([
      [8_999, null],
      [2_231, 12.5],
    ]);
    const [seen] = await quotesOf(ben.cookie);
    const subtotal = 10 * 8_999 + 4 * 2_231;
    expect(seen!.totals!.subtotal).toBe(subtotal);
    // Shown net (the shop's B2B setting): tax on each rate's net sum, as a cart reckons it.
    const byRate = new Map<number, number>();
    const cart = answer<Cart>(await accept(ben.cookie, seen!));
    for (const item of cart.cartItems)
      byRate.set(item.priceInfo!.taxRate, (byRate.get(item.priceInfo!.taxRate) ?? 0) + item.rowTotal!);
    const tax = [...byRate].reduce((sum, [rate, net]) => sum + taxOn(net, rate), 0);
    expect(seen!.totals).toMatchObject({ subtotal, taxAmount: tax, total: subtotal + tax });
    expect(cart.subtotal).toBe(subtotal);
    expect(cart.tax_amount).toBe(tax);

    const mail = mails.find((m) => m.subject === `Your quote ${quote.number}`);
    expect(mail?.to).toBe(ben.email);
    expect(mail?.text).toContain(`https://shop.test/en/my-account/quotes?quote=${quote.id}`);
    expect(mail?.text).toContain('Thank you for your request.');
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, quote.number));
    expect(audit).toMatchObject({ action: 'quote.send', actor: 'admin-key', entity: 'quote' });
    // Accepted: staff can no longer change it.
    expect((await send(quote)).json().error.problem).toBe('quoteNotOpen');
  });

  it('accepts into the cart at the quoted prices, holds them only up to the quoted quantity, and orders once', async () => {
    const { who, quote } = await offered('cleo-orders');
    const cart = answer<Cart>(await accept(who.cookie, quote));
    expect(cart.cartItems.map((item) => [item.sku, item.quantity, item.rowTotal, item.quote?.number])).toEqual([
      [products[0]!.sku, 10, 89_990, quote.number],
      [products[1]!.sku, 4, 8_924, quote.number],
    ]);
    // More than quoted on the quoted line: refused; more of the product is another line at its normal price.
    const line = cart.cartItems[0]!;
    const more = await call('PATCH', `/carts/${cart.id}/items/${line.id}`, who.cookie, { quantity: 11 });
    expect(more.statusCode).toBe(400);
    expect(reasonOf(more)).toBe('quote-quantity');
    const extra = answer<Cart>(
      await call('POST', `/carts/${cart.id}/items`, who.cookie, { sku: line.sku, quantity: 2 }),
    );
    expect(extra.cartItems.map((item) => [item.quantity, item.rowTotal, item.quote ?? null])).toEqual([
      [10, 89_990, expect.objectContaining({ number: quote.number })],
      [4, 8_924, expect.objectContaining({ number: quote.number })],
      [2, 20_000, null],
    ]);
    // Fewer than quoted keep the quoted price.
    const fewer = answer<Cart>(await call('PATCH', `/carts/${cart.id}/items/${line.id}`, who.cookie, { quantity: 8 }));
    expect(fewer.cartItems[0]!.rowTotal).toBe(8 * 8_999);

    const order = answer<Order>(await placeOrder(who.cookie, fewer), 201);
    expect(order.cartInfo.subtotal).toBe(8 * 8_999 + 8_924 + 20_000);
    const [after] = await quotesOf(who.cookie);
    expect(after).toMatchObject({ state: 'ordered', orderNumber: order.transactionnum });
    // Ordered: it cannot be accepted or ordered again.
    const again = await accept(who.cookie, quote);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('quote-ordered');
  });

  it('accepting the same quote twice at once leaves one set of lines and one order', async () => {
    const { who, quote } = await offered('dora-twice');
    const [first, second] = await Promise.all([accept(who.cookie, quote), accept(who.cookie, quote)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const cart = answer<Cart>(await call('POST', '/carts', who.cookie, {}));
    expect(cart.cartItems.map((item) => item.quantity)).toEqual([10, 4]);
    const orders = await Promise.all([placeOrder(who.cookie, cart), placeOrder(who.cookie, cart)]);
    // The same request twice is one order (the cart's version), answered alike.
    expect(orders.map((res) => res.statusCode)).toEqual([201, 201]);
    expect((orders[0]!.json() as Order).id).toBe((orders[1]!.json() as Order).id);
    expect((await quotesOf(who.cookie))[0]!.state).toBe('ordered');
  });

  it('expires after its last day in the shop’s time zone: not accepted, not ordered', async () => {
    const { who, quote } = await offered('emil-late');
    const cart = answer<Cart>(await accept(who.cookie, quote));
    try {
      // 10 December, 23:59 in Berlin: still valid.
      clock = Date.parse('2026-12-10T22:59:00Z');
      expect((await quotesOf(who.cookie))[0]!.state).toBe('accepted');
      // Midnight in Berlin: expired; the cart's lines cost the normal price and cannot be ordered.
      clock = Date.parse('2026-12-10T23:00:00Z');
      expect((await quotesOf(who.cookie))[0]!.state).toBe('expired');
      const now = answer<Cart>(await call('GET', `/carts/${cart.id}`, who.cookie));
      expect(now.cartItems.map((item) => [item.rowTotal, item.quote?.expired])).toEqual([
        [100_000, true],
        [10_200, true],
      ]);
      const refused = await placeOrder(who.cookie, now);
      expect(refused.statusCode).toBe(409);
      expect(reasonOf(refused)).toBe('quote-expired');
      expect(reasonOf(await accept(who.cookie, quote))).toBe('quote-expired');
      const listed = answer<{ data: { number: string }[] }>(await staff('GET', '/admin/api/quotes?state=expired')).data;
      expect(listed.map((row) => row.number)).toContain(quote.number);
    } finally {
      clock = Date.parse('2026-12-06T10:00:00Z');
    }
  });

  it('shows a customer only their own quotes, and declines', async () => {
    const { who, quote } = await offered('fritz-owner');
    const other = await buyer('gina-other');
    expect((await quotesOf(other.cookie)).map((q) => q.id)).not.toContain(quote.id);
    expect((await accept(other.cookie, quote)).statusCode).toBe(404);
    expect((await call('POST', `/me/quotes/${quote.id}/decline`, other.cookie)).statusCode).toBe(404);

    answer(await accept(who.cookie, quote));
    const declined = answer<Quote>(await call('POST', `/me/quotes/${quote.id}/decline`, who.cookie));
    expect(declined.state).toBe('declined');
    expect(answer<Cart>(await call('POST', '/carts', who.cookie, {})).cartItems).toEqual([]);
    expect(reasonOf(await accept(who.cookie, quote))).toBe('quote-declined');
  });

  it('totals a tax-exempt customer’s quote without tax', async () => {
    const { who } = await offered('hugo-exempt', { excludeTax: true });
    const [quote] = await quotesOf(who.cookie);
    expect(quote!.totals).toMatchObject({ subtotal: 98_914, taxes: [], taxAmount: 0, total: 98_914 });
    expect(quote!.displayExcludingTaxes).toBe(true);
  });
});
