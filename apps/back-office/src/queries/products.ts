import { adminProductQuerySchema, type LocaleCode } from '@shop/contracts';
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

/** What the product table's filters and its category actions offer, named in the member's language. */
export const productOptionsQuery = (locale: LocaleCode) =>
  queryOptions({
    queryKey: [...productKeys.all, 'options', locale],
    queryFn: () => api.getProductTableOptions({ query: { locale } }),
    staleTime: 60_000,
  });
