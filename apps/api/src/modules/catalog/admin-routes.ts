import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { ProductAdmin } from './admin-products';

/** The staff's product list and listing switch (prices and stock change through catalog-import's feeds). */
export function catalogAdminRoutes(app: FastifyInstance, { products }: { products: ProductAdmin }) {
  route(app, operations.listAdminProducts, ({ query }) => products.list(query));
  route(app, operations.setProductListed, ({ params, body, request }) =>
    products.setListed(params.sku, body.active, actorOf(request)),
  );
}
