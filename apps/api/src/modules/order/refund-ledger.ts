import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import type { OrderRow } from './order-row';
import { orders } from './tables';

// What went back of an order: the units of its lines and its shipping, claimed under the order's
// row lock before the money moves (so two refunds at once cannot both take the last piece), and
// the amount, noted once the money went back or the credit was given.

/** Units of order lines: position from 1, as refunds and returns name them. */
export interface RefundedUnits {
  position: number;
  quantity: number;
}

/** How many of each line (by position, from 0) may still be refunded: bought less refunded. */
export const refundableQuantities = (row: OrderRow) =>
  row.cartInfo.cartItems.map((item, i) => item.quantity - (row.refundedQuantities[i] ?? 0));

/**
 * What a refund of units (and the shipping) gives back of the order: what they were reckoned at,
 * or, when they are the last of it, all that is left: the order was taxed on its total, not per
 * unit, so its units' sum may be a cent off, and a refund of an amount may have taken part.
 */
export function refundAmount(row: OrderRow, units: RefundedUnits[], shipping: boolean, reckoned: number) {
  // What was paid and not returned: a difference still open was never paid.
  const left = row.grandTotal - row.refundedAmount - row.balanceDue;
  const after = refundableQuantities(row);
  for (const { position, quantity } of units) after[position - 1]! -= quantity;
  const last = after.every((quantity) => quantity <= 0) && (shipping || row.shippingRefunded);
  return last ? Math.max(0, left) : reckoned;
}

/** The order's row under its lock, in the caller's transaction. */
export async function lockedOrder(tx: Transaction, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(`Order ${id} does not exist`);
  return row;
}

/** The order's refunded quantities with `units` added (`sign` -1 takes them away again). */
function withUnits(row: OrderRow, units: RefundedUnits[], sign: 1 | -1) {
  const quantities = row.cartInfo.cartItems.map((_, i) => row.refundedQuantities[i] ?? 0);
  for (const { position, quantity } of units) quantities[position - 1]! += sign * quantity;
  return quantities.map((quantity) => Math.max(0, quantity));
}

/**
 * Claims units (and the shipping) of the order for a refund, on its locked row: the caller has
 * checked them against refundableQuantities and shippingRefunded of that row. Its version rises,
 * so a second refund asked against the same version (a double click) is refused.
 */
export async function claimRefund(tx: Transaction, row: OrderRow, units: RefundedUnits[], shipping: boolean) {
  await tx
    .update(orders)
    .set({
      refundedQuantities: withUnits(row, units, 1),
      ...(shipping && { shippingRefunded: true }),
      version: row.version + 1,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, row.id));
}

/** Gives a claim back when its money did not go: the provider refused it. */
export async function releaseRefund(db: Database, orderId: number, units: RefundedUnits[], shipping: boolean) {
  await db.transaction(async (tx) => {
    const row = await lockedOrder(tx, orderId);
    await tx
      .update(orders)
      .set({
        refundedQuantities: withUnits(row, units, -1),
        ...(shipping && { shippingRefunded: false }),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
  });
}

/**
 * The columns an order's row takes when `amount` went back of it. Paid online, its payment reads
 * refunded once the provider refunded all of it (`all`); by invoice, the credit lowers what it
 * owes: credited in full it reads refunded, paid with the credit making up the rest it reads paid.
 */
export function refundNoted(row: OrderRow, amount: number, all: boolean): Partial<OrderRow> {
  const refundedAmount = row.refundedAmount + amount;
  if (row.paymentMethodCode !== 'invoice')
    return { refundedAmount, ...(all && { paymentStatus: 'refunded' as const, refundedAt: new Date() }) };
  if (refundedAmount >= row.grandTotal) return { refundedAmount, paymentStatus: 'refunded', refundedAt: new Date() };
  if (row.invoicePaid + refundedAmount >= row.grandTotal) return { refundedAmount, paymentStatus: 'paid' };
  return { refundedAmount };
}

/**
 * Notes what went back of the order outside its own changes (a return's refund), in the caller's
 * transaction under the order's lock, and raises its version: what staff read of it is outdated.
 */
export async function noteRefund(tx: Transaction, orderId: number, amount: number, all: boolean) {
  const row = await lockedOrder(tx, orderId);
  await tx
    .update(orders)
    .set({ ...refundNoted(row, amount, all), version: row.version + 1, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** What an invoice order still owes: its total less what was paid and what was credited. */
export const owedOf = (row: Pick<OrderRow, 'grandTotal' | 'invoicePaid' | 'refundedAmount'>) =>
  Math.max(0, row.grandTotal - row.invoicePaid - row.refundedAmount);
