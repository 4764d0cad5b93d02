/**
 * Every benchmark in one table: `npm run bench`. Seeds what it needs, measures, and prints one row
 * per figure with its goal; the same table goes to bench/results/latest.md (docs/performance.md
 * includes it). 12–18 minutes on 2 cores; BENCH_QUICK=1 tries it out in a few (tiny catalogues,
 * 2 s per load, one Lighthouse run per page).
 *
 * Sections (BENCH_ONLY=a,b runs only those, BENCH_SKIP=a,b leaves those out):
 * - import: `npm run seed -- --products 100000` into a new PostgreSQL database, timed. The database
 *   then becomes shop_bench (the 100,000-product database), so a run imports once.
 * - api-pglite: the API on PGlite (temporary data directory, 2,000 products), 20 connections:
 *   listing, product detail and search beside /healthz of the same run.
 * - api-postgres: the same on PostgreSQL (shop_bench_2000), with facet counts.
 * - processes: a mixed load on 1 API process, then on 2 processes over the same database.
 * - sale: guests browsing on PostgreSQL (shop_bench_2000) while a customer places orders.
 * - listing: a category page's listing and facet counts with two filters, one connection, at
 *   2,000 / 20,000 / 100,000 products (shop_bench_2000, shop_bench_20000, shop_bench).
 * - postgres-100k: the catalogue's goals at 100,000 products under 20 connections.
 * - catalog-import: the merchant's catalogue files through the API (docs/catalog-import.md): on
 *   PGlite with 2,000 products an export, the unchanged export imported, the export with every
 *   product changed, and the export into an empty catalogue; on PostgreSQL the export of 100,000
 *   products, their import into an empty catalogue, and the ERP's stock and price feeds of 10,000 rows.
 * - price-lists: one price list on PostgreSQL at 100,000 products (shop_bench): every product's
 *   price imported by CSV, the ERP's batch of 10,000 rows, distinct pages and searches of the list;
 *   then a customer holding it (opened through the admin API, password from the invitation) reads
 *   what each of 20 small changes of the list touched, the first reads after it: a product page, a
 *   category page, a search by SKU and an add to cart, each of another product.
 * - product-table: the back office's product table on PostgreSQL at 100,000 products (shop_bench):
 *   distinct pages, each filter, sorts and search terms, one at a time; p95 of each kind and of all.
 * - product-editor: the back office's product editor on PostgreSQL at 100,000 products (shop_bench):
 *   distinct products read (getAdminProduct) and saved with a new English subtitle (saveProduct).
 * - customers: the customer file on PostgreSQL (a database of its own, shop_bench_customers): 10,000
 *   distinct customers imported, exported, and the unchanged export imported again.
 * - back-office: the staff's order list on PostgreSQL with 100,000 orders (2,000 products), 20
 *   connections, distinct filters, texts, sorts and pages (nothing of it is kept: each is a query);
 *   the first screen (the dashboard) in Chromium, signed in, five fresh browser profiles.
 * - documents: invoice PDFs of 50 lines as an issue draws them, 30 distinct ones, in process.
 * - mails: order confirmations' HTML parts as the outbox renders them, 30 distinct ones, in process.
 * - storefront: home, category and product pages of the production build (`server.mjs`) under 10
 *   connections, and each alone, asked for like a browser: as a guest and as a guest with a cart
 *   (kept pages), and as a logged-in customer (rendered per request).
 * - lighthouse: mobile Lighthouse on the production build, median of 3 runs, for home, category,
 *   product, search, the cart, and every checkout step (a guest's entry, then a logged-in
 *   customer's shipping, billing, payment and thank-you pages), after a static reference page
 *   (the browser's own cost) and a page of Next.js alone (bench/fixtures/bare-next, the
 *   framework's own cost); each row with Lighthouse's measure of the host's CPU and the runs in
 *   which the browser held the page's first frame back (viz's throttling, a lab artifact); then
 *   Lighthouse's SEO of an English page of each kind (home, category, product, info page, search).
 *
 * PostgreSQL: BENCH_DATABASE_URL's server, else TEST_DATABASE_URL's, else 127.0.0.1:5432 as postgres;
 * only databases named shop_bench… are created or changed. The seeded ones are kept between runs,
 * a comment on each saying what it holds; one is seeded again when the catalogue size or the
 * migrations differ. The storefront and Lighthouse rows
 * need `npm run build` first (apps/storefront/.next/BUILD_ID); without it they say skipped.
 * Other settings: BENCH_SECONDS (per load; 5, quick 2), BENCH_LIGHTHOUSE_RUNS (3, quick 1),
 * BENCH_PAGES (Lighthouse pages by name; `seo` for the English pages' SEO), CHROME_PATH (/usr/bin/chromium).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { root } from '../e2e/harness/processes';
import { duration } from './lib/figures';
import { log } from './lib/log';
import { stopAll } from './lib/processes';
import { Report } from './lib/report';
import { pgliteSection } from './sections/api-pglite';
import { backOfficeSection } from './sections/back-office';
import { catalogImportSection } from './sections/catalog-import';
import { type Bench, products, type Section, sections } from './sections/context';
import { customerSection } from './sections/customers';
import { documentsSection } from './sections/documents';
import { importSection } from './sections/import';
import { mediumSection } from './sections/listing';
import { mailsSection } from './sections/mails';
import { largeSection } from './sections/postgres-100k';
import { priceListSection } from './sections/price-lists';
import { productEditorSection } from './sections/product-editor';
import { productTableSection } from './sections/product-table';
import { smallSection } from './sections/small-shop';

const quick = process.env.BENCH_QUICK === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 5));
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
const sizes = quick ? { small: 200, medium: 400, large: 800 } : { small: 2_000, medium: 20_000, large: 100_000 };

const listed = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const only = listed('BENCH_ONLY');
const skipped = listed('BENCH_SKIP');
for (const name of [...only, ...skipped])
  if (!(sections as readonly string[]).includes(name))
    throw new Error(`bench: no section "${name}"; the sections are ${sections.join(', ')}`);
const wanted = (...names: Section[]) =>
  names.some((name) => (only.length === 0 || only.includes(name)) && !skipped.includes(name));

/** Where a shared part's failure is reported: the first of its sections that was asked for. */
const firstWanted = (...names: Section[]) => names.find((name) => wanted(name)) ?? names[0]!;

