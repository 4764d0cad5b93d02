import { and, asc, desc, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { computopPaymentOf, type RefundOrder } from '../order';
import { RefundRefused } from './provider';
import type { PaymentProviders } from './service';
import { paymentEvents, payments, refunds } from './tables';

type Payment = typeof payments.$inferSelect;
type Refund = typeof refunds.$inferSelect;

/** A refund staff ask for: how much (minor units; all that is left when absent), why, by whom. */
type RefundAsked = Parameters<RefundOrder>[1];

/**
 * Returns a paid order's money through the provider that took it: all or part of the order's paid
 * attempt, each refund once. A refund is written pending before the provider is asked (under the
 * payment's row lock, so two refunds at once never add up to more than was paid) and keyed at the
 * provider by its own id: one left pending by a provider out of reach is asked again, with the same
 * key, before any other, and so never made twice. Refunded in full, the attempt reads refunded.
 */
export function paymentRefunds(db: Database, providers: PaymentProviders) {
  /**
   * Computop credits by its own PayID, not our TransID: the answer the browser brought back keeps
   * it with the order, and each notification's event id starts with it (PayID:Status:Code).
   */
  async function payIdOf(orderId: number, paymentId: string, transId: string) {
    const answer = await computopPaymentOf(db, orderId);
    if (answer?.transId === transId && answer.payId) return answer.payId;
    const [event] = await db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.provider, 'computop')))
      .limit(1);
    if (!event) throw staffRefusal('CONFLICT', 'refundNoPayId');
    return event.eventId.split(':')[0]!;
  }

  const paidAttemptOf = (orderId: number) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.createdAt))
      .limit(1)
      .then((rows) => rows[0]);

  /** Asks the provider for a refund written pending; done, it keeps the provider's reference. Refused, it is gone. */
  async function ask(orderId: number, paid: Payment, refund: Refund) {
    const provider = providers[paid.provider as keyof PaymentProviders];
    if (!provider) throw staffRefusal('CONFLICT', 'refundProviderMissing', { provider: paid.provider });
    const reference = paid.provider === 'computop' ? await payIdOf(orderId, paid.id, paid.reference!) : paid.reference!;
    try {
      const { refundReference } = await provider.refund({
        reference,
        amount: refund.amount,
        currency: paid.currency,
        refundId: refund.id,
      });
      await db
        .update(refunds)
        .set({ status: 'done', providerReference: refundReference })
        .where(eq(refunds.id, refund.id));
    } catch (error) {
      if (!(error instanceof RefundRefused))
        throw staffRefusal('PAYMENT_PROVIDER_UNAVAILABLE', 'refundProviderUnreachable', { provider: paid.provider });
      await db.delete(refunds).where(eq(refunds.id, refund.id));
      throw staffRefusal(
        'REFUND_REFUSED',
        'refundRefused',
        { provider: paid.provider, reason: error.message },
        { provider: paid.provider },
      );
    }
  }

  /**
   * Writes the refund pending, under the payment's lock: none when nothing is left (a cancel after
   * refunds of all of it), refused when more is asked than is left.
   */
  const pending = (paid: Payment, asked: RefundAsked) =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paid.id)).for('update');
      if (locked?.status !== 'paid') throw staffRefusal('CONFLICT', 'refundNothingPaid');
      const [taken] = await tx
        .select({ total: sum(refunds.amount).mapWith(Number) })
        .from(refunds)
        .where(eq(refunds.paymentId, paid.id));
      const left = paid.amount - (taken?.total ?? 0);
      const amount = asked.amount ?? left;
      if (amount > left)
        throw staffFieldRefusal('body.amount', 'refundMoreThanLeft', {
          left: `${(left / 100).toFixed(2)} ${paid.currency}`,
        });
      if (amount <= 0) return undefined;
      const [refund] = await tx
        .insert(refunds)
        .values({ paymentId: paid.id, amount, reason: asked.reason ?? '', createdBy: asked.actor })
        .returning();
      return { refund: refund!, rest: left - amount };
    });

  /**
   * Refunds what is asked of the order's paid attempt (all that is left when no amount is named):
   * answers whether the payment is now refunded in full.
   */
  const refundOrder: RefundOrder = async (orderId, asked) => {
    const paid = await paidAttemptOf(orderId);
    if (!paid?.reference) throw staffRefusal('CONFLICT', 'refundNothingPaid');
    const unanswered = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, paid.id), eq(refunds.status, 'pending')))
      .orderBy(asc(refunds.createdAt));
    for (const refund of unanswered) await ask(orderId, paid, refund);
    const written = await pending(paid, asked);
    if (written) await ask(orderId, paid, written.refund);
    // Asked for all that is left, or for the last of it.
    const all = asked.amount === undefined || written?.rest === 0;
    if (all) await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paid.id));
    return { amount: written?.refund.amount ?? 0, all };
  };
  return refundOrder;
}
