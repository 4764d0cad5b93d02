import type { LocaleCode } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { sellable } from '../catalog';
import { type CatalogueWords, type CatalogueWordsPerVersion, searchWords } from './catalogue-words';
import { FUZZY_BELOW, textSearchConfigs, tiers } from './relevance';

/** An int[] as the drivers answer it: node-postgres parses it, PGlite too; text '{1,2}' is read as well. */
const parseIds = (value: number[] | string): number[] =>
  (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value).map(Number);

/** The tiers as SQL literals: the query text stays what it was. */
const tier = Object.fromEntries(Object.entries(tiers).map(([name, n]) => [name, sql.raw(String(n))])) as Record<
  keyof typeof tiers,
  SQL
>;

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
  /** Each typed word with its corrections (none for a known word). */
  words: Array<{ word: string; fixes: string[] }>;
  /** Item numbers (as stored) the whole keyword is a typo of. */
  itemnums: string[];
}

/**
 * Corrections of the words a vocabulary does not know, not even as the beginning of a word: one typo
 * tolerated from 5 letters, two from 9 (typo-index.ts). The keyword as a whole is checked against
 * the item numbers the same way.
 */
export function corrections(vocabulary: CatalogueWords, keyword: string, locale: string): Corrections {
  const names = vocabulary.names.get(locale);
  const words = searchWords(keyword).map((word) => ({
    word,
    fixes: names && !names.known(word) ? names.corrections(word) : [],
  }));
  const corrected = words.some(({ fixes }) => fixes.length > 0);
  const query = words.map(({ word, fixes }) =>
    fixes.length === 0 ? `${word}:*` : `(${[`${word}:*`, ...fixes].join(' | ')})`,
  );
  const typed = keyword.trim().toLowerCase();
  const itemnums =
    /\s/.test(typed) || vocabulary.itemnums.known(typed)
      ? []
      : vocabulary.itemnums.corrections(typed).flatMap((item) => [item, ...(vocabulary.spellings.get(item) ?? [])]);
  return { query: corrected ? query.join(' & ') : undefined, words, itemnums };
}

/**
 * Keyword matching over PostgreSQL: item number or SKU hits first, then full text over each
 * locale's stored, weighted tsvector (name, title, attribute values, description; GIN index) with
 * prefix matching while typing. When those find few, typos are tolerated: words the catalogue's
 * vocabulary does not know are searched with their corrections too (catalogue-words.ts), and pg_trgm
 * word similarity (GIN trigram index on the name) catches the rest. Variants appear only by their
 * own item number or SKU. The engine (engine.ts) answers from memory what this finds, and asks
 * this while its index of a new catalogue version is being built.
 */
export function databaseMatches(db: Database, vocabulary: CatalogueWordsPerVersion) {
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
    const config = sql.raw(`'${textSearchConfigs[locale]}'`);
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
        : { words: [], itemnums: [] };
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
        ? sql`select p.id, ${tier.exact} as tier, 1::real as rank, true as item from product p where p.id in (${ids(exact)})`
        : undefined,
      fixedItems.length > 0
        ? sql`select p.id, ${tier.corrected} as tier, 1::real as rank, true as item from product p where p.id in (${ids(fixedItems)})`
        : undefined,
      sql`select pt.product_id as id, ${tier.text} as tier, ts_rank(pt.search, ${tsquery}) as rank, false as item ${text}${notByItem}`,
      fixes.query
        ? sql`select pt.product_id as id, ${tier.corrected} as tier, ts_rank(pt.search, ${fuzzy}) as rank, false as item
            from product_translation pt where ${inLocale} and pt.search @@ ${fuzzy}
            and not coalesce(pt.search @@ ${tsquery}, false)${notByItem}`
        : undefined,
      similar
        ? sql`select pt.product_id as id, ${tier.similarName} as tier, word_similarity(lower(${keyword}), lower(pt.name)) as rank, false as item
            from product_translation pt where ${inLocale} and lower(${keyword}) <% lower(pt.name)
            and not coalesce(pt.search @@ ${fuzzy}, false)${notByItem}`
        : undefined,
    ].filter((source) => source !== undefined);
    // Variants only by their own item number or SKU.
    return sql`select m.id, m.tier, m.rank, p.popularity, p.created_at, p.master_id is not null as variant
      from (${sql.join(sources, sql` union all `)}) m join product p on p.id = m.id
      where (p.master_id is null or m.item) and ${sellable('p')}`;
  }

  return { matches };
}
