import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

/** Read again after an order changed. */
export const dashboardKeys = keysOf('dashboard');

/** The dashboard's figures, refreshed every minute while it is open. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: () => api.getDashboard(),
  refetchInterval: 60_000,
});
