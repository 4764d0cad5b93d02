import { adminCustomerQuerySchema } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { ListQuery } from '../search';
import { keysOf } from './keys';

export const customerKeys = keysOf('customers');

/** The customer list's filters and sort, as its URL keeps them. */
export const customerFilters = adminCustomerQuerySchema.omit({ offset: true, limit: true });

/** A page of the customer list; the page shown stays until the next has arrived. */
export const customersQuery = (query: ListQuery<typeof customerFilters>) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: () => api.listCustomers({ query }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => api.getAdminCustomer({ params: { id } }) });
