import { priceListEntryQuerySchema } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { ListQuery } from '../search';
import { keysOf } from './keys';

export const priceListKeys = keysOf('price-lists');

/** Every price list, with what it prices and who holds it. */
export const priceListsQuery = queryOptions({ queryKey: priceListKeys.list(), queryFn: () => api.listPriceLists() });

/** A list's entries' search and sort, as its page's URL keeps them. */
export const priceListEntryFilters = priceListEntryQuerySchema.omit({ offset: true, limit: true });

/** A list with a page of its entries; the page shown stays until the next has arrived. */
export const priceListQuery = (code: string, query: ListQuery<typeof priceListEntryFilters>) =>
  queryOptions({
    queryKey: priceListKeys.detail({ code, ...query }),
    queryFn: () => api.getPriceList({ params: { code }, query }),
    placeholderData: keepPreviousData,
  });
