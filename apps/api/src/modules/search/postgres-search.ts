import type { LocaleCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';

/** What the shop asks of a search engine; PostgreSQL today, an external engine could answer too. */
export interface SearchEngine {
  search(query: { keyword: string; locale: LocaleCode; limit: number; offset: number }): Promise<{
    hits: Array<{ id: number; variant: boolean }>;
    count: number;
  }>;
}

/** Raw query rows: PGlite and node-postgres both answer { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const configs: Record<LocaleCode, string> = { de: 'german', en: 'english', fr: 'french', es: 'spanish', it: 'italian' };

/** Words of a keyword as a prefix query ("akku bohr" → akku:* & bohr:*); only letters and digits pass. */
export function prefixQuery(keyword: string): string {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => `${word}:*`).join(' & ');
}

/**
 * Full-text search over each locale's stored, weighted tsvector (GIN index), with item number or
 * SKU hits first, prefix matching while typing, and pg_trgm word similarity for a typo (GIN
 * trigram index on the name). Variants appear only when their own item number or SKU is typed.
 */
export function postgresSearch(db: Database): SearchEngine {
  return {
    async search({ keyword, locale, limit, offset }) {
      const config = sql.raw(`'${configs[locale]}'::regconfig`);
      const words = prefixQuery(keyword);
      const tsquery = words ? sql`to_tsquery(${config}, ${words})` : sql`null::tsquery`;
      // Each way of matching is its own indexed lookup (unique indexes, GIN full text, GIN trigram);
      // an OR across them would scan every row. Trigram similarity is the fallback for a typo, asked
      // only when full text finds less than a page.
      const exact = sql`select p.id, 3 as tier, 0::real as rank from product p
        where p.itemnum = ${keyword} or p.sku = upper(${keyword})`;
      const text = sql`select pt.product_id as id, 2 as tier, ts_rank(pt.search, ${tsquery}) as rank
        from product_translation pt where pt.locale = ${locale} and pt.search @@ ${tsquery}`;
      const fuzzy = sql`select pt.product_id as id, 1 as tier, word_similarity(lower(${keyword}), lower(pt.name)) as rank
        from product_translation pt where pt.locale = ${locale} and lower(${keyword}) <% lower(pt.name)`;
      type Sources = ReturnType<typeof sql>;
      const best = (sources: Sources) => sql`
        with hits as (${sources}),
        best as (select id, max(tier) as tier, max(rank) as rank from hits group by id)
        select b.id, b.tier, b.rank, p.popularity, p.master_id is not null as variant
        from best b join product p on p.id = b.id
        where p.master_id is null or b.tier = 3`;
      const counted = async (sources: Sources) =>
        Number(
          rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${best(sources)}) found`))[0]?.n ??
            0,
        );
      // The typo fallback joins when the exact and full-text matches fill less than a page, on every page alike.
      const precise = sql`${exact} union all ${text}`;
      const preciseCount = await counted(precise);
      const sources = preciseCount < limit ? sql`${precise} union all ${fuzzy}` : precise;
      const [rows, total] = await Promise.all([
        db
          .execute(sql`select id, variant from (${best(sources)}) found
            order by tier desc, rank desc, popularity desc, id limit ${limit} offset ${offset}`)
          .then((result) => rowsOf<{ id: number; variant: boolean }>(result)),
        sources === precise ? preciseCount : counted(sources),
      ]);
      return { hits: rows.map((r) => ({ id: Number(r.id), variant: Boolean(r.variant) })), count: total };
    },
  };
}
