import type { QuoteState } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const quoteKeys = keysOf('quotes');

/** Quotes of one state (open requests unless another is chosen, or all), newest first. */
export const quotesQuery = (query: { state: QuoteState | 'all'; offset: number }) =>
  queryOptions({
    queryKey: quoteKeys.list(query),
    queryFn: () => api.listQuoteRequests({ query: { ...query, limit: 50 } }),
  });

/** A quote as its customer reads it, with the customer's own prices beside the quoted ones. */
export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: quoteKeys.detail(id),
    queryFn: () => api.getQuoteRequest({ params: { quoteId: id } }),
  });
