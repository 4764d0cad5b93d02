import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { DashboardPage } from './pages/Dashboard';
import { dashboardQuery } from './pages/dashboard-query';
import { listParams, textParams } from './search';
import { sessionQuery } from './session';
import { AppShell } from './ui/AppShell';
import { NotFound, RouteError } from './ui/RouteStates';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Only the shop owner may open it: a clerk is told so, and the nav does not offer it. */
    ownerOnly?: boolean;
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

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  // redirect: where to go after signing in; session=ended: the session ended while the member worked.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['redirect', 'session'] as const),
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
  // The page is drawn once, with its figures: the browser has been fetching them since the page's
  // Link header named them (apps/api/src/http/back-office.ts), beside the scripts.
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery),
  // The first screen after signing in: its code comes with the app's, not as a chunk asked for later.
  component: DashboardPage,
});

const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders',
  validateSearch: listParams(['status', 'paymentStatus', 'method', 'from', 'to', 'q', 'sort'] as const),
  component: page(() => import('./pages/Orders'), 'OrdersPage'),
});

const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders/$orderId',
  component: page(() => import('./pages/OrderDetail'), 'OrderDetailPage'),
});

const customersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers',
  validateSearch: listParams(['q', 'blocked', 'sort'] as const),
  component: page(() => import('./pages/Customers'), 'CustomersPage'),
});

const customerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/$customerId',
  component: page(() => import('./pages/CustomerDetail'), 'CustomerDetailPage'),
});

const productsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'products',
  staticData: { ownerOnly: true },
  validateSearch: listParams(['q', 'active', 'sort'] as const),
  component: page(() => import('./pages/Products'), 'ProductsPage'),
});

const couponsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'coupons',
  staticData: { ownerOnly: true },
  component: page(() => import('./pages/Coupons'), 'CouponsPage'),
});

const shippingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'shipping',
  staticData: { ownerOnly: true },
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['method'] as const),
  component: page(() => import('./pages/Shipping'), 'ShippingPage'),
});

const catalogImportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'catalog-import',
  staticData: { ownerOnly: true },
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['import'] as const),
  component: page(() => import('./pages/CatalogImport'), 'CatalogImportPage'),
});

const contentRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content',
  staticData: { ownerOnly: true },
  validateSearch: (search: Record<string, unknown>) =>
    textParams(search, ['type', 'identifier', 'locale', 'tab'] as const),
  component: page(() => import('./pages/Content'), 'ContentPage'),
});

const auditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit',
  staticData: { ownerOnly: true },
  validateSearch: listParams(['actor', 'action', 'entityId', 'from', 'to'] as const),
  component: page(() => import('./pages/Audit'), 'AuditPage'),
});

const staffRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'staff',
  staticData: { ownerOnly: true },
  component: page(() => import('./pages/Staff'), 'StaffPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([
    dashboardRoute,
    ordersRoute,
    orderRoute,
    customersRoute,
    customerRoute,
    productsRoute,
    couponsRoute,
    shippingRoute,
    catalogImportRoute,
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
