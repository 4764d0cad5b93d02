import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { InventoryService } from '../inventory';
import { productBulk } from './admin-bulk';
import { productAdmin } from './admin-products';
import { categoryAdminRoutes } from './category-routes';

/**
 * The staff's product list, its listing switch, and listing and stock of many products at once
 * (one product's price and stock change through catalog-import's feeds); the category tree's editor.
 */
export function catalogAdminRoutes(
  app: FastifyInstance,
  { db, inventory }: { db: Database; inventory: InventoryService },
) {
  const products = productAdmin(db);
  const bulk = productBulk(db, { inventory });
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
  categoryAdminRoutes(app, { db });
}
