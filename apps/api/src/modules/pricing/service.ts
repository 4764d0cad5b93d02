import type { CurrencyCode, PriceInfo } from '@shop/contracts';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { versionedCache } from '../../lib/versioned-cache';
import { priceListEntries, priceLists, prices, taxRates } from './tables';
import type { ValidityWindow } from './validity';

export interface PriceQuery {
  productIds: number[];
  currency: CurrencyCode;
  country: string;
  /** The logged-in customer's number: their price list applies. */
  customerNumber?: string;
  /** Masters with variants show the cheapest variant's price as "from …". */
  startingPriceFor?: Set<number>;
  taxClassOf: Map<number, string>;
  /** Units wanted per product (a cart's lines): the customer's quantity-tier prices apply from their minimum. */
  quantities?: Map<number, number>;
  /**
   * The catalogue version the caller read: list prices and tax rates are then taken from this
   * process's cache of that version (both bump it, migration 0015). Price lists are always read.
   */
  catalogVersion?: number;
}

type PriceRow = typeof prices.$inferSelect;
type RateRow = typeof taxRates.$inferSelect;

export function pricingService(db: Database) {
  const listPrices = versionedCache<PriceRow>(50_000);
  const rates = versionedCache<RateRow[]>(100);

  function listPricesOf(productIds: number[], currency: string, version?: number): Promise<PriceRow[]> {
    const read = (ids: number[]) =>
      db
        .select()
        .from(prices)
        .where(and(inArray(prices.productId, ids), eq(prices.currency, currency)));
    if (version === undefined) return read(productIds);
    const key = (id: number) => `${id}:${currency}`;
    return listPrices.many(version, productIds.map(key), async (keys) => {
      const rows = await read(keys.map((k) => Number(k.split(':')[0])));
      return new Map(rows.map((row) => [key(row.productId), row]));
    });
  }

  // Read by every priced read of a customer with price lists: prepared once, the ids as one array.
  const customerEntries = db
    .select({ productId: priceListEntries.productId, price: priceListEntries.price, minQty: priceListEntries.minQty })
    .from(priceListEntries)
    .innerJoin(priceLists, eq(priceLists.id, priceListEntries.priceListId))
    .where(
      and(
        eq(priceLists.customerNumber, sql.placeholder('customerNumber')),
        sql`${priceListEntries.productId} = any(${sql.placeholder('ids')}::int[])`,
        eq(priceListEntries.currency, sql.placeholder('currency')),
        or(isNull(priceLists.validFrom), lte(priceLists.validFrom, sql`now()`)),
        or(isNull(priceLists.validTo), gte(priceLists.validTo, sql`now()`)),
      ),
    )
    .prepare('customer_price_entries');

  function ratesIn(country: string, version?: number): Promise<RateRow[]> {
    const read = () => db.select().from(taxRates).where(eq(taxRates.country, country));
    return version === undefined ? read() : rates.one(version, country, read);
  }

  return {
    /** Sets a product's list price in a currency (net, minor units). */
    async setPrice(productId: number, price: { currency: CurrencyCode; regular: number; special: number | null }) {
      await db
        .insert(prices)
        .values({ productId, ...price })
        .onConflictDoUpdate({
          target: [prices.productId, prices.currency],
          set: { regular: price.regular, special: price.special },
        });
    },

    /** Every customer's price lists with their validity, whether they apply now or not. */
    async priceListWindows(): Promise<Map<string, ValidityWindow[]>> {
      const rows = await db
        .select({
          customerNumber: priceLists.customerNumber,
          id: priceLists.id,
          validFrom: priceLists.validFrom,
          validTo: priceLists.validTo,
        })
        .from(priceLists)
        .orderBy(priceLists.id);
      const windows = new Map<string, ValidityWindow[]>();
      for (const { customerNumber, ...window } of rows) {
        const own = windows.get(customerNumber) ?? [];
        own.push(window);
        windows.set(customerNumber, own);
      }
      return windows;
    },

    /** The tax rate (basis points) of a tax class in a country; 0 when none is set. */
    async taxRate(taxClass: string, country: string) {
      const [row] = await db
        .select({ rate: taxRates.rate })
        .from(taxRates)
        .where(and(eq(taxRates.taxClass, taxClass), eq(taxRates.country, country)));
      return row?.rate ?? 0;
    },

    /**
     * Net prices per product in a currency, with the customer's list price when lower: the base
     * agreement, or a quantity tier when as many units are wanted.
     */
    async pricesFor(query: PriceQuery): Promise<Map<number, PriceInfo>> {
      const { productIds, currency, country, customerNumber } = query;
      if (productIds.length === 0) return new Map();
      const [rows, countryRates, listed] = await Promise.all([
        listPricesOf(productIds, currency, query.catalogVersion),
        ratesIn(country, query.catalogVersion),
        customerNumber ? customerEntries.execute({ customerNumber, ids: productIds, currency }) : [],
      ]);
      const rate = new Map(countryRates.map((r) => [r.taxClass, r.rate]));
      const customerPrice = new Map<number, number>();
      for (const entry of listed) {
        if (entry.minQty > (query.quantities?.get(entry.productId) ?? 1)) continue;
        const best = customerPrice.get(entry.productId);
        if (best === undefined || entry.price < best) customerPrice.set(entry.productId, entry.price);
      }
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
