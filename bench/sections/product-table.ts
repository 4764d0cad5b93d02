/**
 * The product-table section: the back office's product table on PostgreSQL at 100,000 products
 * (shop_bench): distinct pages, each filter, each sort and search terms, one request at a time as
 * a member of staff asks, none asked twice; p95 per kind and of all.
 */
import { type AdminProduct, adminProductSorts, type ProductTableOptions, siteConfig } from '@shop/contracts';
import { ms, percentile } from '../lib/load';
import { productSkus } from '../lib/postgres';
import { benchAdminToken, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { databaseFor, shopDatabase } from '../lib/shop-databases';
import { type Bench, products } from './context';

const section = 'product-table';
const admin = { authorization: `Bearer ${benchAdminToken}` };

/** A page of the table asked once, timed; refused when it does not answer 200. */
async function timed(base: string, query: URLSearchParams) {
  const started = performance.now();
  const res = await fetch(`${base}/admin/api/products?${query}`, { headers: admin });
  const body = await res.text();
  if (!res.ok) throw new Error(`product table ?${query}: ${res.status} ${body.slice(0, 300)}`);
  return performance.now() - started;
}

/** Each kind's distinct queries: `n` of each, every one another page, filter value, sort or term. */
function queries(n: number, options: ProductTableOptions, skus: string[], words: string[], pages: number) {
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length]!;
  const page = (i: number) => String(((i * 104_729) % pages) * 25);
  const of = (i: number, entries: Record<string, string>) =>
    new URLSearchParams({ ...entries, sort: pick(adminProductSorts, i + 3) });
  const kinds: Record<string, (i: number) => URLSearchParams> = {
    'pages (SKU order, any depth)': (i) => new URLSearchParams({ offset: page(i), sort: i % 2 ? '-sku' : 'sku' }),
    'sorts (name, stock, price, age; any depth)': (i) =>
      new URLSearchParams({ sort: pick(adminProductSorts, i), offset: page(i) }),
    'filter: category with its subcategories': (i) =>
      of(i, { category: String(pick(options.categories, i).id), offset: String((i % 8) * 25) }),
    'filter: brand': (i) => of(i, { brand: pick(options.brands, i).value, offset: String((i % 8) * 25) }),
    'filter: listed / unlisted': (i) => of(i, { active: i % 2 ? 'true' : 'false' }),
    'filter: in stock / out of stock / low': (i) => of(i, { stock: pick(['in', 'out', 'low'], i) }),
    'filter: no name in a language': (i) => of(i, { missing: pick(siteConfig.locales, i).code }),
    'filter: no picture': (i) => of(i, { picture: 'none', offset: String((i % 4) * 25) }),
    'search: a SKU’s tail, a word of a name': (i) =>
      of(i, { q: i % 2 ? pick(skus, i).slice(-5) : `${pick(words, i)}${i % 3 ? '' : 'e'}` }),
  };
  return Object.entries(kinds).map(([kind, make]) => {
    const made = new Map<string, URLSearchParams>();
    for (let i = 0; made.size < n && i < n * 20; i++) made.set(String(make(i)), make(i));
    return { kind, asks: [...made.values()] };
  });
}

export async function productTableSection(bench: Bench) {
  const { report, sizes, quick } = bench;
  const large = products(bench, sizes.large);
  const api = await startApi(await shopDatabase(sizes.large), 'api-product-table');
  try {
    const skus = await productSkus(databaseFor(sizes.large), sizes.large);
    const options = (await (
      await fetch(`${api.url}/admin/api/products/options?locale=de`, { headers: admin })
    ).json()) as ProductTableOptions;
    const first = (await (
      await fetch(`${api.url}/admin/api/products?limit=100&sort=-created`, { headers: admin })
    ).json()) as { data: AdminProduct[]; count: number };
    const words = [...new Set(first.data.flatMap((p) => p.name.split(/\s+/)).filter((w) => w.length >= 4))];
    const n = quick ? 10 : 40;
    const all: number[] = [];
    for (const { kind, asks } of queries(n, options, skus, words, Math.floor(first.count / 25))) {
      // A warm-up of the kind's statements, not of its answers: each timed query is asked once.
      await timed(api.url, new URLSearchParams({ ...Object.fromEntries(asks[0]!), offset: '25' }));
      const took: number[] = [];
      for (const query of asks) took.push(await timed(api.url, query));
      all.push(...took);
      const p95 = percentile(took, 95);
      report.add(
        section,
        `${large}: ${kind}, ${took.length} distinct queries one at a time`,
        `p95 ${ms(p95)} ms, median ${ms(percentile(took, 50))} ms`,
        'p95 < 100 ms',
        p95 < 100,
      );
    }
    const p95 = percentile(all, 95);
    report.add(
      section,
      `${large}: the product table, all ${count(all.length)} queries (${count(first.count)} products and variants)`,
      `p95 ${ms(p95)} ms, median ${ms(percentile(all, 50))} ms`,
      'p95 < 100 ms',
      p95 < 100,
    );
  } finally {
    await api.stop();
  }
}
