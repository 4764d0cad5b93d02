import type { Order } from '@shop/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { toOrder } from './order-row';
import { shipmentsOfOrders } from './shipments';
import { orderComments, orders } from './tables';

/** A company's orders, or of them those one member placed (memberId). */
const placedBy = (customerId: number, memberId: number | null): SQL =>
  memberId === null
    ? eq(orders.customerId, customerId)
    : and(eq(orders.customerId, customerId), eq(orders.memberId, memberId))!;

/** The person's orders with their lines, totals, parcels and comments, newest first (exportMyData). */
export async function ordersOfPerson(db: Database, customerId: number, memberId: number | null): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(placedBy(customerId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const ids = rows.map((row) => row.id);
  const [parcels, comments] = await Promise.all([
    shipmentsOfOrders(db, ids),
    ids.length ? db.select().from(orderComments).where(inArray(orderComments.orderId, ids)) : [],
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      comments.filter((c) => c.orderId === row.id),
      parcels.get(row.id),
    ),
  );
}

/** How many of the company's orders are still under way (not yet shipped whole, nor cancelled). */
export async function ordersUnderWay(tx: Transaction, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['pending', 'confirmed', 'partlyShipped'])));
  return row?.n ?? 0;
}

/** The person's fields of an order's address; company, postal code, city, country and VAT ID stay for tax. */
const personal = sql`'{"firstName": "", "lastName": "", "street": "", "apartment": "", "phone": "", "email": ""}'::jsonb`;

/**
 * A deleted account's orders stay for bookkeeping without the person: no e-mail, no name of who
 * placed it, and their name, street and phone out of both addresses. The invoices issued for them
 * are frozen documents and keep what the law asks of an invoice (docs/operations.md).
 */
export async function anonymiseOrders(tx: Transaction, customerId: number) {
  await tx
    .update(orders)
    .set({
      email: '',
      placedBy: '',
      cartInfo: sql`jsonb_set(jsonb_set(${orders.cartInfo}, '{shippingAddress}', (${orders.cartInfo}->'shippingAddress') || ${personal}), '{billingAddress}', (${orders.cartInfo}->'billingAddress') || ${personal})`,
    })
    .where(eq(orders.customerId, customerId));
}

/**
 * A member who deleted their login: the company's orders they placed stay the company's, without
 * their name, and their e-mails go to the company's address.
 */
export async function anonymiseMemberOrders(tx: Transaction, customerId: number, memberId: number, email: string) {
  await tx.update(orders).set({ placedBy: '', email }).where(placedBy(customerId, memberId));
}
