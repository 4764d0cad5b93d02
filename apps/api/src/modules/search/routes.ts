import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { shopperView } from '../../http/shopper';
import type { CatalogService } from '../catalog/service';
import type { SearchEngine } from './postgres-search';

/** Letters without accents, lower-case, for matching category names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function searchRoutes(
  app: FastifyInstance,
  { engine, catalog }: { engine: SearchEngine; catalog: CatalogService },
) {
  route(app, operations.makeSearch, async ({ query, request }) => {
    const view = await shopperView(app, request, query);
    const filters = query.filters ?? [];
    const [{ hits, count }, { categories }, facets] = await Promise.all([
      catalog.resolveFilters(filters).then((resolved) =>
        engine.search({
          keyword: query.keyword,
          locale: query.locale,
          filters: resolved,
          sort: query.sort,
          currency: query.currency,
          limit: query.limit,
          offset: query.offset,
        }),
      ),
      catalog.categoryList(query.locale, {}),
      query.loadFilters
        ? engine
            .matchedIds(query.keyword, query.locale)
            .then((productIds) => catalog.facets(query.locale, { productIds }, filters))
        : undefined,
    ]);
    const cards = await catalog.cards(
      hits.map((h) => h.id),
      view,
      { lazyPrices: query.pricesLazyLoad || query.excludePrices },
    );
    const variant = new Set(hits.filter((h) => h.variant).map((h) => h.id));
    const wanted = fold(query.keyword);
    const matching: Array<{ id: number; name: string; path: string[] }> = [];
    const walk = (nodes: typeof categories) => {
      for (const node of nodes) {
        if (fold(node.name).includes(wanted)) matching.push({ id: node.id, name: node.name, path: node.path });
        walk(node.children);
      }
    };
    walk(categories);
    return {
      data: cards.map((card) => ({
        ...card,
        kind: variant.has(card.id) ? ('variant' as const) : ('product' as const),
      })),
      count,
      offset: query.offset,
      limit: query.limit,
      categories: matching.slice(0, 5),
      ...(facets && { filters: facets }),
    };
  });

  // Facets of a category, of a keyword's results, or of the keyword's results within a category.
  route(app, operations.productFilterList, async ({ query }) => {
    if (query.catId !== undefined && !(await catalog.hasCategory(query.catId))) return { filters: [] };
    const productIds = query.keyword ? await engine.matchedIds(query.keyword, query.locale) : undefined;
    return {
      filters: await catalog.facets(query.locale, { categoryId: query.catId, productIds }, query.filters ?? []),
    };
  });
}
