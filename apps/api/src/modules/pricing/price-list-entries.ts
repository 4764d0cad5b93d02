import type { AdminPriceListEntry, FeedReport, priceListEntryQuerySchema, priceListRowSchema } from '@shop/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { rowsOf } from '../../db/rows';
import { staffFieldRefusals } from '../../lib/domain-errors';
import { priceListEntries } from './tables';

// A price list's entries: a product's price from one unit (min_qty 1) and its tiers, each a row.
// Products are named by SKU; the catalogue answers which product a SKU is, and each entry holds a
// copy of its product's SKU and name that the database keeps (tables.ts, migration 0039).

/**
 * Every product's SKU and name as a subquery `(product_id, sku, name)` for this module's SQL: the
 * catalogue's (catalog/product-labels.ts), handed over in server.ts.
 */
export type ProductLabels = () => SQL;

/** A product's prices in a list: from one unit, and its tiers by ascending quantity. */
export interface EntryPrices {
  productId: number;
  price: number;
  tiers: Array<{ minQty: number; price: number }>;
}

type Row = z.output<typeof priceListRowSchema>;

// The page's orders, over the entry's own copies of the SKU and the name (tables.ts): each is an
// index's order (price_list_entry_by_sku, _by_name, _by_price), walked backwards for a descending
// one; the SKU after a descending name or price is re-sorted within its few equal rows.
const sorts = {
  sku: sql`sku asc`,
  '-sku': sql`sku desc`,
  name: sql`name asc, sku asc`,
  '-name': sql`name desc, sku asc`,
  price: sql`price asc, sku asc`,
  '-price': sql`price desc, sku asc`,
} as const;

