/**
 * The price-lists section: one price list on PostgreSQL with the large catalogue, as the merchant
 * and the ERP keep it (docs/operations.md#price-lists): every product's price imported by CSV, the
 * ERP's batch of 10,000 rows, and the back office's pages of the list, each a distinct page or
 * search, asked one at a time; then a customer holding the list, as staff open one, reads the
 * products the ERP has just changed: the first reads after a change, each of another product.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CategoryNode, ProductCard } from '@shop/contracts';
import { duration } from '../lib/figures';
import { ms, percentile } from '../lib/load';
import { productSkus } from '../lib/postgres';
import { benchAdminToken, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { invitedCustomerCookie } from '../lib/shop';
import { databaseFor, shopDatabase } from '../lib/shop-databases';
import { type Bench, products } from './context';

const section = 'price-lists';
const admin = { authorization: `Bearer ${benchAdminToken}` };
const sorts = ['sku', '-sku', 'name', '-name', 'price', '-price'];

/** A call of the admin API, timed; refused when it does not answer 2xx. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(url, {
    ...init,
    headers: {
      ...admin,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.slice(0, 300)}`);
  return performance.now() - started;
}

export async function priceListSection(bench: Bench) {
  const { report, sizes, quick } = bench;
  const large = products(bench, sizes.large);
  const store = await shopDatabase(sizes.large);
  const skus = await productSkus(databaseFor(sizes.large), sizes.large);
  // Its own data directory: the outbox where the invitation of the list's customer is written.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-price-lists-'));
  const api = await startApi(store, 'api-price-lists', { DATA_DIR: dataDir });
  const list = `${api.url}/admin/api/price-lists/BENCH-${Date.now()}`;
  let holder: number | undefined;
  try {
    await timed(list, { method: 'PUT', body: JSON.stringify({ name: 'Bench', currency: 'EUR' }) });
    const csv = `sku;price;min_qty\n${skus.map((sku, i) => `${sku};${10 + (i % 500)},${String(i % 100).padStart(2, '0')};1`).join('\n')}\n`;
    const imported = await timed(`${list}/entries`, {
      method: 'PUT',
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    report.add(
      section,
      `${large}: a list's CSV of ${count(skus.length)} entries imported`,
      duration(imported),
      '',
      true,
    );

    const rows = skus.slice(0, quick ? 1_000 : 10_000).map((sku, i) => ({ sku, price: 2_000 + i }));
    const batch = await timed(`${list}/entries`, { method: 'POST', body: JSON.stringify({ items: rows }) });
    report.add(
      section,
      `${large}: updatePriceListEntries, ${count(rows.length)} rows changed`,
      duration(batch),
      '< 5 s',
      batch < 5_000,
    );

    // Distinct pages and searches (a SKU's tail, a word of a name), none asked twice.
    const asks = quick ? 50 : 300;
    const took: number[] = [];
    for (let i = 0; i < asks; i++) {
      const sort = sorts[i % sorts.length]!;
      const query =
        i % 3 === 0
          ? `q=${encodeURIComponent(skus[(i * 7919) % skus.length]!.slice(-4))}&sort=${sort}`
          : `offset=${((i * 104_729) % Math.floor(skus.length / 25)) * 25}&sort=${sort}`;
      took.push(await timed(`${list}?${query}`));
    }
    const p95 = percentile(took, 95);
    report.add(
      section,
      `${large}: getPriceList at ${count(skus.length)} entries, ${asks} distinct pages and searches one at a time`,
      `p95 ${p95.toFixed(1)} ms, median ${percentile(took, 50).toFixed(1)} ms`,
      'p95 < 100 ms',
      p95 < 100,
    );

    const listId = ((await (await fetch(list, { headers: admin })).json()) as { list: { id: number } }).list.id;
    const customer = await invitedCustomerCookie(
      api.url,
      { token: benchAdminToken, outboxDir: path.join(dataDir, 'outbox') },
      listId,
    );
    holder = customer.id;
    await firstReadsAfterChange(bench, api.url, list, customer.cookie, large);
  } finally {
    // The list is deleted only while nobody holds it.
    if (holder !== undefined) await release(api.url, holder);
    const version = (await (await fetch(list, { headers: { authorization: `Bearer ${benchAdminToken}` } })).json()) as {
      list?: { version: number };
    };
    if (version.list) await timed(`${list}?version=${version.list.version}`, { method: 'DELETE' });
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Takes the bench's customer off the list (they stay, as a customer without one). */
async function release(api: string, customerId: number) {
  const url = `${api}/admin/api/customers/${customerId}`;
  const { version } = (await (await fetch(url, { headers: admin })).json()) as { version: number };
  await timed(url, { method: 'PATCH', body: JSON.stringify({ priceListId: null, version }) });
}

