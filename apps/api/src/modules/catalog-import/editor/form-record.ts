import {
  type AdminProductDetail,
  defaultLocale,
  type LocaleCode,
  type ProductEdit,
  siteCurrencies,
} from '@shop/contracts';
import { slugify } from '../../../lib/slug';
import { nameKey } from '../check/categories-and-options';
import { complete, emptyRecord, type Localized, type ProductRecord } from '../record';
import type { CatalogueIndex } from '../write/snapshot';

// The editor's form and the catalogue's record of a product, each made from the other. The form
// holds what a member typed: a locale's text only where it is the locale's own (the record holds
// the default locale's copy elsewhere), a page title or address only where it is not the one the
// catalogue makes from the name, categories by id, the brand on its own, stock as two numbers.

/** What the form shows of a record's texts: copies of the default locale and made titles and addresses left out. */
function ownTexts(texts: ProductRecord['texts']): ProductEdit['texts'] {
  const own = (field: keyof ProductRecord['texts']) => {
    const kept: Localized = {};
    for (const [locale, value] of Object.entries(texts[field]) as Array<[LocaleCode, string]>) {
      if (!value) continue;
      if (locale !== defaultLocale && value === texts[field][defaultLocale]) continue;
      if (field === 'title' && value === texts.name[locale]) continue;
      if (field === 'slug' && value === slugify(texts.name[locale] ?? '')) continue;
      kept[locale] = value;
    }
    return kept;
  };
  return {
    name: own('name'),
    title: own('title'),
    subtitle: own('subtitle'),
    description: own('description'),
    slug: own('slug'),
  };
}

/** A category's id from its path of names, as the catalogue knows it. */
function categoryIdOf(index: CatalogueIndex, path: Localized[]): number | undefined {
  let node = index.categoriesAndOptions.root;
  for (const segment of path) {
    const next = node.children.get(nameKey(segment[defaultLocale]));
    if (!next) return undefined;
    node = next;
  }
  return node.id;
}

/** A category's path of names from its id; undefined when there is no such category. */
function categoryPathOf(index: CatalogueIndex, id: number): Localized[] | undefined {
  const steps = index.categoryPath.get(id)?.map((step) => index.categoryById.get(step));
  if (!steps || steps.some((node) => node === undefined)) return undefined;
  return steps.map((node) => node!.names);
}

/** What the editor shows of a product: the record as the form holds it. */
export function formOf(
  id: number,
  record: ProductRecord,
  index: CatalogueIndex,
  extra: Pick<AdminProductDetail, 'parentId' | 'variants' | 'variantOptions' | 'version' | 'shopUrl'>,
): AdminProductDetail {
  const { brand = [], ...attributes } = record.attributes;
  const categoryPaths = record.categories.flatMap((path) => {
    const found = categoryIdOf(index, path);
    return found === undefined ? [] : [{ id: found, path: path.map((s) => s[defaultLocale]).join(' > ') }];
  });
  return {
    id,
    sku: record.sku,
    parentSku: record.parentSku,
    itemnum: record.itemnum,
    ean: record.ean,
    listed: record.listed,
    hidePrices: record.hidePrices,
    taxClass: record.taxClass,
    brand: brand[0]?.[defaultLocale] ?? '',
    texts: ownTexts(record.texts),
    categories: categoryPaths.map((c) => c.id),
    categoryPaths,
    attributes: Object.fromEntries(Object.entries(attributes).map(([code, values]) => [code, values.map(ownOf)])),
    images: record.images.map((image) => ({ url: image.url, alt: ownOf(image.alt) })),
    accessories: record.accessories,
    included: record.included.map((item) => ({ itemnum: item.itemnum, name: ownOf(item.name) })),
    // In the shop's order of currencies.
    prices: siteCurrencies.flatMap((currency) => {
      const price = record.prices[currency];
      return price ? [{ currency, regular: price.regular, special: price.special, tiers: price.tiers }] : [];
    }),
    stock: record.stock && { warehouse: record.stock.effective, external: record.stock.external },
    ...extra,
  };
}

/** A locale's own texts: copies of the default locale's left out. */
function ownOf(texts: Localized): Localized {
  return Object.fromEntries(
    Object.entries(texts).filter(([locale, value]) => locale === defaultLocale || value !== texts[defaultLocale]),
  );
}

/**
 * The record a form describes, over the product as it is (what the form does not show, such as
 * its master, original id and popularity, stays). Categories it names by an unknown id are
 * answered apart, to be refused.
 */
export function recordOf(
  sku: string,
  form: ProductEdit,
  before: ProductRecord | undefined,
  index: CatalogueIndex,
): { record: ProductRecord; unknownCategories: number[] } {
  const record = structuredClone(before ?? emptyRecord(sku));
  const unknownCategories: number[] = [];
  const paths = form.categories.flatMap((id) => {
    const path = categoryPathOf(index, id);
    if (!path) unknownCategories.push(id);
    return path ? [path] : [];
  });
  const stockBefore = before?.stock;
  Object.assign(record, {
    itemnum: form.itemnum,
    ean: form.ean || null,
    listed: form.listed,
    hidePrices: form.hidePrices,
    taxClass: form.taxClass,
    texts: {
      name: { ...form.texts.name },
      title: { ...form.texts.title },
      subtitle: { ...form.texts.subtitle },
      description: { ...form.texts.description },
      slug: { ...form.texts.slug },
    },
    categories: paths,
    // Values, pictures' texts and what is in the box are translated item by item: a locale without
    // its own holds the default locale's.
    attributes: Object.fromEntries(
      Object.entries({ ...form.attributes, ...(form.brand ? { brand: [{ [defaultLocale]: form.brand }] } : {}) }).map(
        ([code, values]) => [code, values.map(complete)],
      ),
    ),
    images: form.images.map((image) => ({ url: image.url, alt: complete(image.alt) })),
    accessories: form.accessories,
    included: form.included.map((item) => ({ itemnum: item.itemnum, name: complete(item.name) })),
    prices: Object.fromEntries(
      form.prices.map(({ currency, ...price }) => [currency, { ...price, tiers: [...price.tiers] }]),
    ),
    // Reserved units stay reserved: what is on hand moves with the warehouse's stock.
    stock: form.stock && {
      effective: form.stock.warehouse,
      onHand: form.stock.warehouse + Math.max(0, (stockBefore?.onHand ?? 0) - (stockBefore?.effective ?? 0)),
      external: form.stock.external,
      markedInStock: stockBefore?.markedInStock ?? false,
    },
  } satisfies Partial<ProductRecord>);
  return { record, unknownCategories };
}
