import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { ProductBulk } from './admin-bulk';
import type { ProductAdmin } from './admin-products';

/**
 * The staff's product list, its listing switch, and listing and stock of many products at once
 * (one product's price and stock change through catalog-import's feeds).
 */
export function catalogAdminRoutes(
  app: FastifyInstance,
  { products, bulk }: { products: ProductAdmin; bulk: ProductBulk },
) {
  route(app, operations.listAdminProducts, ({ query }) => products.list(query));
  route(app, operations.setProductListed, ({ params, body, request }) =>
    products.setListed(params.sku, body.active, actorOf(request)),
  );
  route(app, operations.setProductsListed, ({ body, request }) =>
    bulk.setListedMany(body.skus, body.active, actorOf(request)),
  );
  route(app, operations.setProductsStock, ({ body, request }) =>
    bulk.setStockMany(body.skus, body.qty, actorOf(request)),
  );
}
