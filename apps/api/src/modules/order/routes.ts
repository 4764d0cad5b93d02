import { operations, siteConfig } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { CustomerRow } from '../customer/service';
import type { OrderService } from './service';

interface Dependencies {
  orders: OrderService;
  customerOf: (request: FastifyRequest) => CustomerRow;
}

export function orderRoutes(app: FastifyInstance, { orders, customerOf }: Dependencies) {
  route(app, operations.getOrders, async ({ query, request }) => ({
    data: await orders.list(customerOf(request).id, query.limit, query.offset),
    offset: query.offset,
    limit: query.limit,
  }));

  route(app, operations.getOrdersCount, async ({ request }) => ({ count: await orders.count(customerOf(request).id) }));

  route(app, operations.getOrder, async ({ params, request }) => orders.get(customerOf(request).id, params.id));

  route(app, operations.createOrder, async ({ query, body, request }) =>
    orders.create(
      customerOf(request).id,
      { locale: query.locale, currency: query.currency, viewer: await app.viewer(request) },
      body,
    ),
  );

  route(app, operations.confirmOrder, async ({ params, request }) => orders.confirm(customerOf(request).id, params.id));

  route(app, operations.getPurchasedProducts, async ({ query, request }) =>
    orders.purchasedProducts(
      customerOf(request).id,
      // Only names and item numbers are read, so the currency does not matter.
      { locale: query.locale, currency: siteConfig.defaultCurrency, viewer: await app.viewer(request) },
      query.limit,
      query.offset,
    ),
  );
}
