/**
 * The catalog-import section: the merchant's catalogue files through the API
 * (docs/catalog-import.md), exports, imports and the ERP's feeds, each timed end to end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { everyRowChanged, exportCatalog, feed, firstRows, importCatalog, skusOf } from '../lib/catalog-files';
import { duration } from '../lib/figures';
import { log } from '../lib/log';
import { merchantPictures } from '../lib/pictures';
import { createDatabase, databaseUrl, dropDatabase } from '../lib/postgres';
import { seed, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { shopDatabase } from '../lib/shop-databases';
import { type Bench, products } from './context';

const section = 'catalog-import';

/** Within `limit` ms: the goal's verdict. */
const within = (took: number, limit: number) => took < limit;
const megabytes = (text: string) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;

/** The merchant's catalogue files: exports, imports and the ERP's feeds, each timed end to end. */
export async function catalogImportSection(bench: Bench) {
  await pgliteFiles(bench);
  await postgresFiles(bench);
}

/**
 * On PGlite with the small catalogue: an export, the unchanged export imported, the export with
 * every product changed, and the export into an empty catalogue.
 */
async function pgliteFiles(bench: Bench) {
  const { report, sizes } = bench;
  const [dataDir, emptyDir] = await Promise.all([
    mkdtemp(path.join(tmpdir(), 'shop-bench-import-')),
    mkdtemp(path.join(tmpdir(), 'shop-bench-import-empty-')),
  ]);
  let exported: Awaited<ReturnType<typeof exportCatalog>>;
  try {
    log(`seeding ${count(sizes.small)} products into PGlite for the catalogue files`);
    await Promise.all([seed({ dataDir }, sizes.small), seed({ dataDir: emptyDir }, 0)]);
    const small = `PGlite, ${products(bench, sizes.small)}`;
    const api = await startApi({ dataDir }, 'api-import-pglite');
    try {
      exported = await exportCatalog(api.url);
      report.add(
        section,
        `${small}: export (${count(exported.rows)} rows, ${megabytes(exported.file)})`,
        duration(exported.ms),
      );
      const same = await importCatalog(api.url, exported.file);
      report.add(
        section,
        `${small}: the unchanged export imported (checked, nothing to write)`,
        `${duration(same.ms)} · ${count(same.result.counts.unchanged)} unchanged, ${same.result.counts.written} written`,
        '< 10 s',
        within(same.ms, 10_000) && same.result.counts.written === 0,
      );
      const changed = await importCatalog(api.url, everyRowChanged(exported.file));
      report.add(
        section,
        `${small}: the export with every product's name and price changed`,
        `${duration(changed.ms)} · ${count(changed.result.counts.updated)} products written`,
        '< 10 s',
        within(changed.ms, 10_000),
      );
      const pictures = await merchantPictures(api.url, bench.quick ? 4 : 24);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      report.add(
        section,
        `${small}: ${pictures.photos} different merchant photos (3000 × 2000 JPEG, ${kb(pictures.uploadedBytes)} each) asked for at a product card's box, one after another`,
        `first ask (scaled) p50 ${pictures.first.p50.toFixed(0)} ms, max ${pictures.first.max.toFixed(0)} ms · asked again (kept) p50 ${pictures.again.p50.toFixed(1)} ms · ${kb(pictures.cardBytes)} WebP each`,
      );
    } finally {
      await api.stop();
    }
    const empty = await startApi({ dataDir: emptyDir }, 'api-import-pglite-new');
    try {
      const created = await importCatalog(empty.url, exported.file);
      report.add(
        section,
        `${small}: the export into an empty catalogue (every product new)`,
        `${duration(created.ms)} · ${count(created.result.counts.created)} products made`,
        '< 10 s',
        within(created.ms, 10_000),
      );
    } finally {
      await empty.stop();
    }
  } finally {
    await Promise.all([dataDir, emptyDir].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/**
 * On PostgreSQL with the large catalogue: its export, the whole export and a file of its first
 * rows into an empty catalogue, and the ERP's stock and price feeds.
 */
async function postgresFiles(bench: Bench) {
  const { report, sizes, quick } = bench;
  const large = `PostgreSQL, ${products(bench, sizes.large)}`;
  const source = await startApi(await shopDatabase(sizes.large), 'api-export-large');
  let exported: Awaited<ReturnType<typeof exportCatalog>>;
  try {
    exported = await exportCatalog(source.url);
    report.add(
      section,
      `${large}: export (${count(exported.rows)} rows, ${megabytes(exported.file)})`,
      duration(exported.ms),
      '< 30 s',
      within(exported.ms, 30_000),
    );
  } finally {
    await source.stop();
  }
  // The goal names a file of 100,000 rows: the export's first 100,000 (some 69,000 products and
  // their variants); the whole export (100,000 products, 144,694 rows) is measured beside it.
  const rows = quick ? 1_000 : 100_000;
  const target = 'shop_bench_import_target';
  await createDatabase(target, { fresh: true });
  await seed({ databaseUrl: databaseUrl(target) }, 0);
  const whole = await startApi({ databaseUrl: databaseUrl(target) }, 'api-import-large');
  try {
    const created = await importCatalog(whole.url, exported.file);
    report.add(
      section,
      `${large}: the whole export into an empty catalogue (${count(exported.rows)} rows), checked and written`,
      `${duration(created.ms)} · ${count(created.result.counts.created)} products made`,
    );
  } finally {
    await whole.stop();
  }
  await createDatabase(target, { fresh: true });
  await seed({ databaseUrl: databaseUrl(target) }, 0);
  const api = await startApi({ databaseUrl: databaseUrl(target) }, 'api-import-large');
  try {
    const created = await importCatalog(api.url, firstRows(exported.file, rows));
    report.add(
      section,
      `PostgreSQL: a file of ${count(rows)} rows (the export's first) into an empty catalogue, checked and written`,
      `${duration(created.ms)} · ${count(created.result.counts.created)} products made`,
      '< 2 min',
      within(created.ms, 120_000),
    );
    const skus = skusOf(exported.file, quick ? 1_000 : 10_000);
    const stockMs = await feed(
      api.url,
      '/admin/api/stock',
      skus.map((sku, i) => ({ sku, qty: (i * 7) % 50 })),
    );
    const pricesMs = await feed(
      api.url,
      '/admin/api/prices',
      skus.map((sku, i) => ({ sku, currency: 'EUR', regular: 1_000 + i, special: null })),
    );
    for (const [name, took] of [
      ['stock', stockMs],
      ['price', pricesMs],
    ] as const)
      report.add(
        section,
        `${large}: ERP ${name} feed of ${count(skus.length)} rows`,
        duration(took),
        '< 5 s',
        within(took, 5_000),
      );
  } finally {
    await api.stop();
    await dropDatabase(target);
  }
}