type Kind = 'product detail' | 'category page' | 'search by SKU' | 'add to cart';

/**
 * A customer holding the list reads products the ERP has just changed (updatePriceListEntries),
 * each read the first after the change and each of another product: the product page, a category
 * page showing it, a search for its SKU, and adding it to the cart. Before each change the customer
 * has seen the product page, the category page and the search (answers kept for them, ADR 0009),
 * which the change drops: every read here is computed anew, and must show the new price (half the
 * one before, below the shop's list price).
 */
async function firstReadsAfterChange(
  { report, quick }: Bench,
  api: string,
  list: string,
  cookie: string,
  large: string,
) {
  const rounds = quick ? 5 : 20;
  const shopper = async <T>(path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(`${api}${path}`, {
      ...init,
      headers: { cookie, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    });
    const body = await res.text();
    const took = performance.now() - started;
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.slice(0, 300)}`);
    return { ms: took, answer: JSON.parse(body) as T };
  };
  type Page = { data: ProductCard[] };
  const priceOf = (card: ProductCard | undefined) => card?.priceInfo?.regular;

  const all = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
  const { categories } = (await shopper<{ categories: CategoryNode[] }>('/categories')).answer;
  const { id: cartId } = (await shopper<{ id: string }>('/carts', { method: 'POST', body: '{}' })).answer;
  const reads = new Map<Kind, number[]>();
  const read = (kind: Kind, took: number) => reads.set(kind, [...(reads.get(kind) ?? []), took]);
  const used = new Set<number>();
  let fresh = 0;
  let asked = 0;
  for (const category of all(categories).toSorted((a, b) => b.productCount - a.productCount)) {
    if (asked === rounds * 4) break;
    const listing = `/products?catId=${category.id}&limit=20&sort=latest`;
    // Simple products priced by the list, none of them read in a round before; one in stock to buy.
    const cards = (await shopper<Page>(listing)).answer.data.filter(
      (card) => !used.has(card.id) && card.variantCount === 0 && !card.hidePrices && (priceOf(card) ?? 0) >= 2,
    );
    const bought = cards.find((card) => (card.stock?.effectivestock ?? 0) > 0);
    const [listed, shown, found] = cards.filter((card) => card !== bought);
    if (!bought || !listed || !shown || !found) continue;
    const changed = [listed, shown, found, bought];
    for (const card of changed) used.add(card.id);
    const search = `/search?keyword=${encodeURIComponent(found.sku)}&limit=24`;
    await shopper(`/products/${shown.id}`);
    await shopper(search);
    const price = new Map(changed.map((card) => [card.id, Math.floor(priceOf(card)! / 2)]));
    await timed(`${list}/entries`, {
      method: 'POST',
      body: JSON.stringify({ items: changed.map((card) => ({ sku: card.sku, price: price.get(card.id) })) }),
    });

    const detail = await shopper<ProductCard>(`/products/${shown.id}`);
    const page = await shopper<Page>(listing);
    const hits = await shopper<Page>(search);
    const added = await shopper<{
      cartItems: Array<{ id: number; productId: number; priceInfo: ProductCard['priceInfo'] }>;
    }>(`/carts/${cartId}/items`, { method: 'POST', body: JSON.stringify({ sku: bought.sku, quantity: 1 }) });
    const line = added.answer.cartItems.find((item) => item.productId === bought.id);
    const shows = [
      priceOf(detail.answer) === price.get(shown.id),
      priceOf(page.answer.data.find((card) => card.id === listed.id)) === price.get(listed.id),
      priceOf(hits.answer.data.find((card) => card.id === found.id)) === price.get(found.id),
      line?.priceInfo?.regular === price.get(bought.id),
    ];
    fresh += shows.filter(Boolean).length;
    asked += shows.length;
    read('product detail', detail.ms);
    read('category page', page.ms);
    read('search by SKU', hits.ms);
    read('add to cart', added.ms);
    if (line) await shopper(`/carts/${cartId}/items/${line.id}`, { method: 'DELETE' });
  }
  if (asked < rounds * 4) throw new Error(`only ${asked / 4} of ${rounds} rounds found four simple products to change`);
  const figures = [...reads].map(
    ([kind, took]) => `${kind} p50 ${ms(percentile(took, 50))} ms, max ${ms(Math.max(...took))} ms`,
  );
  report.add(
    section,
    `${large}: first reads by a customer holding the list after updatePriceListEntries changed the products (not cached: the change drops what was kept for them): ${rounds} changes of 4 distinct products, each read once`,
    `${figures.join(' · ')}; ${fresh} of ${asked} showed the new price`,
    'the new price at the first read',
    fresh === asked,
    fresh === asked ? undefined : `${asked - fresh} showed the old one`,
  );
}
