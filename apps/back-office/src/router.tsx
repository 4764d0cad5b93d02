import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { MessageKey } from './i18n/i18n';
import { appRoute, loginRoute, rootRoute } from './routes/app';
import { attributesRoute } from './routes/attributes';
import {
  catalogFormatRoute,
  catalogImportRoute,
  priceListRoute,
  priceListsRoute,
  productsRoute,
} from './routes/catalog';
import { categoriesRoute } from './routes/categories';
import { newProductRoute, productEditorRoute } from './routes/product';
import {
  customerRoute,
  customersRoute,
  dashboardRoute,
  invoicesRoute,
  newCustomerRoute,
  newOrderRoute,
  orderRoute,
  ordersRoute,
  quoteRoute,
  quotesRoute,
  returnRoute,
  returnsRoute,
  staffOrderRoute,
} from './routes/sales';
import { auditRoute, contentRoute, couponsRoute, shippingRoute, staffRoute } from './routes/shop';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Only the shop owner may open it: a clerk is told so, and the nav does not offer it. */
    ownerOnly?: boolean;
    /** The section's name in the nav, which lists the routes that have one in the route tree's order. */
    nav?: MessageKey;
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([
    dashboardRoute,
    ordersRoute,
    newOrderRoute,
    orderRoute,
    invoicesRoute,
    returnsRoute,
    returnRoute,
    quotesRoute,
    quoteRoute,
    customersRoute,
    newCustomerRoute,
    customerRoute,
    staffOrderRoute,
    productsRoute,
    attributesRoute,
    newProductRoute,
    productEditorRoute,
    categoriesRoute,
    priceListsRoute,
    priceListRoute,
    couponsRoute,
    shippingRoute,
    catalogImportRoute,
    catalogFormatRoute,
    contentRoute,
    auditRoute,
    staffRoute,
  ]),
]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    basepath: '/admin',
    context: { queryClient },
    defaultPreload: 'intent',
    // Data is TanStack Query's: the router keeps none of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