export function priceListEntryStore(labels: ProductLabels) {
  /** The products SKUs name (upper case, as the contracts give them). */
  async function productIdsOf(db: Database | Transaction, skus: string[]): Promise<Map<string, number>> {
    if (skus.length === 0) return new Map();
    const rows = rowsOf<{ productId: number; sku: string }>(
      await db.execute(
        sql`select l.product_id as "productId", l.sku from ${labels()} l where l.sku = any(${sql.param([...new Set(skus)])}::text[])`,
      ),
    );
    return new Map(rows.map((row) => [row.sku, row.productId]));
  }

  /** Replaces products' prices in a list: their rows deleted, then the given ones written. */
  async function replace(tx: Transaction, priceListId: number, removed: number[], entries: EntryPrices[]) {
    const gone = [...new Set([...removed, ...entries.map((entry) => entry.productId)])];
    if (gone.length > 0)
      await tx.delete(priceListEntries).where(and(eq(priceListEntries.priceListId, priceListId), productIn(gone)));
    await insert(
      tx,
      entries.flatMap((entry) => [
        { price_list_id: priceListId, product_id: entry.productId, price: entry.price, min_qty: 1 },
        ...entry.tiers.map((tier) => ({
          price_list_id: priceListId,
          product_id: entry.productId,
          price: tier.price,
          min_qty: tier.minQty,
        })),
      ]),
    );
  }

  return {
    productIdsOf,
    replace,

    /**
     * A page of a list's products with their prices, found by any part of their SKU or name and
     * sorted. Without a search, the page's products are the index entries its offset reaches in
     * the sort's index, and the count the list's own; a search finds its few rows by trigrams,
     * then sorts and counts them.
     */
    async page(db: Database, priceListId: number, query: z.output<typeof priceListEntryQuerySchema>) {
      const order = sorts[query.sort];
      const listed = sql`price_list_id = ${priceListId} and min_qty = 1`;
      const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
      const searched = pattern ? sql`${listed} and (sku ilike ${pattern} or name ilike ${pattern})` : listed;
      type Found = Omit<AdminPriceListEntry, 'tiers'>;
      const countOf = async () =>
        rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from price_list_entry where ${searched}`),
        )[0]!.n;
      let found: Found[];
      let count: number;
      if (pattern) {
        // The matches first (materialized: found by the trigram indexes, not by walking a sort's
        // index through every entry of the list), then sorted and counted.
        const rows = rowsOf<Found & { total: number }>(
          await db.execute(
            sql`with found as materialized (
                select product_id, sku, name, price from price_list_entry where ${searched})
              select product_id as "productId", sku, name, price, count(*) over ()::int as total
              from found order by ${order} limit ${query.limit} offset ${query.offset}`,
          ),
        );
        found = rows.map(({ total: _, ...row }) => row);
        // Past the last page there is no row to count with: the count is asked apart.
        count = rows[0]?.total ?? (query.offset === 0 ? 0 : await countOf());
      } else {
        // The page from the sort's index alone, which holds every column it shows: an offset skips
        // index entries. (A join back to the rows, as planned on statistics from before an import of
        // the list, walked the index again for every entry of the list.)
        found = rowsOf<Found>(
          await db.execute(
            sql`select product_id as "productId", sku, name, price from price_list_entry
              where ${listed} order by ${order} limit ${query.limit} offset ${query.offset}`,
          ),
        );
        count = await countOf();
      }
      const ids = found.map((row) => row.productId);
      const tiers =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(priceListEntries)
              .where(
                and(eq(priceListEntries.priceListId, priceListId), productIn(ids), sql`${priceListEntries.minQty} > 1`),
              )
              .orderBy(priceListEntries.productId, priceListEntries.minQty);
      const data = found.map((row) => ({
        ...row,
        tiers: tiers.filter((t) => t.productId === row.productId).map((t) => ({ minQty: t.minQty, price: t.price })),
      }));
      return { data, count, offset: query.offset, limit: query.limit };
    },

    /** How many of a list's products are not among `productIds` (an import leaves them out). */
    async leftOut(db: Database | Transaction, priceListId: number, productIds: number[]) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceListEntries)
        .where(
          and(
            eq(priceListEntries.priceListId, priceListId),
            eq(priceListEntries.minQty, 1),
            sql`not (${priceListEntries.productId} = any(${sql.param(productIds)}::int[]))`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Every row of a list by SKU and quantity: what its CSV export holds. */
    async all(db: Database, priceListId: number) {
      return rowsOf<{ sku: string; price: number; minQty: number }>(
        await db.execute(
          sql`select sku, price, min_qty as "minQty" from price_list_entry
            where price_list_id = ${priceListId} order by sku, min_qty`,
        ),
      );
    },

    /**
     * The ERP's batch: each row sets a SKU's price from its quantity on; a later row for the same
     * SKU and quantity holds. Unknown SKUs are reported by row; a tier for a product the list does
     * not price from one unit is refused.
     */
    async setRows(tx: Transaction, priceListId: number, rows: Row[]): Promise<FeedReport> {
      const ids = await productIdsOf(
        tx,
        rows.map((row) => row.sku),
      );
      const unknown = rows.flatMap((row, index) => (ids.has(row.sku) ? [] : [{ index, sku: row.sku }]));
      const known = rows.flatMap((row, index) => {
        const productId = ids.get(row.sku);
        return productId === undefined ? [] : [{ ...row, index, productId }];
      });
      const current = await tx
        .select()
        .from(priceListEntries)
        .where(
          and(
            eq(priceListEntries.priceListId, priceListId),
            productIn([...new Set(known.map((row) => row.productId))]),
          ),
        );
      const key = (productId: number, minQty: number) => `${productId}:${minQty}`;
      const was = new Map(current.map((row) => [key(row.productId, row.minQty), row.price]));
      const last = [...new Map(known.map((row) => [key(row.productId, row.minQty), row])).values()];
      const based = new Set([...current, ...last].filter((row) => row.minQty === 1).map((row) => row.productId));
      const [baseless, ...more] = last
        .filter((row) => !based.has(row.productId))
        .slice(0, 100)
        .map((row) => ({
          path: `body.items.${row.index}.minQty`,
          name: 'tierWithoutBase' as const,
          values: { sku: row.sku },
        }));
      if (baseless) throw staffFieldRefusals([baseless, ...more]);
      const changed = last.filter((row) => was.get(key(row.productId, row.minQty)) !== row.price);
      await insert(
        tx,
        changed.map((row) => ({
          price_list_id: priceListId,
          product_id: row.productId,
          price: row.price,
          min_qty: row.minQty,
        })),
      );
      return { updated: changed.length, unchanged: known.length - changed.length, unknown };
    },
  };
}

/**
 * The entries of these products, the ids one array parameter: drizzle's inArray makes a parameter
 * of each, which overflowed the call stack building the SQL for a list of 100,000 products (and
 * PostgreSQL takes at most 65,535 parameters a statement).
 */
const productIn = (ids: number[]) => sql`${priceListEntries.productId} = any(${sql.param(ids)}::int[])`;

type EntryRecord = { price_list_id: number; product_id: number; price: number; min_qty: number };

/**
 * Writes entries as one statement per 10,000 (a price named again is replaced). Many rows written,
 * the trigram indexes' pending entries (GIN's fast update) are merged into their trees at once, as
 * autovacuum would later: a search planned while thousands wait there read the whole list instead
 * (60 ms after the ERP's batch of 10,000 at 100,000 entries, against 10 ms).
 */
async function insert(tx: Transaction, rows: EntryRecord[]) {
  for (let start = 0; start < rows.length; start += 10_000)
    await tx.execute(
      sql`insert into price_list_entry (price_list_id, product_id, price, min_qty)
        select price_list_id, product_id, price, min_qty
        from json_populate_recordset(null::price_list_entry, ${JSON.stringify(rows.slice(start, start + 10_000))}::json)
        on conflict (price_list_id, product_id, min_qty) do update set price = excluded.price`,
    );
  if (rows.length >= 1_000)
    await tx.execute(
      sql`select gin_clean_pending_list('price_list_entry_sku_trgm'::regclass), gin_clean_pending_list('price_list_entry_name_trgm'::regclass)`,
    );
}
