import { operations, siteConfig } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopperCookie } from '../../http/cookies';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import type { CustomerRow } from '../customer';
import type { OrderAccess, OrderService } from './service';

/** The cookie that lets the browser which placed a guest order see it (and pay it). */
export const GUEST_ORDER_COOKIE = 'guest-order';
const GUEST_ORDER_SECONDS = 30 * 24 * 60 * 60;

interface Dependencies {
  orders: OrderService;
  customerOf: (request: FastifyRequest) => CustomerRow;
}

/** Who is asking for an order: the logged-in customer, or the browser holding a guest order's token. */
export async function orderAccess(app: FastifyInstance, request: FastifyRequest): Promise<OrderAccess> {
  const shopper = await app.shopper(request);
  return shopper.customerId !== undefined
    ? { customerId: shopper.customerId }
    : { guestToken: request.cookies[GUEST_ORDER_COOKIE] };
}

export function orderRoutes(app: FastifyInstance, { orders, customerOf }: Dependencies) {
  const access = (request: FastifyRequest) => orderAccess(app, request);

  route(app, operations.getOrders, async ({ query, request }) => ({
    data: await orders.list(customerOf(request).id, query.limit, query.offset),
    offset: query.offset,
    limit: query.limit,
  }));

  route(app, operations.getOrdersCount, async ({ request }) => ({ count: await orders.count(customerOf(request).id) }));

  route(app, operations.getOrder, async ({ params, request }) => orders.get(await access(request), params.id));

  route(app, operations.createOrder, async ({ query, body, request, reply }) => {
    const view = { locale: query.locale, currency: query.currency, shopper: await app.shopper(request) };
    const { order, guestToken } = await orders.create(view, body, request.cookies[GUEST_ORDER_COOKIE]);
    if (guestToken) reply.setCookie(GUEST_ORDER_COOKIE, guestToken, shopperCookie(request, GUEST_ORDER_SECONDS));
    return order;
  });

  route(app, operations.lookupOrder, async ({ body, request, reply }) => {
    const { order, token } = await orders.lookup(body, request.ip, request.cookies[GUEST_ORDER_COOKIE]);
    reply.setCookie(GUEST_ORDER_COOKIE, token, shopperCookie(request, GUEST_ORDER_SECONDS));
    return order;
  });

  route(app, operations.confirmOrder, async ({ params, request }) => orders.confirm(await access(request), params.id));

  route(app, operations.postOrderComment, async ({ params, body, request }) =>
    orders.comment(await access(request), params.id, body.feedback),
  );

  route(app, operations.reorder, async ({ params, query, body, request }) =>
    orders.reorder(customerOf(request).id, params.id, body.cartId, await shopperView(app, request, query)),
  );

  route(app, operations.getPurchasedProducts, async ({ query, request }) =>
    orders.purchasedProducts(
      customerOf(request).id,
      // Only names and item numbers are read, so the currency does not matter.
      { locale: query.locale, currency: siteConfig.defaultCurrency, shopper: await app.shopper(request) },
      query.limit,
      query.offset,
    ),
  );
}
