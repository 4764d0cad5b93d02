import type { LocaleCode, SearchSort } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { versionedCache } from '../../lib/versioned-cache';
import { catalogVersionOf, filterConditions, type ResolvedFilter } from '../catalog';
import { sortingPriceOf } from '../pricing';
import { catalogueWordsPerVersion } from './catalogue-words';
import { before, type Candidates, firstOf, memoryMatches, stemmer } from './memory-search';
import { corrections, databaseMatches } from './postgres-search';
import { loadSearchIndex, type SearchIndex } from './search-index';

export interface SearchQuery {
  keyword: string;
  locale: LocaleCode;
  filters: ResolvedFilter[];
  sort: SearchSort;
  currency: string;
  limit: number;
  offset: number;
}

interface SearchPage {
  hits: Array<{ id: number; variant: boolean }>;
  count: number;
}

/**
 * The search index of the newest catalogue version, built in the background: `at` answers it
 * only for the version a request read (or a newer one), so nothing is found past a change; while
 * a newer one is built the database answers.
 */
function indexPerVersion(db: Database) {
  let current: SearchIndex | undefined;
  let building: Promise<void> | undefined;
  return {
    at(version: number): SearchIndex | undefined {
      if (current && current.version >= version) return current;
      building ??= loadSearchIndex(db)
        .then((index) => {
          if (!current || index.version > current.version) current = index;
        })
        // A failed build is tried again by the next search; the database answers meanwhile.
        .catch(() => undefined)
        .finally(() => {
          building = undefined;
        });
      return undefined;
    },
    /** Settles when no build is under way (for tests and the bench). */
    async settled() {
      while (building) await building;
    },
  };
}

const orderBy: Record<SearchSort, SQL> = {
  relevance: sql`tier desc, rank desc, popularity desc, id`,
  latest: sql`created_at desc, id desc`,
  'price-up': sql`price asc nulls last, id`,
  'price-down': sql`price desc nulls last, id`,
};

/**
 * Keyword search: item number and SKU hits first, then products with every word (prefixes while
 * typing), then corrections of mistyped words and item numbers, then similar names
 * (postgres-search.ts says how each is matched). The matching runs in memory over an index of the
 * catalogue version (search-index.ts); a page filtered by attributes or sorted by price is cut in
 * the database from those matches. `memory: false` leaves every search to the database (the
 * relevance tests hold both ways to the same expectations).
 */
export function searchEngine(db: Database, { memory = true }: { memory?: boolean } = {}) {
  const vocabulary = catalogueWordsPerVersion(db);
  const database = databaseMatches(db, vocabulary);
  const stems = stemmer(db);
  const indexes = indexPerVersion(db);
  // Answers per catalogue version (lib/versioned-cache.ts): every table a search reads bumps it.
  const catalogVersion = catalogVersionOf(db);
  const pages = versionedCache<SearchPage>(2_000);
  // A broad keyword matches most of the catalogue: few of these are kept.
  const matchedLists = versionedCache<Uint32Array>(100);

  // The search page asks for a keyword's page and, beside it, every match for the facets: one matching serves both.
  const matchedSets = versionedCache<Candidates>(64);
  const candidatesOf = (index: SearchIndex, keyword: string, locale: LocaleCode) =>
    matchedSets.one(index.version, `${vocabulary.builtAt()}:${locale}:${keyword}`, () =>
      matching(index, keyword, locale),
    );
  const matching = (index: SearchIndex, keyword: string, locale: LocaleCode) =>
    memoryMatches(
      {
        index,
        stems,
        corrections: async () => corrections(await vocabulary.current(), keyword, locale),
      },
      keyword,
      locale,
    );

  /** Candidates as the relation the database path's matching answers. */
  const relationOf = (candidates: Candidates): SQL => {
    const list = (values: ArrayLike<number> & { join(separator: string): string }) => `{${values.join(',')}}`;
    return sql`select m.id, m.tier, m.rank, p.popularity, p.created_at, p.master_id is not null as variant
      from unnest(${list(candidates.ids())}::int[], ${list(candidates.tiers)}::int[],
        ${list(candidates.ranks)}::real[]) m(id, tier, rank)
      join product p on p.id = m.id`;
  };

  /** One page of matches, filtered and sorted in the database, with the total. */
  async function databasePage(matched: SQL, query: SearchQuery): Promise<SearchPage> {
    const price = query.sort.startsWith('price') ? sortingPriceOf(sql`m.id`, query.currency) : sql`null::numeric`;
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

  async function searchPage(query: SearchQuery, index: SearchIndex | undefined): Promise<SearchPage> {
    if (!index) return databasePage(await database.matches(query.keyword, query.locale), query);
    const candidates = await candidatesOf(index, query.keyword, query.locale);
    const { sort } = query;
    if (query.filters.length > 0 || (sort !== 'relevance' && sort !== 'latest'))
      return databasePage(relationOf(candidates), query);
    const page = firstOf(candidates.size, query.offset + query.limit, before(index, candidates, sort));
    return {
      hits: page.slice(query.offset).map((at) => {
        const slot = candidates.slots[at]!;
        return { id: index.ids[slot]!, variant: index.variant[slot] === 1 };
      }),
      count: candidates.size,
    };
  }

  return {
    /** One page of matches, filtered and sorted, with the total. */
    async search(query: SearchQuery): Promise<SearchPage> {
      const version = await catalogVersion();
      const index = memory ? indexes.at(version) : undefined;
      // Corrections depend on the vocabulary, which is rebuilt in the background after a change.
      const key = `${vocabulary.builtAt()}:${JSON.stringify(query)}`;
      return pages.one(version, key, () => searchPage(query, index));
    },

    /** The ids of every product a keyword matches, for facet counts. */
    async matchedIds(keyword: string, locale: LocaleCode): Promise<Uint32Array> {
      const version = await catalogVersion();
      const index = memory ? indexes.at(version) : undefined;
      const key = `${vocabulary.builtAt()}:${locale}:${keyword}`;
      return matchedLists.one(version, key, async () => {
        if (index) return (await candidatesOf(index, keyword, locale)).ids();
        const rows = rowsOf<{ id: number }>(
          await db.execute(sql`select id from (${await database.matches(keyword, locale)}) matched`),
        );
        return Uint32Array.from(rows, (r) => Number(r.id));
      });
    },

    /** Builds the index of the current catalogue version, unless one is built; settles when it is there. */
    async warm() {
      if (!memory) return;
      indexes.at(await catalogVersion());
      await indexes.settled();
    },

    /** Settles when neither the vocabulary nor the index has a build under way (for tests). */
    async settled() {
      await Promise.all([vocabulary.settled(), indexes.settled()]);
    },
    /** Whether a search at the current catalogue version is answered from memory (for tests). */
    fromMemory: async () => indexes.at(await catalogVersion()) !== undefined,
    /** Settles when the vocabulary has no rebuild under way (for tests). */
    vocabularySettled: () => vocabulary.settled(),
    /** The catalogue version of the vocabulary in use, -1 while none was needed (for tests). */
    vocabularyVersion: () => vocabulary.builtAt(),
  };
}

export type SearchEngine = ReturnType<typeof searchEngine>;
