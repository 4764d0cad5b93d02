import type { RowError } from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import Papa from 'papaparse';

// A price list's entries as a CSV people and ERPs write: `sku;price;min_qty` (or with commas), one
// line per SKU and quantity, the price in units as typed (12.50 or 12,50), min_qty 1 when left out.
// Read whole and checked line by line here; the SKUs are the catalogue's to know (price-list-admin.ts).

export interface CsvEntry {
  line: number;
  sku: string;
  /** Minor units (cents). */
  price: number;
  minQty: number;
}

const amount = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** An amount as typed (12, 12.5, 12,50) in minor units; undefined when it is none. */
function centsOf(text: string): number | undefined {
  const match = amount.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Minor units as the CSV gives them back: 1250 → 12.50. */
const unitsOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The CSV of a list's rows, by SKU and quantity. */
export const entriesCsv = (rows: Array<{ sku: string; price: number; minQty: number }>) =>
  `sku;price;min_qty\n${rows.map((row) => `${row.sku};${unitsOf(row.price)};${row.minQty}`).join('\n')}\n`;

/**
 * The rows of a list's CSV, each checked on its own and against the lines before it: a price above
 * 0, a whole quantity from 1, a SKU's tiers by ascending quantity after its price from 1 unit.
 */
export function readEntriesCsv(text: string): { rows: CsvEntry[]; errors: RowError[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = parsed.data;
  const columns = header.map((name) => name.trim().toLowerCase().replace(/[\s-]/g, '_'));
  const errors: RowError[] = [];
  const at = { sku: columns.indexOf('sku'), price: columns.indexOf('price'), minQty: columns.indexOf('min_qty') };
  if (at.sku < 0 || at.price < 0) {
    errors.push({
      line: 1,
      column: null,
      value: header.join(parsed.meta.delimiter),
      reason: reason('priceListHeader'),
      sku: null,
    });
    return { rows: [], errors };
  }
  const rows: CsvEntry[] = [];
  const lastQty = new Map<string, number>();
  for (const [i, cells] of lines.entries()) {
    const line = i + 2;
    const sku = (cells[at.sku] ?? '').trim().toUpperCase();
    const priceText = cells[at.price] ?? '';
    const qtyText = at.minQty < 0 ? '' : (cells[at.minQty] ?? '').trim();
    const price = centsOf(priceText);
    const minQty = qtyText === '' ? 1 : /^\d{1,7}$/.test(qtyText) ? Number(qtyText) : 0;
    const before = lastQty.get(sku);
    const problem: [column: string, value: string | undefined, reason: string] | undefined = !sku
      ? ['sku', cells[at.sku], reason('skuRequired')]
      : price === undefined
        ? ['price', priceText, reason('priceExample')]
        : price <= 0
          ? ['price', priceText, reason('priceAboveZero')]
          : minQty < 1
            ? ['min_qty', qtyText, reason('quantityFromOne')]
            : before === undefined && minQty !== 1
              ? ['min_qty', qtyText, reason('priceFromOneUnit', { sku })]
              : before !== undefined && minQty <= before
                ? ['min_qty', qtyText, reason('tierMoreUnits', { previous: before })]
                : undefined;
    if (problem) {
      const [column, value, reason] = problem;
      errors.push({ line, column, value: value ?? null, reason, sku: sku || null });
    } else {
      lastQty.set(sku, minQty);
      rows.push({ line, sku, price: price!, minQty });
    }
  }
  return { rows, errors };
}
