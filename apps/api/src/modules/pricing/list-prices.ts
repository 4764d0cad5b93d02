import type { CurrencyCode } from '@shop/contracts';
import { and, asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { idsOf, numbersOf } from '../../db/aggregated';
import type { Database, Transaction } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { CATALOGUE_ROWS, versionedCache } from '../../lib/versioned-cache';
import { prices } from './tables';

type PriceRow = typeof prices.$inferSelect;

/** Everyone's list prices of products in a currency, kept per catalogue version when the caller read one. */
export function listPrices(db: Database) {
  const kept = versionedCache<PriceRow>(CATALOGUE_ROWS);
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

  const key = (id: number, currency: string) => `${id}:${currency}`;

  return {
    listPricesOf(productIds: number[], currency: string, version?: number): Promise<PriceRow[]> {
      const read = (ids: number[]) => listPriceRows.execute({ ids, currency });
      if (version === undefined) return read(productIds);
      return kept.many(
        version,
        productIds.map((id) => key(id, currency)),
        async (keys) => {
          const rows = await read(keys.map((k) => Number(k.split(':')[0])));
          return new Map(rows.map((row) => [key(row.productId, currency), row]));
        },
      );
    },

    /**
     * List prices in a currency read at `version` in another module's statement (a product
     * card's, catalog/card-reads.ts, joining `listedPrices`), kept as if read here; null: none.
     */
    keepListPrices(version: number, currency: string, rows: Map<number, PriceRow | null>) {
      for (const [id, row] of rows) kept.put(version, key(id, currency), row ?? undefined);
    },
  };
}

/**
 * Everyone's list prices as other modules' queries join them, on product and currency
 * (`leftJoin(listed, and(eq(listed.productId, …), eq(listed.currency, …)))`); PostgreSQL folds the
 * subquery into the joining statement. Made when asked, as inventory's `stockLevels` is.
 */
export const listedPrices = () => new QueryBuilder().select().from(prices).as('listed_price');

/**
 * Sets list prices as an ERP reports them (net, minor units; tier prices stay). Answers each
 * changed price before and after; unchanged ones are not written, so they do not move the
 * catalogue's version.
 */
export async function setListPrices(
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
}

/** Every list price of products, each currency's in order: what the back office lists with each product. */
export const listPricesOfProducts = (db: Database, productIds: number[]) =>
  db.select().from(prices).where(inArray(prices.productId, productIds)).orderBy(asc(prices.currency));

/** A price as listings and search sort by it: the special price when there is one. */
const sortingPrice = () => sql<number | null>`coalesce(${prices.special}, ${prices.regular})`;

/**
 * Every product's price in each currency as listings sort by it (catalog/listing-index.ts): per
 * currency, product ids and their prices as columns in id order (db/aggregated.ts).
 */
export async function sortingPrices(db: Database) {
  const byId = sql`order by ${prices.productId}`;
  const rows = rowsOf<{ currency: string; ids: string; prices: string }>(
    await db.execute(
      sql`select ${prices.currency} as currency, string_agg(${prices.productId}::text, ',' ${byId}) as ids,
        string_agg(${sortingPrice()}::text, ',' ${byId}) as prices from ${prices} group by ${prices.currency}`,
    ),
  );
  return rows.map((row) => ({ currency: row.currency, ids: idsOf(row.ids), prices: numbersOf(row.prices) }));
}

/** A product's price in a currency as search sorts by it, correlated with the asking query's product id. */
export const sortingPriceOf = (productId: SQLWrapper, currency: string) =>
  sql`(select ${sortingPrice()} from ${prices} where ${prices.productId} = ${productId} and ${prices.currency} = ${currency})`;

/** Whether a product has a list price in any currency (`where ${priced(products.id)}`). */
export const priced = (productId: SQLWrapper) =>
  sql`exists (select 1 from ${prices} p where p.product_id = ${productId})`;
