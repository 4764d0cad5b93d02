import { type Order, operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { InvoiceLedger } from './ledger';
import type { DocumentResend } from './resend';

interface Dependencies {
  ledger: InvoiceLedger;
  resend: DocumentResend;
  /** The order as staff read it: refuses (404) an order that does not exist. */
  staffOrder: (id: number) => Promise<{ order: Order }>;
}

/** Staff's work with the documents beyond reading an order's: the ledger of a period, and sending one again. */
export function documentStaffRoutes(app: FastifyInstance, { ledger, resend, staffOrder }: Dependencies) {
  route(app, operations.listInvoices, ({ query }) => ledger.list(query));
  route(app, operations.exportInvoices, async ({ query, reply }) => {
    reply.header('content-disposition', `attachment; filename="invoices-${query.from}-${query.to}.csv"`);
    return ledger.csv(query);
  });
  route(app, operations.resendOrderDocument, async ({ params, request }) => {
    const { order } = await staffOrder(params.id);
    return resend(order, params.documentId, actorOf(request));
  });
}
