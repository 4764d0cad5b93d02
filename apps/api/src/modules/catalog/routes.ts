import { type LocaleCode, operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import type { CatalogService } from './service';

interface Dependencies {
  catalog: CatalogService;
  /** Ids of every product a keyword finds (the search module's), for facets scoped to a search. */
  matchedIds: (keyword: string, locale: LocaleCode) => Promise<ArrayLike<number>>;
  /** The logged-in customer of a request to an operation with auth 'customer' (its session's). */
  customerOf: (request: FastifyRequest) => { id: number; customerNumber: string };
  /** Ids of the products a customer has ordered (the order module's), for My items. */
  purchasedIds: (customerId: number) => Promise<number[]>;
}

export function catalogRoutes(app: FastifyInstance, { catalog, matchedIds, customerOf, purchasedIds }: Dependencies) {
  route(app, operations.lookupItems, async ({ query, body, request }) => ({
    items: await catalog.lookupItems(await shopperView(app, request, query), body.items),
  }));

  route(app, operations.categoryList, ({ query }) => catalog.categoryList(query.locale, query));

  route(app, operations.productList, async ({ query, request }) =>
    catalog.productList(await shopperView(app, request, query), { ...query, filters: query.filters ?? [] }),
  );

  // The customer is the session's: the request names no one, so no one else's items can be asked for.
  route(app, operations.getMyItems, async ({ query, request }) => {
    const customer = customerOf(request);
    return catalog.myItems(
      await shopperView(app, request, query),
      { customerNumber: customer.customerNumber, purchasedIds: await purchasedIds(customer.id) },
      { ...query, filters: query.filters ?? [] },
    );
  });

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
      { currency: query.currency, shopper: await app.shopper(request) },
      query.skus,
    ),
  }));

  route(app, operations.productFilterList, async ({ query: { keyword, catId, locale, filters = [] } }) => ({
    filters: await catalog.filterList(locale, filters, {
      categoryId: catId,
      productIds: keyword ? () => matchedIds(keyword, locale) : undefined,
    }),
  }));
}
