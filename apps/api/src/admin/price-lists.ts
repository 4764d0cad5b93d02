import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import { route } from '../http/route';
import { actorOf } from '../http/staff-auth';
import { uploadedText } from '../http/upload';
import { productLabels } from '../modules/catalog';
import { priceListAdmin } from '../modules/pricing';

/**
 * The staff's and the ERP's price-list operations (pricing's, its entries named by the catalogue's
 * SKUs and names); shoppers meet the lists in their prices.
 */
export function priceListRoutes(app: FastifyInstance, db: Database) {
  const priceLists = priceListAdmin(db, { labels: productLabels });
  route(app, operations.listPriceLists, async () => ({ data: await priceLists.list() }));
  route(app, operations.getPriceList, ({ params, query }) => priceLists.get(params.code, query));
  route(app, operations.savePriceList, ({ params, body, request }) =>
    priceLists.save(params.code, body, actorOf(request)),
  );
  route(app, operations.deletePriceList, ({ params, query, request }) =>
    priceLists.remove(params.code, query.version, actorOf(request)),
  );
  route(app, operations.importPriceList, async ({ params, query, body, request }) =>
    priceLists.import(params.code, await uploadedText(body), query.dryRun === 'true', actorOf(request)),
  );
  route(app, operations.exportPriceList, async ({ params, reply }) => {
    reply.header('content-disposition', `attachment; filename="price-list-${params.code}.csv"`);
    return priceLists.export(params.code);
  });
  route(app, operations.updatePriceListEntries, ({ params, body, request }) =>
    priceLists.setRows(params.code, body.items, actorOf(request)),
  );
}
