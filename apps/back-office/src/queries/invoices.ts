import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { InvoiceListQuery } from '../pages/invoices/period';
import { keysOf } from './keys';

const invoiceKeys = keysOf('invoices');

/** A page of the period's invoices and credit notes with its totals; the page shown stays until the next has arrived. */
export const invoicesQuery = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => api.listInvoices({ query }),
    placeholderData: keepPreviousData,
  });
