import { invoiceQuerySchema, siteConfig } from '@shop/contracts';
import { type ListSearch, pageSize } from '../../search';

// The invoice list's period as its address names it, apart from the API's client so pure code
// (and its test) can use it.

/** The invoice list's period and kind, as its URL keeps them. */
export const invoiceFilters = invoiceQuerySchema.omit({ offset: true, limit: true });
export type InvoiceSearch = ListSearch<typeof invoiceFilters>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The month it is now in the shop's time zone, first to last day (YYYY-MM-DD): the period the
 * page opens with, the days being the shop's as its documents' are.
 */
export function currentMonth(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en', { timeZone: siteConfig.timeZone, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .map((part) => [part.type, Number(part.value)] as const);
  const { year, month } = Object.fromEntries(parts) as Record<'year' | 'month', number>;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** What the list asks for: the URL's period (the current month where it names none), kind and page. */
export function invoiceQuery({ page, ...search }: InvoiceSearch) {
  return { ...currentMonth(), ...search, offset: ((page ?? 1) - 1) * pageSize, limit: pageSize };
}
export type InvoiceListQuery = ReturnType<typeof invoiceQuery>;
