import type { CurrencyCode } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { priceLists } from './tables';

// Which customer buys at which price list, as staff see it and change it (customer/admin.ts).

/** A price list with what it holds, for choosing one (made when asked: see inventory/stock-levels.ts). */
const summaryColumns = () => ({
  id: priceLists.id,
  name: priceLists.name,
  customerNumber: priceLists.customerNumber,
  entries: sql<number>`(select count(*)::int from price_list_entry e where e.price_list_id = "price_list"."id")`,
  currencies: sql<CurrencyCode[]>`coalesce((select array_agg(distinct e.currency order by e.currency)
    from price_list_entry e where e.price_list_id = "price_list"."id"), '{}')`,
});

/** Every price list by name, with what it holds. */
export const priceListSummaries = (db: Database) =>
  db.select(summaryColumns()).from(priceLists).orderBy(asc(priceLists.name));

/** The price list a customer buys at, with what it holds; null when they have none. */
export async function priceListOf(db: Database, customerNumber: string) {
  const [list] = await db
    .select(summaryColumns())
    .from(priceLists)
    .where(eq(priceLists.customerNumber, customerNumber))
    .limit(1);
  return list ?? null;
}

/**
 * Moves a price list to the customer (from whoever had it), or with null takes theirs away;
 * `undefined` leaves it. Answers the id of the list they had before.
 */
export async function movePriceList(tx: Transaction, customerNumber: string, priceListId: number | null | undefined) {
  const [before] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(eq(priceLists.customerNumber, customerNumber));
  if (priceListId === undefined) return before?.id ?? null;
  await tx.update(priceLists).set({ customerNumber: null }).where(eq(priceLists.customerNumber, customerNumber));
  if (priceListId !== null) {
    const [moved] = await tx
      .update(priceLists)
      .set({ customerNumber })
      .where(eq(priceLists.id, priceListId))
      .returning({ id: priceLists.id });
    if (!moved) throw notFound(`Price list ${priceListId} does not exist`);
  }
  return before?.id ?? null;
}
