import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { staffRefusal } from '../../lib/domain-errors';
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
    if (!event) throw staffRefusal('CONFLICT', 'refundNoPayId');
    return event.eventId.split(':')[0]!;
  }

  return async function refundOrder(orderId: number) {
    const [paid] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!paid?.reference) throw staffRefusal('CONFLICT', 'refundNothingPaid');
    const provider = providers[paid.provider as keyof PaymentProviders];
    if (!provider) throw staffRefusal('CONFLICT', 'refundProviderMissing', { provider: paid.provider });
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
        throw staffRefusal(
          'REFUND_REFUSED',
          'refundRefused',
          { provider: paid.provider, reason: error.message },
          { provider: paid.provider },
        );
      throw staffRefusal('PAYMENT_PROVIDER_UNAVAILABLE', 'refundProviderUnreachable', { provider: paid.provider });
    }
    await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paid.id));
  };
}
