import {
  attributeCodePattern,
  type CurrencyCode,
  defaultLocale,
  type LocaleCode,
  importReasonText as reason,
  siteConfig,
  supportedLocales,
} from '@shop/contracts';

// The columns of the catalogue file (docs/catalog-import.md): one vocabulary for reading a file,
// checking its header and writing an export.

/** Texts a product has per locale. */
export const textFields = ['name', 'title', 'subtitle', 'description', 'slug'] as const;
export type TextField = (typeof textFields)[number];

/** Columns that hold one value for the product. */
export const plainFields = [
  'sku',
  'item_number',
  'ean',
  'parent_sku',
  'original_id',
  'listed',
  'hide_prices',
  'tax_class',
  'popularity',
  'brand',
  'images',
  'accessories',
  'stock',
  'stock_on_hand',
  'external_stock',
  'in_stock',
] as const;
type PlainField = (typeof plainFields)[number];

/** Columns that hold a value per locale besides the texts. */
const localizedFields = ['categories', 'image_alt', 'included'] as const;
export type LocalizedField = (typeof localizedFields)[number];

export const priceFields = ['price', 'special_price', 'tier_prices'] as const;
export type PriceField = (typeof priceFields)[number];

/** What a header cell names. */
export type Column =
  | { kind: 'plain'; field: PlainField }
  | { kind: 'text'; field: TextField; locale: LocaleCode }
  | { kind: 'localized'; field: LocalizedField; locale: LocaleCode }
  | { kind: 'attribute'; code: string; locale: LocaleCode }
  | { kind: 'price'; field: PriceField; currency: CurrencyCode };

export const shopCurrencies = siteConfig.currencies.map((c) => c.name) as CurrencyCode[];

const isLocale = (value: string): value is LocaleCode => (supportedLocales as readonly string[]).includes(value);
const isCurrency = (value: string): value is CurrencyCode => (shopCurrencies as string[]).includes(value);
const isOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The column a header cell names, or why it names none. */
export function parseColumn(header: string): Column | { problem: string } {
  const name = header.trim();
  if (isOf(plainFields, name)) return { kind: 'plain', field: name };
  const parts = name.split('.');
  const [head, second, third] = parts;
  if (parts.length === 2 && (isOf(textFields, head!) || isOf(localizedFields, head!))) {
    if (!isLocale(second!))
      return { problem: reason('unknownLocale', { locale: second!, locales: supportedLocales.join(', ') }) };
    return isOf(textFields, head!)
      ? { kind: 'text', field: head, locale: second }
      : { kind: 'localized', field: head as LocalizedField, locale: second };
  }
  if (parts.length === 2 && isOf(priceFields, head!)) {
    if (!isCurrency(second!))
      return { problem: reason('unknownCurrency', { currency: second!, currencies: shopCurrencies.join(', ') }) };
    return { kind: 'price', field: head, currency: second };
  }
  if (parts.length === 3 && head === 'attribute') {
    if (!attributeCodePattern.test(second!)) return { problem: reason('attributeCode', { code: second! }) };
    if (!isLocale(third!))
      return { problem: reason('unknownLocale', { locale: third!, locales: supportedLocales.join(', ') }) };
    return { kind: 'attribute', code: second!, locale: third };
  }
  return { problem: reason('unknownColumn') };
}

/** The header name of a column, as an export writes it. */
export function columnName(column: Column): string {
  switch (column.kind) {
    case 'plain':
      return column.field;
    case 'text':
    case 'localized':
      return `${column.field}.${column.locale}`;
    case 'attribute':
      return `attribute.${column.code}.${column.locale}`;
    case 'price':
      return `${column.field}.${column.currency}`;
  }
}

/** Every locale, the default first: the order of an export's localized columns. */
export const exportLocales: LocaleCode[] = [defaultLocale, ...supportedLocales.filter((l) => l !== defaultLocale)];
