import type { ReturnState } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const returnKeys = keysOf('returns');

/** Returns of one state (all when none is chosen), or of one order, newest first. */
export const returnsQuery = (query: { state?: ReturnState; orderId?: number }) =>
  queryOptions({
    queryKey: returnKeys.list(query),
    queryFn: async () => (await api.listAdminReturns({ query })).data,
  });

/** A return with what refunding it would pay back. */
export const returnQuery = (id: number) =>
  queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: () => api.getAdminReturn({ params: { id } }),
  });
