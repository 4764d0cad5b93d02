import type { LocaleCode, SearchSort } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { filterConditions, type ResolvedFilter } from '../catalog/repository';

export interface SearchQuery {
  keyword: string;
  locale: LocaleCode;
  filters: ResolvedFilter[];
  sort: SearchSort;
  currency: string;
  limit: number;
  offset: number;
}

/** Raw query rows: PGlite and node-postgres both answer { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An int[] as the drivers answer it: node-postgres parses it, PGlite too; text '{1,2}' is read as well. */
const parseIds = (value: number[] | string): number[] =>
  (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value).map(Number);

const configs: Record<LocaleCode, string> = { de: 'german', en: 'english', fr: 'french', es: 'spanish', it: 'italian' };

/** The typo fallback joins when exact and full-text matching find fewer than this (the search page's size). */
const FUZZY_BELOW = 24;

/** Words of a keyword as a prefix query ("akku bohr" → akku:* & bohr:*); only letters and digits pass. */
export function prefixQuery(keyword: string): string {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => `${word}:*`).join(' & ');
}

/**
 * Keyword search over PostgreSQL: item number or SKU hits first, then full text over each locale's
 * stored, weighted tsvector (name, title, attribute values, description; GIN index) with prefix
 * matching while typing, and pg_trgm word similarity for a typo (GIN trigram index on the name).
 * Variants appear only when their own item number or SKU is typed.
 */
export function postgresSearch(db: Database) {
  /**
   * The matched products of a keyword as (id, tier, rank, popularity, created_at, variant). Each way
   * of matching is its own indexed lookup (unique indexes, the locale's GIN full-text index, the GIN
   * trigram index) over rows the others did not find, so no grouping is needed; an OR across them
   * would scan every row. The typo fallback is asked only when the precise matches are few, the
   * same way on every page.
   */
  async function matches(keyword: string, locale: LocaleCode): Promise<SQL> {
    // A literal locale (a checked code) lets PostgreSQL use that locale's partial index of listed rows.
    const inLocale = sql.raw(`pt.locale = '${locale}' and pt.listed`);
    const words = prefixQuery(keyword);
    const tsquery = words
      ? sql`to_tsquery(${sql.raw(`'${configs[locale]}'`)}::regconfig, ${words})`
      : sql`null::tsquery`;
    const text = sql`from product_translation pt where ${inLocale} and pt.search @@ ${tsquery}`;
    const [probe] = rowsOf<{ exact: number[] | string; found: number }>(
      await db.execute(sql`select
        array(select p.id from product p where p.itemnum = ${keyword} or p.sku = upper(${keyword})) as exact,
        (select count(*)::int from (select 1 ${text} limit ${FUZZY_BELOW}) few) as found`),
    );
    const exact = parseIds(probe?.exact ?? []);
    const notExact =
      exact.length > 0
        ? sql` and pt.product_id not in (${sql.join(
            exact.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
    const sources = [
      exact.length > 0
        ? sql`select p.id, 3 as tier, 1::real as rank from product p where p.id in (${sql.join(
            exact.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
      sql`select pt.product_id as id, 2 as tier, ts_rank(pt.search, ${tsquery}) as rank ${text}${notExact}`,
      Number(probe?.found ?? 0) + exact.length < FUZZY_BELOW
        ? sql`select pt.product_id as id, 1 as tier, word_similarity(lower(${keyword}), lower(pt.name)) as rank
            from product_translation pt where ${inLocale} and lower(${keyword}) <% lower(pt.name)
            and not coalesce(pt.search @@ ${tsquery}, false)${notExact}`
        : undefined,
    ].filter((source) => source !== undefined);
    // Variants only when their own item number or SKU was typed.
    return sql`select m.id, m.tier, m.rank, p.popularity, p.created_at, p.master_id is not null as variant
      from (${sql.join(sources, sql` union all `)}) m join product p on p.id = m.id
      where p.master_id is null or m.tier = 3`;
  }

  const orderBy: Record<SearchSort, SQL> = {
    relevance: sql`tier desc, rank desc, popularity desc, id`,
    latest: sql`created_at desc, id desc`,
    'price-up': sql`price asc nulls last, id`,
    'price-down': sql`price desc nulls last, id`,
  };

  return {
    /** One page of matches, filtered and sorted, with the total. */
    async search(query: SearchQuery) {
      const matched = await matches(query.keyword, query.locale);
      const price = query.sort.startsWith('price')
        ? sql`(select coalesce(pr.special, pr.regular) from price pr where pr.product_id = m.id and pr.currency = ${query.currency})`
        : sql`null::numeric`;
      const conditions = filterConditions(db, query.filters, sql`m.id`);
      const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const rows = rowsOf<{ id: number; variant: boolean; total: number }>(
        await db.execute(sql`select id, variant, count(*) over () as total from (
            select m.*, ${price} as price from (${matched}) m ${where}
          ) found
          order by ${orderBy[query.sort]} limit ${query.limit} offset ${query.offset}`),
      );
      // Past the last page the window has no row to count on: count again without paging.
      const total =
        rows.length > 0 || query.offset === 0
          ? Number(rows[0]?.total ?? 0)
          : Number(
              rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${matched}) m ${where}`))[0]
                ?.n ?? 0,
            );
      return { hits: rows.map((r) => ({ id: Number(r.id), variant: Boolean(r.variant) })), count: total };
    },

    /** The ids of every product a keyword matches, for facet counts. */
    async matchedIds(keyword: string, locale: LocaleCode): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`select id from (${await matches(keyword, locale)}) matched`),
      );
      return rows.map((r) => Number(r.id));
    },
  };
}

export type SearchEngine = ReturnType<typeof postgresSearch>;
