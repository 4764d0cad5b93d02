import { and, type Column, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { productAttributes } from './tables';

// Part of the catalogue's public surface with version.ts: search filters its matches with these.

/**
 * Filters resolved to option ids: the values of one filter are alternatives, filters combine.
 * Resolving first (attribute_option is small) lets each condition be answered from the
 * (option_id, product_id) index, and lets PostgreSQL estimate it: joining the option table inside
 * the condition made it plan nested loops over tens of thousands of rows (bench/catalog.ts).
 */
export interface ResolvedFilter {
  name: string;
  optionIds: number[];
}

const chosen = alias(productAttributes, 'chosen');

/** One condition per filter on the product in `productId`: it has one of the filter's options. */
export function filterConditions(db: Database, filters: ResolvedFilter[], productId: Column | SQL): SQL[] {
  return filters.map((filter) =>
    filter.optionIds.length === 0
      ? sql`false`
      : exists(
          db
            .select({ one: sql`1` })
            .from(chosen)
            .where(and(eq(chosen.productId, productId), inArray(chosen.optionId, filter.optionIds))),
        ),
  );
}
