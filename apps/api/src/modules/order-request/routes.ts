import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import type { OrderRequestService } from './service';

type Account = Parameters<OrderRequestService['list']>[0];

/**
 * A company's order requests, for its members' sessions: each member's own, an administrator's the
 * company's. Registered where cookie writes from another site are refused.
 */
export function orderRequestRoutes(
  app: FastifyInstance,
  { requests, customerOf }: { requests: OrderRequestService; customerOf: (request: FastifyRequest) => Account },
) {
  route(app, operations.requestOrderApproval, async ({ query, body, request }) =>
    requests.request(customerOf(request), await shopperView(app, request, query), body),
  );
  route(app, operations.listOrderRequests, async ({ request }) => ({
    data: await requests.list(customerOf(request)),
  }));
  route(app, operations.approveOrderRequest, async ({ params, query, request }) =>
    requests.approve(customerOf(request), params.requestId, await shopperView(app, request, query)),
  );
  route(app, operations.rejectOrderRequest, async ({ params, body, request }) =>
    requests.reject(customerOf(request), params.requestId, body.reason),
  );
  route(app, operations.returnOrderRequest, async ({ params, body, request }) =>
    requests.returnToRequester(customerOf(request), params.requestId, body.comment),
  );
  route(app, operations.restoreOrderRequest, async ({ params, query, body, request }) =>
    requests.restore(customerOf(request), params.requestId, body.cartId, await shopperView(app, request, query)),
  );
}
