import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderMessages } from './tables';

/** What the customer wrote about these orders, oldest first, as the data export shows it. */
export async function customerMessagesOn(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderMessages.orderId, body: orderMessages.body, createdAt: orderMessages.createdAt })
    .from(orderMessages)
    .where(and(inArray(orderMessages.orderId, orderIds), eq(orderMessages.author, 'customer')))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
}
