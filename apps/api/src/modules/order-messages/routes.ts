import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import { orderAccess } from '../order';
import type { OrderMessageService, StaffSignature } from './service';

interface Dependencies {
  messages: OrderMessageService;
}

/**
 * The customer's side: whoever may see the order (its customer, the guest browser that placed it)
 * reads and writes its thread; anyone else is told it does not exist, as for the order. Registered
 * where cookie writes from another site are refused.
 */
export function orderMessageRoutes(app: FastifyInstance, { messages }: Dependencies) {
  route(app, operations.listOrderMessages, async ({ params, request }) => ({
    data: await messages.customerThread(await orderAccess(app, request), params.id),
  }));
  route(app, operations.postOrderMessage, async ({ params, body, request }) => ({
    data: await messages.postByCustomer(await orderAccess(app, request), params.id, body.text),
  }));
}

/** Who of staff signs a reply: the member, or the admin key under its name. */
const signatureOf = (request: FastifyRequest): StaffSignature => ({
  staffId: request.staff?.member?.id ?? null,
  staffName: request.staff?.member?.name ?? actorOf(request),
  actor: actorOf(request),
});

/** Staff's side: any member reads every order's thread and replies to its customer. */
export function staffOrderMessageRoutes(app: FastifyInstance, { messages }: Dependencies) {
  route(app, operations.listAdminOrderMessages, async ({ params }) => ({
    data: await messages.staffThread(params.id),
  }));
  route(app, operations.postAdminOrderMessage, async ({ params, body, request }) => ({
    data: await messages.postByStaff(params.id, body.text, signatureOf(request)),
  }));
}
