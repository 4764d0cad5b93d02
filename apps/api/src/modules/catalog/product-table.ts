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
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { stockLevels } from '../inventory';
import { listedPrices } from '../pricing';
import { adminProductsByIds } from './admin-product-rows';
import { productsOf } from './product-table-members';
import { productTableOptions } from './product-table-options';
import { idsOf, pageOfParts, type SideColumn, type SideSort, sideSort, valueOrder } from './product-table-sorts';
import { products, productTranslations } from './tables';

type Query = z.output<typeof adminProductQuerySchema>;
type Sort = Query['sort'];

/** Up to this many products found, a side sort sorts them all rather than walk its index (product-table-sorts.ts). */
const FEW_PRODUCTS = 1_000;

const inIndexOrder = (direction: string) => [
  sql`${products.createdAt} ${sql.raw(direction)}`,
  sql`${products.id} ${sql.raw(direction)}`,
];

/** Whether a query filters by nothing but a category or brand. */
const membersOnly = ({ q, active, stock, missing, picture }: Query) =>
  [q, active, stock, missing, picture].every((filter) => filter === undefined);

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
  const ownSorts: Partial<Record<Sort, { value: SQL; order: SQL[]; up: boolean }>> = {
    sku: { value: sql`${products.sku}`, order: [asc(products.sku)], up: true },
    '-sku': { value: sql`${products.sku}`, order: [desc(products.sku)], up: false },
    // As product_created keeps them (descending, nulls last): asked otherwise, PostgreSQL sorts every product.
    created: { value: sql`${products.createdAt}`, order: inIndexOrder('asc nulls first'), up: true },
    '-created': { value: sql`${products.createdAt}`, order: inIndexOrder('desc nulls last'), up: false },
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
  const countOf = (condition: SQL | undefined) =>
    counted()
      .where(condition)
      .then(([row]) => row?.n ?? 0);

  /** The filters' condition; `among`: the products a category or brand admits (product-table-members.ts). */
  function where(query: Query, among: number[] | undefined): SQL | undefined {
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
      among && anyOf(products.id, among),
      query.missing === undefined
        ? undefined
        : // A hashed set of the named (planned as such whatever the estimate): an anti-join probed
          // product by product, expected to stop early, read every product when few lack a name.
          sql`${products.id} not in (select t.product_id from product_translation t where t.locale = ${query.missing} and t.name <> '')`,
      query.picture === 'none' ? sql`${products.coverImage} is null` : undefined,
    );
  }

  /**
   * A page of what a filter finds when it finds few (at most `few`), with how many: up to `few` + 1
   * of them found first (a subquery with a limit, which the planner keeps apart), then sorted
   * and counted in one statement. Undefined when it finds more: walking a sort's index then meets
   * them soon. Walking it for rare ones (a missing name) would read every product, and counting
   * them apart would find them twice.
   */
  async function fewPage(sort: Sort, condition: SQL, { offset, limit }: { offset: number; limit: number }) {
    const own = ownSorts[sort];
    const key = own ? { value: own.value, fewOrder: valueOrder(own.up, false) } : sideSorts[sort]!;
    const matched = joined(
      db
        .select({ id: products.id, value: sql`${key.value}`.as('value') })
        .from(products)
        .$dynamic(),
    )
      .where(condition)
      .limit(few + 1)
      .as('matched');
    const rows = await db
      .select({ id: matched.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matched)
      .orderBy(...key.fewOrder(sql`${matched.value}`, sql`${matched.id}`))
      .limit(limit)
      .offset(offset);
    // A page past the end says nothing of how many there are: they are counted.
    const n = rows[0]?.n ?? (offset === 0 ? 0 : await countOf(condition));
    return n <= few ? { ids: idsOf(rows), n } : undefined;
  }

  /** A page in a side sort's order: the products with its row, and those without, one after the other. */
  function sidePage(sort: Sort, condition: SQL | undefined, { offset, limit }: { offset: number; limit: number }) {
    const side = sideSorts[sort]!;
    const withRow = and(condition, side.has);
    const without = and(condition, not(side.has));
    const parts = {
      withRow: {
        read: (at: number, many: number) =>
          (condition ? found().where(withRow) : side.alone())
            .orderBy(...side.order)
            .limit(many)
            .offset(at)
            // Either selects { id } alone (a dynamic query forgets its columns' types).
            .then((rows) => idsOf(rows as Array<{ id: number }>)),
        count: () => countOf(withRow),
      },
      without: {
        read: (at: number, many: number) =>
          found().where(without).orderBy(side.rowlessOrder).limit(many).offset(at).then(idsOf),
        count: () => countOf(without),
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
      const among = await productsOf(db, query);
      const condition = where(query, among);
      const { sort, limit, offset } = query;
      const own = ownSorts[sort];
      const page = { offset, limit };
      const walk = () =>
        own
          ? found()
              .where(condition)
              .orderBy(...own.order)
              .limit(limit)
              .offset(offset)
              .then(idsOf)
          : sidePage(sort, condition, page);
      // The members of a category or brand are counted when read, if no other filter takes some away.
      const known = among && membersOnly(query) ? among.length : undefined;
      // A filter that finds few has them read and counted at once; else the sort's order is walked.
      const fewFound = condition && (known === undefined || known <= few) && (await fewPage(sort, condition, page));
      const [ids, n] = fewFound ? [fewFound.ids, fewFound.n] : await Promise.all([walk(), known ?? countOf(condition)]);
      return { data: await adminProductsByIds(db, ids), count: n, offset, limit };
    },

    /** What the filters offer: categories and brands, in `locale`. */
    options: (locale: LocaleCode = siteConfig.defaultLocale) => productTableOptions(db, locale),
  };
}
