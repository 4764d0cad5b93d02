import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { searchOf } from '../search';
import { sessionQuery } from '../session';
import { AppShell } from '../ui/AppShell';
import { NotFound, RouteError } from '../ui/RouteStates';

// The route tree's trunk: the login and the signed-in layout every page hangs from. Each area's
// pages are in a file of their own beside this one; router.tsx puts the tree together.

export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

// redirect: where to go after signing in; session=ended: the session ended while the member worked.
const loginSearch = searchOf(z.object({ redirect: z.string(), session: z.string() }));

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: loginSearch,
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(sessionQuery)) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('../pages/Login'), 'LoginPage'),
});

export const appRoute = createRoute({
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

/** A page's component, loaded as its route opens. */
export const page = <T extends Record<string, unknown>>(importer: () => Promise<T>, name: keyof T & string) =>
  lazyRouteComponent(importer, name);
