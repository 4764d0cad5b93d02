import type { Stock } from './catalog';

export type Availability = 'loading' | 'not-available' | 'available' | 'limited' | 'limit-overflow';

/**
 * The spec's availability rule for a quantity: no stock data is not available; marked in stock
 * is available; no effective and no external stock is not available; up to the effective stock is
 * available (1-2 days); up to effective plus external stock is limited (4-5 days); beyond, the
 * limit overflows (still 4-5 days). The API applies the same rule before it takes an item into a cart.
 */
export function availability(stock: Stock | null | undefined, quantity: number, loading = false): Availability {
  if (loading) return 'loading';
  if (!stock) return 'not-available';
  if (stock.markedInStock) return 'available';
  const effective = Math.max(0, stock.effectivestock);
  const external = Math.max(0, stock.externalstock);
  if (effective + external === 0) return 'not-available';
  if (quantity <= effective) return 'available';
  if (quantity <= effective + external) return 'limited';
  return 'limit-overflow';
}
