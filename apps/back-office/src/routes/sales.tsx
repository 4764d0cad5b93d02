import { quoteStates, returnStates } from '@shop/contracts';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DashboardPage } from '../pages/Dashboard';
import { type InvoiceSearch, invoiceFilters, invoiceQuery } from '../pages/invoices/period';
import { customerFilters, customerQuery, customersQuery } from '../queries/customers';
import { dashboardQuery } from '../queries/dashboard';
import { invoicesQuery } from '../queries/invoices';
import { orderFilters, orderQuery, ordersQuery } from '../queries/orders';
import { quoteQuery, quotesQuery } from '../queries/quotes';
import { returnQuery, returnsQuery } from '../queries/returns';
import { staffCartQuery } from '../queries/staffCarts';
import { prefetch, rowIdOf } from '../route-data';
import { type ListSearch, listQuery, listSearchOf, searchOf } from '../search';
import { appRoute, page } from './app';

// Selling: the dashboard, orders and their invoices, customers and the orders staff take for them.

export const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  staticData: { nav: 'nav.dashboard' },
  // The page is drawn once, with its figures: the browser has been fetching them since the page's
  // Link header named them (apps/api/src/http/back-office.ts), beside the scripts.
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery),
  // The first screen after signing in: its code comes with the app's, not as a chunk asked for later.
  component: DashboardPage,
});

export const ordersRoute = createRoute({
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
  component: page(() => import('../pages/Orders'), 'OrdersPage'),
});

export const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders/$orderId',
  loader: ({ context, params }) => {
    const orderId = rowIdOf(params.orderId);
    return prefetch(() => context.queryClient.ensureQueryData(orderQuery(orderId)));
  },
  component: page(() => import('../pages/OrderDetail'), 'OrderDetailPage'),
});

export const invoicesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'invoices',
  staticData: { nav: 'nav.invoices' },
  validateSearch: listSearchOf(invoiceFilters),
  loader: ({ context, location }) =>
    prefetch(() => context.queryClient.ensureQueryData(invoicesQuery(invoiceQuery(location.search as InvoiceSearch)))),
  component: page(() => import('../pages/Invoices'), 'InvoicesPage'),
});

export const returnsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'returns',
  staticData: { nav: 'nav.returns' },
  validateSearch: searchOf(z.object({ state: z.enum(returnStates) })),
  loader: ({ context, location }) =>
    prefetch(() =>
      context.queryClient.ensureQueryData(returnsQuery({ state: (location.search as { state?: never }).state })),
    ),
  component: page(() => import('../pages/Returns'), 'ReturnsPage'),
});

export const returnRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'returns/$returnId',
  loader: ({ context, params }) =>
    prefetch(() => context.queryClient.ensureQueryData(returnQuery(rowIdOf(params.returnId)))),
  component: page(() => import('../pages/ReturnDetail'), 'ReturnDetailPage'),
});

export const quotesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'quotes',
  staticData: { nav: 'nav.quotes' },
  validateSearch: searchOf(z.object({ state: z.enum([...quoteStates, 'all']), page: z.coerce.number().int().min(1) })),
  loader: ({ context, location }) => {
    const { state = 'requested', page = 1 } = location.search as { state?: 'requested'; page?: number };
    return prefetch(() => context.queryClient.ensureQueryData(quotesQuery({ state, offset: (page - 1) * 50 })));
  },
  component: page(() => import('../pages/Quotes'), 'QuotesPage'),
});

export const quoteRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'quotes/$quoteId',
  loader: ({ context, params }) =>
    prefetch(() => context.queryClient.ensureQueryData(quoteQuery(rowIdOf(params.quoteId)))),
  component: page(() => import('../pages/QuoteDetail'), 'QuoteDetailPage'),
});

// Before orders/$orderId: "new" is no order's id.
export const newOrderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'orders/new',
  validateSearch: searchOf(z.object({ q: z.string().trim() })),
  component: page(() => import('../pages/StaffOrderCustomer'), 'StaffOrderCustomerPage'),
});

export const customersRoute = createRoute({
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
  component: page(() => import('../pages/Customers'), 'CustomersPage'),
});

export const newCustomerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/new',
  component: page(() => import('../pages/CustomerNew'), 'CustomerNewPage'),
});

export const customerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/$customerId',
  loader: ({ context, params }) => {
    const customerId = rowIdOf(params.customerId);
    return prefetch(() => context.queryClient.ensureQueryData(customerQuery(customerId)));
  },
  component: page(() => import('../pages/CustomerDetail'), 'CustomerDetailPage'),
});

export const staffOrderRoute = createRoute({
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
  component: page(() => import('../pages/StaffOrder'), 'StaffOrderPage'),
});
