import type { AdminPriceList, CurrencyCode } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { priceListCustomers, priceLists } from './tables';

// Which customer buys at which price list, as staff see it and change it (customer/admin.ts).

/** A price list with what it holds and who holds it (made when asked: see inventory/stock-levels.ts). */
const summaryColumns = () => ({
  id: priceLists.id,
  code: priceLists.code,
  name: priceLists.name,
  currency: sql<CurrencyCode>`${priceLists.currency}`,
  validFrom: priceLists.validFrom,
  validTo: priceLists.validTo,
  version: priceLists.version,
  entries: sql<number>`(select count(*)::int from price_list_entry e
    where e.price_list_id = "price_list"."id" and e.min_qty = 1)`,
  customers: sql<string[]>`coalesce((select array_agg(c.customer_number order by c.customer_number)
    from price_list_customer c where c.price_list_id = "price_list"."id"), '{}')`,
});

type SummaryRow = Omit<AdminPriceList, 'validFrom' | 'validTo'> & { validFrom: Date | null; validTo: Date | null };

/** A list's summary as the contracts answer it. */
const summaryOf = (row: SummaryRow): AdminPriceList => ({
  ...row,
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
});

/** Every price list by name, with what it holds and who holds it. */
export const priceListSummaries = async (db: Database) =>
  (await db.select(summaryColumns()).from(priceLists).orderBy(asc(priceLists.name), asc(priceLists.code))).map(
    summaryOf,
  );

/** One price list by code, with what it holds and who holds it; null when there is none. */
export async function priceListByCode(db: Database | Transaction, code: string) {
  const [row] = await db.select(summaryColumns()).from(priceLists).where(eq(priceLists.code, code));
  return row ? summaryOf(row) : null;
}

/** The price list a customer buys at, with what it holds; null when they have none. */
export async function priceListOf(db: Database, customerNumber: string) {
  const [row] = await db
    .select(summaryColumns())
    .from(priceListCustomers)
    .innerJoin(priceLists, eq(priceLists.id, priceListCustomers.priceListId))
    .where(eq(priceListCustomers.customerNumber, customerNumber));
  return row ? summaryOf(row) : null;
}

/**
 * Gives the customer a price list (others holding it keep it), or with null takes theirs away;
 * `undefined` leaves it. Answers the id of the list they had before.
 */
export async function movePriceList(tx: Transaction, customerNumber: string, priceListId: number | null | undefined) {
  const [before] = await tx
    .select({ id: priceListCustomers.priceListId })
    .from(priceListCustomers)
    .where(eq(priceListCustomers.customerNumber, customerNumber));
  if (priceListId === undefined || priceListId === (before?.id ?? null)) return before?.id ?? null;
  if (priceListId === null) {
    await tx.delete(priceListCustomers).where(eq(priceListCustomers.customerNumber, customerNumber));
    return before?.id ?? null;
  }
  const [list] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, priceListId));
  if (!list) throw notFound(`Price list ${priceListId} does not exist`);
  await tx
    .insert(priceListCustomers)
    .values({ customerNumber, priceListId })
    .onConflictDoUpdate({ target: priceListCustomers.customerNumber, set: { priceListId } });
  return before?.id ?? null;
}

/** The price lists' ids by code, for a file that names lists by their codes. */
export async function priceListIdsByCode(db: Database | Transaction) {
  const rows = await db.select({ id: priceLists.id, code: priceLists.code }).from(priceLists);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The code of the list each customer buys at, by customer number (every customer holding one). */
export async function priceListCodesOfCustomers(db: Database | Transaction) {
  const rows = await db
    .select({ customerNumber: priceListCustomers.customerNumber, code: priceLists.code })
    .from(priceListCustomers)
    .innerJoin(priceLists, eq(priceLists.id, priceListCustomers.priceListId));
  return new Map(rows.map((row) => [row.customerNumber, row.code]));
}

/**
 * movePriceList for many customers in two statements (an import's): a list id gives it, null
 * takes theirs away. The lists must exist (the caller read their ids).
 */
export async function assignPriceLists(
  tx: Transaction,
  assignments: Array<{ customerNumber: string; priceListId: number | null }>,
) {
  const given = assignments.filter((a) => a.priceListId !== null);
  const taken = assignments.filter((a) => a.priceListId === null).map((a) => a.customerNumber);
  if (taken.length > 0)
    await tx.execute(sql`delete from ${priceListCustomers}
        where customer_number in (select json_array_elements_text(${JSON.stringify(taken)}::json))`);
  if (given.length > 0)
    await tx.execute(
      sql`insert into ${priceListCustomers} (customer_number, price_list_id)
        select customer_number, price_list_id from json_to_recordset(${JSON.stringify(
          given.map((a) => ({ customer_number: a.customerNumber, price_list_id: a.priceListId })),
        )}::json) as j(customer_number text, price_list_id int)
        on conflict (customer_number) do update set price_list_id = excluded.price_list_id`,
    );
}
