import type { Readable } from 'node:stream';
import { type CurrencyCode, type PriceFeedRow, type RowError, type StockFeedRow, siteConfig } from '@shop/contracts';
import { count, isEmpty, money } from './cells';
import { readCsv } from './read';

// An ERP's stock and price files, read by `npm run catalog -- stock|prices FILE` into the feeds'
// rows (updateStock, updatePrices): the catalogue file's CSV rules, a line per SKU.

export interface FeedFile<T> {
  rows: Array<{ line: number; item: T }>;
  errors: RowError[];
}

const currencies = siteConfig.currencies.map((c) => c.name) as string[];

/** `sku,qty` and, optionally, `external_stock`. */
export async function readStockFile(input: Readable): Promise<FeedFile<StockFeedRow>> {
  return readFeed(input, ['sku', 'qty'], ['external_stock'], (cell, fail) => {
    const qty = count(cell('qty'));
    const external = isEmpty(cell('external_stock')) ? undefined : count(cell('external_stock'));
    if ('problem' in qty) return fail('qty', qty.problem);
    if (external && 'problem' in external) return fail('external_stock', external.problem);
    return { qty: qty.value, ...(external && { externalStock: external.value }) };
  });
}

/** `sku,currency,regular` and, optionally, `special` (amounts such as 12.99). */
export async function readPriceFile(input: Readable): Promise<FeedFile<PriceFeedRow>> {
  return readFeed(input, ['sku', 'currency', 'regular'], ['special'], (cell, fail) => {
    const currency = String(cell('currency') ?? '')
      .trim()
      .toUpperCase();
    if (!currencies.includes(currency))
      return fail('currency', `unknown currency (the shop sells in ${currencies.join(', ')})`);
    const regular = money(cell('regular'));
    if ('problem' in regular) return fail('regular', regular.problem);
    const special = isEmpty(cell('special')) ? { value: null } : money(cell('special'));
    if ('problem' in special) return fail('special', special.problem);
    if (special.value !== null && special.value >= regular.value)
      return fail('special', 'a special price must be below the regular price');
    return { currency: currency as CurrencyCode, regular: regular.value, special: special.value };
  });
}

async function readFeed<T>(
  input: Readable,
  required: string[],
  optional: string[],
  rowOf: (
    cell: (column: string) => string | undefined,
    fail: (column: string, reason: string) => undefined,
  ) => Omit<T, 'sku'> | undefined,
): Promise<FeedFile<T>> {
  const file = await readCsv(input);
  const errors = [...file.errors];
  const missing = required.filter((column) => !file.columns.includes(column));
  const unknown = file.columns.filter((column) => !required.includes(column) && !optional.includes(column));
  for (const column of missing)
    errors.push({ line: 1, column, value: null, reason: 'the column is required', sku: null });
  for (const column of unknown)
    errors.push({
      line: 1,
      column,
      value: column,
      reason: `unknown column (${[...required, ...optional].join(', ')})`,
      sku: null,
    });
  if (missing.length > 0 || unknown.length > 0) return { rows: [], errors };
  const rows: FeedFile<T>['rows'] = [];
  for (const row of file.rows) {
    const cell = (column: string) => (row.cells.has(column) ? String(row.cells.get(column)) : undefined);
    const sku = String(row.cells.get('sku') ?? '')
      .trim()
      .toUpperCase();
    const fail = (column: string, reason: string) => {
      errors.push({ line: row.line, column, value: cell(column) ?? null, reason, sku: sku || null });
      return undefined;
    };
    if (!sku) {
      fail('sku', 'a SKU is required');
      continue;
    }
    const values = rowOf(cell, fail);
    if (values) rows.push({ line: row.line, item: { ...values, sku } as T });
  }
  return { rows, errors };
}
