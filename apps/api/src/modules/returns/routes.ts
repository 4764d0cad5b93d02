import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import { orderAccess } from '../order';
import type { ReturnService } from './service';
import type { ReturnDesk } from './staff';

/**
 * The customer's side: whoever may see the order (its customer, the guest browser that placed it)
 * reads its returns and asks for one; anyone else is told the order does not exist. Registered
 * where cookie writes from another site are refused.
 */
export function returnRoutes(app: FastifyInstance, { returns }: { returns: ReturnService }) {
  route(app, operations.listReturns, async ({ params, request }) =>
    returns.customerReturns(await orderAccess(app, request), params.id),
  );
  route(app, operations.requestReturn, async ({ params, body, request }) =>
    returns.request(await orderAccess(app, request), params.id, body),
  );
}

/** Staff's side: any member lists returns and takes them through their steps. */
export function staffReturnRoutes(
  app: FastifyInstance,
  { returns, desk }: { returns: ReturnService; desk: ReturnDesk },
) {
  route(app, operations.listAdminReturns, async ({ query }) => ({ data: await returns.staffList(query) }));
  route(app, operations.getAdminReturn, async ({ params }) => returns.staffReturn(params.id));
  route(app, operations.receiveReturn, async ({ params, body, request }) =>
    desk.receive(params.id, body, actorOf(request)),
  );
  route(app, operations.refundReturn, async ({ params, body, request }) =>
    desk.refund(params.id, body, actorOf(request)),
  );
  route(app, operations.rejectReturn, async ({ params, body, request }) =>
    desk.reject(params.id, body, actorOf(request)),
  );
}
