import { contentTypeSchema, localeCodeSchema, rowIdSchema, shippingMethodCodeSchema } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import type { MessageKey } from './i18n/i18n';
import { DashboardPage } from './pages/Dashboard';
import { auditFilters } from './queries/audit';
import { customerFilters, customerQuery, customersQuery } from './queries/customers';
import { dashboardQuery } from './queries/dashboard';
import { orderFilters, orderQuery, ordersQuery } from './queries/orders';
import { priceListEntryFilters, priceListQuery, priceListsQuery } from './queries/priceLists';
import { productFilters, productsQuery } from './queries/products';
import { staffCartQuery } from './queries/staffCarts';
import { prefetch, rowIdOf } from './route-data';
import { type ListSearch, listQuery, listSearchOf, searchOf } from './search';
import { sessionQuery } from './session';
import { AppShell } from './ui/AppShell';
import { NotFound, RouteError } from './ui/RouteStates';

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

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

// redirect: where to go after signing in; session=ended: the session ended while the member worked.
const loginSearch = searchOf(z.object({ redirect: z.string(), session: z.string() }));

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: loginSearch,
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(sessionQuery)) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('./pages/Login'), 'LoginPage'),
});

/** Every page but the login: the layout, shown only to someone signed in. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    // Back to the page asked for after signing in (the browser's path, basepath included).
    if (!session)
      throw redirect({ to: '/login', search: { redirect: window.location.pathname + window.location.search } });
  },
  component: AppShell,
});

const page = <T extends Record<string, unknown>>(importer: () => Promise<T>, name: keyof T & string) =>
  lazyRouteComponent(importer, name);

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  staticData: { nav: 'nav.dashboard' },
  // The page is drawn once, with its figures: the browser has been fetching them since the page's
  // Link header named them (apps/api/src/http/back-office.ts), beside the scripts.
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery),
  // The first screen after signing in: its code comes with the app's, not as a chunk asked for later.
  component: DashboardPage,
});

const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders',
  staticData: { nav: 'nav.orders' },
  validateSearch: listSearchOf(orderFilters),
  // The list's page is fetched as the route opens (and on hover over a link to it); a list that
  // cannot be had says so itself.
  loader: ({ context, location }) =>
    prefetch(() =>
      context.queryClient.ensureQueryData(
        ordersQuery(listQuery(orderFilters, location.search as ListSearch<typeof orderFilters>)),
      ),
    ),
  component: page(() => import('./pages/Orders'), 'OrdersPage'),
});

const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders/$orderId',
  loader: ({ context, params }) => {
    const orderId = rowIdOf(params.orderId);
    return prefetch(() => context.queryClient.ensureQueryData(orderQuery(orderId)));
  },
  component: page(() => import('./pages/OrderDetail'), 'OrderDetailPage'),
});

// Before orders/$orderId: "new" is no order's id.
const newOrderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders/new',
  validateSearch: searchOf(z.object({ q: z.string().trim() })),
  component: page(() => import('./pages/StaffOrderCustomer'), 'StaffOrderCustomerPage'),
});

const customersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers',
  staticData: { nav: 'nav.customers' },
  validateSearch: listSearchOf(customerFilters),
  loader: ({ context, location }) =>
    prefetch(() =>
      context.queryClient.ensureQueryData(
        customersQuery(listQuery(customerFilters, location.search as ListSearch<typeof customerFilters>)),
      ),
    ),
  component: page(() => import('./pages/Customers'), 'CustomersPage'),
});

const newCustomerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/new',
  component: page(() => import('./pages/CustomerNew'), 'CustomerNewPage'),
});

const customerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/$customerId',
  loader: ({ context, params }) => {
    const customerId = rowIdOf(params.customerId);
    return prefetch(() => context.queryClient.ensureQueryData(customerQuery(customerId)));
  },
  component: page(() => import('./pages/CustomerDetail'), 'CustomerDetailPage'),
});

const staffOrderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/$customerId/order',
  // The customer and the cart the member fills for them (the one left open, else a new one).
  loader: ({ context, params }) => {
    const customerId = rowIdOf(params.customerId);
    return prefetch(() =>
      Promise.all([
        context.queryClient.ensureQueryData(customerQuery(customerId)),
        context.queryClient.ensureQueryData(staffCartQuery(customerId)),
      ]),
    );
  },
  component: page(() => import('./pages/StaffOrder'), 'StaffOrderPage'),
});

const productsRoute = createRoute({
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
  component: page(() => import('./pages/Products'), 'ProductsPage'),
});

const priceListsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'price-lists',
  staticData: { ownerOnly: true, nav: 'nav.priceLists' },
  loader: ({ context }) => prefetch(() => context.queryClient.ensureQueryData(priceListsQuery)),
  component: page(() => import('./pages/PriceLists'), 'PriceListsPage'),
});

const priceListRoute = createRoute({
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
  component: page(() => import('./pages/PriceListDetail'), 'PriceListDetailPage'),
});

const couponsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'coupons',
  staticData: { ownerOnly: true, nav: 'nav.coupons' },
  component: page(() => import('./pages/Coupons'), 'CouponsPage'),
});

const shippingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'shipping',
  staticData: { ownerOnly: true, nav: 'nav.shipping' },
  validateSearch: searchOf(z.object({ method: shippingMethodCodeSchema })),
  component: page(() => import('./pages/Shipping'), 'ShippingPage'),
});

const catalogImportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'catalog-import',
  staticData: { ownerOnly: true, nav: 'nav.catalogImport' },
  validateSearch: searchOf(z.object({ import: rowIdSchema })),
  component: page(() => import('./pages/CatalogImport'), 'CatalogImportPage'),
});

const catalogFormatRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'catalog-import/format',
  staticData: { ownerOnly: true },
  component: page(() => import('./pages/CatalogFormat'), 'CatalogFormatPage'),
});

const contentRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content',
  staticData: { ownerOnly: true, nav: 'nav.content' },
  validateSearch: searchOf(
    z.object({
      type: contentTypeSchema,
      identifier: z.string().trim(),
      locale: localeCodeSchema,
      tab: contentTypeSchema,
    }),
  ),
  component: page(() => import('./pages/Content'), 'ContentPage'),
});

const auditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit',
  staticData: { ownerOnly: true, nav: 'nav.audit' },
  validateSearch: listSearchOf(auditFilters),
  component: page(() => import('./pages/Audit'), 'AuditPage'),
});

const staffRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'staff',
  staticData: { ownerOnly: true, nav: 'nav.staff' },
  component: page(() => import('./pages/Staff'), 'StaffPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([
    dashboardRoute,
    ordersRoute,
    newOrderRoute,
    orderRoute,
    customersRoute,
    newCustomerRoute,
    customerRoute,
    staffOrderRoute,
    productsRoute,
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