const report = new Report([...sections, 'total']);
let failures = 0;

/** Runs one part; a failure becomes a row (and a non-zero exit code) and the others go on. */
async function attempt(section: Section, measured: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    failures++;
    console.error(error);
    report.add(section, measured, `failed: ${error instanceof Error ? error.message : String(error)}`, '', false);
  }
}

const bench: Bench = { quick, seconds, lighthouseRuns, pages: listed('BENCH_PAGES'), sizes, report, wanted, attempt };

const started = performance.now();
const startLoad = loadavg();
log(
  `${quick ? 'quick mode: ' : ''}${seconds} s per load, ${lighthouseRuns} Lighthouse run(s) per page; sections: ${sections
    .filter((s) => wanted(s))
    .join(', ')}`,
);
try {
  if (wanted('import')) await attempt('import', 'import', () => importSection(bench));
  if (wanted('postgres-100k', 'listing'))
    await attempt(firstWanted('postgres-100k', 'listing'), products(bench, sizes.large), () => largeSection(bench));
  if (wanted('catalog-import')) await attempt('catalog-import', 'catalogue files', () => catalogImportSection(bench));
  if (wanted('price-lists')) await attempt('price-lists', 'price lists', () => priceListSection(bench));
  if (wanted('product-table')) await attempt('product-table', 'product table', () => productTableSection(bench));
  if (wanted('product-editor')) await attempt('product-editor', 'product editor', () => productEditorSection(bench));
  if (wanted('customers')) await attempt('customers', 'customer file', () => customerSection(bench));
  if (wanted('back-office')) await attempt('back-office', 'order list', () => backOfficeSection(bench));
  if (wanted('documents')) await attempt('documents', 'invoice PDF', () => documentsSection(bench));
  if (wanted('mails')) await attempt('mails', 'order confirmation', () => mailsSection(bench));
  if (wanted('listing')) await attempt('listing', products(bench, sizes.medium), () => mediumSection(bench));
  const small = ['api-postgres', 'listing', 'processes', 'sale', 'storefront', 'lighthouse'] as const;
  if (wanted(...small)) await attempt(firstWanted(...small), products(bench, sizes.small), () => smallSection(bench));
  if (wanted('api-pglite'))
    await attempt('api-pglite', `API on PGlite, ${products(bench, sizes.small)}`, () => pgliteSection(bench));
} finally {
  await stopAll();
}

const took = performance.now() - started;
report.add(
  'total',
  'wall time of this run',
  `${duration(took)}${quick ? ' (quick mode)' : ''}`,
  only.length || skipped.length || quick ? '' : '< 20 min',
  only.length || skipped.length || quick ? undefined : took < 20 * 60_000,
);
const settings = Object.entries(process.env)
  .filter(([key]) => key.startsWith('BENCH_') || key === 'CHROME_PATH')
  .map(([key, value]) => `${key}=${value}`);
const command = [...settings, 'npm run bench'].join(' ');
const file = path.join(root, 'bench/results/latest.md');
await report.write(file, command, startLoad);
console.log(`\n${command}: ${duration(took)}; also in ${path.relative(root, file)}\n`);
report.print();
process.exitCode = failures ? 1 : 0;
