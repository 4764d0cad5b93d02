import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ValidityWindow } from '../../lib/price-list-validity';
import { priceListCustomers, priceListEntries, priceLists } from './tables';

/** Customers' price lists: the prices agreed with the customers holding a list, valid for its window. */
export function customerPriceLists(db: Database) {
  // Read by every priced read of a customer with price lists: prepared once, the ids as one array.
  const customerEntries = db
    .select({ productId: priceListEntries.productId, price: priceListEntries.price, minQty: priceListEntries.minQty })
    .from(priceListCustomers)
    .innerJoin(priceLists, eq(priceLists.id, priceListCustomers.priceListId))
    .innerJoin(priceListEntries, eq(priceListEntries.priceListId, priceLists.id))
    .where(
      and(
        eq(priceListCustomers.customerNumber, sql.placeholder('customerNumber')),
        sql`${priceListEntries.productId} = any(${sql.placeholder('ids')}::int[])`,
        eq(priceLists.currency, sql.placeholder('currency')),
        or(isNull(priceLists.validFrom), lte(priceLists.validFrom, sql`now()`)),
        or(isNull(priceLists.validTo), gte(priceLists.validTo, sql`now()`)),
      ),
    )
    .prepare('customer_price_entries');

  return {
    /** The customer's entries for products in a currency, when their list is in it and applies now. */
    entries: (customerNumber: string, ids: number[], currency: string) =>
      customerEntries.execute({ customerNumber, ids, currency }),

    /** Every customer's price list with its validity, whether it applies now or not. */
    async windows(): Promise<Map<string, ValidityWindow[]>> {
      const rows = await db
        .select({
          customerNumber: priceListCustomers.customerNumber,
          id: priceLists.id,
          validFrom: priceLists.validFrom,
          validTo: priceLists.validTo,
        })
        .from(priceListCustomers)
        .innerJoin(priceLists, eq(priceLists.id, priceListCustomers.priceListId));
      return new Map(rows.map(({ customerNumber, ...window }) => [customerNumber, [window]]));
    },
  };
}

/** A customer's agreed prices (their list's, while it has not ended), paged. */
export function priceListQueries(db: Database) {
  const mine = (customerNumber: string) =>
    and(
      eq(priceListCustomers.customerNumber, customerNumber),
      or(isNull(priceLists.validTo), gte(priceLists.validTo, sql`now()`)),
    );
  const holding = eq(priceLists.id, priceListCustomers.priceListId);
  const entered = eq(priceListEntries.priceListId, priceListCustomers.priceListId);
  return {
    async entries(customerNumber: string, limit: number, offset: number) {
      return db
        .select({
          productId: priceListEntries.productId,
          currency: priceLists.currency,
          price: priceListEntries.price,
          minQty: priceListEntries.minQty,
        })
        .from(priceListCustomers)
        .innerJoin(priceLists, holding)
        .innerJoin(priceListEntries, entered)
        .where(mine(customerNumber))
        .orderBy(priceListEntries.productId, priceListEntries.minQty)
        .limit(limit)
        .offset(offset);
    },
    /** The products the customer's list names (each once, by its price from one unit): part of My items. */
    async productIds(customerNumber: string) {
      const rows = await db
        .select({ productId: priceListEntries.productId })
        .from(priceListCustomers)
        .innerJoin(priceLists, holding)
        .innerJoin(priceListEntries, entered)
        .where(and(mine(customerNumber), eq(priceListEntries.minQty, 1)));
      return rows.map((r) => r.productId);
    },
    async count(customerNumber: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceListCustomers)
        .innerJoin(priceLists, holding)
        .innerJoin(priceListEntries, entered)
        .where(mine(customerNumber));
      return row?.n ?? 0;
    },
  };
}
export type PriceListQueries = ReturnType<typeof priceListQueries>;
