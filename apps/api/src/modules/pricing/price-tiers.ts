import type { PriceTier as ContractTier } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { versionedCache } from '../../lib/versioned-cache';
import { priceTiers } from './tables';

/** From `minQty` units on, a unit costs `price` (net, minor units). */
export type PriceTier = Omit<ContractTier, 'displayPrice'>;

/** Everyone's quantity prices, kept per catalogue version when the caller read one. */
export function quantityPrices(db: Database) {
  const tierPrices = versionedCache<PriceTier[]>(50_000);
  const tierRows = db
    .select({ productId: priceTiers.productId, minQty: priceTiers.minQty, price: priceTiers.price })
    .from(priceTiers)
    .where(
      and(
        sql`${priceTiers.productId} = any(${sql.placeholder('ids')}::int[])`,
        eq(priceTiers.currency, sql.placeholder('currency')),
      ),
    )
    .orderBy(priceTiers.productId, priceTiers.minQty)
    .prepare('tier_prices');

  /** Everyone's quantity prices per product in a currency, ascending by quantity (none: an empty list). */
  return async function tiersOf(
    productIds: number[],
    currency: string,
    version?: number,
  ): Promise<Map<number, PriceTier[]>> {
    const read = async (ids: number[]) => {
      const rows = await tierRows.execute({ ids, currency });
      const found = new Map<number, PriceTier[]>(ids.map((id) => [id, []]));
      for (const { productId, ...tier } of rows) found.get(productId)!.push(tier);
      return found;
    };
    if (productIds.length === 0) return new Map();
    if (version === undefined) return read(productIds);
    const key = (id: number) => `${id}:${currency}`;
    const tiers = await tierPrices.many(version, productIds.map(key), async (keys) => {
      const found = await read(keys.map((k) => Number(k.split(':')[0])));
      return new Map([...found].map(([id, list]) => [key(id), list]));
    });
    return new Map(productIds.map((id, i) => [id, tiers[i] ?? []]));
  };
}
