import { defaultLocale, importReasonText as reason, siteConfig } from '@shop/contracts';
import { slugify } from '../../../lib/slug';
import { type CellValue, gtin, joinList, money } from './cells';
import type { RawRow, ReadFile } from './file-batches';

// Shopify's product CSV (https://help.shopify.com/en/manual/products/import-export/using-csv) in this
// shop's columns: docs/catalog-import.md has the mapping. A product is the rows of one Handle: the
// first carries the product's fields, each row may carry a variant, and any row a picture.

const currency = siteConfig.defaultCurrency;
const price = `price.${currency}`;
const special = `special_price.${currency}`;
const local = (field: string) => `${field}.${defaultLocale}`;

interface Variant {
  line: number;
  sku: string;
  options: string[];
  price: CellValue;
  compareAt: CellValue;
  qty: number | undefined;
  tracked: boolean;
  barcode: string;
  image: string;
}

/** A Shopify product CSV's rows as rows of this shop's format, each keeping the line it came from. */
export function fromShopify(file: ReadFile): ReadFile {
  if (file.columns.length > 0 && !file.columns.includes('Handle'))
    return {
      ...file,
      errors: [...file.errors, { line: 1, column: 'Handle', value: null, reason: reason('shopifyHandle'), sku: null }],
      columns: [],
    };
  const byHandle = new Map<string, RawRow[]>();
  for (const row of file.rows) {
    const handle = String(row.cells.get('Handle') ?? '').trim();
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), row]);
  }
  const rows: ShopRow[] = [];
  for (const [handle, group] of byHandle) rows.push(...productRows(handle, group));
  const columns = [...new Set(rows.flatMap((row) => [...row.cells.keys()]))];
  // Every row names every column, as a CSV file's rows do: a cell a product leaves out is empty.
  for (const row of rows) for (const column of columns) if (!row.cells.has(column)) row.cells.set(column, '');
  return { ...file, columns, rows, count: rows.length };
}

/** A row in this shop's columns, filled in as the product's rows are mapped. */
interface ShopRow {
  line: number;
  cells: Map<string, CellValue>;
}

function productRows(handle: string, group: RawRow[]): ShopRow[] {
  const cell = (row: RawRow, column: string) => String(row.cells.get(column) ?? '').trim();
  const head = group.find((row) => cell(row, 'Title')) ?? group[0]!;
  const at = (column: string) => cell(head, column);
  const optionNames = [1, 2, 3].map((n) => at(`Option${n} Name`)).filter(Boolean);
  const variants: Variant[] = group
    .filter((row) => cell(row, 'Variant SKU') || cell(row, 'Option1 Value') || cell(row, 'Variant Price'))
    .map((row, i) => ({
      line: row.line,
      sku: cell(row, 'Variant SKU').toUpperCase() || `${handle.toUpperCase()}-${i + 1}`,
      options: optionNames.map((_, n) => cell(row, `Option${n + 1} Value`)),
      price: cell(row, 'Variant Price'),
      compareAt: cell(row, 'Variant Compare At Price'),
      qty:
        cell(row, 'Variant Inventory Qty') === ''
          ? undefined
          : Math.max(0, Number(cell(row, 'Variant Inventory Qty')) || 0),
      tracked: cell(row, 'Variant Inventory Tracker') !== '',
      barcode: cell(row, 'Variant Barcode'),
      image: cell(row, 'Variant Image'),
    }));
  const images = group
    .filter((row) => cell(row, 'Image Src'))
    .sort((a, b) => (Number(cell(a, 'Image Position')) || 0) - (Number(cell(b, 'Image Position')) || 0));
  const status = at('Status').toLowerCase();
  const listed = status ? status === 'active' : at('Published').toLowerCase() !== 'false';
  const { attributes, tags } = fromTags(at('Tags'));
  const product = new Map<string, CellValue>([
    [local('name'), at('Title')],
    [local('description'), at('Body (HTML)')],
    [local('title'), at('SEO Title')],
    ['brand', at('Vendor')],
    [local('categories'), at('Product Category') || at('Type')],
    ['listed', String(listed)],
    ['images', joinList(images.map((row) => cell(row, 'Image Src')))],
    [local('image_alt'), images.map((row) => cell(row, 'Image Alt Text')).join('|')],
    ...[...attributes].map(
      ([code, values]) => [`attribute.${code}.${defaultLocale}`, joinList(values)] as [string, string],
    ),
    [`attribute.tags.${defaultLocale}`, joinList(tags)],
  ]);
  const single = variants.length <= 1 && (optionNames.length === 0 || optionNames[0] === 'Title');
  if (single) {
    const only = variants[0];
    const sku = only?.sku ?? handle.toUpperCase();
    return [
      {
        line: head.line,
        cells: new Map([['sku', sku], ['item_number', sku], ...product, ...(only ? offer(only) : [])]),
      },
    ];
  }
  const master = handle.toUpperCase();
  const cheapest = variants.reduce<Variant | undefined>((best, v) => {
    const [a, b] = [money(v.price), best && money(best.price)];
    return !best || ('value' in a && b && 'value' in b && a.value < b.value) ? v : best;
  }, undefined);
  const counted = variants.filter((v) => v.qty !== undefined);
  const masterRow: ShopRow = {
    line: head.line,
    cells: new Map<string, CellValue>([
      ['sku', master],
      ['item_number', master],
      ...product,
      [price, cheapest?.price ?? ''],
      [special, ''],
      ['stock', counted.length ? String(counted.reduce((sum, v) => sum + v.qty!, 0)) : ''],
    ]),
  };
  return [
    masterRow,
    ...variants.map((variant) => ({
      line: variant.line,
      cells: new Map<string, CellValue>([
        ['sku', variant.sku],
        ['item_number', variant.sku],
        ['parent_sku', master],
        [local('name'), [at('Title'), ...variant.options.filter(Boolean)].join(', ')],
        ['brand', at('Vendor')],
        ['listed', String(listed)],
        ['images', variant.image],
        ...optionNames.map(
          (name, n) =>
            [
              `attribute.${slugify(name).replace(/-/g, '_') || `option${n + 1}`}.${defaultLocale}`,
              variant.options[n] ?? '',
            ] as [string, string],
        ),
        ...offer(variant),
      ]),
    })),
  ];
}

/** A variant's price (compare-at as the regular price, the price as the special one), stock and barcode. */
function offer(variant: Variant): Array<[string, CellValue]> {
  const [now, before] = [money(variant.price), money(variant.compareAt)];
  const reduced = 'value' in now && 'value' in before && before.value > now.value;
  const ean = /^\d+$/.test(variant.barcode) && 'value' in gtin(variant.barcode) ? variant.barcode : '';
  return [
    [price, reduced ? variant.compareAt : variant.price],
    [special, reduced ? variant.price : ''],
    ['stock', variant.tracked ? String(variant.qty ?? 0) : '0'],
    ['in_stock', variant.tracked ? 'false' : 'true'],
    ['ean', ean],
  ];
}

/** Tags as attributes: "Colour: Blue" is the value Blue of colour; other tags are values of tags. */
function fromTags(text: string) {
  const attributes = new Map<string, string[]>();
  const tags: string[] = [];
  for (const tag of text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const at = tag.indexOf(':');
    const code = at > 0 ? slugify(tag.slice(0, at)).replace(/-/g, '_') : '';
    if (code && /^[a-z]/.test(code) && tag.slice(at + 1).trim()) {
      attributes.set(code, [...(attributes.get(code) ?? []), tag.slice(at + 1).trim()]);
    } else tags.push(tag);
  }
  return { attributes, tags };
}
