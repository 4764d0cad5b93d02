import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { shopperView } from '../../http/shopper';
import type { CatalogService } from './service';

export function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  route(app, operations.setProductPrice, async ({ params, body }) => catalog.setPrice(params.sku, body));

  route(app, operations.categoryList, ({ query }) => catalog.categoryList(query.locale, query));

  route(app, operations.productList, async ({ query, request }) =>
    catalog.productList(await shopperView(app, request, query), { ...query, filters: query.filters ?? [] }),
  );

  route(app, operations.productRecommendations, async ({ query, request }) => ({
    data: await catalog.recommendations(await shopperView(app, request, query), query),
  }));

  route(app, operations.getProduct, async ({ params, query, request }) =>
    catalog.product(params.id, await shopperView(app, request, query)),
  );

  route(app, operations.productSitemap, async ({ query }) => {
    const { rows, count } = await catalog.sitemap(query.offset, query.limit);
    return { data: rows, count, offset: query.offset, limit: query.limit };
  });

  route(app, operations.productPriceList, async ({ query, request }) => ({
    items: await catalog.productPriceList(
      { locale: 'de', currency: query.currency, shopper: await app.shopper(request) },
      query.skus,
    ),
  }));
}
