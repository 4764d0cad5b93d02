import type { AdminOrder } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { auditLog } from '../audit';
import { customers } from '../customer';
import { paymentEvents, payments } from '../payment';
import { commentsOf, toOrder } from './order-row';
import { orderNotes, orders } from './tables';

/** An order as staff read it: with its customer, payments and their events, notes and history. */
export async function readAdminOrder(db: Database, id: number): Promise<AdminOrder> {
  const [found] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!found) throw notFound(`Order ${id} does not exist`);
  const { order: row, customer } = found;
  const [comments, attempts, events, notes, history] = await Promise.all([
    commentsOf(db, id),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
    db
      .select({ event: paymentEvents })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.orderId, id))
      .orderBy(asc(paymentEvents.receivedAt)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(asc(orderNotes.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, row.transactionnum)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  ]);
  return {
    order: toOrder(row, comments),
    version: row.version,
    customer: customer && {
      id: customer.id,
      customerNumber: customer.customerNumber,
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
    },
    payments: attempts.map((p) => ({
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
        .map(({ event }) => ({
          eventId: event.eventId,
          type: event.type,
          receivedDate: event.receivedAt.toISOString(),
        })),
    })),
    notes: notes.map((n) => ({ id: n.id, author: n.author, text: n.text, createdDate: n.createdAt.toISOString() })),
    history: [
      { at: row.createdAt.toISOString(), actor: row.email, action: 'order.place' },
      ...history.map((h) => ({ at: h.at.toISOString(), actor: h.actor, action: h.action })),
    ],
  };
}
