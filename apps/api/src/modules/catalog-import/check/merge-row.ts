import {
  defaultLocale,
  type ImportWarning,
  type LocaleCode,
  type RowError,
  importReasonText as reason,
} from '@shop/contracts';
import { slugify } from '../../../lib/slug';
import { shown } from '../read/cells';
import type { ParsedRow } from '../read/parsed-row';
import { canonical, complete, emptyRecord, type ProductRecord, type Section, sectionKey, sections } from '../record';
import type { CatalogueIndex } from '../write/snapshot';
import type { CategoryNode, OptionEntry } from './categories-and-options';

/** A product the import writes: new (no id) or changed in the sections named. */
export interface PlannedProduct {
  line: number;
  id: number | undefined;
  record: ProductRecord;
  changed: Set<Section>;
  /** The category nodes of each of its paths (the deepest last), made or known. */
  categoryNodes: CategoryNode[][];
  /** The options its attribute values are. */
  options: OptionEntry[];
}

/**
 * What becomes of a picture a row names by URL that cannot be fetched: with `strict`, the row is
 * refused; else the product is imported without it and `warn` is told.
 */
export interface MediaPolicy {
  strict: boolean;
  warn: (warning: ImportWarning) => void;
}

const isUrl = (ref: string) => /^https?:\/\//i.test(ref);

/** One row's product over what the catalogue has, checked on its own; undefined when refused. */
export function mergeRow(
  row: ParsedRow,
  before: ProductRecord | undefined,
  index: CatalogueIndex,
  images: Map<string, { url: string } | { problem: string }>,
  fail: (line: number, error: RowError) => void,
  media: MediaPolicy,
): PlannedProduct | undefined {
  let failed = false;
  const error = (column: string | null, reason: string, value: unknown = null) => {
    failed = true;
    fail(row.line, {
      line: row.line,
      column,
      value: value === null ? null : shown(value as string),
      reason,
      sku: row.sku,
    });
  };
  // Under the row's SKU: the editor's row of a renamed product names the product it was by its id.
  const record = before ? { ...structuredClone(before), sku: row.sku } : emptyRecord(row.sku);
  if (row.imageRefs) {
    // A picture left out keeps its place ('') until the row's texts are read: image_alt counts places.
    const urls: string[] = [];
    for (const ref of row.imageRefs) {
      const found = images.get(ref);
      if (found && 'url' in found) urls.push(found.url);
      else if (found && !media.strict && isUrl(ref)) {
        media.warn({ line: row.line, sku: row.sku, url: shown(ref)!, reason: found.problem });
        urls.push('');
      } else error('images', found?.problem ?? reason('pictureNotFound'), ref);
    }
    // A picture keeps its texts: the one at the same place, else the same picture elsewhere.
    const altOf = new Map(record.images.map((image) => [image.url, image.alt]));
    record.images = urls.map((url, i) => ({
      url,
      alt: (record.images[i]?.url === url ? record.images[i]!.alt : altOf.get(url)) ?? complete({}),
    }));
  }
  for (const patch of row.patches) patch(record, before);
  record.images = record.images.filter((image) => image.url !== '');

  if (!record.itemnum) error('item_number', reason('newProductItemnum'));
  if (!record.texts.name[defaultLocale]) error(`name.${defaultLocale}`, reason('newProductName'));
  if (!index.taxClasses.has(record.taxClass))
    error(
      'tax_class',
      reason('unknownTaxClass', { classes: [...index.taxClasses].sort().join(', ') }),
      record.taxClass,
    );
  for (const [currency, price] of Object.entries(record.prices)) {
    if (price.regular < 0) error(`price.${currency}`, reason('regularPriceNeeded', { currency }));
    else if (price.special !== null && price.special >= price.regular)
      error(`special_price.${currency}`, reason('specialBelowRegular'), price.special / 100);
    for (const tier of price.tiers)
      if (price.regular >= 0 && tier.price >= price.regular)
        error(`tier_prices.${currency}`, reason('tierBelowRegular', { units: tier.minQty }), tier.price / 100);
  }
  if (record.stock && record.stock.onHand < record.stock.effective) record.stock.onHand = record.stock.effective;

  const texts = record.texts;
  for (const field of Object.keys(texts) as Array<keyof typeof texts>) texts[field] = complete(texts[field]);
  for (const locale of Object.keys(texts.name) as LocaleCode[]) {
    if (!texts.title[locale]) texts.title[locale] = texts.name[locale]!;
    if (!texts.slug[locale]) texts.slug[locale] = slugify(texts.name[locale]!) || 'product';
  }
  record.images = record.images.map((image) => ({ ...image, alt: complete(image.alt) }));
  record.included = record.included.map((item) => ({ ...item, name: complete(item.name) }));

  // Categories and attribute values by their names: known ones matched, new ones made.
  const categoryNodes: CategoryNode[][] = [];
  if (record.parentSku) record.categories = []; // a variant is listed through its master
  for (const path of record.categories) {
    const found = index.categoriesAndOptions.category(path, row.line);
    if ('problem' in found) error(`categories.${defaultLocale}`, found.problem);
    else categoryNodes.push(found.nodes);
  }
  record.categories = categoryNodes.map((nodes) => nodes.map((node) => node.names));
  const options: OptionEntry[] = [];
  for (const [code, values] of Object.entries(record.attributes)) {
    record.attributes[code] = values.flatMap((value) => {
      const found = index.categoriesAndOptions.value(code, value, row.line);
      if ('problem' in found) {
        error(`attribute.${code}.${defaultLocale}`, found.problem);
        return [];
      }
      if (found.option) options.push(found.option);
      return [found.labels];
    });
  }
  if (failed) return undefined;

  const final = canonical(record);
  const changed = new Set(before ? sections.filter((s) => sectionKey(final, s) !== sectionKey(before, s)) : sections);
  return {
    line: row.line,
    id: before ? index.bySku.get(row.sku)!.id : undefined,
    record: final,
    changed,
    categoryNodes,
    options,
  };
}
