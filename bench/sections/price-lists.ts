/**
 * The price-lists section: one price list on PostgreSQL with the large catalogue, as the merchant
 * and the ERP keep it (docs/operations.md#price-lists): every product's price imported by CSV, the
 * ERP's batch of 10,000 rows, and the back office's pages of the list, each a distinct page or
 * search, asked one at a time.
 */

import { duration } from '../lib/figures';
import { percentile } from '../lib/load';
import { productSkus } from '../lib/postgres';
import { benchAdminToken, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { databaseFor, shopDatabase } from '../lib/shop-databases';
import { type Bench, products } from './context';

const section = 'price-lists';
const sorts = ['sku', '-sku', 'name', '-name', 'price', '-price'];

/** A call of the admin API, timed; refused when it does not answer 2xx. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${benchAdminToken}`,
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
  const api = await startApi(store, 'api-price-lists');
  const list = `${api.url}/admin/api/price-lists/BENCH-${Date.now()}`;
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
  } finally {
    const version = (await (await fetch(list, { headers: { authorization: `Bearer ${benchAdminToken}` } })).json()) as {
      list?: { version: number };
    };
    if (version.list) await timed(`${list}?version=${version.list.version}`, { method: 'DELETE' });
    await api.stop();
  }
}
