import type { orderLookupSchema } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import { hashToken, randomToken, type ThrottleStore, throttledTry } from '../customer';
import { fullOrder } from './order-row';
import { guestOrderAccess, orders } from './tables';

type Lookup = z.output<typeof orderLookupSchema>;

/** WH-0000123, wh-123 or 123: the order's id, or undefined when it names no order. */
export function orderIdOf(orderNumber: string): number | undefined {
  const digits = /^(?:WH-?)?0*(\d{1,9})$/i.exec(orderNumber.replace(/\s/g, ''))?.[1];
  return digits ? Number(digits) : undefined;
}

/**
 * A guest's order found from any browser by its number and e-mail address, throttled as logins
 * are: per address, and per order number whatever the address, so guessing an order's e-mail from
 * many addresses is as slow as from one. A wrong pair is one answer whichever part was wrong.
 */
export function orderLookup(db: Database, throttle: ThrottleStore) {
  return async ({ orderNumber, email }: Lookup, address: string, heldToken: string | undefined) => {
    const id = orderIdOf(orderNumber);
    const attempt = await throttledTry(
      throttle,
      `lookup-ip:${address}`,
      `lookup-order:${id ?? orderNumber.toLowerCase()}`,
    );
    const [row] =
      id === undefined
        ? []
        : await db
            .select()
            .from(orders)
            .where(and(eq(orders.id, id), eq(sql`lower(${orders.email})`, email.toLowerCase())));
    if (!row) {
      await attempt.failed();
      throw notFound('No order has this number and e-mail address.');
    }
    await attempt.succeeded();
    // The pair was right: its owner may hear that the order is their account's.
    if (row.customerId !== null)
      throw refusal('CONFLICT', 'This order belongs to an account: please log in to see it.');
    // The browser's guest token, if it holds one, sees this order too: one cookie, every order it found.
    const token = heldToken ?? randomToken();
    await db
      .insert(guestOrderAccess)
      .values({ orderId: row.id, tokenHash: hashToken(token) })
      .onConflictDoNothing();
    return { order: await fullOrder(db, row), token };
  };
}
