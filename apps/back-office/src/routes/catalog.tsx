import { rowIdSchema } from '@shop/contracts';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { priceListEntryFilters, priceListQuery, priceListsQuery } from '../queries/priceLists';
import { productFilters, productsQuery } from '../queries/products';
import { prefetch } from '../route-data';
import { type ListSearch, listQuery, listSearchOf, searchOf } from '../search';
import { appRoute, page } from './app';

// The catalogue: products, price lists and the catalogue file.

export const productsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'products',
  staticData: { ownerOnly: true, nav: 'nav.products' },
  validateSearch: listSearchOf(productFilters),
  loader: ({ context, location }) =>
    prefetch(() =>
      context.queryClient.ensureQueryData(
        productsQuery(listQuery(productFilters, location.search as ListSearch<typeof productFilters>)),
      ),
    ),
  component: page(() => import('../pages/Products'), 'ProductsPage'),
});

export const priceListsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'price-lists',
  staticData: { ownerOnly: true, nav: 'nav.priceLists' },
  loader: ({ context }) => prefetch(() => context.queryClient.ensureQueryData(priceListsQuery)),
  component: page(() => import('../pages/PriceLists'), 'PriceListsPage'),
});

export const priceListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'price-lists/$code',
  staticData: { ownerOnly: true },
  validateSearch: listSearchOf(priceListEntryFilters),
  loader: ({ context, params, location }) =>
    prefetch(() =>
      context.queryClient.ensureQueryData(
        priceListQuery(
          params.code,
          listQuery(priceListEntryFilters, location.search as ListSearch<typeof priceListEntryFilters>),
        ),
      ),
    ),
  component: page(() => import('../pages/PriceListDetail'), 'PriceListDetailPage'),
});

export const catalogImportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'catalog-import',
  staticData: { ownerOnly: true, nav: 'nav.catalogImport' },
  validateSearch: searchOf(z.object({ import: rowIdSchema })),
  component: page(() => import('../pages/CatalogImport'), 'CatalogImportPage'),
});

export const catalogFormatRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'catalog-import/format',
  staticData: { ownerOnly: true },
  component: page(() => import('../pages/CatalogFormat'), 'CatalogFormatPage'),
});
