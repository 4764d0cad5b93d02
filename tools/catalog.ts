/**
 * The merchant's catalogue in and out of the running shop, through the admin API
 * (docs/catalog-import.md):
 *
 *   npm run catalog -- import <file> [--dry-run] [--replace] [--skip-invalid] [--strict-media] [--format csv|jsonl|shopify] [--media <dir>]
 *   npm run catalog -- export <file> [--format csv|jsonl]
 *   npm run catalog -- stock <file>     sku,qty[,external_stock] (or Artikelnummer;Bestand …)
 *   npm run catalog -- prices <file>    sku,regular[,currency][,special] (or Artikelnummer;Preis …)
 *   npm run catalog -- price-list import|export <code> <file>   one price list's entries (tools/price-list.ts)
 *
 * The API does the work (PGlite has one writer, the running shop's), so the shop keeps serving.
 * API_URL and ADMIN_TOKEN say where and as whom (tools/admin-api.ts). Exit code 1 when rows were
 * refused or the import failed, 2 for a wrong command line.
 */

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { type FeedFile, readPriceFile, readStockFile } from '@shop/api/catalog-feed-files';
import {
  type CatalogFormat,
  type CatalogImport,
  catalogFormats,
  type FeedReport,
  maxFeedRows,
  type RowError,
} from '@shop/contracts';
import { SingleBar } from 'cli-progress';
import { adminApi, reportFailure, UsageError } from './admin-api';
import { readCommandLine } from './cli';
import { saveDownload } from './download';
import { priceListCommand, priceListUsage } from './price-list';

const usage = `usage:
  npm run catalog -- import <file> [--dry-run] [--replace] [--skip-invalid] [--strict-media] [--format csv|jsonl|shopify] [--media <dir>]
  npm run catalog -- export <file> [--format csv|jsonl]
  npm run catalog -- stock <file>     columns: SKU, quantity (qty, Bestand …), optionally external_stock
  npm run catalog -- prices <file>    columns: SKU, price (regular, Preis, VK …), optionally currency and special
${priceListUsage}
Format, column names and checks: docs/catalog-import.md. API_URL and ADMIN_TOKEN say where and as whom.`;

// Files of 100,000 products take minutes; the default 10 s is for a page's requests.
const api = adminApi(60 * 60_000);
const pictures = /\.(jpe?g|png|webp|gif|avif)$/i;
const contentTypes: Record<CatalogFormat, string> = {
  csv: 'text/csv',
  jsonl: 'application/x-ndjson',
  shopify: 'text/csv',
};

