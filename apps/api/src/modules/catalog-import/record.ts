import { defaultLocale, type LocaleCode } from '@shop/contracts';
import type { StockRecord } from '../inventory';
import type { ProductPrices } from '../pricing';
import { exportLocales } from './read/columns';

/** A text in some locales; a locale without one shows the default locale's. */
export type Localized = Partial<Record<LocaleCode, string>>;

/**
 * One product as the catalogue file describes it, the same whether it was read from a file or
 * from the database: an import compares the two section by section and writes what differs.
 */
export interface ProductRecord {
  sku: string;
  itemnum: string;
  ean: string | null;
  parentSku: string | null;
  originalId: string | null;
  listed: boolean;
  hidePrices: boolean;
  taxClass: string;
  popularity: number;
  texts: { name: Localized; title: Localized; subtitle: Localized; description: Localized; slug: Localized };
  /** Category paths, root first, each segment named per locale; the first path is the primary category. */
  categories: Localized[][];
  /** Values per attribute code: an option's label, or a free text, per locale. */
  attributes: Record<string, Localized[]>;
  images: Array<{ url: string; alt: Localized }>;
  /** SKUs of the optional additional products offered with this one, in order. */
  accessories: string[];
  included: Array<{ itemnum: string; name: Localized }>;
  prices: ProductPrices;
  /** Null: no stock data (not available). */
  stock: StockRecord | null;
}

/** A product with nothing but its SKU, and what a new product has unless a file says otherwise. */
export function emptyRecord(sku: string): ProductRecord {
  return {
    sku,
    itemnum: '',
    ean: null,
    parentSku: null,
    originalId: null,
    listed: true,
    hidePrices: false,
    taxClass: 'standard',
    popularity: 0,
    texts: { name: {}, title: {}, subtitle: {}, description: {}, slug: {} },
    categories: [],
    attributes: {},
    images: [],
    accessories: [],
    included: [],
    prices: {},
    stock: null,
  };
}

/** The parts of a product an import writes on their own: a price change rewrites no texts. */
export const sections = [
  'product',
  'texts',
  'categories',
  'attributes',
  'images',
  'accessories',
  'included',
  'prices',
  'stock',
] as const;
export type Section = (typeof sections)[number];

/** A section's content in a form that compares equal exactly when the section is the same. */
export function sectionKey(record: ProductRecord, section: Section): string {
  switch (section) {
    case 'product':
      // The SKU too: a product renamed (by its id, in the editor) is a changed product.
      return JSON.stringify([
        record.sku,
        record.itemnum,
        record.ean,
        record.parentSku,
        record.originalId,
        record.listed,
        record.hidePrices,
        record.taxClass,
        record.popularity,
      ]);
    case 'texts':
      return JSON.stringify(record.texts);
    case 'categories':
      return JSON.stringify(record.categories);
    case 'attributes':
      return JSON.stringify(Object.entries(record.attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    case 'images':
      return JSON.stringify(record.images);
    case 'accessories':
      return JSON.stringify(record.accessories);
    case 'included':
      return JSON.stringify(record.included);
    case 'prices':
      return JSON.stringify(Object.entries(record.prices).sort(([a], [b]) => (a < b ? -1 : 1)));
    case 'stock':
      return JSON.stringify(record.stock);
  }
}

/**
 * Every locale of the shop in one order, each with its own text or the default locale's: how
 * records hold texts, so a file that leaves a locale out and the database that filled it agree.
 */
export function complete(texts: Localized): Localized {
  const fallback = texts[defaultLocale] ?? '';
  const all: Localized = {};
  for (const locale of exportLocales) all[locale] = texts[locale] || fallback;
  return all;
}

const byDefaultText = (a: Localized, b: Localized) => compareText(a[defaultLocale] ?? '', b[defaultLocale] ?? '');
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const pathKey = (path: Localized[]) => path.map((segment) => segment[defaultLocale] ?? '').join('\u0000');

/**
 * A record in its one comparable form: an attribute's values in the order of their default-locale
 * text (the database keeps no order for them), categories after the primary one in path order.
 */
export function canonical(record: ProductRecord): ProductRecord {
  const [primary, ...others] = record.categories;
  return {
    ...record,
    categories: primary ? [primary, ...others.sort((a, b) => compareText(pathKey(a), pathKey(b)))] : [],
    attributes: Object.fromEntries(
      Object.entries(record.attributes)
        .filter(([, values]) => values.length > 0)
        .map(([code, values]) => [code, [...values].sort(byDefaultText)]),
    ),
  };
}
