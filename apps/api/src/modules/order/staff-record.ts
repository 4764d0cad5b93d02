import type { AdminOrder } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { auditHistory } from '../audit';
import { customerContacts } from '../customer';
import { commentsOf, toOrder } from './order-row';
import { owedOf } from './refund-ledger';
import { shipmentsOf } from './shipments';
import { invoicePayments, orderNotes, orders } from './tables';

/**
 * An order as staff read it: with its customer, notes and history. Its payments are the payment
 * module's to tell (admin/orders.ts adds them).
 */
export async function staffOrderRecord(db: Database, id: number): Promise<Omit<AdminOrder, 'payments' | 'takings'>> {
  const contacts = customerContacts();
  const [found] = await db
    .select({
      order: orders,
      customer: {
        id: contacts.id,
        customerNumber: contacts.customerNumber,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
      },
    })
    .from(orders)
    .leftJoin(contacts, eq(contacts.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!found) throw notFound(`Order ${id} does not exist`);
  const { order: row, customer } = found;
  const [comments, notes, history, received, parcels] = await Promise.all([
    commentsOf(db, id),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(asc(orderNotes.id)),
    auditHistory(db, 'order', row.transactionnum),
    db.select().from(invoicePayments).where(eq(invoicePayments.orderId, id)).orderBy(asc(invoicePayments.id)),
    shipmentsOf(db, id),
  ]);
  const open = owedOf(row);
  return {
    order: toOrder(row, comments, parcels),
    version: row.version,
    takenBy: row.takenBy,
    customer: customer && {
      id: customer.id,
      customerNumber: customer.customerNumber,
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
    },
    receivable:
      row.paymentMethodCode === 'invoice' && !row.cancelledAt && row.dueAt
        ? {
            dueDate: row.dueAt.toISOString(),
            paid: row.invoicePaid,
            credited: row.refundedAmount,
            open,
            overdue: open > 0 && row.dueAt.getTime() < Date.now(),
            payments: received.map((p) => ({
              id: p.id,
              amount: p.amount,
              paidOn: p.paidOn,
              reference: p.reference,
              recordedBy: p.recordedBy,
              recordedDate: p.createdAt.toISOString(),
            })),
          }
        : null,
    notes: notes.map((n) => ({ id: n.id, author: n.author, text: n.text, createdDate: n.createdAt.toISOString() })),
    // An order staff took has its placing in the audit log already, with who took it.
    history:
      row.takenBy === null
        ? [{ at: row.createdAt.toISOString(), actor: row.email, action: 'order.place', reason: null }, ...history]
        : history,
  };
}
