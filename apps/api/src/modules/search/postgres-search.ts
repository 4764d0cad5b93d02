import type { LocaleCode, SearchSort } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { versionedCache } from '../../lib/versioned-cache';
import { filterConditions, type ResolvedFilter } from '../catalog/filters';
import { sellable } from '../catalog/sellable';
import { catalogVersionOf } from '../catalog/version';
import { searchVocabulary, searchWords, type Vocabulary } from './vocabulary';

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

/** An int[] as the drivers answer it: node-postgres parses it, PGlite too; text '{1,2}' is read as well. */
const parseIds = (value: number[] | string): number[] =>
  (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value).map(Number);

const configs: Record<LocaleCode, string> = { de: 'german', en: 'english', fr: 'french', es: 'spanish', it: 'italian' };

/** Typo tolerance joins when exact and full-text matching find fewer than this (the search page's size). */
const FUZZY_BELOW = 24;

/** Words of a keyword as a prefix query ("akku bohr" → akku:* & bohr:*); only letters and digits pass. */
export function prefixQuery(keyword: string): string {
  return searchWords(keyword)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** What a mistyped keyword may have meant, in a locale's vocabulary. */
export interface Corrections {
  /**
   * The prefix query with each unknown word or its corrections ("akku spriit" → akku:* & (spriit:* |
   * spirit)); none when no word has one.
   */
  query?: string;
  /** Item numbers (as stored) the whole keyword is a typo of. */
  itemnums: string[];
}

/**
 * Corrections of the words a vocabulary does not know, not even as the beginning of a word: one typo
 * tolerated from 5 letters, two from 9 (typo-index.ts). The keyword as a whole is checked against
 * the item numbers the same way.
 */
export function corrections(vocabulary: Vocabulary, keyword: string, locale: string): Corrections {
  const names = vocabulary.names.get(locale);
  let corrected = false;
  const query = searchWords(keyword).map((word) => {
    const fixes = names && !names.known(word) ? names.corrections(word) : [];
    if (fixes.length === 0) return `${word}:*`;
    corrected = true;
    return `(${[`${word}:*`, ...fixes].join(' | ')})`;
  });
  const typed = keyword.trim().toLowerCase();
  const itemnums =
    /\s/.test(typed) || vocabulary.itemnums.known(typed)
      ? []
      : vocabulary.itemnums.corrections(typed).flatMap((item) => [item, ...(vocabulary.spellings.get(item) ?? [])]);
  return { query: corrected ? query.join(' & ') : undefined, itemnums };
}

/**
 * Keyword search over PostgreSQL: item number or SKU hits first, then full text over each locale's
 * stored, weighted tsvector (name, title, attribute values, description; GIN index) with prefix
 * matching while typing. When those find few, typos are tolerated: words the catalogue's vocabulary
 * does not know are searched with their corrections too (vocabulary.ts), and pg_trgm word similarity
 * (GIN trigram index on the name) catches the rest. Variants appear only by their own item number or
 * SKU.
 */
interface SearchPage {
  hits: Array<{ id: number; variant: boolean }>;
  count: number;
}

export function postgresSearch(db: Database) {
  const vocabulary = searchVocabulary(db);
  const ids = (list: number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    );

  /**
   * The matched products of a keyword as (id, tier, rank, popularity, created_at, variant), in tiers:
   * 3 item number or SKU, 2 full text, 1 corrected item number or full text with corrected words,
   * 0 trigram similarity. Each way of matching is its own indexed lookup (unique indexes, the locale's
   * GIN full-text index, the GIN trigram index) over rows the others did not find, so no grouping is
   * needed; an OR across them would scan every row. Typos are looked at only when the precise matches
   * are few, the same way on every page: a search whose words are found costs what it did.
   */
  async function matches(keyword: string, locale: LocaleCode): Promise<SQL> {
    // A literal locale (a checked code) lets PostgreSQL use that locale's partial index of listed rows.
    const inLocale = sql.raw(`pt.locale = '${locale}' and pt.listed`);
    const config = sql.raw(`'${configs[locale]}'`);
    const words = prefixQuery(keyword);
    const tsquery = words ? sql`to_tsquery(${config}::regconfig, ${words})` : sql`null::tsquery`;
    const text = sql`from product_translation pt where ${inLocale} and pt.search @@ ${tsquery}`;
    const [probe] = rowsOf<{ exact: number[] | string; found: number }>(
      await db.execute(sql`select
        array(select p.id from product p where p.itemnum = ${keyword} or p.sku = upper(${keyword})) as exact,
        (select count(*)::int from (select 1 ${text} limit ${FUZZY_BELOW}) few) as found`),
    );
    const exact = parseIds(probe?.exact ?? []);
    const found = Number(probe?.found ?? 0) + exact.length;
    // Nothing to correct after an item number or SKU hit: the shopper typed one on purpose.
    const fixes: Corrections =
      found < FUZZY_BELOW && exact.length === 0 && words
        ? corrections(await vocabulary.current(), keyword, locale)
        : { itemnums: [] };
    // Full text with the corrections as alternatives: it finds everything the typed words find, and more.
    const fuzzy = fixes.query ? sql`to_tsquery(${config}::regconfig, ${fixes.query})` : tsquery;
    const corrected =
      fixes.query || fixes.itemnums.length > 0
        ? rowsOf<{ items: number[] | string; found: number }>(
            await db.execute(sql`select
              ${
                fixes.itemnums.length > 0
                  ? sql`array(select p.id from product p where p.itemnum in (${sql.join(
                      fixes.itemnums.map((itemnum) => sql`${itemnum}`),
                      sql`, `,
                    )}))`
                  : sql`'{}'::int[]`
              } as items,
              (select count(*)::int from (select 1 from product_translation pt
                where ${inLocale} and pt.search @@ ${fuzzy} limit ${FUZZY_BELOW}) few) as found`),
          )[0]
        : undefined;
    const fixedItems = parseIds(corrected?.items ?? []);
    const byItem = [...exact, ...fixedItems];
    const notByItem = byItem.length > 0 ? sql` and pt.product_id not in (${ids(byItem)})` : sql``;
    // Trigram similarity, the slowest, only when the corrections did not find enough either.
    const similar = Math.max(found, Number(corrected?.found ?? 0) + byItem.length) < FUZZY_BELOW;
    const sources = [
      exact.length > 0
        ? sql`select p.id, 3 as tier, 1::real as rank, true as item from product p where p.id in (${ids(exact)})`
        : undefined,
      fixedItems.length > 0
        ? sql`select p.id, 1 as tier, 1::real as rank, true as item from product p where p.id in (${ids(fixedItems)})`
        : undefined,
      sql`select pt.product_id as id, 2 as tier, ts_rank(pt.search, ${tsquery}) as rank, false as item ${text}${notByItem}`,
      fixes.query
        ? sql`select pt.product_id as id, 1 as tier, ts_rank(pt.search, ${fuzzy}) as rank, false as item
            from product_translation pt where ${inLocale} and pt.search @@ ${fuzzy}
            and not coalesce(pt.search @@ ${tsquery}, false)${notByItem}`
        : undefined,
      similar
        ? sql`select pt.product_id as id, 0 as tier, word_similarity(lower(${keyword}), lower(pt.name)) as rank, false as item
            from product_translation pt where ${inLocale} and lower(${keyword}) <% lower(pt.name)
            and not coalesce(pt.search @@ ${fuzzy}, false)${notByItem}`
        : undefined,
    ].filter((source) => source !== undefined);
    // Variants only by their own item number or SKU.
    return sql`select m.id, m.tier, m.rank, p.popularity, p.created_at, p.master_id is not null as variant
      from (${sql.join(sources, sql` union all `)}) m join product p on p.id = m.id
      where (p.master_id is null or m.item) and ${sellable('p')}`;
  }

  const orderBy: Record<SearchSort, SQL> = {
    relevance: sql`tier desc, rank desc, popularity desc, id`,
    latest: sql`created_at desc, id desc`,
    'price-up': sql`price asc nulls last, id`,
    'price-down': sql`price desc nulls last, id`,
  };

  // Answers per catalogue version (lib/versioned-cache.ts): every table a search reads bumps it.
  const catalogVersion = catalogVersionOf(db);
  const pages = versionedCache<SearchPage>(2_000);
  // A broad keyword matches most of the catalogue: few of these are kept.
  const matchedLists = versionedCache<number[]>(100);

  /** One page of matches, filtered and sorted, with the total. */
  async function searchPage(query: SearchQuery): Promise<SearchPage> {
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
  }

  return {
    /** One page of matches, filtered and sorted, with the total. */
    async search(query: SearchQuery): Promise<SearchPage> {
      // Corrections depend on the vocabulary, which is rebuilt in the background after a change.
      const key = `${vocabulary.builtAt()}:${JSON.stringify(query)}`;
      return pages.one(await catalogVersion(), key, () => searchPage(query));
    },

    /** The ids of every product a keyword matches, for facet counts. */
    async matchedIds(keyword: string, locale: LocaleCode): Promise<number[]> {
      const key = `${vocabulary.builtAt()}:${locale}:${keyword}`;
      return matchedLists.one(await catalogVersion(), key, async () => {
        const rows = rowsOf<{ id: number }>(
          await db.execute(sql`select id from (${await matches(keyword, locale)}) matched`),
        );
        return rows.map((r) => Number(r.id));
      });
    },

    /** Settles when the vocabulary has no rebuild under way (for tests). */
    vocabularySettled: () => vocabulary.settled(),
    /** The catalogue version of the vocabulary in use, -1 while none was needed (for tests). */
    vocabularyVersion: () => vocabulary.builtAt(),
  };
}

export type SearchEngine = ReturnType<typeof postgresSearch>;
