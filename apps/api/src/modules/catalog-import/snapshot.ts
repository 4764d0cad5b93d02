import type { CurrencyCode } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
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
} from '../catalog/tables';
import { stock } from '../inventory/tables';
import { prices, priceTiers, taxRates } from '../pricing/tables';
import { canonical, complete, emptyRecord, type Localized, type ProductRecord } from './record';
import { type CategoryNode, Vocabulary } from './vocabulary';

// The catalogue as the import sees it: every product's keys (for checks across rows), the names
// categories and attribute values are matched by, and products as records, a thousand at a time.

/** What every product is known by, for the checks across rows. */
export interface ProductKey {
  id: number;
  sku: string;
  itemnum: string;
  ean: string | null;
  parentSku: string | null;
  active: boolean;
}

export interface CatalogueIndex {
  bySku: Map<string, ProductKey>;
  taxClasses: Set<string>;
  vocabulary: Vocabulary;
  /** Category nodes by id, for records read from the database. */
  categoryById: Map<number, CategoryNode>;
  /** Category ids from the root down, by id. */
  categoryPath: Map<number, number[]>;
  /** Every option's labels by its id (a label may name two options: each keeps its own). */
  optionLabels: Map<number, Localized>;
}

export async function readCatalogueIndex(db: Database): Promise<CatalogueIndex> {
  const master = alias(products, 'master');
  const [keys, classes, attributeRows, optionRows, categoryRows, categoryTexts] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        itemnum: products.itemnum,
        ean: products.ean,
        parentSku: master.sku,
        active: products.active,
      })
      .from(products)
      .leftJoin(master, eq(master.id, products.masterId)),
    db.selectDistinct({ taxClass: taxRates.taxClass }).from(taxRates),
    db.select({ code: attributes.code, control: attributes.control }).from(attributes),
    db.select().from(attributeOptions).orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db.select().from(categoryTranslations),
  ]);
  const vocabulary = new Vocabulary(
    new Map(attributeRows.map((row) => [row.code, { control: row.control, isNew: false, options: new Map() }])),
  );
  for (const option of optionRows) {
    const attribute = vocabulary.attributes.get(option.attributeCode)!;
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
    const parent = row.parentId === null ? vocabulary.root : categoryById.get(row.parentId);
    const texts = textsOf.get(row.id);
    if (!parent || !texts) continue;
    categoryById.set(row.id, vocabulary.addKnownCategory(row.id, parent, texts.names, texts.slugs));
    categoryPath.set(row.id, row.path.split('/').map(Number));
  }
  return {
    bySku: new Map(keys.map((key) => [key.sku, key])),
    taxClasses: new Set(classes.map((row) => row.taxClass)),
    vocabulary,
    categoryById,
    categoryPath,
    optionLabels: new Map(optionRows.map((option) => [option.id, complete(option.label)])),
  };
}

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
  const master = alias(products, 'master');
  const accessory = alias(products, 'accessory');
  const [rows, texts, memberships, values, images, accessories, included, priceRows, tierRows, stockRows] =
    await Promise.all([
      db
        .select({ product: products, parentSku: master.sku })
        .from(products)
        .leftJoin(master, eq(master.id, products.masterId))
        .where(anyOf(products.id, ids)),
      // The most rows and the most text of all: read as they are, without the query builder's mapping.
      db
        .execute(
          sql`select product_id, locale, name, title, subtitle, description, slug from ${productTranslations} where ${anyOf(productTranslations.productId, ids)}`,
        )
        .then((result) => rowsOf<TranslationRow>(result)),
      db.select().from(productCategories).where(anyOf(productCategories.productId, ids)),
      db
        .select({
          productId: productAttributes.productId,
          code: productAttributes.attributeCode,
          optionId: productAttributes.optionId,
          text: productAttributes.text,
        })
        .from(productAttributes)
        .where(anyOf(productAttributes.productId, ids)),
      db
        .select()
        .from(productImages)
        .where(anyOf(productImages.productId, ids))
        .orderBy(asc(productImages.productId), asc(productImages.position)),
      db
        .select({ productId: additionalProducts.productId, sku: accessory.sku })
        .from(additionalProducts)
        .innerJoin(accessory, eq(accessory.id, additionalProducts.additionalProductId))
        .where(anyOf(additionalProducts.productId, ids))
        .orderBy(asc(additionalProducts.productId), asc(additionalProducts.position)),
      db
        .select()
        .from(includedItems)
        .where(anyOf(includedItems.productId, ids))
        .orderBy(asc(includedItems.productId), asc(includedItems.position)),
      db.select().from(prices).where(anyOf(prices.productId, ids)),
      db
        .select()
        .from(priceTiers)
        .where(anyOf(priceTiers.productId, ids))
        .orderBy(asc(priceTiers.productId), asc(priceTiers.minQty)),
      db.select().from(stock).where(anyOf(stock.productId, ids)),
    ]);
  const records = new Map<number, ProductRecord>();
  for (const { product, parentSku } of rows) {
    records.set(product.id, {
      ...emptyRecord(product.sku),
      itemnum: product.itemnum,
      ean: product.ean,
      parentSku,
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
  const memberOf = new Map<number, number[]>();
  for (const m of memberships) memberOf.set(m.productId, [...(memberOf.get(m.productId) ?? []), m.categoryId]);
  for (const { product } of rows) {
    const ids = memberOf.get(product.id);
    if (ids) of(product.id).categories = categoryPaths(index, ids, product.primaryCategoryId);
  }
  // Option labels come from the index: read with every product's row, their JSON cost the most.
  for (const v of values) {
    const labels = v.optionId === null ? v.text : index.optionLabels.get(v.optionId);
    if (!labels) continue;
    const values = of(v.productId).attributes;
    values[v.code] = [...(values[v.code] ?? []), complete(labels)];
  }
  for (const image of images) of(image.productId).images.push({ url: image.url, alt: complete(image.alt) });
  for (const a of accessories) of(a.productId).accessories.push(a.sku);
  for (const item of included) of(item.productId).included.push({ itemnum: item.itemnum, name: complete(item.name) });
  for (const price of priceRows)
    of(price.productId).prices[price.currency as CurrencyCode] = {
      regular: price.regular,
      special: price.special,
      tiers: [],
    };
  for (const tier of tierRows)
    of(tier.productId).prices[tier.currency as CurrencyCode]?.tiers.push({ minQty: tier.minQty, price: tier.price });
  for (const s of stockRows)
    of(s.productId).stock = {
      effective: s.effectiveStock,
      onHand: s.qty,
      external: s.externalStock,
      markedInStock: s.markedInStock,
    };
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
