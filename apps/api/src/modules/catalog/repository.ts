// Over 300 lines because it holds every query of the catalogue, each a few lines: listing keys, product
// rows, the facet index rows, route existence. Kept in one file so a change of a table meets all its
// readers; the rules that use them live in the files service.ts composes.
import { defaultLocale, type Filter } from '@shop/contracts';
import { and, asc, type Column, count, desc, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { stock } from '../inventory/tables';
import { prices } from '../pricing/tables';
import type { ResolvedFilter } from './filters';
import { sellable } from './sellable';
import {
  additionalProducts,
  attributeOptions,
  attributes,
  categories,
  categoryTranslations,
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from './tables';
import { catalogVersionOf } from './version';

const effectivePrice = sql`coalesce(${prices.special}, ${prices.regular})`;

/** `column` is one of the ids in the statement's `ids` parameter (one array, so the statement is prepared once). */
const inIds = (column: Column, name = 'ids') => sql`${column} = any(${sql.placeholder(name)}::int[])`;

export function catalogRepository(db: Database) {
  // Prepared once: building a query's SQL costs more than PostgreSQL's answer for this one row.
  const version = catalogVersionOf(db);
  // What a product card shows, in one statement: read for every page of products not yet kept
  // (product-cards.ts), so each statement saved is a round trip per page. A row per product and
  // locale asked for (its own and the default); the description and search document are not on a card.
  const cardRows = db
    .select({
      ...getTableColumns(products),
      sellable: sql<boolean>`${sellable('product')}`,
      variantCount: sql<number>`(select count(*)::int from product variant where variant.master_id = ${products.id} and variant.active)`,
      text: {
        locale: productTranslations.locale,
        name: productTranslations.name,
        title: productTranslations.title,
        subtitle: productTranslations.subtitle,
        slug: productTranslations.slug,
      },
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        sql`${productTranslations.locale} = any(${sql.placeholder('locales')}::text[])`,
      ),
    )
    .where(inIds(products.id))
    .prepare('card_rows');
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

    /** Every category with its texts in every locale (the tree is small; the service caches it). */
    async categories() {
      const [rows, texts] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
        db.select().from(categoryTranslations),
      ]);
      return { rows, texts };
    },

    /** What listings sort by (listing-index.ts): each listed product's age, and every price. */
    async listingKeyRows() {
      const [productRows, priceRows] = await Promise.all([
        db.select({ id: products.id, createdAt: products.createdAt }).from(products).where(eq(products.active, true)),
        db
          .select({
            productId: prices.productId,
            currency: prices.currency,
            price: sql<number | null>`${effectivePrice}`,
          })
          .from(prices),
      ]);
      return { productRows, priceRows };
    },

    /** The catalogue's version: every write to a catalogue table changes it (read by most requests). */
    catalogVersion: version,

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

    /** What a product card shows, for the given ids, texts in the locale (else the default one). */
    async cards(ids: number[], locale: string) {
      if (ids.length === 0) return [];
      const rows = await cardRows.execute({ ids, locales: [locale, defaultLocale] });
      // The locale's text, else the default locale's.
      const found = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (row.text.locale === locale || !found.has(row.id)) found.set(row.id, row);
      return ids.flatMap((id) => {
        const card = found.get(id);
        if (!card) return [];
        const { text, variantCount, ...row } = card;
        return [{ row, text, variantCount }];
      });
    },

    /** A product shoppers see (active, and its master too), or undefined. */
    async product(id: number) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), sellable('product')));
      return row;
    },

    /** Whether shoppers see a product with a text in one of the locales (in any locale when none are named). */
    async productExists(id: number, locales: string[] = []) {
      const [row] = await db
        .select({ id: productTranslations.productId })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(
          and(
            eq(productTranslations.productId, id),
            sellable('product'),
            locales.length > 0 ? inArray(productTranslations.locale, locales) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async productTexts(id: number) {
      return db.select().from(productTranslations).where(eq(productTranslations.productId, id));
    },

    images(id: number) {
      return db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.position));
    },

    /** Attribute values of products, with the attribute's and option's texts. */
    attributeValues(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          productId: productAttributes.productId,
          code: attributes.code,
          label: attributes.label,
          control: attributes.control,
          location: attributes.location,
          position: attributes.position,
          image: attributes.image,
          html: attributes.html,
          optionValue: attributeOptions.value,
          optionLabel: attributeOptions.label,
          optionPosition: attributeOptions.position,
          text: productAttributes.text,
        })
        .from(productAttributes)
        .innerJoin(attributes, eq(attributes.code, productAttributes.attributeCode))
        .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributes.optionId))
        .where(inArray(productAttributes.productId, ids))
        .orderBy(asc(attributes.position), asc(attributeOptions.position));
    },

    variantIds(masterId: number) {
      return db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.masterId, masterId), eq(products.active, true)))
        .orderBy(asc(products.id))
        .then((rows) => rows.map((r) => r.id));
    },

    /** Included items of products, in their order. */
    included(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(includedItems)
        .where(inArray(includedItems.productId, ids))
        .orderBy(asc(includedItems.productId), asc(includedItems.position));
    },

    /** The optional additional products of several products at once. */
    async additionalIdsOf(ids: number[]): Promise<Map<number, number[]>> {
      const found = new Map<number, number[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return found;
      const rows = await db
        .select({ productId: additionalProducts.productId, id: additionalProducts.additionalProductId })
        .from(additionalProducts)
        .innerJoin(products, eq(products.id, additionalProducts.additionalProductId))
        .where(and(inArray(additionalProducts.productId, ids), sellable('product')))
        .orderBy(asc(additionalProducts.position));
      for (const row of rows) found.get(row.productId)?.push(row.id);
      return found;
    },

    categoryIdsOf(id: number) {
      return db
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, id))
        .then((rows) => rows.map((r) => r.id));
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

    idsBySku(skus: string[]) {
      if (skus.length === 0) return Promise.resolve([]);
      return db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus));
    },

    /**
     * The products numbers name, as a shopper types them: an item number, a SKU (in any case) or an
     * EAN. Where one number could name two products, the item number wins, then the SKU.
     */
    async idsByNumber(numbers: string[]): Promise<Map<string, number>> {
      if (numbers.length === 0) return new Map();
      const upper = numbers.map((n) => n.toUpperCase());
      const rows = await db
        .select({ id: products.id, sku: products.sku, itemnum: products.itemnum, ean: products.ean })
        .from(products)
        .where(
          and(
            sql`(${inArray(products.itemnum, numbers)} or ${inArray(products.sku, upper)} or ${inArray(products.ean, numbers)})`,
            sellable('product'),
          ),
        );
      const by = (key: 'itemnum' | 'sku' | 'ean') => new Map(rows.map((row) => [row[key], row.id]));
      const [byItemnum, bySku, byEan] = [by('itemnum'), by('sku'), by('ean')];
      const found = new Map<string, number>();
      for (const number of numbers) {
        const id = byItemnum.get(number) ?? bySku.get(number.toUpperCase()) ?? byEan.get(number);
        if (id !== undefined) found.set(number, id);
      }
      return found;
    },

    /**
     * Products whose item number, SKU or EAN starts with `prefix` (item numbers first), leaving out
     * masters: a quick-order row names what goes into the cart, and that is a variant.
     */
    numberPrefixMatches(prefix: string, limit: number) {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            sql`(${products.itemnum} like ${pattern} or ${products.sku} like ${pattern.toUpperCase()} or ${products.ean} like ${pattern})`,
            sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
            sellable('product'),
          ),
        )
        .orderBy(asc(products.itemnum))
        .limit(limit)
        .then((rows) => rows.map((r) => r.id));
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;

/**
 * Products a scripted shopper (seed orders, payment tests, benchmarks) can put straight into a
 * cart: prices shown, a price, no variants to choose and at least `minStock` in stock; oldest first.
 */
export function buyableProducts(db: Database, { minStock = 1, limit }: { minStock?: number; limit: number }) {
  return db
    .select({ id: products.id, sku: products.sku, itemnum: products.itemnum })
    .from(products)
    .innerJoin(stock, eq(stock.productId, products.id))
    .where(
      and(
        eq(products.hidePrices, false),
        sql`${stock.effectiveStock} >= ${minStock}`,
        sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
        sql`exists (select 1 from ${prices} p where p.product_id = ${products.id})`,
      ),
    )
    .orderBy(products.id)
    .limit(limit);
}
