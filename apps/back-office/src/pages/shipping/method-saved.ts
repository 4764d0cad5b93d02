import type { ShippingMethodAdmin } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';

/** A method as the API answers it after a save, in the list of methods in place of the old one (or added). */
export function useMethodSaved() {
  const queryClient = useQueryClient();
  return (method: ShippingMethodAdmin) => {
    queryClient.setQueryData<{ data: ShippingMethodAdmin[] }>(['shipping'], (old) =>
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
