import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { DomainError, refusal } from '../../lib/domain-errors';
import { computopPaymentOf } from '../order';
import { RefundRefused } from './provider';
import type { PaymentProviders } from './service';
import { paymentEvents, payments } from './tables';

/**
 * Returns a paid order's money through the provider that took it: the order's paid attempt, all
 * of it, keyed by the attempt's id so that asking again (a cancel retried after a failure) never
 * refunds twice. The attempt is marked refunded; the order is the caller's to cancel.
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
    if (!event) throw refusal('CONFLICT', 'Computop has not told us its PayID for this payment: refund it in Computop');
    return event.eventId.split(':')[0]!;
  }

  return async function refundOrder(orderId: number) {
    const [paid] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!paid?.reference) throw refusal('CONFLICT', 'This order has no paid online payment to refund');
    const provider = providers[paid.provider as keyof PaymentProviders];
    if (!provider) throw refusal('CONFLICT', `The provider ${paid.provider} is not configured: refund it there`);
    const reference = paid.provider === 'computop' ? await payIdOf(orderId, paid.id, paid.reference) : paid.reference;
    try {
      await provider.refund({
        reference,
        amount: paid.amount,
        currency: paid.currency,
        paymentId: paid.id,
      });
    } catch (error) {
      if (error instanceof RefundRefused)
        throw new DomainError('refused', 'REFUND_REFUSED', error.message, { provider: paid.provider });
      throw new DomainError(
        'upstream-failed',
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `${paid.provider} could not be reached for the refund; the order is unchanged. Try again.`,
      );
    }
    await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paid.id));
  };
}
