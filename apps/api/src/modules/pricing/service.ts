import type { CurrencyCode, PriceInfo } from '@shop/contracts';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { priceListEntries, priceLists, prices, taxRates } from './tables';

export interface PriceQuery {
  productIds: number[];
  currency: CurrencyCode;
  country: string;
  /** The logged-in customer's number: their price list applies. */
  customerNumber?: string;
  /** Masters with variants show the cheapest variant's price as "from …". */
  startingPriceFor?: Set<number>;
  taxClassOf: Map<number, string>;
}

export function pricingService(db: Database) {
  return {
    /** Net prices per product in a currency, with the customer's list price when lower. */
    async pricesFor(query: PriceQuery): Promise<Map<number, PriceInfo>> {
      const { productIds, currency, country, customerNumber } = query;
      if (productIds.length === 0) return new Map();
      const [rows, rates, listed] = await Promise.all([
        db
          .select()
          .from(prices)
          .where(and(inArray(prices.productId, productIds), eq(prices.currency, currency))),
        db.select().from(taxRates).where(eq(taxRates.country, country)),
        customerNumber
          ? db
              .select({ productId: priceListEntries.productId, price: sql<number>`min(${priceListEntries.price})` })
              .from(priceListEntries)
              .innerJoin(priceLists, eq(priceLists.id, priceListEntries.priceListId))
              .where(
                and(
                  eq(priceLists.customerNumber, customerNumber),
                  inArray(priceListEntries.productId, productIds),
                  eq(priceListEntries.currency, currency),
                  eq(priceListEntries.minQty, 1),
                  or(isNull(priceLists.validFrom), lte(priceLists.validFrom, sql`now()`)),
                  or(isNull(priceLists.validTo), gte(priceLists.validTo, sql`now()`)),
                ),
              )
              .groupBy(priceListEntries.productId)
          : Promise.resolve([]),
      ]);
      const rate = new Map(rates.map((r) => [r.taxClass, r.rate]));
      const customerPrice = new Map(listed.map((l) => [l.productId, Number(l.price)]));
      return new Map(
        rows.map((row) => {
          const own = customerPrice.get(row.productId);
          const regular = own !== undefined && own < row.regular ? own : row.regular;
          const special = row.special !== null && row.special < regular ? row.special : null;
          const info: PriceInfo = {
            currency,
            regular,
            special,
            startingPrice: query.startingPriceFor?.has(row.productId) ?? false,
            taxRate: rate.get(query.taxClassOf.get(row.productId) ?? 'standard') ?? 0,
          };
          return [row.productId, info];
        }),
      );
    },
  };
}
export type PricingService = ReturnType<typeof pricingService>;

/** A customer's agreed prices, newest list first, paged. */
export function priceListQueries(db: Database) {
  const mine = (customerNumber: string) =>
    and(
      eq(priceLists.customerNumber, customerNumber),
      or(isNull(priceLists.validTo), gte(priceLists.validTo, sql`now()`)),
    );
  return {
    async entries(customerNumber: string, limit: number, offset: number) {
      return db
        .select({
          productId: priceListEntries.productId,
          currency: priceListEntries.currency,
          price: priceListEntries.price,
          minQty: priceListEntries.minQty,
        })
        .from(priceListEntries)
        .innerJoin(priceLists, eq(priceLists.id, priceListEntries.priceListId))
        .where(mine(customerNumber))
        .orderBy(priceListEntries.productId, priceListEntries.minQty)
        .limit(limit)
        .offset(offset);
    },
    async count(customerNumber: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceListEntries)
        .innerJoin(priceLists, eq(priceLists.id, priceListEntries.priceListId))
        .where(mine(customerNumber));
      return row?.n ?? 0;
    },
  };
}
export type PriceListQueries = ReturnType<typeof priceListQueries>;
