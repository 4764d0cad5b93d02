import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** The dashboard's figures, refreshed every minute while it is open. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.getDashboard(),
  refetchInterval: 60_000,
});
