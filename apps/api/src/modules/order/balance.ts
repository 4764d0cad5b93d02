import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Order, siteConfig } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import { differencePaidMail, type MailOutbox } from '../mail';
import type { OrderRow } from './order-row';
import { toOrder } from './order-row';
import { orders } from './tables';

// The difference a change made after an online order was paid: asked for through a link whose
// token is signed for that order (a guest's too: no login), and paid with the order's provider.

/** The token of an order's pay-the-difference link: an HMAC of its id, so it opens that order only. */
export const balanceToken = (secret: string, orderId: number) =>
  createHmac('sha256', secret).update(`order-balance:${orderId}`).digest('base64url');

/** The storefront's page where the customer pays the difference, in the order's language. */
export const balanceLink = (publicUrl: string, secret: string, row: Pick<OrderRow, 'id' | 'locale'>) =>
  `${publicUrl}${row.locale === siteConfig.defaultLocale ? '' : `/${row.locale}`}/pay-difference/${row.id}/${balanceToken(secret, row.id)}`;

/**
 * What a paid online order asks for after a change to `total`: the part of it not paid, or what
 * goes back when it now costs less than was paid. Paid (less what was refunded) is its total as it
 * was, less its refunds and what was still open: a difference asked for and not paid is asked for
 * anew, and one paid counts as paid.
 */
export function balanceAfter(row: Pick<OrderRow, 'grandTotal' | 'refundedAmount' | 'balanceDue'>, total: number) {
  const paid = row.grandTotal - row.refundedAmount - row.balanceDue;
  const owed = total - row.refundedAmount;
  return owed > paid ? { due: owed - paid, refund: 0 } : { due: 0, refund: paid - owed };
}

/** The order behind a pay-the-difference link; a wrong token reads like a missing order. */
export function orderBalances(db: Database, secret: string, outbox: MailOutbox) {
  async function byToken(id: number, token: string) {
    const expected = Buffer.from(balanceToken(secret, id));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw notFound(`Order ${id} does not exist`);
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(`Order ${id} does not exist`);
    return row;
  }

  return {
    /** The order the link names, when its token is right. */
    balanceOrder: async (id: number, token: string): Promise<Order> => toOrder(await byToken(id, token)),

    /**
     * Checks, under the order's lock, that `amount` is what it still asks for before a payment of
     * it starts: nothing open (paid meanwhile, or changed back) and another amount are refused.
     */
    async claimBalance(id: number, token: string, amount: number) {
      await byToken(id, token);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || row.cancelledAt) throw refusal('ORDER_CANCELLED', 'This order was cancelled by the shop');
        if (row.balanceDue <= 0) throw refusal('ORDER_PAID', 'Nothing is left to pay for this order');
        if (row.balanceDue !== amount)
          throw refusal('CART_OUTDATED_ERROR', 'Cart info or prices are outdated. Please refresh the page.');
        return toOrder(row);
      });
    },

    /**
     * A difference payment of `amount` arrived, inside the payment's transaction, under the order's
     * lock: what is open falls by it (never below nothing). Answers what it paid beyond what was
     * open (the order was made cheaper while the customer paid): that is to be refunded. The
     * shopper's receipt is queued with it.
     */
    async applyBalancePayment(tx: Transaction, id: number, amount: number) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw notFound(`Order ${id} does not exist`);
      // Cancelled meanwhile: its payments were refunded then, and this one came after.
      if (row.cancelledAt) return { beyond: amount, receiptQueued: false };
      const due = Math.max(0, row.balanceDue - amount);
      const [paid] = await tx
        .update(orders)
        .set({ balanceDue: due, version: row.version + 1, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      await outbox.enqueue(tx, differencePaidMail(toOrder(paid!), amount));
      return { beyond: Math.max(0, amount - row.balanceDue), receiptQueued: true };
    },
  };
}
