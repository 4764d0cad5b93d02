import type { Filter } from '@shop/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sortingPrices } from '../pricing';
import type { ResolvedFilter } from './filters';
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

    /** What listings sort by (listing-index.ts): each listed product's age, and every price. */
    async listingKeyRows() {
      const [productRows, priceRows] = await Promise.all([
        db.select({ id: products.id, createdAt: products.createdAt }).from(products).where(eq(products.active, true)),
        sortingPrices(db),
      ]);
      return { productRows, priceRows };
    },

    /** What the facet index is built from: facet options with their products, and category members. */
    async facetIndexRows() {
      const [options, members, texts] = await Promise.all([
        db
          .select({
            optionId: sql<number>`${productAttributes.optionId}`,
            code: productAttributes.attributeCode,
            productId: productAttributes.productId,
          })
          .from(productAttributes)
          .innerJoin(attributes, eq(attributes.code, productAttributes.attributeCode))
          .where(and(eq(attributes.isFacet, true), isNotNull(productAttributes.optionId))),
        db
          .select({ categoryId: productCategories.categoryId, productId: productCategories.productId })
          .from(productCategories)
          .innerJoin(products, eq(products.id, productCategories.productId))
          .where(eq(products.active, true)),
        db.select().from(attributeOptions),
      ]);
      return { options, members, texts };
    },

    facetAttributes() {
      return db.select().from(attributes).where(eq(attributes.isFacet, true)).orderBy(asc(attributes.position));
    },
  };
}
