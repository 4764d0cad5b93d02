import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { carts } from './tables';

/**
 * A deleted login's cart goes with it: the account's carts (every member's, and those staff were
 * filling for it) when the account is deleted, a member's own when only their login is.
 */
export async function deleteCartsOf(tx: Transaction, customerId: number, memberId: number | null) {
  await tx
    .delete(carts)
    .where(
      memberId === null
        ? eq(carts.customerId, customerId)
        : and(eq(carts.customerId, customerId), eq(carts.memberId, memberId), isNull(carts.takenBy)),
    );
}
