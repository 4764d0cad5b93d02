import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import type { SearchService } from './service';

export function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  route(app, operations.makeSearch, async ({ query, request }) =>
    search.search(await shopperView(app, request, query), query),
  );

  route(app, operations.suggestItems, async ({ query, request }) => ({
    items: await search.suggestItems(await shopperView(app, request, query), query.prefix),
  }));
}
