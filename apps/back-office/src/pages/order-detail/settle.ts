import type { StaffOrder } from '@shop/client';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../queries/dashboard';
import { orderKeys } from '../../queries/orders';

/** After an action the API answers the whole order: it replaces the detail, lists are read again. */
export function useSettle(id: number) {
  const queryClient = useQueryClient();
  return (order: StaffOrder) => {
    queryClient.setQueryData(orderKeys.detail(id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}
