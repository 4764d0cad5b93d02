import {
  type AdminProductDetail,
  type CurrencyCode,
  type LocaleCode,
  operations,
  type ProductEdit,
  siteCurrencies,
  supportedLocales,
} from '@shop/contracts';
import type { amountInputs } from '../../i18n/amounts';
import type { Translate } from '../../i18n/i18n';
import { amountsResolver, amountText, readAmount } from '../../ui/amount-forms';
import { requiredNumber } from '../../ui/forms';

// The editor's form: a product as the member types it (amounts in their language's way, every
// language's texts, SKUs as a list), and what the API takes of it (cents, the texts given, an
// array of SKUs). The contract's schema checks it; the catalogue's rules answer from the API.

const textFields = ['name', 'subtitle', 'title', 'slug', 'description'] as const;
type TextField = (typeof textFields)[number];
type Texts = Record<TextField, Record<LocaleCode, string>>;

export interface PriceFields {
  currency: CurrencyCode;
  regular: string;
  special: string;
  tiers: Array<{ minQty: string; price: string }>;
}

export interface EditorFields {
  sku: string;
  itemnum: string;
  ean: string;
  listed: boolean;
  hidePrices: boolean;
  taxClass: string;
  brand: string;
  texts: Texts;
  /** The first is the primary category. */
  categories: Array<{ id: number; path: string }>;
  /** SKUs, separated by commas, spaces or lines. */
  accessories: string;
  images: Array<{ url: string; alt: Record<LocaleCode, string> }>;
  prices: PriceFields[];
  tracked: boolean;
  warehouse: string;
  external: string;
  /** Kept as they are: the attribute editor and the box's contents are edited elsewhere. */
  attributes: ProductEdit['attributes'];
  included: ProductEdit['included'];
}

type AmountInputs = ReturnType<typeof amountInputs>;
export type EditorOutput = ProductEdit & { sku: string };

export const everyLocale = (texts: Partial<Record<LocaleCode, string>> = {}) =>
  Object.fromEntries(supportedLocales.map((locale) => [locale, texts[locale] ?? ''])) as Record<LocaleCode, string>;
const given = (texts: Record<LocaleCode, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));

/** The form of a product as the API has it; a new product's when there is none. */
export function fieldsOf(product: AdminProductDetail | undefined, inputOf: AmountInputs): EditorFields {
  const texts = Object.fromEntries(textFields.map((field) => [field, everyLocale(product?.texts[field])])) as Texts;
  return {
    sku: product?.sku ?? '',
    itemnum: product?.itemnum ?? '',
    ean: product?.ean ?? '',
    listed: product?.listed ?? true,
    hidePrices: product?.hidePrices ?? false,
    taxClass: product?.taxClass ?? 'standard',
    brand: product?.brand ?? '',
    texts,
    categories: product?.categoryPaths ?? [],
    accessories: product?.accessories.join(', ') ?? '',
    images: (product?.images ?? []).map((image) => ({ url: image.url, alt: everyLocale(image.alt) })),
    prices: product ? product.prices.map((price) => priceFields(price, inputOf)) : [emptyPrice(siteCurrencies[0])],
    tracked: product ? product.stock !== null : true,
    warehouse: String(product?.stock?.warehouse ?? 0),
    external: String(product?.stock?.external ?? 0),
    attributes: product?.attributes ?? {},
    included: product?.included ?? [],
  };
}

/** A price's fields: its amounts as the member types them in its currency. */
function priceFields(price: AdminProductDetail['prices'][number], inputOf: AmountInputs): PriceFields {
  const input = inputOf(price.currency);
  return {
    currency: price.currency,
    regular: amountText(input, price.regular),
    special: amountText(input, price.special),
    tiers: price.tiers.map((tier) => ({ minQty: String(tier.minQty), price: amountText(input, tier.price) })),
  };
}

/** A price in a currency the product has none in yet. */
export const emptyPrice = (currency: CurrencyCode): PriceFields => ({ currency, regular: '', special: '', tiers: [] });

/** What the API takes of the form: amounts read as cents, the texts given, SKUs as a list. */
function editOf(values: EditorFields, inputOf: AmountInputs): EditorOutput {
  return {
    sku: values.sku,
    itemnum: values.itemnum,
    ean: values.ean.trim() || null,
    listed: values.listed,
    hidePrices: values.hidePrices,
    taxClass: values.taxClass,
    brand: values.brand,
    texts: Object.fromEntries(textFields.map((field) => [field, given(values.texts[field])])) as ProductEdit['texts'],
    categories: values.categories.map((category) => category.id),
    attributes: values.attributes,
    images: values.images.map((image) => ({ url: image.url, alt: given(image.alt) })),
    accessories: values.accessories.split(/[\s,;]+/).filter(Boolean),
    included: values.included,
    prices: values.prices.map((price) => {
      const input = inputOf(price.currency);
      return {
        currency: price.currency,
        regular: readAmount(input, price.regular) as number,
        special: readAmount(input, price.special, true),
        tiers: price.tiers.map((tier) => ({
          minQty: requiredNumber(tier.minQty),
          price: readAmount(input, tier.price) as number,
        })),
      };
    }),
    stock: values.tracked
      ? { warehouse: requiredNumber(values.warehouse), external: requiredNumber(values.external) }
      : null,
  };
}

/** The form checked by the contract's schema, with its SKU (a known product's may change). */
export const editorResolver = (inputOf: AmountInputs, t: Translate) =>
  amountsResolver<EditorFields, EditorOutput>({
    schema: operations.createProduct.body,
    read: (values) => editOf(values, inputOf),
    amounts: (values) =>
      Object.fromEntries(
        values.prices.flatMap((price, i) => {
          const input = inputOf(price.currency);
          return [
            [`prices.${i}.regular`, input],
            [`prices.${i}.special`, input],
            ...price.tiers.map((_, j) => [`prices.${i}.tiers.${j}.price`, input] as const),
          ];
        }),
      ),
    t,
  });

/** Where the API's refusals land: the form's fields by their paths. */
export const editorFields = [
  'sku',
  'itemnum',
  'ean',
  'taxClass',
  'brand',
  'texts',
  'categories',
  'accessories',
  'images',
  'prices',
  'warehouse',
  'external',
] as const;

/** The API's field of a refusal as the form names it (stock's numbers are fields of their own). */
export const formPath = (path: string) =>
  path.replace(/^stock\.warehouse$/, 'warehouse').replace(/^stock\.external$/, 'external');
