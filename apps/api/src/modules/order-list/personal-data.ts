import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
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

/**
 * A removed member's own lists become the company's, so what they kept for a site or a customer is
 * not lost with their login. A name another list of the company has (the company's, or a member's
 * own) gets the member's name after it, and a number should that be taken too: no member is shown
 * two lists of one name.
 */
export async function handOverListsOf(tx: Transaction, customerId: number, memberId: number, memberName: string) {
  const own = await tx.select().from(orderLists).where(eq(orderLists.memberId, memberId)).for('update');
  if (own.length === 0) return;
  const others = await tx
    .select({ name: orderLists.name })
    .from(orderLists)
    .where(
      and(eq(orderLists.customerId, customerId), or(isNull(orderLists.memberId), ne(orderLists.memberId, memberId))),
    );
  const taken = new Set(others.map((list) => list.name));
  for (const list of own) {
    let name = list.name;
    for (let n = 1; taken.has(name); n++) name = `${list.name} (${memberName}${n > 1 ? ` ${n}` : ''})`;
    taken.add(name);
    await tx.update(orderLists).set({ memberId: null, name, updatedAt: sql`now()` }).where(eq(orderLists.id, list.id));
  }
}
