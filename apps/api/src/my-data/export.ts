import type { MyData } from '@shop/contracts';
import type { Database } from '../db/connection';
import { type Account, personalProfileOf } from '../modules/customer';
import { ordersOfPerson } from '../modules/order';
import { orderListsOf } from '../modules/order-list';
import { customerMessagesOn } from '../modules/order-messages';
import { quotesRequestedBy } from '../modules/quote';
import { reviewsOf } from '../modules/review';

/**
 * Everything the shop stores of the person asking (GDPR articles 15 and 20), gathered from the
 * modules that hold it. The account holder's is the account's (its orders, lists and reviews); an
 * invited member's is their own login and the company's orders they placed.
 */
export async function myData(db: Database, account: Account, now: Date): Promise<MyData> {
  const holder = account.member.holder;
  const [profile, orders, orderLists, reviews] = await Promise.all([
    personalProfileOf(db, account),
    ordersOfPerson(db, account.id, holder ? null : account.member.id),
    holder ? orderListsOf(db, account.id) : [],
    holder ? reviewsOf(db, account.id) : [],
  ]);
  const numbers = new Map(orders.map((order) => [order.id, order.transactionnum]));
  const [quotes, messages] = await Promise.all([
    quotesRequestedBy(db, account.id, profile.profile.email),
    customerMessagesOn(db, [...numbers.keys()]),
  ]);
  return {
    exportedAt: now.toISOString(),
    ...profile,
    orders,
    orderLists,
    reviews,
    quotes,
    messages: messages.map((m) => ({
      order: numbers.get(m.orderId) ?? '',
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
