import type { CurrencyCode, PriceInfo } from '@shop/contracts';
import type { Database } from '../../db/connection';
import { listPrices, setListPrices } from './list-prices';
import { customerPriceLists } from './price-lists';
import { type PriceTier, quantityPrices } from './price-tiers';
import { displayAmount } from './tax';
import { taxRateReads } from './tax-rates';

export { type PriceListQueries, priceListQueries } from './price-lists';

export interface PriceQuery {
  productIds: number[];
  currency: CurrencyCode;
  country: string;
  /** The logged-in customer's number: their price list applies. */
  customerNumber?: string;
  /** Whether the shopper is shown prices with tax (tax.ts showsGross): the display prices then include it. */
  gross: boolean;
  /** Masters with variants show the cheapest variant's price as "from …". */
  startingPriceFor?: Set<number>;
  taxClassOf: Map<number, string>;
  /** Units wanted per product (a cart's lines): quantity prices (everyone's tiers, the customer's) apply from their minimum. */
  quantities?: Map<number, number>;
  /**
   * The catalogue version the caller read: list prices and tax rates are then taken from this
   * process's cache of that version (both bump it, migration 0015). Price lists are always read.
   */
  catalogVersion?: number;
}

/**
 * Prices: list prices (list-prices.ts), everyone's quantity prices (price-tiers.ts), customers'
 * price lists (price-lists.ts) and tax rates (tax-rates.ts), resolved here into what a shopper pays.
 */
export function pricingService(db: Database) {
  const { listPricesOf, keepListPrices } = listPrices(db);
  const tiersOf = quantityPrices(db);
  const taxRates = taxRateReads(db);
  const priceLists = customerPriceLists(db);

  return {
    /** Everyone's quantity prices of products in a currency (the product page shows them). */
    tiers: tiersOf,
    setMany: setListPrices,
    priceListWindows: priceLists.windows,
    taxRate: taxRates.taxRate,
    taxClassExists: taxRates.taxClassExists,
    keepListPrices,

    /**
     * Net prices per product in a currency, with the customer's list price when lower: the base
     * agreement, or a quantity tier when as many units are wanted.
     */
    async pricesFor(query: PriceQuery): Promise<Map<number, PriceInfo>> {
      const { productIds, currency, country, customerNumber } = query;
      if (productIds.length === 0) return new Map();
      const ordered = [...(query.quantities ?? [])].filter(([, units]) => units > 1).map(([id]) => id);
      const [rows, countryRates, listed, tiers] = await Promise.all([
        listPricesOf(productIds, currency, query.catalogVersion),
        taxRates.ratesIn(country, query.catalogVersion),
        customerNumber ? priceLists.entries(customerNumber, productIds, currency) : [],
        ordered.length > 0 ? tiersOf(ordered, currency, query.catalogVersion) : new Map<number, PriceTier[]>(),
      ]);
      const rate = new Map(countryRates.map((r) => [r.taxClass, r.rate]));
      const customerPrice = new Map<number, number>();
      // The lowest price that applies to the units wanted: the customer's agreement or everyone's tiers.
      const offer = (productId: number, price: number) => {
        const best = customerPrice.get(productId);
        if (best === undefined || price < best) customerPrice.set(productId, price);
      };
      for (const entry of listed)
        if (entry.minQty <= (query.quantities?.get(entry.productId) ?? 1)) offer(entry.productId, entry.price);
      for (const [productId, list] of tiers)
        for (const tier of list)
          if (tier.minQty <= (query.quantities?.get(productId) ?? 1)) offer(productId, tier.price);
      return new Map(
        rows.map((row) => {
          const own = customerPrice.get(row.productId);
          const regular = own !== undefined && own < row.regular ? own : row.regular;
          const special = row.special !== null && row.special < regular ? row.special : null;
          const taxRate = rate.get(query.taxClassOf.get(row.productId) ?? 'standard') ?? 0;
          const info: PriceInfo = {
            currency,
            regular,
            special,
            displayRegular: displayAmount(regular, taxRate, query.gross),
            displaySpecial: special === null ? null : displayAmount(special, taxRate, query.gross),
            startingPrice: query.startingPriceFor?.has(row.productId) ?? false,
            taxRate,
          };
          return [row.productId, info];
        }),
      );
    },
  };
}
export type PricingService = ReturnType<typeof pricingService>;
