/**
 * Search parameters as pages keep them in the URL: strings left out when empty, a page number from 1.
 * The API validates what it is sent; these only keep the URL's shape.
 */
export function textParams<K extends string>(search: Record<string, unknown>, keys: readonly K[]) {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '') picked[key] = value.trim();
    else if (typeof value === 'number') picked[key] = String(value);
  }
  return picked;
}

function pageParam(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** A paged list's parameters: its filters and sort, and the page. */
export const listParams =
  <K extends string>(keys: readonly K[]) =>
  (search: Record<string, unknown>) => ({ ...textParams(search, keys), ...pageParam(search) });

/** Rows per page in the back office's lists. */
export const pageSize = 25;
