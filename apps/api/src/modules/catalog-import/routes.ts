import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import { notFound } from '../../lib/domain-errors';
import type { MediaStore } from '../media';
import { exportCatalog } from './export';
import type { CatalogFeeds } from './feeds';
import type { CatalogImporter } from './jobs';

interface Dependencies {
  db: Database;
  importer: CatalogImporter;
  feeds: CatalogFeeds;
  media: MediaStore;
}

/** The merchant's catalogue in and out: imports, exports, their pictures, and the ERP's feeds (admin). */
export function catalogImportRoutes(app: FastifyInstance, { db, importer, feeds, media }: Dependencies) {
  route(app, operations.importCatalog, async ({ query: { format, ...options }, body, request }) =>
    importer.start(format, options, body, actorOf(request)),
  );
  route(app, operations.getCatalogImport, ({ params }) => importer.get(params.id));
  route(app, operations.listCatalogImports, async ({ query }) => ({ data: await importer.list(query.limit) }));
  route(app, operations.exportCatalog, async ({ query, reply }) => {
    const extension = query.format === 'jsonl' ? 'jsonl' : 'csv';
    reply
      .type(query.format === 'jsonl' ? 'application/x-ndjson; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalog.${extension}"`);
    return exportCatalog(db, query.format);
  });
  route(app, operations.listImportMedia, async () => ({ data: await media.uploaded() }));
  route(app, operations.uploadImportMedia, ({ params, body }) => media.upload(params.name, body));
  route(app, operations.updateStock, ({ body, request }) => feeds.updateStock(body.items, actorOf(request)));
  route(app, operations.updatePrices, ({ body, request }) => feeds.updatePrices(body.items, actorOf(request)));
  // One price, as the feed sets it (audited), but an unknown SKU is this call's 404.
  route(app, operations.setProductPrice, async ({ params, body, request }) => {
    const { unknown } = await feeds.updatePrices([{ sku: params.sku, ...body }], actorOf(request));
    if (unknown.length > 0) throw notFound(`There is no product with SKU ${params.sku}`);
    return { sku: params.sku, ...body };
  });
}
