import type { AdminOrder } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { paymentEvents, payments, refunds } from './tables';

/** An order's attempts to pay, oldest first, each with the provider events acted on and its refunds: as staff read them. */
export async function paymentAttemptsOf(db: Database, orderId: number): Promise<AdminOrder['payments']> {
  const [attempts, events, returned] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db
      .select({ event: paymentEvents })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt)),
    db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(refunds.createdAt)),
  ]);
  return attempts.map((p) => {
    const ofThis = returned
      .filter(({ refund }) => refund.paymentId === p.id)
      .map(({ refund }) => ({
        id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        status: refund.status as 'pending' | 'done',
        createdBy: refund.createdBy,
        createdDate: refund.createdAt.toISOString(),
      }));
    const refunded = ofThis.reduce((total, refund) => total + refund.amount, 0);
    return {
      id: p.id,
      provider: p.provider,
      method: p.method,
      purpose: p.purpose,
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      createdDate: p.createdAt.toISOString(),
      events: events
        .filter((e) => e.event.paymentId === p.id)
        .map(({ event }) => ({
          eventId: event.eventId,
          type: event.type,
          receivedDate: event.receivedAt.toISOString(),
        })),
      refunds: ofThis,
      refunded,
      net: p.amount - refunded,
    };
  });
}

/** What an order's payments took, refunded and kept, all of them summed (its own and its differences'). */
export function takingsOf(attempts: AdminOrder['payments']): AdminOrder['takings'] {
  const taken = attempts.filter((p) => p.status === 'paid' || p.status === 'refunded');
  const paid = taken.reduce((total, p) => total + p.amount, 0);
  const refunded = taken.reduce((total, p) => total + p.refunded, 0);
  return { paid, refunded, net: paid - refunded };
}
