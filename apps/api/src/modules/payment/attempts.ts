import type { AdminOrder } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { paymentEvents, payments } from './tables';

/** An order's attempts to pay, oldest first, each with the provider events acted on: as staff read them. */
export async function paymentAttemptsOf(db: Database, orderId: number): Promise<AdminOrder['payments']> {
  const [attempts, events] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db
      .select({ event: paymentEvents })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt)),
  ]);
  return attempts.map((p) => ({
    id: p.id,
    provider: p.provider,
    method: p.method,
    reference: p.reference,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    createdDate: p.createdAt.toISOString(),
    events: events
      .filter((e) => e.event.paymentId === p.id)
      .map(({ event }) => ({ eventId: event.eventId, type: event.type, receivedDate: event.receivedAt.toISOString() })),
  }));
}
