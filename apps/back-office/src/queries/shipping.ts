import type { ShippingMethodAdmin } from '@shop/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

const shippingKeys = keysOf('shipping');

/** The shipping methods with their rates. */
export const shippingMethodsQuery = queryOptions({
  queryKey: shippingKeys.list(),
  queryFn: () => api.listShippingRates(),
});

/** A method as the API answers it after a save, in the list of methods in place of the old one (or added). */
export function useMethodSaved() {
  const queryClient = useQueryClient();
  return (method: ShippingMethodAdmin) => {
    queryClient.setQueryData(shippingMethodsQuery.queryKey, (old) =>
      old
        ? {
            data: old.data.some((m) => m.code === method.code)
              ? old.data.map((m) => (m.code === method.code ? method : m))
              : [...old.data, method],
          }
        : old,
    );
  };
}
