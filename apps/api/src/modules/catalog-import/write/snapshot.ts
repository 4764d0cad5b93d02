import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf } from '../../../db/any-of';
import { belongingTo } from '../../../db/bulk';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
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
} from '../../catalog/tables';
import { productStock } from '../../inventory';
import { productPrices, taxClasses } from '../../pricing';
import { CategoriesAndOptions, type CategoryNode } from '../check/categories-and-options';
import { canonical, complete, emptyRecord, type Localized, type ProductRecord } from '../record';

// The catalogue as the import sees it: every product's keys (for checks across rows), the names
// categories and attribute values are matched by, and products as records, a thousand at a time.

/** What every product is known by, for the checks across rows. */
interface ProductKey {
  id: number;
  sku: string;
  itemnum: string;
  ean: string | null;
  parentSku: string | null;
  active: boolean;
}

export interface CatalogueIndex {
  /** Every product's keys, or only those a scope asked for (see ProductKeyScope). */
  bySku: Map<string, ProductKey>;
  /** How many products the catalogue has (bySku may hold only some). */
  size: number;
  taxClasses: Set<string>;
  categoriesAndOptions: CategoriesAndOptions;
  /** Category nodes by id, for records read from the database. */
  categoryById: Map<number, CategoryNode>;
  /** Category ids from the root down, by id. */
  categoryPath: Map<number, number[]>;
  /** Every option's labels by its id (a label may name two options: each keeps its own). */
  optionLabels: Map<number, Localized>;
}

/**
 * The products a check of a few rows can meet: those with the rows' SKUs (their masters and
 * accessories among them), item numbers or EANs, and the variants of those SKUs. A one-product
 * write (the editor) reads these keys, not a large catalogue's hundred thousand.
 */
export interface ProductKeyScope {
  skus: string[];
  itemnums: string[];
  eans: string[];
}

/** No product's keys: for a write that reads those its row can meet later (editor/write-record.ts). */
export const noProductKeys: ProductKeyScope = { skus: [], itemnums: [], eans: [] };

/** Every product's keys by SKU, or only those in `scope`. */
export async function readProductKeys(db: Database, scope?: ProductKeyScope): Promise<Map<string, ProductKey>> {
  const master = alias(products, 'master');
  const query = db
    .select({
      id: products.id,
      sku: products.sku,
      itemnum: products.itemnum,
      ean: products.ean,
      parentSku: master.sku,
      active: products.active,
    })
    .from(products)
    .leftJoin(master, eq(master.id, products.masterId));
  // Each key by its own unique index: an `or` across them (and the master's join) reads every product.
  const withKey = (condition: SQL) => sql`select id from ${products} where ${condition}`;
  const keys = await (scope
    ? query.where(
        sql`${products.id} in (${withKey(inArray(products.sku, scope.skus))}
          union ${withKey(inArray(products.itemnum, scope.itemnums))}
          union ${withKey(inArray(products.ean, scope.eans))}
          union select id from ${products} where master_id in (${withKey(inArray(products.sku, scope.skus))}))`,
      )
    : query);
  return new Map(keys.map((key) => [key.sku, key]));
}

/** The catalogue's index: every product's keys, or only those in `scope`. */
export async function readCatalogueIndex(db: Database, scope?: ProductKeyScope): Promise<CatalogueIndex> {
  const [bySku, size, classes, attributeRows, optionRows, categoryRows, categoryTexts] = await Promise.all([
    readProductKeys(db, scope),
    scope
      ? db.execute(sql`select count(*)::int as n from ${products}`).then((r) => rowsOf<{ n: number }>(r)[0]!.n)
      : undefined,
    taxClasses(db),
    db.select({ code: attributes.code, control: attributes.control }).from(attributes),
    db.select().from(attributeOptions).orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db.select().from(categoryTranslations),
  ]);
  const categoriesAndOptions = new CategoriesAndOptions(
    new Map(attributeRows.map((row) => [row.code, { control: row.control, isNew: false, options: new Map() }])),
  );
  for (const option of optionRows) {
    const attribute = categoriesAndOptions.attributes.get(option.attributeCode)!;
    const key = (option.label.de ?? option.value).trim().toLowerCase();
    // Two options with one label: the first (by position) is the one a file's label names.
    if (!attribute.options.has(key))
      attribute.options.set(key, {
        id: option.id,
        attributeCode: option.attributeCode,
        value: option.value,
        labels: complete(option.label),
        namedAt: new Map(),
      });
  }
  const categoryById = new Map<number, CategoryNode>();
  const categoryPath = new Map<number, number[]>();
  const textsOf = new Map<number, { names: Localized; slugs: Localized }>();
  for (const t of categoryTexts) {
    const entry = textsOf.get(t.categoryId) ?? { names: {}, slugs: {} };
    entry.names[t.locale as keyof Localized] = t.name;
    entry.slugs[t.locale as keyof Localized] = t.slug;
    textsOf.set(t.categoryId, entry);
  }
  for (const row of categoryRows) {
    const parent = row.parentId === null ? categoriesAndOptions.root : categoryById.get(row.parentId);
    const texts = textsOf.get(row.id);
    if (!parent || !texts) continue;
    categoryById.set(row.id, categoriesAndOptions.addKnownCategory(row.id, parent, texts.names, texts.slugs));
    categoryPath.set(row.id, row.path.split('/').map(Number));
  }
  return {
    bySku,
    size: size ?? bySku.size,
    taxClasses: classes,
    categoriesAndOptions,
    categoryById,
    categoryPath,
    optionLabels: new Map(optionRows.map((option) => [option.id, complete(option.label)])),
  };
}

type ProductRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'sku'
  | 'itemnum'
  | 'ean'
  | 'originalId'
  | 'active'
  | 'hidePrices'
  | 'taxClass'
  | 'popularity'
  | 'primaryCategoryId'