function formatOf(file: string, given: string | undefined): CatalogFormat {
  const format = given ?? (/\.jsonl?$/i.test(file) ? 'jsonl' : 'csv');
  if (!(catalogFormats as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${catalogFormats.join(', ')}`);
  return format as CatalogFormat;
}

/** A file's bytes as a web stream for fetch, counting what has been sent. */
function upload(file: string, onBytes: (sent: number) => void) {
  let sent = 0;
  const counted = createReadStream(file).pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sent += chunk.length;
        onBytes(sent);
        callback(null, chunk);
      },
    }),
  );
  return Readable.toWeb(counted) as unknown as ReadableStream<Uint8Array>;
}

/** Uploads the media folder's pictures the shop does not have yet (by content), named by their path in it. */
async function uploadMedia(dir: string) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && pictures.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const { data } = await api.listImportMedia();
  const held = new Map(data.map((picture) => [picture.name, picture.sha256]));
  let uploaded = 0;
  for (const name of files) {
    const bytes = await readFile(path.join(dir, name));
    if (held.get(name) === createHash('sha256').update(bytes).digest('hex')) continue;
    await api.uploadImportMedia({ params: { name }, body: new Uint8Array(bytes) });
    uploaded++;
  }
  console.log(`media: ${files.length} pictures in ${dir}, ${uploaded} uploaded, ${files.length - uploaded} known`);
}

const bar = () =>
  new SingleBar({
    format: '{step} [{bar}] {percentage}% | {value}/{total} {unit} | {rate} | {eta_formatted} left',
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 20,
  });

async function importCatalog(
  file: string | undefined,
  options: {
    format?: string;
    media?: string;
    dryRun: boolean;
    replace: boolean;
    skipInvalid: boolean;
    strictMedia: boolean;
  },
) {
  if (!file) throw new UsageError(usage);
  const format = formatOf(file, options.format);
  if (options.media) await uploadMedia(options.media);
  const size = (await stat(file)).size;
  const progress = bar();
  progress.start(size, 0, { step: 'upload  ', unit: 'bytes', rate: '' });
  const started = await api.importCatalog(
    {
      query: {
        format,
        dryRun: String(options.dryRun),
        replace: String(options.replace),
        skipInvalid: String(options.skipInvalid),
        strictMedia: String(options.strictMedia),
      },
      body: upload(file, (sent) => progress.update(sent)),
    },
    { headers: { 'content-type': contentTypes[format] } },
  );
  progress.stop();
  const result = await follow(started);
  report(result);
  if (result.status === 'invalid' || result.status === 'failed') process.exitCode = 1;
}

/** Shows the import's progress until it has ended: rows checked, then products written. */
async function follow(started: CatalogImport): Promise<CatalogImport> {
  const progress = bar();
  let step = '';
  for (let state = started; ; state = await api.getCatalogImport({ params: { id: started.id } })) {
    if (state.status !== 'validating' && state.status !== 'writing') {
      progress.stop();
      return state;
    }
    const [done, total] =
      state.status === 'validating'
        ? [state.counts.validated, state.counts.rows]
        : [state.counts.written, state.counts.created + state.counts.updated];
    const payload = {
      step: state.status === 'validating' ? 'checking' : 'writing ',
      unit: state.status === 'validating' ? 'rows' : 'products',
      rate: state.rate ? `${state.rate}/s` : '',
    };
    if (step !== state.status) {
      if (step) progress.stop();
      progress.start(Math.max(total, 1), done, payload);
      step = state.status;
    } else progress.update(done, payload);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function report(result: CatalogImport) {
  const c = result.counts;
  const said: Record<CatalogImport['status'], string> = {
    done: 'imported',
    checked: 'checked (dry run, nothing written)',
    invalid: 'refused: nothing was written',
    failed: 'failed: nothing was written',
    validating: 'still checking',
    writing: 'still writing',
  };
  console.log(`import ${result.id}: ${said[result.status]}${result.message ? ` (${result.message})` : ''}`);
  console.log(
    `  ${c.rows} rows: ${c.created} new, ${c.updated} changed, ${c.unchanged} unchanged, ${c.invalid} refused` +
      (c.unlisted ? `, ${c.unlisted} unlisted` : '') +
      (c.categoriesCreated ? `; ${c.categoriesCreated} categories made` : '') +
      (c.optionsCreated ? `; ${c.optionsCreated} attribute values made` : '') +
      (c.imagesFetched ? `; ${c.imagesFetched} pictures fetched` : ''),
  );
  printErrors(result.errors, result.errorCount);
  if (result.warningCount > 0)
    console.log(
      `  ${result.warningCount} pictures left out (could not be fetched; --strict-media refuses their rows):`,
    );
  for (const w of result.warnings.slice(0, 200)) console.log(`  line ${w.line}, images "${w.url}": ${w.reason}`);
  if (result.warningCount > 200) console.log(`  … and ${result.warningCount - 200} more`);
}

function printErrors(errors: RowError[], total = errors.length) {
  for (const e of errors.slice(0, 200))
    console.log(
      `  line ${e.line}${e.column ? `, ${e.column}` : ''}${e.value !== null ? ` "${e.value}"` : ''}: ${e.reason}`,
    );
  if (total > 200) console.log(`  … and ${total - 200} more`);
}

async function exportCatalog(file: string | undefined, given: string | undefined) {
  if (!file) throw new UsageError(usage);
  const format = formatOf(file, given);
  if (format === 'shopify') throw new UsageError('an export is written as csv or jsonl');
  const started = performance.now();
  const response = await api.exportCatalog({ query: { format } });
  await saveDownload(response, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`exported the catalogue to ${file} (${(await stat(file)).size} bytes) in ${seconds} s`);
}

/** Sends a feed in batches the API takes, and reports what it did. */
async function feed<T extends { sku: string }>(
  file: string | undefined,
  read: (input: Readable) => Promise<FeedFile<T>>,
  send: (items: T[]) => Promise<FeedReport>,
) {
  if (!file) throw new UsageError(usage);
  const { rows, errors, ignored } = await read(createReadStream(file));
  if (ignored.length > 0) console.log(`${file}: columns not read: ${ignored.join(', ')}`);
  if (errors.length > 0) {
    const lines = new Set(errors.map((error) => error.line)).size;
    console.log(`${file}: ${lines} ${lines === 1 ? 'line' : 'lines'} refused, nothing sent`);
    printErrors(errors);
    process.exitCode = 1;
    return;
  }
  const total = { updated: 0, unchanged: 0, unknown: [] as string[] };
  for (let start = 0; start < rows.length; start += maxFeedRows) {
    const batch = rows.slice(start, start + maxFeedRows);
    const answer = await send(batch.map((row) => row.item));
    total.updated += answer.updated;
    total.unchanged += answer.unchanged;
    total.unknown.push(...answer.unknown.map((u) => `line ${batch[u.index]!.line}: ${u.sku}`));
  }
  console.log(
    `${rows.length} rows: ${total.updated} changed, ${total.unchanged} unchanged, ${total.unknown.length} unknown SKUs`,
  );
  for (const unknown of total.unknown.slice(0, 200)) console.log(`  ${unknown}`);
}

try {
  const { positionals, values } = readCommandLine(usage, {
    format: { type: 'string' },
    media: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    replace: { type: 'boolean', default: false },
    'skip-invalid': { type: 'boolean', default: false },
    'strict-media': { type: 'boolean', default: false },
  });
  const [command, file] = positionals;
  switch (command) {
    case 'import':
      await importCatalog(file, {
        format: values.format,
        media: values.media,
        dryRun: values['dry-run'],
        replace: values.replace,
        skipInvalid: values['skip-invalid'],
        strictMedia: values['strict-media'],
      });
      break;
    case 'export':
      await exportCatalog(file, values.format);
      break;
    case 'stock':
      await feed(file, readStockFile, (items) => api.updateStock({ body: { items } }));
      break;
    case 'prices':
      await feed(file, readPriceFile, (items) => api.updatePrices({ body: { items } }));
      break;
    case 'price-list':
      await priceListCommand(positionals.slice(1), { dryRun: values['dry-run'] }, usage);
      break;
    default:
      throw new UsageError(usage);
  }
} catch (error) {
  reportFailure(error);
}
