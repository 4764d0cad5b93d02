import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { InventoryService } from '../inventory';
import type { PricingService } from '../pricing';
import { productBulk } from './admin-bulk';
import { productAdmin } from './admin-products';
import { attributeAdmin } from './attribute-admin';
import { setProductsCategory } from './bulk-categories';
import { bulkPriceChange } from './bulk-price-change';
import { categoryAdminRoutes } from './category-routes';
import { productTable } from './product-table';

interface Dependencies {
  db: Database;
  inventory: Pick<InventoryService, 'set'>;
  pricing: Pick<PricingService, 'setMany'>;
}

/**
 * The staff's product table, its listing switch, and the bulk actions on the products chosen:
 * listing, stock, categories and prices (one product's price and stock change through
 * catalog-import's feeds); the attributes and their values; the category tree's editor.
 */
export function catalogAdminRoutes(app: FastifyInstance, { db, inventory, pricing }: Dependencies) {
  const products = productAdmin(db);
  const table = productTable(db);
  const bulk = productBulk(db, { inventory });
  const prices = bulkPriceChange(db, { pricing });
  const attributes = attributeAdmin(db);
  route(app, operations.listAdminProducts, ({ query }) => table.list(query));
  route(app, operations.getProductTableOptions, ({ query }) => table.options(query.locale));
  route(app, operations.setProductListed, ({ params, body, request }) =>
    products.setListed(params.sku, body.active, actorOf(request)),
  );
  route(app, operations.setProductsListed, ({ body, request }) =>
    bulk.setListedMany(body.skus, body.active, actorOf(request)),
  );
  route(app, operations.setProductsStock, ({ body, request }) =>
    bulk.setStockMany(body.skus, body.qty, actorOf(request)),
  );
  route(app, operations.listAttributes, async () => ({ data: await attributes.list() }));
  route(app, operations.saveAttribute, ({ params, body, request }) =>
    attributes.save(params.code, body, actorOf(request)),
  );
  route(app, operations.setProductsCategory, ({ body, request }) => setProductsCategory(db, body, actorOf(request)));
  route(app, operations.previewProductsPrices, ({ body }) => prices.preview(body));
  route(app, operations.changeProductsPrices, ({ body, request }) => prices.apply(body, actorOf(request)));
  categoryAdminRoutes(app, { db });
}
