import type { Filter } from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { idsOf, numbersOf } from '../../db/aggregated';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { sortingPrices } from '../pricing';
import type { ResolvedFilter } from './filters';
import type { ListingKeyRows } from './listing-index';
import { attributeOptions, attributes, productAttributes, productCategories, products } from './tables';

/** What the listing and facet indexes are built from, and filters resolved against the facet attributes. */
export function indexRows(db: Database) {
  return {
    /**
     * Option ids of filter values, for filters on facet attributes (an unknown value resolves to
     * none, so that filter matches nothing; an unknown name is not a filter).
     */
    async resolveFilters(filters: Filter[]): Promise<ResolvedFilter[]> {
      if (filters.length === 0) return [];
      const rows = await db
        .select({ code: attributes.code, id: attributeOptions.id, value: attributeOptions.value })
        .from(attributes)
        .leftJoin(attributeOptions, eq(attributeOptions.attributeCode, attributes.code))
        .where(
          and(
            eq(attributes.isFacet, true),
            inArray(
              attributes.code,
              filters.map((f) => f.name),
            ),
          ),
        );
      // Only facet attributes filter: other query keys (utm_source, gclid, …) are left alone.
      const facetCodes = new Set(rows.map((r) => r.code));
      return filters
        .filter((f) => facetCodes.has(f.name))
        .map((f) => ({
          name: f.name,
          optionIds: rows
            .filter((r) => r.code === f.name && r.id !== null && f.values.includes(r.value!))
            .map((r) => r.id!),
        }));
    },

    /**
     * What listings sort by (listing-index.ts): each listed product's age, and every price (the
     * special, else the regular) per currency, as columns in product id order.
     */
    async listingKeyRows(): Promise<ListingKeyRows> {
      const [listed, priced] = await Promise.all([
        db.execute(
          sql`select string_agg(id::text, ',' order by id) as ids,
            string_agg((extract(epoch from created_at) * 1000)::bigint::text, ',' order by id) as created
            from ${products} where active`,
        ),
        sortingPrices(db),
      ]);
      const [ages] = rowsOf<{ ids: string | null; created: string | null }>(listed);
      return {
        products: { ids: idsOf(ages?.ids ?? null), created: numbersOf(ages?.created ?? null) },
        prices: priced,
      };
    },

    /** What the facet index is built from: each facet option's products, each category's listed products. */
    async facetIndexRows() {
      const [options, members, texts] = await Promise.all([
        db.execute(
          sql`select pa.option_id as "optionId", pa.attribute_code as code, string_agg(pa.product_id::text, ',') as ids
            from ${productAttributes} pa join ${attributes} a on a.code = pa.attribute_code
            where a.is_facet and pa.option_id is not null group by pa.option_id, pa.attribute_code`,
        ),
        db.execute(
          sql`select pc.category_id as "categoryId", string_agg(pc.product_id::text, ',') as ids
            from ${productCategories} pc join ${products} p on p.id = pc.product_id where p.active group by pc.category_id`,
        ),
        db.select().from(attributeOptions),
      ]);
      return {
        options: rowsOf<{ optionId: number; code: string; ids: string }>(options).map((row) => ({
          optionId: Number(row.optionId),
          code: row.code,
          productIds: idsOf(row.ids),
        })),
        members: rowsOf<{ categoryId: number; ids: string }>(members).map((row) => ({
          categoryId: Number(row.categoryId),
          productIds: idsOf(row.ids),
        })),
        texts,
      };
    },

    facetAttributes() {
      return db.select().from(attributes).where(eq(attributes.isFacet, true)).orderBy(asc(attributes.position));
    },
  };
}
