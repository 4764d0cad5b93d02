import { type Colour, mediaPath } from '@shop/api/media';
import { slugify } from '@shop/api/slug';
import type {
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '@shop/api/tables/catalog';
import type { Accessory } from './accessories';
import type { AttributeSet } from './attributes';
import type { Leaf } from './categories';
import type { PriceRow } from './prices';
import type { Random } from './random';
import type { StockRow } from './stock';
import type { Brand } from './tree';
import { type Localized, locales, localized, perLocale, words } from './words';

/** The rows of a run of products, ready to insert table by table. */
export interface ProductBatch {
  products: Array<typeof products.$inferInsert>;
  translations: Array<typeof productTranslations.$inferInsert>;
  categories: Array<typeof productCategories.$inferInsert>;
  images: Array<typeof productImages.$inferInsert>;
  attributes: Array<typeof productAttributes.$inferInsert>;
  included: Array<typeof includedItems.$inferInsert>;
  stock: StockRow[];
  prices: PriceRow[];
}

export const emptyBatch = (): ProductBatch => ({
  products: [],
  translations: [],
  categories: [],
  images: [],
  attributes: [],
  included: [],
  stock: [],
  prices: [],
});

/** One product (stand-alone, master or variant) as drawn, before it becomes rows. */
export interface ProductDraft {
  id: number;
  sku: string;
  masterId: number | null;
  leaf: Leaf;
  brand: Brand;
  name: Localized;
  description: Localized;
  colour: Colour;
  /** Pack size and the values that tell variants apart: one for a variant, all for its master. */
  options: ReadonlyArray<readonly [string, string | number]>;
  material: string | undefined;
  volts: number | undefined;
  warranty: number | undefined;
  country: string;
  includes: Accessory[];
  images: number;
  hidePrices: boolean;
  popularity: number;
  createdAt: Date;
  stock: StockRow | undefined;
  prices: PriceRow[];
}

/** Adds a product's rows (product, translations, images, attributes, included items, stock, prices) to the batch. */
export function addProduct(rows: ProductBatch, random: Random, attributeSet: AttributeSet, p: ProductDraft) {
  const itemnum = String(100_000 + p.id);
  // Every fifth product has no EAN, as goods sold loose or made to order have none.
  const images = Array.from({ length: p.images }, (_, i) => mediaPath(p.leaf.kind, p.colour, i + 1));
  rows.products.push({
    id: p.id,
    sku: p.sku,
    itemnum,
    ean: p.id % 5 === 0 ? null : ean13(`20${String(p.id).padStart(10, '0')}`),
    originalId: random.chance(0.3) ? String(random.int(10_000_000, 99_999_999)) : null,
    masterId: p.masterId,
    primaryCategoryId: p.leaf.id,
    hidePrices: p.hidePrices,
    taxClass: p.leaf.taxClass ?? 'standard',
    popularity: p.popularity,
    coverImage: images[0]!,
    createdAt: p.createdAt,
  });
  for (const locale of locales) {
    const name = p.name[locale];
    rows.translations.push({
      productId: p.id,
      locale,
      name,
      title: `${p.brand.name} ${name}`,
      subtitle: `${words.itemNumber(locale)} ${itemnum}`,
      description: p.description[locale],
      slug: slugify(name),
    });
  }
  images.forEach((url, position) => {
    rows.images.push({
      productId: p.id,
      position,
      url,
      alt: perLocale((locale) =>
        position === 0 ? p.name[locale] : `${p.name[locale]} – ${words.view(locale)} ${position + 1}`,
      ),
    });
  });
  rows.attributes.push(...attributeRows(random, attributeSet, p));
  p.includes.forEach((item, position) => {
    rows.included.push({ productId: p.id, position, itemnum: item.itemnum, name: localized(item.name) });
  });
  if (p.stock) rows.stock.push(p.stock);
  rows.prices.push(...p.prices);
}

/** The product's attribute values: options of the attribute set, and weight and dimensions as text. */
function attributeRows(random: Random, attributeSet: AttributeSet, p: ProductDraft) {
  const option = (code: string, value: string | number) => ({
    productId: p.id,
    attributeCode: code,
    optionId: attributeSet.optionId(code, value),
    text: null,
  });
  const text = (code: string, value: Localized) => ({
    productId: p.id,
    attributeCode: code,
    optionId: null,
    text: value,
  });
  const { leaf } = p;
  const attributes: ProductBatch['attributes'] = [option('brand', p.brand.value)];
  if (leaf.colourFacet !== false && !p.options.some(([code]) => code === 'colour')) {
    attributes.push(option('colour', p.colour));
  }
  for (const [code, value] of p.options) attributes.push(option(code, value));
  if (p.material) attributes.push(option('material', p.material));
  if (p.volts !== undefined) attributes.push(option('voltage', p.volts));
  if (p.warranty !== undefined) attributes.push(option('warranty', p.warranty));
  attributes.push(option('country_of_origin', p.country));
  const grams = roundTo(random.int(...leaf.weight), leaf.weight[1] < 1000 ? 5 : 10);
  attributes.push(
    text(
      'weight',
      perLocale((locale) => words.weight(grams, locale)),
    ),
  );
  if (leaf.dimensions) {
    const size = leaf.dimensions.map((mm) => Math.max(1, roundTo(mm * (0.9 + random.next() * 0.2), mm < 20 ? 1 : 5)));
    attributes.push(text('dimensions', localized(`${size.join(' × ')} mm`)));
  }
  return attributes;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A GTIN-13 from its first 12 digits (prefix 20–29: numbers for use inside one company). */
function ean13(digits: string): string {
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
