import type { PaymentProviderId } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { OrderService } from '../order';
import type { PaymentVerdict } from './provider';
import { paymentEvents, payments } from './tables';

/** A notification that will not be acted on; answered 400 so the sender sees it, and logged. */
export const notificationRefused = (reason: string) =>
  refusal('NOTIFICATION_REFUSED', `Notification refused: ${reason}`);

/** The order's newest payment attempt (of its own payment, or of a difference): the one that speaks for it. */
export const latestAttempt = async (
  executor: Database | Transaction,
  orderId: number,
  purpose: 'order' | 'balance' = 'order',
) => {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, purpose)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
};

interface Dependencies {
  orders: OrderService;
  log: { error: (details: object, message: string) => void };
}

/** Settling payment attempts from what providers say, each event once. */
export function settlement(db: Database, { orders, log }: Dependencies) {
  /**
   * Acts on a provider's word about one attempt, once. Refused: an order, amount or currency other
   * than the attempt's. A repeated event id, or a reference we never issued, changes nothing.
   */
  return async function settle(providerId: PaymentProviderId, verdict: PaymentVerdict) {
    const outcome = await db.transaction(async (tx: Transaction) => {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, providerId), eq(payments.reference, verdict.reference)))
        .for('update');
      // Verified, but not a payment of ours (another integration on the same account): noted, not retried.
      if (!row) return { duplicate: false as const, unknown: true as const, orderId: undefined };
      if (verdict.orderId !== undefined && verdict.orderId !== row.orderId)
        throw notificationRefused(`payment ${verdict.reference} belongs to another order`);
      if (verdict.amount !== undefined && verdict.amount !== row.amount)
        throw notificationRefused(`amount ${verdict.amount} differs from the ${row.amount} asked for`);
      if (verdict.currency !== undefined && verdict.currency.toUpperCase() !== row.currency)
        throw notificationRefused(`currency ${verdict.currency} differs from ${row.currency}`);
      if (verdict.eventId !== undefined) {
        const fresh = await tx
          .insert(paymentEvents)
          .values({ provider: providerId, eventId: verdict.eventId, paymentId: row.id, type: verdict.type })
          .onConflictDoNothing()
          .returning();
        if (fresh.length === 0) return { duplicate: true as const, orderId: row.orderId };
      }
      // Events arrive out of order: a late "processing" must not undo a failure or a payment.
      const settled = row.status === 'paid' || row.status === 'failed' || row.status === 'canceled';
      if (verdict.state === 'processing' && settled) return { duplicate: false as const, orderId: row.orderId };
      if (row.status !== 'paid')
        await tx.update(payments).set({ status: verdict.state, updatedAt: new Date() }).where(eq(payments.id, row.id));
      // A difference's payment pays what is open, once; failing, it leaves the order as it was.
      if (row.purpose === 'balance') {
        if (verdict.state !== 'paid' || row.status === 'paid')
          return { duplicate: false as const, orderId: row.orderId };
        const { beyond, receiptQueued } = await orders.applyBalancePayment(tx, row.orderId, row.amount);
        if (beyond > 0)
          log.error(
            { orderId: row.orderId, payment: row.id, beyond },
            'difference paid beyond what was open: refund it',
          );
        return { duplicate: false as const, orderId: row.orderId, receiptQueued };
      }
      // Only the newest attempt speaks for the order, unless it pays: an old attempt failing must
      // not mark a payment running elsewhere as failed.
      const latest = (await latestAttempt(tx, row.orderId, 'order'))?.id === row.id;
      if (verdict.state !== 'paid' && !latest) return { duplicate: false as const, orderId: row.orderId };
      const applied = await orders.applyPayment(tx, row.orderId, verdict.state);
      if (verdict.state === 'paid' && !applied.confirmedNow && row.status !== 'paid' && applied.order.confirmed)
        log.error({ orderId: row.orderId, payment: row.id }, 'order confirmed before this payment arrived: refund it');
      if (applied.lateForCancelled)
        log.error({ orderId: row.orderId, payment: row.id }, 'payment arrived for a cancelled order: refund it');
      return { duplicate: false as const, orderId: row.orderId, ...applied };
    });
    if (!outcome.duplicate && 'confirmedNow' in outcome && outcome.confirmedNow) {
      orders.deliverEvents();
      await orders.deliverMail();
    }
    if ('receiptQueued' in outcome && outcome.receiptQueued) await orders.deliverMail();
    return outcome;
  };
}
