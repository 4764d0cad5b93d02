import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { priceListEntries, priceLists } from './tables';
import type { ValidityWindow } from './validity';

/** Customers' price lists: the prices agreed with a customer, each list valid for a window. */
export function customerPriceLists(db: Database) {
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

  return {
    /** The customer's entries for products in a currency, from the lists that apply now. */
    entries: (customerNumber: string, ids: number[], currency: string) =>
      customerEntries.execute({ customerNumber, ids, currency }),

    /** Every customer's price lists with their validity, whether they apply now or not. */
    async windows(): Promise<Map<string, ValidityWindow[]>> {
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
  };
}

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
    /** The products the customer's lists name (each once): part of My items. */
    async productIds(customerNumber: string) {
      const rows = await db
        .selectDistinct({ productId: priceListEntries.productId })
        .from(priceListEntries)
        .innerJoin(priceLists, eq(priceLists.id, priceListEntries.priceListId))
        .where(mine(customerNumber));
      return rows.map((r) => r.productId);
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
