import type { Order, ResentDocument } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { documentMail, type MailOutbox } from '../mail';
import { orderDocuments } from './tables';

/**
 * Staff send one of an order's documents again (a customer lost the mail, or accounting asks): to
 * the order's address, in its language, the PDF attached as it was issued. The mail is queued in
 * the transaction that writes the audit row, so the log names every mail that went out this way.
 */
export function documentResend(db: Database, { outbox }: { outbox: Pick<MailOutbox, 'enqueue' | 'deliver'> }) {
  return async (order: Order, documentId: number, actor: string): Promise<ResentDocument> => {
    const document = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: orderDocuments.id, kind: orderDocuments.kind, number: orderDocuments.number })
        .from(orderDocuments)
        .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.id, documentId)));
      // Another order's document is as unknown here as one that does not exist.
      if (!row) throw notFound(`Order ${order.id} has no document ${documentId}`);
      await outbox.enqueue(tx, documentMail(order, row));
      await recordAudit(tx, {
        actor,
        action: 'order.document-resend',
        entity: 'order',
        entityId: order.transactionnum,
        after: { document: row.number, kind: row.kind, to: order.email },
      });
      return row;
    });
    await outbox.deliver();
    return { number: document.number, sentTo: order.email };
  };
}
export type DocumentResend = ReturnType<typeof documentResend>;
