import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { CustomerAdmin } from './admin';

/** The staff's customer operations. */
export function customerAdminRoutes(app: FastifyInstance, { admin }: { admin: CustomerAdmin }) {
  route(app, operations.listCustomers, ({ query }) => admin.list(query));
  route(app, operations.getAdminCustomer, ({ params }) => admin.get(params.id));
  route(app, operations.listPriceLists, () => admin.priceLists());
  route(app, operations.updateCustomer, ({ params, body, request }) => admin.update(params.id, body, actorOf(request)));
}
