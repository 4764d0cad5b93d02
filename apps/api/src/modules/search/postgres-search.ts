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
      const exact = sql`(lower(p.itemnum) = lower(${keyword}) or lower(p.sku) = lower(${keyword}))`;
      const where = sql`pt.locale = ${locale}
        and (${exact}
          or (p.master_id is null and (pt.search @@ ${tsquery} or lower(${keyword}) <% lower(pt.name))))`;
      const [rows, total] = await Promise.all([
        db.execute(sql`
          select p.id, p.master_id is not null as variant
          from product_translation pt join product p on p.id = pt.product_id
          where ${where}
          order by (case when ${exact} then 1 else 0 end) desc,
            ts_rank(pt.search, ${tsquery}) desc nulls last,
            word_similarity(lower(${keyword}), lower(pt.name)) desc,
            p.popularity desc, p.id
          limit ${limit} offset ${offset}`),
        db.execute(sql`
          select count(*)::int as n from product_translation pt join product p on p.id = pt.product_id where ${where}`),
      ]);
      return {
        hits: rowsOf<{ id: number; variant: boolean }>(rows).map((r) => ({
          id: Number(r.id),
          variant: Boolean(r.variant),
        })),
        count: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
      };
    },
  };
}
