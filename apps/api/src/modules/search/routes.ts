import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
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
    const [{ hits, count }, { categories }] = await Promise.all([
      engine.search({ keyword: query.keyword, locale: query.locale, limit: query.limit, offset: query.offset }),
      catalog.categoryList(query.locale, {}),
    ]);
    const cards = await catalog.cards(
      hits.map((h) => h.id),
      view,
      { lazyPrices: query.pricesLazyLoad },
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
    };
  });
}
