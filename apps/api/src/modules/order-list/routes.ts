import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import type { Asker, OrderListService } from './service';

interface Dependencies {
  lists: OrderListService;
  /** The logged-in customer and which of its members asks (the customer module's session). */
  customerOf: (request: FastifyRequest) => { id: number; member: { id: number; role: string } };
}

export function orderListRoutes(app: FastifyInstance, { lists, customerOf }: Dependencies) {
  const owner = (request: FastifyRequest): Asker => {
    const { id, member } = customerOf(request);
    return { customerId: id, memberId: member.id, administrator: member.role === 'administrator' };
  };
  const viewOf = (request: FastifyRequest, query: Parameters<typeof shopperView>[2]) =>
    shopperView(app, request, query);

  route(app, operations.getOrderLists, async ({ request }) => ({ data: await lists.list(owner(request)) }));

  route(app, operations.createOrderList, async ({ query, body, request }) =>
    lists.create(owner(request), body, await viewOf(request, query)),
  );

  route(app, operations.getOrderList, async ({ params, query, request }) =>
    lists.get(owner(request), params.listId, await viewOf(request, query)),
  );

  route(app, operations.renameOrderList, async ({ params, query, body, request }) =>
    lists.rename(owner(request), params.listId, body.name, await viewOf(request, query)),
  );

  route(app, operations.shareOrderList, async ({ params, query, body, request }) =>
    lists.share(owner(request), params.listId, body.shared, await viewOf(request, query)),
  );

  route(app, operations.deleteOrderList, async ({ params, request }) => {
    await lists.delete(owner(request), params.listId);
    return { ok: true as const };
  });

  route(app, operations.addToOrderList, async ({ params, query, body, request }) =>
    lists.add(owner(request), params.listId, body.items, await viewOf(request, query)),
  );

  route(app, operations.updateOrderListLine, async ({ params, query, body, request }) =>
    lists.setQuantity(owner(request), params.listId, params.lineId, body.quantity, await viewOf(request, query)),
  );

  route(app, operations.addOrderListToCart, async ({ params, query, body, request }) =>
    lists.toCart(owner(request), params.listId, body.cartId, body.lineIds, await viewOf(request, query)),
  );
}
