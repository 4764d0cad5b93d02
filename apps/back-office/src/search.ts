import { z } from 'zod';

/** Rows per page in the back office's lists. */
export const pageSize = 25;

// Any object schema; strict or not, its fields are checked one by one.
type ObjectSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

/** A route's search parameters as `schema` types them, each one it names optional. */
export type SearchOf<S extends ObjectSchema> = Partial<z.output<S>>;

/**
 * A route's `validateSearch` from a schema (the contracts' query schemas): each parameter the
 * schema accepts is kept, one it refuses is left out, so a mistyped address shows the page with
 * its defaults instead of failing. Defaults stay out of the URL (the page's query applies them), a
 * number typed by hand (`?q=1001`) is the text it was, and an empty text is no parameter.
 */
export function searchOf<S extends ObjectSchema>(schema: S) {
  return (search: Record<string, unknown>): SearchOf<S> => {
    const picked: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.shape)) {
      const value = search[name];
      if (value === undefined) continue;
      const checked = z.safeParse(
        field,
        typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
      );
      if (checked.success && checked.data !== undefined && checked.data !== '') picked[name] = checked.data;
    }
    return picked as SearchOf<S>;
  };
}

const pageSchema = (search: Record<string, unknown>): { page?: number } => {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
};

/** A paged list's search parameters: its filters and sort (`filters`), and the page from 1. */
export type ListSearch<S extends ObjectSchema> = SearchOf<S> & { page?: number };

/** `validateSearch` of a paged list: its operation's query schema less the paging, and the page. */
export const listSearchOf =
  <S extends ObjectSchema>(filters: S) =>
  (search: Record<string, unknown>): ListSearch<S> => ({ ...searchOf(filters)(search), ...pageSchema(search) });

/** What a list asks the API for: its filters and sort, defaults applied, and a page of rows. */
export type ListQuery<S extends ObjectSchema> = z.output<S> & { offset: number; limit: number };

/** The list query a URL names: its filters with the schema's defaults (the sort), and its page's rows. */
export function listQuery<S extends ObjectSchema>(filters: S, { page, ...search }: ListSearch<S>): ListQuery<S> {
  return { ...(filters.parse(search) as z.output<S>), offset: ((page ?? 1) - 1) * pageSize, limit: pageSize };
}
