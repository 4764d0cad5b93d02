/**
 * What the benchmarks ask a running shop for, found through its API the way a shopper's pages
 * find it: the biggest root category and a two-filter pick within it, products, search keywords,
 * and a demo customer's session and cart for the checkout pages.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { createShopClient, type ShopperCart } from '@shop/client';
import { CART_COOKIE, type ProductCard } from '@shop/contracts';

export interface ShopTargets {
  category: { id: number; slug: string; productCount: number };
  /** The category's first page (20, newest first) and its facet counts, without filters. */
  list: string;
  facets: string;
  /** A shopper's usual pick: the commonest value of the first facet, then of the next one within it. */
  filters: { first: string; second: string; matched: number };
  filteredList: string;
  filteredFacets: string;
  /** Product detail of 20 listed products (masters with variants among them). */
  products: string[];
  /** makeSearch as the search page asks it (24 hits and the facets), for 20 two-word keywords. */
  searches: string[];
  keywords: string[];
  /** Simple products, priced and in stock, most stock first: what the checkout pages buy. */
  purchasable: ProductCard[];
  cards: ProductCard[];
}

/** A two-word keyword as shoppers type it: the first two words of a product name, the second cut short. */
export function keywordOf(name: string) {
  const words = name.match(/\p{L}{3,}/gu) ?? ['Akku', 'Bohrer'];
  return `${words[0]} ${(words[1] ?? words[0]!).slice(0, 4)}`;
}

type Facets = Array<{ id: string; options: Array<{ value: string; count: number }> }>;

export async function shopTargets(api: string): Promise<ShopTargets> {
  const client = createShopClient({ baseUrl: api, timeoutMs: 60_000 });
  const { categories } = await client.categoryList({ query: { locale: 'de' } });
  const root = categories.toSorted((a, b) => b.productCount - a.productCount)[0];
  if (!root) throw new Error('the shop has no categories: was it seeded?');

  const top = (facets: Facets, skip?: string) => {
    const facet = facets.find((f) => f.id !== skip && f.options.length > 0);
    if (!facet) throw new Error(`category ${root.slug} has no facet to filter by`);
    return { name: facet.id, value: facet.options.toSorted((a, b) => b.count - a.count)[0]!.value };
  };
  const json = (picks: Array<{ name: string; value: string }>) =>
    JSON.stringify(picks.map((p) => ({ name: p.name, values: [p.value] })));
  const first = top((await client.productFilterList({ query: { locale: 'de', catId: root.id } })).filters);
  const within = await client.productFilterList({ query: { locale: 'de', catId: root.id, filters: json([first]) } });
  const second = top(within.filters, first.name);
  const filters = encodeURIComponent(json([first, second]));
  const filteredList = `/products?catId=${root.id}&filters=${filters}&limit=20&sort=latest`;
  const matched = (await client.productList({ query: { catId: root.id, filters: json([first, second]), limit: 1 } }))
    .count;
  if (matched === 0) throw new Error(`no product has ${first.name}=${first.value} and ${second.name}=${second.value}`);

  const cards = (await client.productList({ query: { catId: root.id, limit: 100 } })).data;
  if (cards.every((card) => card.priceInfo === null)) throw new Error('the API shows guests no prices');
  const spread = cards.filter((_, i) => i % Math.max(1, Math.floor(cards.length / 20)) === 0).slice(0, 20);
  const keywords = [...new Set(spread.map((card) => keywordOf(card.name)))];
  const purchasable = cards
    .filter((card) => card.variantCount === 0 && !card.hidePrices && card.priceInfo && card.stock)
    .toSorted((a, b) => (b.stock?.effectivestock ?? 0) - (a.stock?.effectivestock ?? 0));
  if (purchasable.length === 0) throw new Error(`category ${root.slug} has no product to buy`);

  return {
    category: { id: root.id, slug: root.slug, productCount: root.productCount },
    list: `/products?catId=${root.id}&limit=20&sort=latest`,
    facets: `/products/filters?catId=${root.id}`,
    filters: {
      first: `${first.name}=${first.value}`,
      second: `${second.name}=${second.value}`,
      matched,
    },
    filteredList,
    filteredFacets: `/products/filters?catId=${root.id}&filters=${filters}`,
    products: spread.map((card) => `/products/${card.id}`),
    searches: keywords.map((k) => `/search?keyword=${encodeURIComponent(k)}&limit=24&loadFilters=true`),
    keywords,
    purchasable,
    cards,
  };
}

/** The demo's first business customer (tools/seed/customers.ts). */
const demoCustomer = { username: 'K-10001', password: 'werkhaus-demo' };

