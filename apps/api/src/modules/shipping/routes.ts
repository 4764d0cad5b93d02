import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { ShippingAdmin } from './admin';

/** The merchant's shipping operations (admin token); shoppers see methods and rates in their cart. */
export function shippingRoutes(app: FastifyInstance, { shipping }: { shipping: ShippingAdmin }) {
  route(app, operations.listShippingRates, async () => ({ data: await shipping.list() }));
  route(app, operations.saveShippingMethod, ({ params, body, request }) =>
    shipping.saveMethod(params.code, body, actorOf(request)),
  );
  route(app, operations.saveShippingRate, ({ params, body, request }) =>
    shipping.saveRates(params.code, body, actorOf(request)),
  );
}
