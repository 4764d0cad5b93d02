import type { StaffOrder } from '@shop/client';
import { useQueryClient } from '@tanstack/react-query';

/** After an action the API answers the whole order: it replaces the detail, lists are read again. */
export function useSettle(id: number) {
  const queryClient = useQueryClient();
  return (order: StaffOrder) => {
    queryClient.setQueryData(['order', id], order);
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}
