import { Readable } from 'node:stream';
import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { type OrderService, orderAccess } from '../order';
import type { DocumentFile, DocumentService } from './service';

interface Dependencies {
  documents: DocumentService;
  orders: Pick<OrderService, 'get'>;
  /** The order as staff read it: refuses (404) an order that does not exist. */
  staffOrder: (id: number) => Promise<unknown>;
}

/** Sends a document's PDF or XML as a file to keep. */
function send(reply: FastifyReply, file: DocumentFile) {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  reply.header('cache-control', 'private, no-store');
  return Readable.from([file.body]);
}

/** An order's documents: for whoever may see the order (its customer, the guest browser) and for staff. */
export function documentRoutes(app: FastifyInstance, { documents, orders, staffOrder }: Dependencies) {
  // Someone who may not see the order learns nothing of its documents: 404 as for the order.
  const seen = async (request: FastifyRequest, id: number) => orders.get(await orderAccess(app, request), id);

  route(app, operations.listOrderDocuments, async ({ params, request }) => {
    await seen(request, params.id);
    return { data: await documents.list(params.id) };
  });
  route(app, operations.getOrderDocument, async ({ params, query, request, reply }) => {
    await seen(request, params.id);
    return send(reply, await documents.file(params.id, params.documentId, query.format));
  });
  route(app, operations.listAdminOrderDocuments, async ({ params }) => {
    await staffOrder(params.id);
    return { data: await documents.list(params.id) };
  });
  route(app, operations.getAdminOrderDocument, async ({ params, query, reply }) =>
    send(reply, await documents.file(params.id, params.documentId, query.format)),
  );
}