> & { parentSku: string | null };

interface TranslationRow {
  product_id: number;
  locale: string;
  name: string;
  title: string;
  subtitle: string;
  description: string;
  slug: string;
}

/** Products as records, by id, in the order asked. */
export async function readRecords(
  db: Database,
  index: CatalogueIndex,
  ids: number[],
): Promise<Map<number, ProductRecord>> {
  if (ids.length === 0) return new Map();
  // Read as they are, without the query builder's mapping, which cost an export of 100,000
  // products more than the database took to answer.
  const read = <T>(query: SQL) => db.execute(query).then((result) => rowsOf<T>(result));
  const [rows, texts, memberships, values, images, accessories, included, pricesOf, stockOf] = await Promise.all([
    read<ProductRow>(
      sql`select p.id, p.sku, p.itemnum, p.ean, p.original_id as "originalId", p.active, p.hide_prices as "hidePrices",
        p.tax_class as "taxClass", p.popularity, p.primary_category_id as "primaryCategoryId", m.sku as "parentSku"
      from ${products} p left join ${products} m on m.id = p.master_id where ${anyOf(sql`p.id`, ids)}`,
    ),
    read<TranslationRow>(
      sql`select product_id, locale, name, title, subtitle, description, slug from ${belongingTo(productTranslations, ids)}`,
    ),
    // A product's rows of the tables below as one row of JSON (parsed natively): some forty rows
    // a product otherwise, each parsed field by field.
    read<{ productId: number; ids: number[] }>(
      sql`select product_id as "productId", json_agg(category_id) as ids from ${belongingTo(productCategories, ids)} group by product_id`,
    ),
    read<{ productId: number; values: Array<[code: string, optionId: number | null, text: Localized | null]> }>(
      sql`select product_id as "productId", json_agg(json_build_array(attribute_code, option_id, text)) as values
        from ${belongingTo(productAttributes, ids)} group by product_id`,
    ),
    read<{ productId: number; images: Array<[url: string, alt: Localized]> }>(
      sql`select product_id as "productId", json_agg(json_build_array(url, alt) order by position) as images
        from ${belongingTo(productImages, ids)} group by product_id`,
    ),
    read<{ productId: number; sku: string }>(
      sql`select a.product_id as "productId", p.sku from ${additionalProducts} a join ${products} p on p.id = a.additional_product_id
        where ${anyOf(sql`a.product_id`, ids)} order by a.product_id, a.position`,
    ),
    read<{ productId: number; itemnum: string; name: Localized }>(
      sql`select product_id as "productId", itemnum, name from ${belongingTo(includedItems, ids)} order by product_id, position`,
    ),
    productPrices(db, ids),
    productStock(db, ids),
  ]);
  const records = new Map<number, ProductRecord>();
  for (const product of rows) {
    records.set(product.id, {
      ...emptyRecord(product.sku),
      itemnum: product.itemnum,
      ean: product.ean,
      parentSku: product.parentSku,
      originalId: product.originalId,
      listed: product.active,
      hidePrices: product.hidePrices,
      taxClass: product.taxClass,
      popularity: product.popularity,
    });
  }
  const of = (id: number) => records.get(id)!;
  for (const t of texts) {
    const record = of(t.product_id);
    for (const field of ['name', 'title', 'subtitle', 'description', 'slug'] as const)
      record.texts[field][t.locale as keyof Localized] = t[field];
  }
  for (const record of records.values())
    for (const field of Object.keys(record.texts) as Array<keyof ProductRecord['texts']>)
      record.texts[field] = complete(record.texts[field]);
  const primaryOf = new Map(rows.map((product) => [product.id, product.primaryCategoryId]));
  for (const { productId, ids } of memberships)
    of(productId).categories = categoryPaths(index, ids, primaryOf.get(productId) ?? null);
  // Option labels come from the index: read with every product's row, their JSON cost the most.
  for (const { productId, values: given } of values) {
    const attributes = of(productId).attributes;
    for (const [code, optionId, text] of given) {
      const labels = optionId === null ? text && complete(text) : index.optionLabels.get(optionId);
      if (!labels) continue;
      attributes[code] ??= [];
      attributes[code].push(labels);
    }
  }
  for (const { productId, images: given } of images)
    of(productId).images = given.map(([url, alt]) => ({ url, alt: complete(alt) }));
  for (const a of accessories) of(a.productId).accessories.push(a.sku);
  for (const item of included) of(item.productId).included.push({ itemnum: item.itemnum, name: complete(item.name) });
  for (const [productId, prices] of pricesOf) of(productId).prices = prices;
  for (const [productId, stock] of stockOf) of(productId).stock = stock;
  return new Map([...records].map(([id, record]) => [id, canonical(record)]));
}

/**
 * A product's category paths from its memberships (each category and every one above it): the
 * primary category's path first, then every deepest one.
 */
function categoryPaths(index: CatalogueIndex, ids: number[], primary: number | null): ProductRecord['categories'] {
  const members = new Set(ids);
  const above = new Set(ids.flatMap((id) => (index.categoryPath.get(id) ?? []).slice(0, -1)));
  const deepest = ids.filter((id) => !above.has(id));
  const chosen =
    primary !== null && members.has(primary) ? [primary, ...deepest.filter((id) => id !== primary)] : deepest;
  return chosen
    .map((id) => (index.categoryPath.get(id) ?? []).map((step) => index.categoryById.get(step)))
    .filter((path): path is CategoryNode[] => path.length > 0 && path.every((node) => node !== undefined))
    .map((path) => path.map((node) => node.names));
}

/** Every product id, in id order: an export's batches. */
export async function allProductIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).orderBy(asc(products.id));
  return rows.map((row) => row.id);
}
