import { Readable } from 'node:stream';
import type { Database } from '../../db/connection';
import { csvLine, decimal } from '../../lib/csv';
import { type CellValue, joinList } from './read/cells';
import {
  type Column,
  columnName,
  exportLocales,
  plainFields,
  priceFields,
  shopCurrencies,
  textFields,
} from './read/columns';
import type { ProductRecord } from './record';
import { allProductIds, readCatalogueIndex, readRecords } from './write/snapshot';

const batchSize = 1000;

/**
 * The whole catalogue in the import's format, a thousand products at a time: every column, every
 * locale and every currency, so importing the file unchanged changes nothing. CSV cells are text;
 * JSON Lines values are typed (numbers, booleans, lists), and read back the same.
 */
export function exportCatalog(db: Database, format: 'csv' | 'jsonl'): Readable {
  return Readable.from(
    (async function* () {
      const index = await readCatalogueIndex(db);
      const codes = [...index.categoriesAndOptions.attributes.keys()].sort();
      const columns = exportColumns(codes);
      const names = columns.map(columnName);
      if (format === 'csv') yield csvLine(names);
      const ids = await allProductIds(db);
      const batch = (start: number) => {
        if (start >= ids.length) return undefined;
        const read = readRecords(db, index, ids.slice(start, start + batchSize));
        // A download stopped half-way leaves this read unawaited: its failure must not end the process.
        read.catch(() => {});
        return read;
      };
      // The next batch is read while this one is written out: the database works beside this process.
      let next = batch(0);
      for (let start = 0; next; start += batchSize) {
        const records = await next;
        next = batch(start + batchSize);
        const rows = [...records.values()].map((record) => columns.map((column) => cellOf(record, column)));
        if (format === 'csv') yield rows.map((row) => csvLine(row.map(asCsv))).join('');
        else
          yield rows
            .map((row) => `${JSON.stringify(Object.fromEntries(row.map((cell, i) => [names[i], cell])))}\n`)
            .join('');
      }
    })(),
  );
}

/**
 * One product as a row of the format with every column, as an export writes it: the import reads
 * it back to the same record. The editor saves a product as such a row.
 */
export function recordRow(record: ProductRecord, attributeCodes: string[]): Map<string, CellValue> {
  return new Map(exportColumns(attributeCodes).map((column) => [columnName(column), cellOf(record, column)]));
}

/** Every column in the order an export writes them. */
function exportColumns(attributeCodes: string[]): Column[] {
  const plain = (field: (typeof plainFields)[number]): Column => ({ kind: 'plain', field });
  const perLocale = <C extends Column>(make: (locale: (typeof exportLocales)[number]) => C) => exportLocales.map(make);
  return [
    // The product's own columns, as columns.ts lists them up to `brand` (exported as an attribute).
    ...plainFields.slice(0, plainFields.indexOf('brand')).map(plain),
    ...textFields.flatMap((field) => perLocale((locale) => ({ kind: 'text', field, locale }) as const)),
    ...perLocale((locale) => ({ kind: 'localized', field: 'categories', locale }) as const),
    ...attributeCodes.flatMap((code) => perLocale((locale) => ({ kind: 'attribute', code, locale }) as const)),
    plain('images'),
    ...perLocale((locale) => ({ kind: 'localized', field: 'image_alt', locale }) as const),
    plain('accessories'),
    ...perLocale((locale) => ({ kind: 'localized', field: 'included', locale }) as const),
    ...shopCurrencies.flatMap((currency) => priceFields.map((field) => ({ kind: 'price', field, currency }) as const)),
    ...(['stock', 'stock_on_hand', 'external_stock', 'in_stock'] as const).map(plain),
  ];
}

/** One cell of a record: what the import reads back to the same record. */
function cellOf(record: ProductRecord, column: Column): CellValue {
  switch (column.kind) {
    case 'text':
      return record.texts[column.field][column.locale] ?? '';
    case 'attribute': {
      const values = record.attributes[column.code];
      return values ? values.map((value) => value[column.locale] ?? '') : null;
    }
    case 'localized': {
      const { locale } = column;
      if (column.field === 'categories')
        return record.categories.map((path) => path.map((segment) => segment[locale]).join(' > '));
      if (column.field === 'image_alt')
        return record.images.length ? record.images.map((image) => image.alt[locale] ?? '') : null;
      return record.included.map((item) => `${item.itemnum}=${item.name[locale] ?? ''}`);
    }
    case 'price': {
      const price = record.prices[column.currency];
      if (!price) return null;
      if (column.field === 'price') return price.regular / 100;
      if (column.field === 'special_price') return price.special === null ? null : price.special / 100;
      return price.tiers.map((tier) => `${tier.minQty}=${decimal(tier.price)}`);
    }
    case 'plain':
      return plainCell(record, column.field);
  }
}

function plainCell(record: ProductRecord, field: (typeof plainFields)[number]): CellValue {
  switch (field) {
    case 'sku':
      return record.sku;
    case 'item_number':
      return record.itemnum;
    case 'ean':
      return record.ean;
    case 'parent_sku':
      return record.parentSku;
    case 'original_id':
      return record.originalId;
    case 'listed':
      return record.listed;
    case 'hide_prices':
      return record.hidePrices;
    case 'tax_class':
      return record.taxClass;
    case 'popularity':
      return record.popularity;
    case 'images':
      return record.images.map((image) => image.url);
    case 'accessories':
      return record.accessories;
    case 'stock':
      return record.stock?.effective ?? null;
    case 'stock_on_hand':
      return record.stock?.onHand ?? null;
    case 'external_stock':
      return record.stock?.external ?? null;
    case 'in_stock':
      return record.stock?.markedInStock ?? null;
    case 'brand':
      return null; // exported as attribute.brand.*
  }
}

/** A JSON Lines value as a CSV cell: lists joined with "|", amounts with two decimals. */
function asCsv(cell: CellValue): string {
  if (cell === null) return '';
  if (Array.isArray(cell)) return joinList(cell);
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : cell.toFixed(2);
  return String(cell);
}
