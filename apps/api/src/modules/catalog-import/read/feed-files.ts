import type { Readable } from 'node:stream';
import { type CurrencyCode, type PriceFeedRow, type RowError, type StockFeedRow, siteConfig } from '@shop/contracts';
import { count, isEmpty, money } from './cells';
import { readCsv } from './file-batches';

// An ERP's stock and price files, read by `npm run catalog -- stock|prices FILE` into the feeds'
// rows (updateStock, updatePrices): the catalogue file's CSV rules, a line per SKU, the columns
// under any of the names ERPs and spreadsheets give them (docs/catalog-import.md#stock-and-price-feeds).

export interface FeedFile<T> {
  rows: Array<{ line: number; item: T }>;
  errors: RowError[];
  /** Columns of the file that are none of the feed's, in the file's order: not read. */
  ignored: string[];
}

/**
 * Each column of the feeds by the names it goes by, this shop's own first; a file's header is
 * matched to them in any case, spaces, underscores, hyphens and dots left out ("Item Number" is
 * itemnumber, as is "item_number").
 */
export const feedColumnNames = {
  sku: [
    'sku',
    'Artikelnummer',
    'Artikel-Nr',
    'ArtNr',
    'item number',
    'itemnum',
    'item no',
    'product code',
    'Variant SKU',
  ],
  qty: ['qty', 'quantity', 'stock', 'Menge', 'Bestand', 'Lagerbestand', 'inventory', 'on_hand'],
  external_stock: ['external_stock', 'supplier_stock', 'Fremdbestand', 'Lieferantenbestand'],
  currency: ['currency', 'Währung', 'Waehrung'],
  regular: ['regular', 'price', 'Preis', 'VK', 'unit_price', 'net_price', 'list_price', 'Listenpreis', 'Nettopreis'],
  special: ['special', 'special_price', 'sale_price', 'Sonderpreis', 'Aktionspreis', 'Angebotspreis'],
} as const;
type FeedColumn = keyof typeof feedColumnNames;

const said: Record<FeedColumn, string> = {
  sku: 'the SKU',
  qty: 'the quantity',
  external_stock: "the supplier's stock",
  currency: 'the currency',
  regular: 'the price',
  special: 'the special price',
};

const normal = (name: string) => name.toLowerCase().replace(/[\s_.-]/g, '');
const columnByName = new Map(
  Object.entries(feedColumnNames).flatMap(([column, names]) =>
    names.map((name) => [normal(name), column as FeedColumn]),
  ),
);

const currencies = siteConfig.currencies.map((c) => c.name) as string[];

/** The SKU and the quantity; optionally the supplier's stock. */
export async function readStockFile(input: Readable): Promise<FeedFile<StockFeedRow>> {
  return readFeed(input, ['sku', 'qty'], ['external_stock'], (cell, fail) => {
    const qty = count(cell('qty'));
    const external = isEmpty(cell('external_stock')) ? undefined : count(cell('external_stock'));
    if ('problem' in qty) return fail('qty', qty.problem);
    if (external && 'problem' in external) return fail('external_stock', external.problem);
    return { qty: qty.value, ...(external && { externalStock: external.value }) };
  });
}

/**
 * The SKU and the regular price (amounts such as 12.99); optionally the currency (without the
 * column, the shop's default currency) and a special price.
 */
export async function readPriceFile(input: Readable): Promise<FeedFile<PriceFeedRow>> {
  return readFeed(input, ['sku', 'regular'], ['currency', 'special'], (cell, fail) => {
    const currency = String(cell('currency') ?? siteConfig.defaultCurrency)
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

/** Which of the file's columns holds each of the feed's, and the refusals of a header that does not do. */
function matchHeader(found: string[], required: FeedColumn[], optional: FeedColumn[]) {
  const wanted = new Set<FeedColumn>([...required, ...optional]);
  const at = new Map<FeedColumn, string>();
  const ignored: string[] = [];
  const errors: RowError[] = [];
  const headerError = (column: string, value: string | null, reason: string) =>
    errors.push({ line: 1, column, value, reason, sku: null });
  for (const name of found) {
    const column = columnByName.get(normal(name));
    if (!column || !wanted.has(column)) ignored.push(name);
    else if (at.has(column))
      headerError(column, name, `"${at.get(column)}" and "${name}" both name ${said[column]}: keep one`);
    else at.set(column, name);
  }
  const shown = found.length > 0 ? found.map((name) => `"${name}"`).join(', ') : 'none';
  for (const column of required.filter((c) => !at.has(c)))
    headerError(
      column,
      null,
      `no column for ${said[column]}: expected one named ${feedColumnNames[column].join(', ')} (in any case, ` +
        `spaces, underscores and hyphens left out); the file's columns are ${shown}`,
    );
  return { at, ignored, errors };
}

async function readFeed<T>(
  input: Readable,
  required: FeedColumn[],
  optional: FeedColumn[],
  rowOf: (
    cell: (column: FeedColumn) => string | undefined,
    fail: (column: FeedColumn, reason: string) => undefined,
  ) => Omit<T, 'sku'> | undefined,
): Promise<FeedFile<T>> {
  const file = await readCsv(input);
  const header = matchHeader(file.columns, required, optional);
  const errors = [...file.errors, ...header.errors];
  if (header.errors.length > 0 || file.columns.length === 0) return { rows: [], errors, ignored: header.ignored };
  const rows: FeedFile<T>['rows'] = [];
  for (const row of file.rows) {
    const cell = (column: FeedColumn) => {
      const name = header.at.get(column);
      return name !== undefined && row.cells.has(name) ? String(row.cells.get(name)) : undefined;
    };
    const sku = String(cell('sku') ?? '')
      .trim()
      .toUpperCase();
    const fail = (column: FeedColumn, reason: string) => {
      errors.push({
        line: row.line,
        column: header.at.get(column) ?? column,
        value: cell(column) ?? null,
        reason,
        sku: sku || null,
      });
      return undefined;
    };
    if (!sku) {
      fail('sku', 'a SKU is required');
      continue;
    }
    const values = rowOf(cell, fail);
    if (values) rows.push({ line: row.line, item: { ...values, sku } as T });
  }
  return { rows, errors, ignored: header.ignored };
}
