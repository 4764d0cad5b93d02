import { type AdminProduct, type CurrencyCode, type LocaleCode, siteConfig } from '@shop/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { stockLevels } from '../inventory';
import { listPricesOfProducts } from '../pricing';
import { text } from './localized';
import {
  attributeOptions,
  categoryTranslations,
  type LocalizedText,
  productAttributes,
  products,
  productTranslations,
} from './tables';

const masters = alias(products, 'master');
const shopLocales = siteConfig.locales.map((l) => l.code);

/**
 * Products as the back office's table shows them, by id, in the order asked: names, stock, prices,
 * brand, primary category, cover and the languages without a name. Read for a page (25 rows) at a
 * time, after the page's ids were found (product-table.ts), so a page costs the same at any depth.
 */
export async function adminProductsByIds(db: Database, ids: number[]): Promise<AdminProduct[]> {
  if (ids.length === 0) return [];
  const levels = stockLevels();
  const { defaultLocale } = siteConfig;
  const [rows, prices, names, brands] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        itemnum: products.itemnum,
        name: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
        active: products.active,
        masterSku: masters.sku,
        stock: sql<number>`coalesce(${levels.effective} + ${levels.external}, 0)::int`,
        warehouseStock: sql<number>`coalesce(${levels.effective}, 0)::int`,
        supplierStock: sql<number>`coalesce(${levels.external}, 0)::int`,
        cover: products.coverImage,
        categoryId: products.primaryCategoryId,
        categoryName: categoryTranslations.name,
      })
      .from(products)
      .leftJoin(masters, eq(masters.id, products.masterId))
      .leftJoin(levels, eq(levels.productId, products.id))
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, defaultLocale)),
      )
      .leftJoin(
        categoryTranslations,
        and(
          eq(categoryTranslations.categoryId, products.primaryCategoryId),
          eq(categoryTranslations.locale, defaultLocale),
        ),
      )
      .where(inArray(products.id, ids)),
    listPricesOfProducts(db, ids),
    db
      .select({ productId: productTranslations.productId, locale: productTranslations.locale })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, ids), ne(productTranslations.name, ''))),
    db
      .select({
        productId: productAttributes.productId,
        option: attributeOptions.label,
        text: productAttributes.text,
      })
      .from(productAttributes)
      .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributes.optionId))
      .where(and(inArray(productAttributes.productId, ids), eq(productAttributes.attributeCode, 'brand'))),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { categoryId, categoryName, ...product } = row;
    const named = new Set(names.filter((n) => n.productId === id).map((n) => n.locale));
    const brand = brands.find((b) => b.productId === id);
    return [
      {
        ...product,
        prices: prices
          .filter((p) => p.productId === id)
          .map((p) => ({ currency: p.currency as CurrencyCode, regular: p.regular, special: p.special })),
        brand: brand ? text((brand.option ?? brand.text) as LocalizedText | null, defaultLocale) || null : null,
        primaryCategory: categoryId === null ? null : { id: categoryId, name: categoryName ?? String(categoryId) },
        missingLocales: shopLocales.filter((locale): locale is LocaleCode => !named.has(locale)),
      },
    ];
  });
}
