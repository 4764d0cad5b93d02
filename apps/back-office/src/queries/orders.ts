import { adminOrderQuerySchema } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { ListQuery } from '../search';
import { keysOf } from './keys';

export const orderKeys = keysOf('orders');

/** The order list's filters and sort, as its URL keeps them. */
export const orderFilters = adminOrderQuerySchema.omit({ offset: true, limit: true });

/** A page of the order list; the page shown stays until the next has arrived. */
export const ordersQuery = (query: ListQuery<typeof orderFilters>) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => api.listAdminOrders({ query }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => api.getAdminOrder({ params: { id } }) });