/** The Cookie header of a session the API just opened (user-token, user-refresh-token). */
async function sessionCookie(api: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Logs the demo customer in (a price list of their own): the Cookie header of a fresh session. */
export const customerCookie = (api: string) => sessionCookie(api, '/session', demoCustomer);

/** A new account, without a price list (the shop's list prices), logged in: its Cookie header. */
export const newCustomerCookie = (api: string) =>
  sessionCookie(api, '/customers', {
    email: `bench-${randomUUID()}@example.com`,
    password: 'bench-passwort-1',
    firstName: 'Bench',
    lastName: 'Mark',
  });

const address = {
  firstName: 'Bench',
  lastName: 'Mark',
  street: 'Lindenweg 4',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

/**
 * A business customer as staff open one (createCustomer with the admin token), holding price list
 * `priceListId`, who sets a password from the invitation e-mail (read from the API's outbox in
 * `outboxDir`, as the e2e tests read it) and logs in like a shopper: their id and Cookie header.
 */
export async function invitedCustomerCookie(
  api: string,
  admin: { token: string; outboxDir: string },
  priceListId: number,
): Promise<{ id: number; cookie: string }> {
  const email = `bench-${randomUUID()}@price-list.example`;
  const password = 'bench-passwort-1';
  const created = await fetch(`${api}/admin/api/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      firstName: 'Bench',
      lastName: 'Preisliste',
      priceListId,
      billingAddress: { ...address, company: 'Bench Preisliste GmbH' },
      invite: true,
    }),
  });
  if (!created.ok) throw new Error(`createCustomer answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const token = await invitationToken(admin.outboxDir, email);
  const set = await fetch(`${api}/password-resets/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (!set.ok) throw new Error(`the invitation's password was refused: ${set.status} ${await set.text()}`);
  return { id, cookie: await sessionCookie(api, '/session', { username: email, password }) };
}

/** The token of the invitation link mailed to `email`, once the outbox has written the mail (within 30 s). */
async function invitationToken(outboxDir: string, email: string): Promise<string> {
  const name = email.replace(/[^\w.@-]/g, '_');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(100)) {
    const file = (await readdir(outboxDir).catch(() => [] as string[])).find((f) => f.includes(name));
    if (!file) continue;
    // Quoted-printable: soft line breaks and =XX bytes.
    const text = Buffer.from(
      (await readFile(path.join(outboxDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    const token = /create-password\?token=([^\s"<>&]+)/.exec(text)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error(`no invitation to ${email} in ${outboxDir} within 30 s`);
}

/**
 * The demo customer's cart with `product` in it, a shipping address and method and a billing
 * address: every checkout step's guard lets them through.
 */
export async function checkoutCart(api: string, cookie: string, product: ProductCard): Promise<ShopperCart> {
  const client = createShopClient({ baseUrl: api, headers: () => ({ cookie }) });
  const cart = await client.createCart({ query: {}, body: {} });
  const params = { cartId: cart.id };
  if (!cart.cartItems.some((line) => line.sku === product.sku))
    await client.addToCart({ params, query: {}, body: { sku: product.sku, quantity: 1 } });
  await client.updateAddressCart({ params, query: {}, body: { shippingAddress: address } });
  await client.updateAddressCart({ params, query: {}, body: { shippingMethod: { methodCode: 'standard' } } });
  return client.updateAddressCart({ params, query: {}, body: { billingAddress: { sameAsShipping: true } } });
}

/** Places the customer's order from `cart` by invoice; its id. */
export async function placeOrder(api: string, cookie: string, cart: ShopperCart): Promise<number> {
  const client = createShopClient({ baseUrl: api, headers: () => ({ cookie }) });
  const order = await client.createOrder({
    query: {},
    body: {
      cartId: cart.id,
      paymentMethodCode: 'invoice',
      cart: { version: cart.version, grandTotalIncTax: cart.grandTotalIncTax ?? undefined },
      termsAccepted: true,
    },
  });
  return order.id;
}

/**
 * A guest's cart with `product` in it: the Cookie header that names it (cart-id) and opens it (the
 * guest cart key createCart set, kept as a browser keeps it).
 */
export async function guestCartCookie(api: string, product: ProductCard): Promise<string> {
  let key = '';
  const client = createShopClient({
    baseUrl: api,
    headers: (): Record<string, string> => (key ? { cookie: key } : {}),
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      if (set.length > 0) key = set.join('; ');
      return response;
    },
  });
  const cart = await client.createCart({ query: {}, body: {} });
  await client.addToCart({ params: { cartId: cart.id }, query: {}, body: { sku: product.sku, quantity: 1 } });
  return `${CART_COOKIE}=${cart.id}; ${key}`;
}
