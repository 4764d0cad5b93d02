import { operations } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { categoryScope } from '../catalog/repository';
import type { CatalogService } from '../catalog/service';
import type { SearchEngine } from './postgres-search';

/** Letters without accents, lower-case, for matching category names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function searchRoutes(
  app: FastifyInstance,
  { engine, catalog }: { engine: SearchEngine; catalog: CatalogService },
) {
  route(app, operations.makeSearch, async ({ query, request }) => {
    const view = { locale: query.locale, currency: query.currency, viewer: await app.viewer(request) };
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
        ? engine.scope(query.keyword, query.locale).then((scope) => catalog.facets(query.locale, scope, filters))
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
    const filters = query.filters ?? [];
    const inCategory = query.catId === undefined ? undefined : categoryScope(query.catId);
    if (query.catId !== undefined && !(await catalog.hasCategory(query.catId))) return { filters: [] };
    const scope = query.keyword
      ? sql`select id from (${await engine.scope(query.keyword, query.locale)}) found${
          inCategory ? sql` where id in (${inCategory})` : sql``
        }`
      : inCategory!;
    return { filters: await catalog.facets(query.locale, scope, filters) };
  });
}
