import type { CurrencyCode } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { belongingTo, deleteStatements, insertStatements } from '../../db/bulk';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { prices, priceTiers } from './tables';

// Products' prices as the catalogue's bulk path reads and writes them (the catalogue import and
// export): a thousand products at a time, in the statements of catalog/bulk.ts.

export interface PriceRecord {
  /** Net, minor units. */
  regular: number;
  special: number | null;
  /** From `minQty` units on, a unit costs `price`; by ascending minQty. */
  tiers: Array<{ minQty: number; price: number }>;
}

/** A product's list price in each currency it has one in, with everyone's quantity prices. */
export type ProductPrices = Partial<Record<CurrencyCode, PriceRecord>>;

/** The prices of products by id; a product without any is absent. */
export async function productPrices(db: Database, ids: number[]): Promise<Map<number, ProductPrices>> {
  // As they are, without the query builder's mapping; a product's prices as one row of JSON.
  const [priceRows, tierRows] = await Promise.all([
    db.execute(
      sql`select product_id as "productId", json_agg(json_build_array(currency, regular, special)) as prices
        from ${belongingTo(prices, ids)} group by product_id`,
    ),
    db.execute(
      sql`select product_id as "productId", currency, min_qty as "minQty", price from ${belongingTo(priceTiers, ids)} order by product_id, min_qty`,
    ),
  ]);
  type PriceRow = {
    productId: number;
    prices: Array<[currency: CurrencyCode, regular: number, special: number | null]>;
  };
  const found = new Map<number, ProductPrices>();
  for (const { productId, prices: given } of rowsOf<PriceRow>(priceRows)) {
    const own: ProductPrices = {};
    for (const [currency, regular, special] of given) own[currency] = { regular, special, tiers: [] };
    found.set(productId, own);
  }
  for (const tier of rowsOf<{ productId: number; currency: CurrencyCode; minQty: number; price: number }>(tierRows))
    found.get(tier.productId)?.[tier.currency]?.tiers.push({ minQty: tier.minQty, price: tier.price });
  return found;
}

/**
 * The statements that replace products' prices: the `replaced` products' list and quantity prices
 * deleted, then the `given` ones inserted.
 */
export function priceStatements(replaced: number[], given: Array<{ productId: number; prices: ProductPrices }>): SQL[] {
  const perCurrency = given.flatMap(({ productId, prices: byCurrency }) =>
    Object.entries(byCurrency).map(([currency, price]) => ({ productId, currency, price })),
  );
  return [
    ...deleteStatements(priceTiers, replaced),
    ...deleteStatements(prices, replaced),
    ...insertStatements(
      prices,
      perCurrency.map(({ productId, currency, price }) => ({
        productId,
        currency,
        regular: price.regular,
        special: price.special,
      })),
    ),
    ...insertStatements(
      priceTiers,
      perCurrency.flatMap(({ productId, currency, price }) =>
        price.tiers.map((tier) => ({ productId, currency, minQty: tier.minQty, price: tier.price })),
      ),
    ),
  ];
}
