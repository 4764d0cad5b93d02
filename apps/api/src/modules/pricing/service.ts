import type { PriceTier as ContractTier, CurrencyCode, PriceInfo } from '@shop/contracts';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { versionedCache } from '../../lib/versioned-cache';
import { priceListEntries, priceLists, prices, priceTiers, taxRates } from './tables';
import { displayAmount } from './tax';
import type { ValidityWindow } from './validity';

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

type PriceRow = typeof prices.$inferSelect;
/** From `minQty` units on, a unit costs `price` (net, minor units). */
type PriceTier = Omit<ContractTier, 'displayPrice'>;
type RateRow = typeof taxRates.$inferSelect;

export function pricingService(db: Database) {
  const listPrices = versionedCache<PriceRow>(50_000);
  const rates = versionedCache<RateRow[]>(100);
  const tierPrices = versionedCache<PriceTier[]>(50_000);

  /** Everyone's quantity prices per product in a currency, ascending by quantity (none: an empty list). */
  async function tiersOf(productIds: number[], currency: string, version?: number): Promise<Map<number, PriceTier[]>> {
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
  }

  // Read for every page of products whose prices are not kept: prepared once, the ids as one array.
  const listPriceRows = db
    .select()
    .from(prices)
    .where(
      and(
        sql`${prices.productId} = any(${sql.placeholder('ids')}::int[])`,
        eq(prices.currency, sql.placeholder('currency')),
      ),
    )
    .prepare('list_prices');
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

  function listPricesOf(productIds: number[], currency: string, version?: number): Promise<PriceRow[]> {
    const read = (ids: number[]) => listPriceRows.execute({ ids, currency });
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
    /** Everyone's quantity prices of products in a currency (the product page shows them). */
    tiers: tiersOf,

    /**
     * Sets list prices as an ERP reports them (net, minor units; tier prices stay). Answers each
     * changed price before and after; unchanged ones are not written, so they do not move the
     * catalogue's version.
     */
    async setMany(
      tx: Transaction,
      rows: Array<{ productId: number; currency: CurrencyCode; regular: number; special: number | null }>,
    ) {
      if (rows.length === 0) return [];
      const current = await tx
        .select()
        .from(prices)
        .where(inArray(prices.productId, [...new Set(rows.map((row) => row.productId))]));
      const known = new Map(current.map((row) => [`${row.productId}:${row.currency}`, row]));
      // A product's price named twice in one feed: the later row is the one that holds.
      const last = [...new Map(rows.map((row) => [`${row.productId}:${row.currency}`, row])).values()];
      const changes = last.flatMap((after) => {
        const before = known.get(`${after.productId}:${after.currency}`);
        return before && before.regular === after.regular && before.special === after.special
          ? []
          : [{ before: before ?? null, after }];
      });
      if (changes.length > 0)
        await tx.execute(
          sql`insert into ${prices} (product_id, currency, regular, special)
            select product_id, currency, regular, special
            from json_populate_recordset(null::price, ${JSON.stringify(
              changes.map(({ after }) => ({
                product_id: after.productId,
                currency: after.currency,
                regular: after.regular,
                special: after.special,
              })),
            )}::json)
            on conflict (product_id, currency) do update set regular = excluded.regular, special = excluded.special`,
        );
      return changes;
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
        if (customerNumber === null) continue;
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

    /** Whether a tax class has a rate in any country (what a shipping method may be taxed at). */
    async taxClassExists(taxClass: string) {
      const [row] = await db
        .select({ taxClass: taxRates.taxClass })
        .from(taxRates)
        .where(eq(taxRates.taxClass, taxClass))
        .limit(1);
      return row !== undefined;
    },

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
        ratesIn(country, query.catalogVersion),
        customerNumber ? customerEntries.execute({ customerNumber, ids: productIds, currency }) : [],
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
