import { adminProductQuerySchema } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { ListQuery } from '../search';
import { keysOf } from './keys';

/** Read again after a product's listing, price or stock changed. */
export const productKeys = keysOf('products');

/** The product list's filters and sort, as its URL keeps them. */
export const productFilters = adminProductQuerySchema.omit({ offset: true, limit: true });

/** A page of the product list; the page shown stays until the next has arrived. */
export const productsQuery = (query: ListQuery<typeof productFilters>) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => api.listAdminProducts({ query }),
    placeholderData: keepPreviousData,
  });
