import { rowIdSchema } from '@shop/contracts';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { categoriesQuery } from '../queries/categories';
import { prefetch } from '../route-data';
import { searchOf } from '../search';
import { appRoute, page } from './app';

// The category tree's editor: the category chosen is in the address, so a link opens it.

export const categoriesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'categories',
  staticData: { ownerOnly: true, nav: 'nav.categories' },
  validateSearch: searchOf(z.object({ category: rowIdSchema })),
  loader: ({ context }) => prefetch(() => context.queryClient.ensureQueryData(categoriesQuery)),
  component: page(() => import('../pages/Categories'), 'CategoriesPage'),
});
