import type { AdminPriceList, PriceListEntryInput, PriceListSave } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { priceListKeys } from '../../queries/priceLists';

/** Entries priced anew or removed. */
interface EntryChange {
  upsert?: PriceListEntryInput[];
  remove?: string[];
}

/**
 * Saves a change of a list's entries at the version read. The API takes a list's settings with
 * every change (absent, the validity would be cleared), so they go as they were read.
 */
export function useSaveEntries(list: AdminPriceList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EntryChange) =>
      api.savePriceList({
        params: { code: list.code },
        body: {
          name: list.name,
          currency: list.currency as PriceListSave['currency'],
          validFrom: list.validFrom,
          validTo: list.validTo,
          version: list.version,
          ...change,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
}
