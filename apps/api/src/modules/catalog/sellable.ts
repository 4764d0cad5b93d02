import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether shoppers see the product in a query's `product` row named `alias`: it is active, and so
 * is its master when it is a variant (unlisting a master takes its variants with it). Part of the
 * catalogue's public surface: search filters its matches by it too.
 */
export const sellable = (alias: string): SQL => {
  const p = sql.identifier(alias);
  return sql`(${p}.active and (${p}.master_id is null or exists (select 1 from product master where master.id = ${p}.master_id and master.active)))`;
};
