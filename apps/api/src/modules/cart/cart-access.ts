import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import type { Shopper } from '../../lib/shopper';
import { hashToken } from '../customer';
import { carts } from './tables';

export type CartRow = typeof carts.$inferSelect;

/**
 * Whether the shopper may use the cart: a customer's cart only that customer, a guest cart only the
 * browser holding the guest cart key it was made with (a cart without a key hash, made before
 * keys, no one), a staff cart only staff acting for its customer, an order request's cart only its
 * approval.
 */
export const opens = (row: CartRow, shopper: Shopper) => {
  if (row.customerId === null)
    return (
      row.guestKeyHash !== null && shopper.guestKey !== undefined && row.guestKeyHash === hashToken(shopper.guestKey)
    );
  if (row.customerId !== shopper.customerId) return false;
  // An order request's cart opens only to an administrator approving that member's request.
  if (row.heldFor !== null) return shopper.approvedBy !== undefined && row.heldFor === shopper.memberId;
  // A staff cart only staff open; a member's own cart only that member (each login of a company has its own).
  return row.takenBy === null
    ? shopper.staff === undefined && row.memberId === shopper.memberId
    : shopper.staff !== undefined;
};

/** The member's own cart, made on first use; two first uses at once end with the same cart. */
export async function customerCart(db: Database, customerId: number, memberId: number): Promise<CartRow> {
  await db
    .insert(carts)
    .values({ customerId, memberId })
    .onConflictDoNothing({ target: carts.memberId, where: isNull(carts.takenBy) });
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.memberId, memberId), isNull(carts.takenBy)));
  return row!;
}

/** The cart a member of staff fills for a customer: theirs if they left one open, else a new one. */
export async function staffCart(db: Database, customerId: number, takenBy: string): Promise<CartRow> {
  await db
    .insert(carts)
    .values({ customerId, takenBy })
    .onConflictDoNothing({ target: [carts.customerId, carts.takenBy], where: isNotNull(carts.takenBy) });
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.takenBy, takenBy)));
  return row!;
}

/** Finding a cart its shopper may use, and the lock-and-version step every change of a cart shares. */
export function cartAccess(db: Database) {
  /**
   * The cart, if this shopper may use it: a guest cart by its id with its browser's key, a
   * customer's cart only by that customer. Anyone else's cart is answered like a missing one.
   */
  async function find(executor: Database | Transaction, cartId: string, shopper: Shopper, { lock = false } = {}) {
    const query = executor.select().from(carts).where(eq(carts.id, cartId));
    const [row] = await (lock ? query.for('update') : query);
    if (!row || !opens(row, shopper)) throw notFound(`Cart ${cartId} does not exist`);
    return row;
  }

  /** Runs a change of one cart under a lock on its row, and raises its version. */
  async function change(cartId: string, shopper: Shopper, work: (tx: Transaction, cart: CartRow) => Promise<void>) {
    await db.transaction(async (tx) => {
      const cart = await find(tx, cartId, shopper, { lock: true });
      await work(tx, cart);
      await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    });
  }

  return { find, change };
}
export type CartAccess = ReturnType<typeof cartAccess>;
