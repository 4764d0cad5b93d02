import { type AttributeType, supportedLocales } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text-search configuration of a row's locale (snowball stemming); 'simple' for any other. */
const rowSearchConfig = sql.raw(
  "case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end",
);

/** Text in each locale the shop has, e.g. { de: 'Bohrmaschine', en: 'Drill', … }. */
export type LocalizedText = Record<string, string>;

/** The category tree. `path` holds the ids from the root down ('1/7/42') for subtree queries. */
export const categories = pgTable(
  'category',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    depth: smallint('depth').notNull(),
    position: integer('position').notNull().default(0),
    /** Products in this category and below; kept by the catalogue service when products change. */
    productCount: integer('product_count').notNull().default(0),
    image: text('image'),
    /** Kept out of the shop's menu, listings and sitemap (with its subcategories); its products stay listed. */
    hidden: boolean('hidden').notNull().default(false),
    /** Raised by every change in the back office: a save or move names the version it read. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('category_parent').on(t.parentId, t.position), index('category_path').on(t.path)],
);

/** A category's name, URL slug, description and search engines' title and text per locale; slugs are unique among siblings. */
export const categoryTranslations = pgTable(
  'category_translation',
  {
    categoryId: belongsTo('category_id', () => categories.id),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), index('category_translation_slug').on(t.locale, t.slug)],
);

/**
 * A product. Variants are products whose `masterId` points at their master; a master lists its
 * variants' item numbers (variantItemnus) through them.
 */
export const products = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    itemnum: text('itemnum').notNull(),
    /** The GTIN-13 (EAN) printed on the package, where the product has one. */
    ean: text('ean'),
    originalId: text('original_id'),
    masterId: integer('master_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    primaryCategoryId: integer('primary_category_id').references(() => categories.id, { onDelete: 'set null' }),
    hidePrices: boolean('hide_prices').notNull().default(false),
    taxClass: text('tax_class').notNull().default('standard'),
    /** Sales rank: higher sells more; recommendations with popularOnly take the top ones. */
    popularity: integer('popularity').notNull().default(0),
    coverImage: text('cover_image'),
    /**
     * Whether shoppers see the product at all (listings, search, its page, the cart). An import with
     * --replace clears it for products missing from the file: a product that was ever ordered stays.
     */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_sku').on(t.sku),
    uniqueIndex('product_itemnum').on(t.itemnum),
    uniqueIndex('product_ean').on(t.ean),
    // Quick order's suggestions: item numbers, SKUs and EANs starting with what is typed (LIKE 'x%').
    index('product_itemnum_prefix').on(t.itemnum.op('text_pattern_ops')),
    index('product_sku_prefix').on(t.sku.op('text_pattern_ops')),
    index('product_ean_prefix').on(t.ean.op('text_pattern_ops')),
    index('product_master').on(t.masterId),
    // Deleting a category sets its products' primary category to null: without it, a scan of every product per category.
    index('product_primary_category').on(t.primaryCategoryId),
    index('product_created').on(t.createdAt.desc(), t.id.desc()),
    // The back office's search by any part of a SKU, item number or EAN (ILIKE '%…%'), by trigrams.
    index('product_sku_trgm').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('product_itemnum_trgm').using('gin', sql`${t.itemnum} gin_trgm_ops`),
    index('product_ean_trgm').using('gin', sql`${t.ean} gin_trgm_ops`),
    // Also product_listing (id) INCLUDE (master_id, popularity, created_at), made in migration 0008.
  ],
);

/** The key other modules' rows name a product by (their foreign keys): the table's shape stays the catalogue's. */
export const productKey = (): AnyPgColumn => products.id;

