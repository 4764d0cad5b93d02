// Listing and search options, apart from their schemas: browser code reads them without loading zod.

export const sortOptions = ['latest', 'price-up', 'price-down'] as const;

/** Search results sort by relevance first; the listing sorts are offered too. */
export const searchSortOptions = ['relevance', ...sortOptions] as const;

/** The deepest offsets a listing and a search page (their last reachable page) may ask for. */
export const maxListOffset = 100_000;
export const maxSearchOffset = 10_000;
