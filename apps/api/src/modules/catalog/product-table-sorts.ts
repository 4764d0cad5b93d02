import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { products } from './tables';

// The product table's sorts by a value another table keeps, at most one row a product (the
// default language's name, the first currency's price, the stock): read in its own index's order,
// so a page deep in 100,000 products is an offset into that index, not a sort of them all. Products
// without such a row (no stock kept, no price in the currency) come before or after the rest. A
// filter that finds few products (a brand, a missing translation) has them sorted instead: walking
// the index in the hope of meeting them reads the whole catalogue when they are rare.

/** A value of a side table: its column, its product id column, and its rows alone as a query. */
export interface SideColumn {
  value: SQL;
  productId: SQL;
  alone: () => PgSelect;
}

export interface SideSort {
  /** Whether the product has the side row, in the table query's joins. */
  has: SQL;
  /** The side rows' order, by the side table's index. */
  order: SQL[];
  /** The products without a side row: before the others (true) or after them. */
  rowlessFirst: boolean;
  /** Those without, in id order (ascending or descending). */
  rowlessOrder: SQL;
  /** The side table's rows alone, for a page without filters. */
  alone: () => PgSelect;
  /** The value of the side table, and the whole order (its value, then the product id) over a few products found first. */
  value: SQL;
  fewOrder: (value: SQL, id: SQL) => SQL[];
}

/** A sort by the side table's value (its product id breaking ties), up or down. */
export function sideSort({ value, productId, alone }: SideColumn, up: boolean, rowlessFirst = false): SideSort {
  return {
    has: sql`${productId} is not null`,
    order: up ? [asc(value), asc(productId)] : [desc(value), desc(productId)],
    rowlessFirst,
    // The product's own id: theirs in the side table is null.
    rowlessOrder: up ? asc(products.id) : desc(products.id),
    alone,
    value,
    fewOrder: (value, id) => [
      sql`${value} ${sql.raw(up ? 'asc' : 'desc')} ${sql.raw(rowlessFirst ? 'nulls first' : 'nulls last')}`,
      up ? asc(id) : desc(id),
    ],
  };
}

export const idsOf = (rows: Array<{ id: number | null }>) => rows.map((row) => row.id!);

interface Part {
  /** Its ids from `offset`, at most `limit`. */
  read: (offset: number, limit: number) => Promise<number[]>;
  /** How many it holds: asked only when a page starts past its end. */
  count: () => Promise<number>;
}

/**
 * A page of a list made of two parts one after the other: the first's ids from `offset`, then as
 * many as are missing from the second. A page inside the first part reads nothing else; one
 * past its end counts it to know where in the second it starts.
 */
export async function pageOfParts([first, second]: [Part, Part], offset: number, limit: number) {
  const fromFirst = await first.read(offset, limit);
  if (fromFirst.length === limit) return fromFirst;
  const firstSize = fromFirst.length > 0 ? offset + fromFirst.length : await first.count();
  return [...fromFirst, ...(await second.read(Math.max(0, offset - firstSize), limit - fromFirst.length))];
}
