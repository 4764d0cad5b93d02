import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

/** Staff carts by their customer's id: each member of staff has one open per customer. */
export const staffCartKeys = keysOf('staffCarts');

/** The cart this member of staff fills for the customer: the one left open, else a new one (openStaffCart). */
export const staffCartQuery = (customerId: number) =>
  queryOptions({
    queryKey: staffCartKeys.detail(customerId),
    queryFn: () => api.openStaffCart({ params: { id: customerId } }),
  });
