import type { AttributeAdmin } from '@shop/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const attributeKeys = keysOf('attributes');

/** Every attribute with its values. */
export const attributesQuery = queryOptions({
  queryKey: attributeKeys.list(),
  queryFn: () => api.listAttributes(),
});

/** An attribute as the API answers it after a save, in the list in place of the old one (or added). */
export function useAttributeSaved() {
  const queryClient = useQueryClient();
  return (attribute: AttributeAdmin) => {
    queryClient.setQueryData(attributesQuery.queryKey, (old) =>
      old
        ? {
            data: old.data.some((a) => a.code === attribute.code)
              ? old.data.map((a) => (a.code === attribute.code ? attribute : a))
              : [...old.data, attribute],
          }
        : old,
    );
  };
}
