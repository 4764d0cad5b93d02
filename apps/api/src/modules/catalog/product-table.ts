import {
  type AdminProduct,
  type adminProductQuerySchema,
  type LocaleCode,
  lowStockThreshold,
  siteConfig,
} from '@shop/contracts';
import { and, asc, count, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { stockLevels } from '../inventory';
import { listedPrices } from '../pricing';
import { adminProductsByIds } from './admin-product-rows';
import { productTableOptions } from './product-table-options';
import { idsOf, pageOfParts, type SideColumn, type SideSort, sideSort } from './product-table-sorts';
import { products, productTranslations } from './tables';

type Query = z.output<typeof adminProductQuerySchema>;
type Sort = Query['sort'];

/** Up to this many products found, a side sort sorts them all rather than walk its index (product-table-sorts.ts). */
const FEW_PRODUCTS = 5_000;

/** The currency the table's price column sorts by: the shop's first. */
const sortCurrency = siteConfig.currencies[0]!.name;

/**
 * The back office's product table: a page of products found, filtered and sorted, and what its
 * filters offer. A page is two statements: the page's ids (only what the filters and the sort
 * need is joined: PostgreSQL leaves out a left join nothing reads) with the count of all found,
 * then the page's 25 rows in full (admin-product-rows.ts).
 */
export function productTable(db: Database, { few = FEW_PRODUCTS }: { few?: number } = {}) {
  const levels = stockLevels();
  const name = productTranslations;
  const price = listedPrices();
  const pieces = sql`(${levels.effective} + ${levels.external})`;
  // SKU and age are the product's own, read by its indexes; the others by their tables' (product-table-sorts.ts).
  const ownSorts: Partial<Record<Sort, SQL[]>> = {
    sku: [asc(products.sku)],
    '-sku': [desc(products.sku)],
    created: [asc(products.createdAt), asc(products.id)],
    '-created': [desc(products.createdAt), desc(products.id)],
  };
  // Each side table's value, whether a product has a row, and its rows alone (unfiltered, straight from its index).
  const byName: SideColumn = {
    value: sql`${name.name}`,
    productId: sql`${name.productId}`,
    alone: () =>
      db.select({ id: name.productId }).from(name).where(eq(name.locale, siteConfig.defaultLocale)).$dynamic(),
  };
  const byPrice: SideColumn = {
    value: sql`${price.regular}`,
    productId: sql`${price.productId}`,
    alone: () => db.select({ id: price.productId }).from(price).where(eq(price.currency, sortCurrency)).$dynamic(),
  };
  const byStock: SideColumn = {
    value: pieces,
    productId: sql`${levels.productId}`,
    alone: () => db.select({ id: levels.productId }).from(levels).$dynamic(),
  };
  const sideSorts: Partial<Record<Sort, SideSort>> = {
    name: sideSort(byName, true),
    '-name': sideSort(byName, false),
    // Nothing known of a product's stock sorts as the least.
    stock: sideSort(byStock, true, true),
    '-stock': sideSort(byStock, false),
    price: sideSort(byPrice, true),
    '-price': sideSort(byPrice, false),
  };
  // The page's ids, or how many there are, with only what the filters and the sort read joined
  // (PostgreSQL leaves out a left join nothing reads).
  const joined = <T extends PgSelect>(query: T) =>
    query
      .leftJoin(levels, eq(levels.productId, products.id))
      .leftJoin(name, and(eq(name.productId, products.id), eq(name.locale, siteConfig.defaultLocale)))
      .leftJoin(price, and(eq(price.productId, products.id), eq(price.currency, sortCurrency)));
  const found = () => joined(db.select({ id: products.id }).from(products).$dynamic());
  const counted = () => joined(db.select({ n: count() }).from(products).$dynamic());

  function where(query: Query): SQL | undefined {
    const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
    const inStock = sql`(${pieces} > 0 or ${levels.marked})`;
    return and(
      query.active === undefined ? undefined : eq(products.active, query.active === 'true'),
      // Each part by its trigram index (migration 0043), so a search reads only the rows it finds.
      like === undefined
        ? undefined
        : sql`${products.id} in (select id from product where sku ilike ${like} or itemnum ilike ${like} or ean ilike ${like}
            union select product_id from product_translation where name ilike ${like})`,
      // Low on stock as the dashboard counts it: listed, no master (its variants have the stock), not marked in stock.
      query.stock === 'low'
        ? and(
            eq(products.active, true),
            sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
            sql`${pieces} <= ${lowStockThreshold}`,
            eq(levels.marked, false),
          )
        : undefined,
      query.stock === 'in' ? inStock : undefined,
      query.stock === 'out' ? sql`not coalesce(${inStock}, false)` : undefined,
      // product_category holds each category's ancestors too: one probe finds a subtree's products; a variant by its master.
      query.category === undefined
        ? undefined
        : sql`exists (select 1 from product_category pc where pc.category_id = ${query.category} and pc.product_id = coalesce(${products.masterId}, ${products.id}))`,
      query.brand === undefined
        ? undefined
        : sql`exists (select 1 from product_attribute pa join attribute_option o on o.id = pa.option_id where pa.product_id = ${products.id} and pa.attribute_code = 'brand' and o.attribute_code = 'brand' and o.value = ${query.brand})`,
      query.missing === undefined
        ? undefined
        : sql`not exists (select 1 from product_translation t where t.product_id = ${products.id} and t.locale = ${query.missing} and t.name <> '')`,
      query.picture === 'none' ? sql`${products.coverImage} is null` : undefined,
    );
  }

  /**
   * A page of a few products (at most `few`) in a side sort's order: all of them found first (a
   * subquery with `offset 0`, which the planner keeps apart), then sorted.
   */
  function fewPage(sort: Sort, condition: SQL, { offset, limit }: { offset: number; limit: number }) {
    const side = sideSorts[sort]!;
    const matched = joined(
      db
        .select({ id: products.id, value: sql`${side.value}`.as('value') })
        .from(products)
        .$dynamic(),
    )
      .where(condition)
      .offset(0)
      .as('matched');
    return db
      .select({ id: matched.id })
      .from(matched)
      .orderBy(...side.fewOrder(sql`${matched.value}`, sql`${matched.id}`))
      .limit(limit)
      .offset(offset)
      .then(idsOf);
  }

  /** A page in a side sort's order: the products with its row, and those without, one after the other. */
  function sidePage(sort: Sort, condition: SQL | undefined, { offset, limit }: { offset: number; limit: number }) {
    const side = sideSorts[sort]!;
    const withRow = and(condition, side.has);
    const without = and(condition, not(side.has));
    const countOf = (where: SQL | undefined) => () =>
      counted()
        .where(where)
        .then(([row]) => row?.n ?? 0);
    const parts = {
      withRow: {
        read: (at: number, many: number) =>
          (condition ? found().where(withRow) : side.alone())
            .orderBy(...side.order)
            .limit(many)
            .offset(at)
            // Either selects { id } alone (a dynamic query forgets its columns' types).
            .then((rows) => idsOf(rows as Array<{ id: number }>)),
        count: countOf(withRow),
      },
      without: {
        read: (at: number, many: number) =>
          found().where(without).orderBy(side.rowlessOrder).limit(many).offset(at).then(idsOf),
        count: countOf(without),
      },
    };
    return pageOfParts(
      side.rowlessFirst ? [parts.without, parts.withRow] : [parts.withRow, parts.without],
      offset,
      limit,
    );
  }

  return {
    async list(query: Query): Promise<{ data: AdminProduct[]; count: number; offset: number; limit: number }> {
      const condition = where(query);
      const { sort, limit, offset } = query;
      const own = ownSorts[sort];
      const total = counted()
        .where(condition)
        .then(([row]) => row?.n ?? 0);
      const page = { offset, limit };
      const [ids, n] = await Promise.all([
        own
          ? found()
              .where(condition)
              .orderBy(...own)
              .limit(limit)
              .offset(offset)
              .then(idsOf)
          : // How many are found decides how a side sort reads them.
            condition
            ? total.then((n) => (n <= few ? fewPage(sort, condition, page) : sidePage(sort, condition, page)))
            : sidePage(sort, condition, page),
        total,
      ]);
      return { data: await adminProductsByIds(db, ids), count: n, offset, limit };
    },

    /** What the filters offer: categories and brands, in `locale`. */
    options: (locale: LocaleCode = siteConfig.defaultLocale) => productTableOptions(db, locale),
  };
}
