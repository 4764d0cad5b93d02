import { defaultLocale, type Filter, type LocaleCode, type Settings, type Sort } from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import type { InventoryService } from '../inventory';
import type { PriceListQueries, PricingService } from '../pricing';
import { catalogIndex } from './catalog-index';
import { categoryTree } from './category-tree';
import { catalogFacets } from './facets';
import { priceListQueries } from './price-list';
import { productCards } from './product-cards';
import { productDetail } from './product-detail';
import { purchaseRules } from './purchase-rules';
import type { CatalogRepository } from './repository';

interface MyItemsQuery {
  filters: Filter[];
  sort: Sort;
  limit: number;
  offset: number;
  pricesLazyLoad: boolean;
  loadFilters: boolean;
}

interface Dependencies {
  repository: CatalogRepository;
  pricing: PricingService;
  priceLists: PriceListQueries;
  inventory: InventoryService;
  settings: () => Promise<Settings>;
}

/**
 * The catalogue: categories, listings, facets, product pages and cards, price lists, and the
 * purchase rules the cart and the order apply. Each concern is its own module; shared answers are
 * kept per catalogue version (lib/versioned-cache.ts) and a request reads the version once.
 */
export function catalogService({ repository, pricing, priceLists, inventory, settings }: Dependencies) {
  const categories = categoryTree(repository);
  const cards = productCards({ repository, pricing, inventory, settings });
  const index = catalogIndex(repository);
  const facets = catalogFacets(repository, index);

  return {
    ...categories,
    ...priceListQueries({ repository, priceLists, pricing, cards }),
    ...purchaseRules({ repository, pricing, inventory, cards }),
    /** Product cards for ids in that order, with the shopper's prices and stock unless lazy. */
    cards: cards.cards,
    product: productDetail({ repository, categories, cards, pricing }),
    facets,

    /**
     * productFilterList: the facets of a category, of a keyword's results (`productIds`, from the
     * search), or of the keyword's results within a category; none for a category that does not exist.
     */
    async filterList(
      locale: LocaleCode,
      filters: Filter[],
      scope: { categoryId?: number; productIds?: () => Promise<ArrayLike<number>> },
    ) {
      if (scope.categoryId !== undefined && !(await categories.hasCategory(scope.categoryId))) return [];
      return facets(locale, { categoryId: scope.categoryId, productIds: await scope.productIds?.() }, filters);
    },

    async productList(
      view: ShopperView,
      query: { catId: number; filters: Filter[]; sort: Sort; limit: number; offset: number; pricesLazyLoad: boolean },
    ) {
      const version = await repository.catalogVersion();
      const entries = await categories.tree(version);
      // The spec: a missing root category or id -1 gives an empty result.
      if (query.catId === -1 || !entries.has(query.catId))
        return { data: [], count: 0, offset: query.offset, limit: query.limit };
      const [{ listings }, filters] = await Promise.all([index.at(version), repository.resolveFilters(query.filters)]);
      const { ids, count } = listings.page({
        categoryId: query.catId,
        filters,
        sort: query.sort,
        currency: view.currency,
        limit: query.limit,
        offset: query.offset,
      });
      return {
        data: await cards.cards(ids, view, { lazyPrices: query.pricesLazyLoad, version }),
        count,
        offset: query.offset,
        limit: query.limit,
      };
    },

    /**
     * My items (getMyItems): the products a customer bought (`purchasedIds`, the order module's)
     * and those of their price lists, as far as shoppers still see them, filtered, sorted and paged
     * as a category is, with the facets of them all on request.
     */
    async myItems(
      view: ShopperView,
      customer: { customerNumber: string; purchasedIds: number[] },
      query: MyItemsQuery,
    ) {
      const version = await repository.catalogVersion();
      const listedIds = await priceLists.productIds(customer.customerNumber);
      const mine = [...new Set([...customer.purchasedIds, ...listedIds])];
      // Unlisted products, and variants of unlisted masters, are left out as every listing leaves them.
      const rows = await cards.rowsOf(mine, view.locale, version, view.currency);
      const sellable = rows.filter((r) => r.row.sellable).map((r) => r.row.id);
      const [{ listings }, filters] = await Promise.all([index.at(version), repository.resolveFilters(query.filters)]);
      const { ids, count } = listings.pageOfProducts(sellable, {
        filters,
        sort: query.sort,
        currency: view.currency,
        limit: query.limit,
        offset: query.offset,
      });
      const [data, facetList] = await Promise.all([
        cards.cards(ids, view, { lazyPrices: query.pricesLazyLoad, version }),
        query.loadFilters ? facets(view.locale, { productIds: sellable }, query.filters) : undefined,
      ]);
      return { data, count, offset: query.offset, limit: query.limit, ...(facetList && { filters: facetList }) };
    },

    async recommendations(
      view: ShopperView,
      query: { catId: number; limit: number; exclude?: number; popularOnly: boolean },
    ) {
      if (!(await categories.hasCategory(query.catId))) return [];
      const ids = await repository.popular(query.catId, query.limit, query.exclude, query.popularOnly);
      return cards.cards(ids, view);
    },

    /** Whether a product page can be drawn in the locale: the product has a text in it or the default's. */
    productExists: (id: number, locale?: LocaleCode) =>
      repository.productExists(id, locale ? [...new Set([locale, defaultLocale])] : []),

    /**
     * Builds the in-memory catalogue (facets and listings) of the current version and keeps every
     * product's card, before shoppers come; the cards are read whole again at each new version.
     */
    async warm() {
      const version = await repository.catalogVersion();
      await Promise.all([index.at(version), cards.keepEveryCard(version)]);
    },

    /**
     * Settles once the in-memory catalogue holds the current version: after a change this process
     * made, its next listing shows the change rather than the previous version's while it rebuilds.
     */
    async caughtUp() {
      await index.at(await repository.catalogVersion());
      await index.settled();
    },

    /** Filter values as option ids, for listings outside the catalogue (search). */
    resolveFilters: (filters: Filter[]) => repository.resolveFilters(filters),

    sitemap: (offset: number, limit: number) => repository.sitemap(offset, limit),

    /** Names and SKUs of products, in the locale. */
    async productNames(ids: number[], locale: LocaleCode) {
      const found = await repository.cards([...new Set(ids)], locale);
      return new Map(found.map((c) => [c.row.id, { name: c.text.name, sku: c.row.sku }]));
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
