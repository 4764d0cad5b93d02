import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { orderListItems, orderLists } from './tables';

/** A customer's order lists with their lines, as the data export shows them. */
export async function orderListsOf(db: Database, customerId: number) {
  const lists = await db
    .select()
    .from(orderLists)
    .where(eq(orderLists.customerId, customerId))
    .orderBy(asc(orderLists.id));
  const items = lists.length
    ? await db
        .select()
        .from(orderListItems)
        .where(
          inArray(
            orderListItems.listId,
            lists.map((list) => list.id),
          ),
        )
        .orderBy(asc(orderListItems.id))
    : [];
  return lists.map((list) => ({
    name: list.name,
    items: items
      .filter((item) => item.listId === list.id)
      .map((item) => ({ productId: item.productId, quantity: item.quantity })),
  }));
}

/** A deleted account's order lists go with it (their lines by the foreign key). */
export async function deleteOrderListsOf(tx: Transaction, customerId: number) {
  await tx.delete(orderLists).where(eq(orderLists.customerId, customerId));
}
