import {
  type AdminProduct,
  type adminProductQuerySchema,
  type LocaleCode,
  lowStockThreshold,
  type ProductTableOptions,
  siteConfig,
} from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { stockLevels } from '../inventory';
import { listedPrices } from '../pricing';
import { adminProductsByIds } from './admin-product-rows';
import { text } from './localized';
import { attributeOptions, categories, categoryTranslations, products, productTranslations } from './tables';

type Query = z.output<typeof adminProductQuerySchema>;
type Sort = Query['sort'];

/** The currency the table's price column sorts by: the shop's first. */
const sortCurrency = siteConfig.currencies[0]!.name;

/**
 * The back office's product table: a page of products found, filtered and sorted, and what its
 * filters offer. A page is two statements: the page's ids (only what the filters and the sort
 * need is joined: PostgreSQL leaves out a left join nothing reads) with the count of all found,
 * then the page's 25 rows in full (admin-product-rows.ts).
 */
export function productTable(db: Database) {
  const levels = stockLevels();
  const name = productTranslations;
  const price = listedPrices();
  const pieces = sql`(${levels.effective} + ${levels.external})`;
  const sorts: Record<Sort, SQL[]> = {
    sku: [asc(products.sku)],
    '-sku': [desc(products.sku)],
    name: [sql`${name.name} asc nulls last`, asc(products.sku)],
    '-name': [sql`${name.name} desc nulls last`, desc(products.sku)],
    stock: [sql`${pieces} asc nulls first`, asc(products.id)],
    '-stock': [sql`${pieces} desc nulls last`, desc(products.id)],
    price: [sql`${price.regular} asc nulls last`, asc(products.id)],
    '-price': [sql`${price.regular} desc nulls last`, desc(products.id)],
    created: [asc(products.createdAt), asc(products.id)],
    '-created': [desc(products.createdAt), desc(products.id)],
  };
  const found = () =>
    db
      .select({ id: products.id })
      .from(products)
      .leftJoin(levels, eq(levels.productId, products.id))
      .leftJoin(name, and(eq(name.productId, products.id), eq(name.locale, siteConfig.defaultLocale)))
      .leftJoin(price, and(eq(price.productId, products.id), eq(price.currency, sortCurrency)))
      .$dynamic();

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

  return {
    async list(query: Query): Promise<{ data: AdminProduct[]; count: number; offset: number; limit: number }> {
      const condition = where(query);
      const [page, [total]] = await Promise.all([
        found()
          .where(condition)
          .orderBy(...sorts[query.sort])
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(products).leftJoin(levels, eq(levels.productId, products.id)).where(condition),
      ]);
      const data = await adminProductsByIds(
        db,
        page.map((row) => row.id),
      );
      return { data, count: total?.n ?? 0, offset: query.offset, limit: query.limit };
    },

    /** The categories by their paths of names (a subtree under its root), and the brands, in `locale`. */
    async options(locale: LocaleCode = siteConfig.defaultLocale): Promise<ProductTableOptions> {
      const [tree, names, brands] = await Promise.all([
        db.select({ id: categories.id, path: categories.path }).from(categories),
        db.select().from(categoryTranslations),
        db
          .select({ value: attributeOptions.value, label: attributeOptions.label })
          .from(attributeOptions)
          .where(eq(attributeOptions.attributeCode, 'brand')),
      ]);
      const nameOf = (id: number) => {
        const texts = names.filter((n) => n.categoryId === id);
        return (
          texts.find((n) => n.locale === locale)?.name ??
          texts.find((n) => n.locale === siteConfig.defaultLocale)?.name ??
          String(id)
        );
      };
      const withPaths = tree.map((category) => ({
        id: category.id,
        path: category.path.split('/').map((id) => nameOf(Number(id))),
      }));
      const collator = new Intl.Collator(locale);
      const byName = (a: string[], b: string[]) => collator.compare(a.join('\u0000'), b.join('\u0000'));
      return {
        categories: withPaths.sort((a, b) => byName(a.path, b.path)),
        brands: brands
          .map((brand) => ({ value: brand.value, name: text(brand.label, locale) || brand.value }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      };
    },
  };
}
