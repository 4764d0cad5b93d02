import { type Filter, itemSuggestionsLimit, type operations, type ProductCard } from '@shop/contracts';
import type { z } from 'zod';
import type { ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog';
import type { SearchEngine } from './engine';

type SearchQuery = z.output<typeof operations.makeSearch.query>;

/** Letters without accents, lower-case, for matching category names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Folded names of the kept category tree's nodes, folded once rather than at every search. */
const foldedNames = new WeakMap<object, string>();
const foldedName = (node: { name: string }) => {
  let folded = foldedNames.get(node);
  if (folded === undefined) {
    folded = fold(node.name);
    foldedNames.set(node, folded);
  }
  return folded;
};

/**
 * A keyword search: the engine's hits drawn as the catalogue's cards with the shopper's prices,
 * the categories whose names hold the keyword, and on request the facets of all results.
 */
export function searchService({ engine, catalog }: { engine: SearchEngine; catalog: CatalogService }) {
  /** The categories whose name holds the keyword, at most five. */
  async function matchingCategories(query: SearchQuery) {
    const { categories } = await catalog.categoryList(query.locale, {});
    const wanted = fold(query.keyword);
    const matching: Array<{ id: number; name: string; path: string[] }> = [];
    const walk = (nodes: typeof categories) => {
      for (const node of nodes) {
        if (foldedName(node).includes(wanted)) matching.push({ id: node.id, name: node.name, path: node.path });
        walk(node.children);
      }
    };
    walk(categories);
    return matching.slice(0, 5);
  }

  return {
    /**
     * Suggestions for a quick-order row: products whose item number, SKU or EAN starts with what is
     * typed first (a buyer types numbers), then what a search for it finds.
     */
    async suggestItems(view: ShopperView, prefix: string): Promise<ProductCard[]> {
      const limit = itemSuggestionsLimit;
      const byNumber = await catalog.idsByNumberPrefix(prefix, limit);
      const found =
        byNumber.length < limit
          ? await engine.search({
              keyword: prefix,
              locale: view.locale,
              filters: [],
              sort: 'relevance',
              currency: view.currency,
              limit,
              offset: 0,
            })
          : { hits: [] };
      const ids = [...new Set([...byNumber, ...found.hits.map((hit) => hit.id)])].slice(0, limit);
      return catalog.cards(ids, view);
    },

    /** Ids of every product the keyword finds, for facets and listings scoped to a search. */
    matchedIds: engine.matchedIds,

    async search(view: ShopperView, query: SearchQuery) {
      const filters: Filter[] = query.filters ?? [];
      const [{ hits, count }, categories, facets] = await Promise.all([
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
        matchingCategories(query),
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
      return {
        data: cards.map((card) => ({
          ...card,
          kind: variant.has(card.id) ? ('variant' as const) : ('product' as const),
        })),
        count,
        offset: query.offset,
        limit: query.limit,
        categories,
        ...(facets && { filters: facets }),
      };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
