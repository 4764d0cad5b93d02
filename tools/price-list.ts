// `npm run catalog -- price-list import|export CODE FILE`: one price list's entries in and out of the
// running shop as CSV (sku;price;min_qty, prices in units such as 12.50 or 12,50), through the
// admin API (importPriceList, exportPriceList). The API checks every line before it writes any.

import { readFile } from 'node:fs/promises';
import { ShopApiError } from '@shop/client';
import type { PriceListImport, RowError } from '@shop/contracts';
import { adminApi, UsageError } from './admin-api';
import { saveDownload } from './download';

export const priceListUsage = `  npm run catalog -- price-list import <code> <file> [--dry-run]   sku;price;min_qty (12.50 or 12,50)
  npm run catalog -- price-list export <code> <file>`;

const api = adminApi(10 * 60_000);

async function importList(code: string, file: string, dryRun: boolean) {
  try {
    const done: PriceListImport = await api.importPriceList(
      { params: { code }, query: { dryRun: String(dryRun) as 'true' | 'false' }, body: await readFile(file) },
      { headers: { 'content-type': 'text/csv' } },
    );
    const said = done.dryRun ? 'checked (dry run, nothing written)' : 'imported';
    console.log(
      `price list ${code}: ${file} ${said}: ${done.rows} rows, ${done.products} products, ${done.removed} left out`,
    );
  } catch (error) {
    const errors = error instanceof ShopApiError ? (error.details as { errors?: RowError[] })?.errors : undefined;
    if (!errors) throw error;
    console.log(`${file}: ${new Set(errors.map((e) => e.line)).size} lines refused, nothing written`);
    for (const e of errors.slice(0, 200))
      console.log(
        `  line ${e.line}${e.column ? `, ${e.column}` : ''}${e.value !== null ? ` "${e.value}"` : ''}: ${e.reason}`,
      );
    process.exitCode = 1;
  }
}

async function exportList(code: string, file: string) {
  const response = await api.exportPriceList({ params: { code } });
  await saveDownload(response, file);
  console.log(`exported price list ${code} to ${file}`);
}

/** Runs `price-list <import|export> <code> <file>`. */
export async function priceListCommand(args: string[], { dryRun }: { dryRun: boolean }, usage: string) {
  const [action, code, file] = args;
  if (!code || !file) throw new UsageError(usage);
  if (action === 'import') return importList(code, file, dryRun);
  if (action === 'export') return exportList(code, file);
  throw new UsageError(usage);
}
