import { createRoute } from '@tanstack/react-router';
import { adminProductQuery, categoryChoicesQuery } from '../queries/product-editor';
import { prefetch, rowIdOf } from '../route-data';
import { appRoute, page } from './app';

// The product editor: a product's page, and a new product's (the owner's).

export const newProductRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'products/new',
  staticData: { ownerOnly: true },
  loader: ({ context }) => prefetch(() => context.queryClient.ensureQueryData(categoryChoicesQuery)),
  component: page(() => import('../pages/ProductEditor'), 'NewProductPage'),
});

export const productEditorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'products/$productId',
  staticData: { ownerOnly: true },
  loader: ({ context, params }) => {
    const id = rowIdOf(params.productId);
    return prefetch(() =>
      Promise.all([
        context.queryClient.ensureQueryData(adminProductQuery(id)),
        context.queryClient.ensureQueryData(categoryChoicesQuery),
      ]),
    );
  },
  component: page(() => import('../pages/ProductEditor'), 'ProductEditorPage'),
});
