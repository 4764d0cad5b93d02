import { type LocaleCode, siteConfig } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { categories, categoryTranslations, productCategories, products } from './tables';

/** The categories, and the products listed in them: a product's categories, a category's popular ones, the sitemap. */
export function categoryReads(db: Database) {
  return {
    /** Every category with its texts in every locale (the tree is small; the service caches it). */
    async categories() {
      const [rows, texts] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
        db.select().from(categoryTranslations),
      ]);
      return { rows, texts };
    },

    categoryIdsOf(id: number) {
      return db
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, id))
        .then((rows) => rows.map((r) => r.id));
    },

    /**
     * The name of each product's main category in `locale` (a variant's is its master's), for the
     * lines of carts and orders: analytics report what sells by category.
     */
    async mainCategoryNames(ids: number[], locale: LocaleCode) {
      if (ids.length === 0) return new Map<number, string>();
      const masters = alias(products, 'master');
      const named = alias(categoryTranslations, 'named');
      const fallback = alias(categoryTranslations, 'fallback');
      const main = sql`coalesce(${products.primaryCategoryId}, ${masters.primaryCategoryId})`;
      const rows = await db
        .select({ id: products.id, name: sql<string | null>`coalesce(${named.name}, ${fallback.name})` })
        .from(products)
        .leftJoin(masters, eq(masters.id, products.masterId))
        .leftJoin(named, and(eq(named.categoryId, main), eq(named.locale, locale)))
        .leftJoin(fallback, and(eq(fallback.categoryId, main), eq(fallback.locale, siteConfig.defaultLocale)))
        .where(inArray(products.id, ids));
      return new Map(rows.flatMap((row) => (row.name === null ? [] : [[row.id, row.name] as const])));
    },

    /** The most popular listed products of a category, for recommendations. */
    popular(categoryId: number, limit: number, exclude?: number, byPopularity = true) {
      return db
        .select({ id: products.id })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(
          and(
            eq(productCategories.categoryId, categoryId),
            eq(products.active, true),
            exclude ? ne(products.id, exclude) : undefined,
          ),
        )
        .orderBy(byPopularity ? desc(products.popularity) : desc(products.createdAt), asc(products.id))
        .limit(limit)
        .then((rows) => rows.map((r) => r.id));
    },

    /** Listed products (masters and stand-alone) in id order, for the sitemap. */
    async sitemap(offset: number, limit: number) {
      const listed = db.selectDistinct({ id: productCategories.productId }).from(productCategories);
      const shown = and(inArray(products.id, listed), eq(products.active, true));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(shown)
          .orderBy(asc(products.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(products).where(shown),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