export const productTranslations = pgTable(
  'product_translation',
  {
    productId: belongsTo('product_id', () => products.id),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Shown under the name; the spec calls it subtitle (item number line). */
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    /**
     * The product's attribute values in this locale (brand, colour, material, …), for search. Kept by
     * triggers on product_attribute and attribute_option (migration 0007), never written by the app.
     */
    attributeText: text('attribute_text').notNull().default(''),
    /**
     * Whether the product is listed (an active master or stand-alone product, not a variant), copied
     * from product.master_id and product.active by triggers (migrations 0008 and 0023) so the
     * full-text indexes hold listed rows only: variants are found by their own item number or SKU.
     */
    listed: boolean('listed').notNull().default(true),
    /**
     * The search document, kept by PostgreSQL itself: name weighs most, then title, item-number line
     * and attribute values, then the description (its HTML tags removed), stemmed in the row's
     * language. Listed rows only: a search never reads another, and a variant's document cost an
     * import a third of its texts' time for nothing.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`case when listed then setweight(to_tsvector(${rowSearchConfig}, coalesce(name, '')), 'A') || setweight(to_tsvector(${rowSearchConfig}, coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(attribute_text, '')), 'B') || setweight(to_tsvector(${rowSearchConfig}, regexp_replace(coalesce(description, ''), '<[^>]+>', ' ', 'g')), 'C') end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    // One full-text index per locale over listed products: a search reads only the rows it can show.
    ...supportedLocales.map((locale) =>
      index(`product_translation_search_${locale}`)
        .using('gin', t.search)
        .where(sql.raw(`locale = '${locale}' and listed`)),
    ),
    // Names by their trigrams (search's typo tolerance), per locale over listed products too.
    ...supportedLocales.map((locale) =>
      index(`product_translation_name_trgm_${locale}`)
        .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
        .where(sql.raw(`locale = '${locale}' and listed`)),
    ),
    // The back office's search by any part of a name in any language, listed or not (ILIKE '%…%').
    index('product_translation_name_any_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // The back office's products without a name in a language: an anti-join read from this index alone.
    index('product_translation_named').on(t.locale, t.productId).where(sql`name <> ''`),
    // The back office's product table paged in the order of names (catalog/product-table-sorts.ts).
    index('product_translation_by_name').on(t.locale, t.name, t.productId),
  ],
);

/**
 * Products of a category and of every category above it, so a listing is one indexed join
 * however deep the tree is. Only masters and stand-alone products are listed.
 */
export const productCategories = pgTable(
  'product_category',
  {
    categoryId: belongsTo('category_id', () => categories.id),
    productId: belongsTo('product_id', () => products.id),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('product_category_product').on(t.productId)],
);

/** Gallery images in order; position 0 is the cover. `url` is a path under /images. */
export const productImages = pgTable(
  'product_image',
  {
    productId: belongsTo('product_id', () => products.id),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * An attribute: a facet to filter by (brand, colour, size, material …) and/or a property shown on
 * the product page. `location` places it: 'header' (product header), 'properties' (the panel) or
 * 'none'. `image` is an explanatory picture opened in the image modal; `html` a longer note.
 */
export const attributes = pgTable('attribute', {
  code: text('code').primaryKey(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  control: text('control').notNull().default('select'),
  isFacet: boolean('is_facet').notNull().default(false),
  location: text('location').notNull().default('properties'),
  position: integer('position').notNull().default(0),
  image: text('image'),
  html: jsonb('html').$type<LocalizedText>(),
  /** What its values are: 'text', 'number' (with `unit`, e.g. 'V') or 'colour' (each value with its colour). */
  type: text('type').$type<AttributeType>().notNull().default('text'),
  unit: text('unit'),
  /** Raised by every change in the back office: a save names the version it read. */
  version: integer('version').notNull().default(1),
});

export const attributeOptions = pgTable(
  'attribute_option',
  {
    id: serial('id').primaryKey(),
    attributeCode: text('attribute_code')
      .notNull()
      .references(() => attributes.code, { onDelete: 'cascade' }),
    /** Stable value used in URLs and filters, e.g. 'bosch', 'blue', 'xl'. */
    value: text('value').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    /** A colour attribute's value's colour, '#1a6bd8'. */
    colour: text('colour'),
  },
  (t) => [uniqueIndex('attribute_option_value').on(t.attributeCode, t.value)],
);

/** A product's attribute values: an option for select attributes, else free text per locale. */
export const productAttributes = pgTable(
  'product_attribute',
  {
    productId: belongsTo('product_id', () => products.id),
    attributeCode: text('attribute_code')
      .notNull()
      .references(() => attributes.code, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => attributeOptions.id, { onDelete: 'cascade' }),
    text: jsonb('text').$type<LocalizedText>(),
  },
  (t) => [
    uniqueIndex('product_attribute_key').on(t.productId, t.attributeCode, sql`coalesce(${t.optionId}, 0)`),
    index('product_attribute_option').on(t.optionId, t.productId),
  ],
);

/** Items that come with a product (one each), e.g. a battery and a case with a drill. */
export const includedItems = pgTable(
  'included_item',
  {
    productId: belongsTo('product_id', () => products.id),
    position: smallint('position').notNull(),
    itemnum: text('itemnum').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Optional additional products a shopper can add with a product (e.g. an extra battery). */
export const additionalProducts = pgTable(
  'additional_product',
  {
    productId: belongsTo('product_id', () => products.id),
    additionalProductId: belongsTo('additional_product_id', () => products.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.additionalProductId] }),
    // Deleting a product deletes the rows offering it: without it, a scan of the table per product deleted.
    index('additional_product_additional').on(t.additionalProductId),
  ],
);

/**
 * A number that changes with every write to what facets count (products, their attributes and
 * categories, options), bumped by statement-level triggers (migration 0009): each API instance
 * rebuilds its in-memory facet index when it sees a new one.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
