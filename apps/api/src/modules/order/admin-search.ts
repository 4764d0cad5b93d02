import { type adminOrderQuerySchema, ORDER_COUNT_AHEAD } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { customerContacts, customerIdsNumbered } from '../customer';
import { summaryColumns, summaryOf } from './order-summary';
import { orders } from './tables';

type Query = z.output<typeof adminOrderQuerySchema>;

const sorts = {
  '-createdDate': [desc(orders.createdAt), desc(orders.id)],
  createdDate: [asc(orders.createdAt), asc(orders.id)],
  '-grandTotal': [desc(orders.grandTotal), desc(orders.id)],
  grandTotal: [asc(orders.grandTotal), asc(orders.id)],
} as const;

/** An order number as the shop writes it (transactionnum: 'WH-' and the id, seven digits at least). */
const orderNumber = /^WH-(\d{7,})$/i;

/** Invoice orders that still owe money (the receivable index's condition). */
const owing = sql`${orders.paymentMethodCode} = 'invoice' and ${orders.cancelledAt} is null and ${orders.invoicePaid} + ${orders.refundedAmount} < ${orders.grandTotal}`;

const dayStart = (day: string, next = false) => new Date(Date.parse(`${day}T00:00:00Z`) + (next ? 86_400_000 : 0));

/** What the list filters by: its query less the sort and the page. */
type Filters = Omit<Query, 'sort' | 'offset' | 'limit'>;

/** The condition of the orders a list's filters find (the list pages through them, the export writes them). */
export function orderFilter(db: Database) {
  /**
   * The orders a text finds: the order with that number, or those whose number, e-mail, billing
   * company or name holds it (the trigram index), or whose customer's number does. The customers
   * are looked up first: their ids in the query let the planner use the orders' customer index.
   */
  async function matching(q: string): Promise<SQL> {
    const number = orderNumber.exec(q);
    if (number) return eq(orders.id, Number(number[1]));
    const text = `%${escapeLike(q)}%`;
    const numbered = await customerIdsNumbered(db, text, 100);
    return or(ilike(orders.searchText, text), numbered.length ? inArray(orders.customerId, numbered) : undefined)!;
  }

  return async (query: Filters): Promise<SQL | undefined> =>
    and(
      query.status && eq(orders.status, query.status),
      query.paymentStatus && eq(orders.paymentStatus, query.paymentStatus),
      query.method && eq(orders.paymentMethodCode, query.method),
      query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
      query.to ? lt(orders.createdAt, dayStart(query.to, true)) : undefined,
      query.q ? await matching(query.q) : undefined,
      query.receivable && owing,
      query.receivable === 'overdue' ? lt(orders.dueAt, sql`now()`) : undefined,
    );
}

/** The orders staff find: by status, payment, method, day and text, a page at a time. */
export function orderSearch(db: Database) {
  const whereOf = orderFilter(db);

  /**
   * How many orders match: known from the page when it is the last one (a text that finds a few
   * orders needs no second search), else counted up to ORDER_COUNT_AHEAD past the page's start.
   */
  async function counted(where: SQL | undefined, { offset, limit }: Query, onPage: number) {
    if (onPage > 0 && onPage < limit) return { count: offset + onPage, countCapped: false };
    const upTo = offset + ORDER_COUNT_AHEAD;
    const [found] = await db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(upTo + 1)
        .as('matching'),
    );
    const n = found?.n ?? 0;
    return { count: Math.min(n, upTo), countCapped: n > upTo };
  }

  return {
    async list(query: Query) {
      const where = await whereOf(query);
      // The page's ids from an index alone, then only its rows read whole (a deferred join: an
      // offset skips index entries, not table rows).
      const page = db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...sorts[query.sort])
        .limit(query.limit)
        .offset(query.offset);
      const contacts = customerContacts();
      const rows = await db
        .select({ order: summaryColumns, customerNumber: contacts.customerNumber })
        .from(orders)
        .leftJoin(contacts, eq(contacts.id, orders.customerId))
        .where(inArray(orders.id, page))
        .orderBy(...sorts[query.sort]);
      return {
        data: rows.map((r) => summaryOf(r.order, r.customerNumber)),
        ...(await counted(where, query, rows.length)),
        offset: query.offset,
        limit: query.limit,
      };
    },
  };
}
