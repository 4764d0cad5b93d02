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
 * payments (its own and a difference's), each refund once. A refund is written pending before the
 * provider is asked (under the payment's row lock, so two refunds at once never add up to more than
 * was paid) and keyed at the
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

  /** The order's paid payments (its own, the differences a change asked for), newest first. */
  const paidAttemptsOf = (orderId: number) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.createdAt));

  /** What is left of a payment: paid less its refunds (pending ones too). */
  const leftOf = async (paid: Payment) => {
    const [taken] = await db
      .select({ total: sum(refunds.amount).mapWith(Number) })
      .from(refunds)
      .where(eq(refunds.paymentId, paid.id));
    return paid.amount - (taken?.total ?? 0);
  };

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
   * Refunds what is asked of the order's paid payments (all that is left when no amount is named),
   * the newest first: a difference paid after a change goes back before the order's own payment.
   * Answers how much went back and whether nothing is left of any of them.
   */
  const refundOrder: RefundOrder = async (orderId, asked) => {
    const paid = (await paidAttemptsOf(orderId)).filter((payment) => payment.reference);
    if (paid.length === 0) throw staffRefusal('CONFLICT', 'refundNothingPaid');
    for (const payment of paid) {
      const unanswered = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'pending')))
        .orderBy(asc(refunds.createdAt));
      for (const refund of unanswered) await ask(orderId, payment, refund);
    }
    const lefts = await Promise.all(paid.map(leftOf));
    const left = lefts.reduce((total, amount) => total + amount, 0);
    if (asked.amount !== undefined && asked.amount > left)
      throw staffFieldRefusal('body.amount', 'refundMoreThanLeft', {
        left: `${(left / 100).toFixed(2)} ${paid[0]!.currency}`,
      });
    let wanted = asked.amount ?? left;
    let returned = 0;
    for (const [i, payment] of paid.entries()) {
      const share = Math.min(wanted, lefts[i]!);
      if (share <= 0) {
        // Nothing left of it (refunded in part before, to the last cent): it reads refunded.
        if (lefts[i] === 0) await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
        continue;
      }
      // Under the payment's lock, checked again against what is left of it.
      const written = await pending(payment, { ...asked, amount: share });
      if (!written) continue;
      await ask(orderId, payment, written.refund);
      if (written.rest === 0) await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
      wanted -= written.refund.amount;
      returned += written.refund.amount;
    }
    return { amount: returned, all: left - returned <= 0 };
  };
  return refundOrder;
}
