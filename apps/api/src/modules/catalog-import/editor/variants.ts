import { defaultLocale, type LocaleCode, siteCurrencies, type VariantEdit, type VariantRow } from '@shop/contracts';
import type { Database } from '../../../db/connection';
import { complete, emptyRecord, type Localized, type ProductRecord } from '../record';
import { readProductKeys } from '../write/snapshot';
import { fieldRefusals } from './refusals';
import { versionOf } from './version';

// A master's variants as its page edits them. A variant is a catalogue row like any other, with
// its master's SKU as its parent (as the import's files have it). What they are told apart by are
// the master's options: the attributes on which a variant has values other than the master's (a
// master may have none of them, or all its variants' values, for the shop's filters to find it;
// what it shares with them, such as its brand, is no option). Prices are in the shop's first currency.

const currency = siteCurrencies[0];

const valueKey = (values: Localized[] = []) => JSON.stringify(values.map((value) => value[defaultLocale] ?? '').sort());

/** The attributes a master's variants differ by: those on which one has values the master has not as its own. */
export function optionsOf(master: ProductRecord, variants: ProductRecord[]): string[] {
  const codes = new Set<string>();
  for (const variant of variants)
    for (const [code, values] of Object.entries(variant.attributes))
      if (code !== 'brand' && values.length > 0 && valueKey(values) !== valueKey(master.attributes[code]))
        codes.add(code);
  return [...codes].sort();
}

/** A variant as its master's page lists it. */
export function variantRowOf(id: number, record: ProductRecord, options: string[]): VariantRow {
  return {
    id,
    sku: record.sku,
    options: Object.fromEntries(options.map((code) => [code, record.attributes[code]?.[0]?.[defaultLocale] ?? ''])),
    regular: record.prices[currency]?.regular ?? null,
    stock: record.stock?.effective ?? null,
    image: record.images[0]?.url ?? null,
    version: versionOf(record),
  };
}

/**
 * Refuses a variant without a value for each of its master's options, at that option; the first
 * variant of a master names them (at least one).
 */
export function checkOptions(options: string[], edit: VariantEdit) {
  const given = Object.keys(edit.options).filter((code) => edit.options[code] !== '');
  if (options.length === 0 && given.length === 0)
    throw fieldRefusals([{ path: 'options', name: 'variantNeedsOptions' }]);
  const missing = options.filter((code) => !given.includes(code));
  if (missing.length > 0)
    throw fieldRefusals(
      missing.map((code) => ({ path: `options.${code}`, name: 'variantOptionRequired', values: { attribute: code } })),
    );
}

/** A variant's name: its master's with its option values ("Gloves, XL"), per locale. */
function nameOf(master: ProductRecord, values: string[]): Localized {
  const name: Localized = {};
  for (const [locale, text] of Object.entries(master.texts.name) as Array<[LocaleCode, string]>)
    if (text) name[locale] = [text, ...values].join(', ');
  return name;
}

const valuesOf = (record: ProductRecord, options: string[]) =>
  options.map((code) => record.attributes[code]?.[0]?.[defaultLocale] ?? '').filter(Boolean);

/**
 * The record a variant's row describes: a new one takes its master's name with its option values,
 * its item number from its SKU, its master's other attributes, tax class and price display; a
 * known one keeps what the row does not name (its name follows its values while it is the one
 * made from them).
 */
export function variantRecord(
  master: ProductRecord,
  before: ProductRecord | undefined,
  edit: VariantEdit,
  options: string[],
): ProductRecord {
  const record = structuredClone(before ?? emptyRecord(edit.sku));
  const codes = [...new Set([...options, ...Object.keys(edit.options)])].sort();
  if (!before)
    Object.assign(record, {
      itemnum: edit.sku,
      taxClass: master.taxClass,
      hidePrices: master.hidePrices,
      attributes: structuredClone(master.attributes),
    } satisfies Partial<ProductRecord>);
  record.sku = edit.sku;
  record.parentSku = master.sku;
  for (const code of Object.keys(edit.options)) {
    const value = edit.options[code]!;
    record.attributes[code] = value ? [complete({ [defaultLocale]: value })] : [];
  }
  const made = before && JSON.stringify(complete(nameOf(master, valuesOf(before, codes))));
  if (!before || made === JSON.stringify(before.texts.name))
    record.texts = { ...record.texts, name: nameOf(master, valuesOf(record, codes)) };
  const price = before?.prices[currency];
  if (edit.regular === null) delete record.prices[currency];
  else record.prices[currency] = { special: null, tiers: [], ...price, regular: edit.regular };
  const stock = before?.stock;
  record.stock =
    edit.stock === null
      ? null
      : {
          effective: edit.stock,
          // Reserved units stay reserved: what is on hand moves with the warehouse's stock.
          onHand: edit.stock + Math.max(0, (stock?.onHand ?? 0) - (stock?.effective ?? 0)),
          external: stock?.external ?? 0,
          markedInStock: stock?.markedInStock ?? false,
        };
  if (edit.image !== (before?.images[0]?.url ?? null)) {
    const alt = master.images.find((image) => image.url === edit.image)?.alt ?? complete(record.texts.name);
    record.images = edit.image
      ? [{ url: edit.image, alt }, ...record.images.filter((image) => image.url !== edit.image)]
      : [];
  }
  return record;
}

/** Where a refusal of a variant's row lands on its master's page: at the variant's fields. */
export function variantField(path: string): string {
  const [head = '', rest = ''] = path.split(/\.(.*)/);
  if (head === 'attributes') return `options.${rest}`;
  if (head === 'prices') return 'regular';
  if (head === 'stock') return 'stock';
  if (head === 'images') return 'image';
  if (head === 'options') return path;
  return 'sku'; // its SKU, item number (its SKU) and name (made from its master's)
}

/** Refuses, at the SKU, a SKU another product has. */
export async function checkSkuFree(db: Database, sku: string) {
  const keys = await readProductKeys(db, { skus: [sku], itemnums: [], eans: [] });
  if (keys.has(sku)) throw fieldRefusals([{ path: 'sku', name: 'productSkuTaken', values: { sku } }]);
}
