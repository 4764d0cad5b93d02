import { type Filter, type SearchSort, searchSortOptions, sortOptions } from '@shop/contracts';

/** The spec: these query keys page and search; every other key is a filter. */
const pagingKeys = ['page', 'sort', 'phrase', 'itemsPerPage', 'term'] as const;

/**
 * The two listings: a category (newest first, 20 per page) and the search page (relevance first,
 * 24 per page, the term kept in the URL). The first sort and page size are the defaults.
 */
export const listings = {
  category: { sorts: sortOptions, perPage: [20, 40, 60] },
  search: { sorts: searchSortOptions, perPage: [24, 48, 72] },
} as const satisfies Record<string, { sorts: readonly SearchSort[]; perPage: readonly number[] }>;
export type Listing = keyof typeof listings;

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingQuery {
  listing: Listing;
  page: number;
  sort: SearchSort;
  itemsPerPage: number;
  filters: Filter[];
  /** The search page's keyword. */
  term?: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads a listing's state from its URL; anything invalid falls back to the default. */
export function parseListingQuery(params: SearchParams, listing: Listing = 'category'): ListingQuery {
  const { sorts, perPage } = listings[listing];
  const page = Number(first(params.page));
  const sort = first(params.sort) as SearchSort;
  const size = Number(first(params.itemsPerPage));
  const term = first(params.term)?.trim().slice(0, 100);
  const filters = Object.entries(params)
    .filter(([key]) => !(pagingKeys as readonly string[]).includes(key))
    .map(([name, value]) => ({
      name,
      values: [...new Set((Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(',')).filter(Boolean))],
    }))
    .filter((filter) => filter.values.length > 0 && /^[a-z][a-z0-9_-]*$/.test(filter.name));
  return {
    listing,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: (sorts as readonly SearchSort[]).includes(sort) ? sort : sorts[0],
    itemsPerPage: (perPage as readonly number[]).includes(size) ? size : perPage[0],
    filters,
    ...(listing === 'search' && term ? { term } : {}),
  };
}

/** The URL search of a listing state, leaving defaults out so URLs stay short and canonical. */
export function listingSearch(query: ListingQuery): string {
  const { sorts, perPage } = listings[query.listing];
  const search = new URLSearchParams();
  if (query.term) search.set('term', query.term);
  for (const filter of query.filters) for (const value of filter.values) search.append(filter.name, value);
  if (query.sort !== sorts[0]) search.set('sort', query.sort);
  if (query.itemsPerPage !== perPage[0]) search.set('itemsPerPage', String(query.itemsPerPage));
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
