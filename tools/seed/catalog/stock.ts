import type { stock } from '@shop/api/tables/inventory';
import type { Random } from './random';

export type StockRow = typeof stock.$inferInsert;

/**
 * The availability situations of the spec (section 4), in demo proportions: no stock data, marked
 * in stock, nothing anywhere, only our warehouse (1-2 days), only the supplier (4-5 days), both.
 */
const situations = [
  ['no-data', 3],
  ['marked', 7],
  ['none', 10],
  ['warehouse', 35],
  ['supplier', 15],
  ['both', 30],
] as const;
type Situation = (typeof situations)[number][0];

const total = situations.reduce((sum, [, weight]) => sum + weight, 0);

function situation(random: Random): Situation {
  let roll = random.next() * total;
  for (const [name, weight] of situations) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'both';
}

/** Mostly single digits, so a quantity selector soon crosses from available to limited to overflow. */
const amount = (random: Random) => (random.chance(0.75) ? random.int(1, 12) : random.int(13, 400));

/** A product's stock row, or undefined for 'no stock data'. */
export function stockFor(random: Random, productId: number): StockRow | undefined {
  const kind = situation(random);
  if (kind === 'no-data') return undefined;
  const effectiveStock =
    kind === 'warehouse' || kind === 'both' || (kind === 'marked' && random.chance(0.5)) ? amount(random) : 0;
  const externalStock = kind === 'supplier' || kind === 'both' ? amount(random) : 0;
  return {
    productId,
    // On hand includes what is reserved for open orders, so it is at least what we can ship.
    qty: effectiveStock > 0 ? effectiveStock + random.int(0, 3) : 0,
    effectiveStock,
    externalStock,
    markedInStock: kind === 'marked',
  };
}

/** A master shows what its variants have together. */
export function masterStock(productId: number, variants: Array<StockRow | undefined>): StockRow | undefined {
  const rows = variants.filter((row) => row !== undefined);
  if (rows.length === 0) return undefined;
  const sum = (key: 'qty' | 'effectiveStock' | 'externalStock') => rows.reduce((n, row) => n + (row[key] ?? 0), 0);
  return {
    productId,
    qty: sum('qty'),
    effectiveStock: sum('effectiveStock'),
    externalStock: sum('externalStock'),
    markedInStock: rows.some((row) => row.markedInStock),
  };
}
