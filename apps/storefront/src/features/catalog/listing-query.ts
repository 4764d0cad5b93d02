import { type Filter, type Sort, sortOptions } from '@shop/contracts';

/** The spec: these query keys page and search; every other key is a filter. */
export const pagingKeys = ['page', 'sort', 'phrase', 'itemsPerPage', 'term'] as const;
export const itemsPerPageOptions = [20, 40, 60] as const;
export const defaultItemsPerPage = 20;

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingQuery {
  page: number;
  sort: Sort;
  itemsPerPage: number;
  filters: Filter[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads a listing's state from its URL; anything invalid falls back to the default. */
export function parseListingQuery(params: SearchParams): ListingQuery {
  const page = Number(first(params.page));
  const sort = first(params.sort);
  const perPage = Number(first(params.itemsPerPage));
  const filters = Object.entries(params)
    .filter(([key]) => !(pagingKeys as readonly string[]).includes(key))
    .map(([name, value]) => ({
      name,
      values: [...new Set((Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(',')).filter(Boolean))],
    }))
    .filter((filter) => filter.values.length > 0 && /^[a-z][a-z0-9_-]*$/.test(filter.name));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: (sortOptions as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'latest',
    itemsPerPage: (itemsPerPageOptions as readonly number[]).includes(perPage) ? perPage : defaultItemsPerPage,
    filters,
  };
}

/** The URL search of a listing state, leaving defaults out so URLs stay short and canonical. */
export function listingSearch(query: ListingQuery): string {
  const search = new URLSearchParams();
  for (const filter of query.filters) for (const value of filter.values) search.append(filter.name, value);
  if (query.sort !== 'latest') search.set('sort', query.sort);
  if (query.itemsPerPage !== defaultItemsPerPage) search.set('itemsPerPage', String(query.itemsPerPage));
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The filters with one value switched on or off. */
export function toggleFilter(filters: Filter[], name: string, value: string): Filter[] {
  const current = filters.find((f) => f.name === name);
  if (!current) return [...filters, { name, values: [value] }];
  const values = current.values.includes(value)
    ? current.values.filter((v) => v !== value)
    : [...current.values, value];
  return filters.map((f) => (f.name === name ? { name, values } : f)).filter((f) => f.values.length > 0);
}
