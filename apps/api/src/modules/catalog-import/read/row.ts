import { defaultLocale, importReasonText as reason } from '@shop/contracts';
import { nulPath } from '../../../http/nul-guard';
import { type CellValue, count, flag, gtin, isEmpty, list, type Parsed, shown, text } from './cells';
import type { Column } from './columns';
import type { RawRow } from './file-batches';
import type { ParsedRow, Patch } from './parsed-row';
import { readAttributes, readLocalized } from './row-localized';
import { readPrices } from './row-prices';
import { readStock } from './row-stock';
import { readTexts } from './row-texts';

/** SKUs are kept in capitals (shoppers type them in any case): letters, digits and . _ - / */
const skuPattern = /^[A-Z0-9][A-Z0-9._\-/]{0,63}$/;

/** Columns grouped by what they describe, as the header names them. */
export interface ColumnPlan {
  columns: Array<[name: string, column: Column]>;
}

/**
 * Reads one row into changes of its product. A column the file does not have leaves that part of
 * a product as it is; an empty cell clears it (a required one is refused).
 */
export function parseRow(row: RawRow, plan: ColumnPlan): ParsedRow {
  const parsed: ParsedRow = { line: row.line, sku: '', patches: [], imageRefs: undefined, errors: [] };
  const has = (name: string) => row.cells.has(name);
  const cell = (name: string) => row.cells.get(name);
  const fail = (column: string, reason: string, value: CellValue | undefined = cell(column)) =>
    parsed.errors.push({ line: row.line, column, value: shown(value), reason, sku: parsed.sku || null });
  const read = <T>(column: string, result: Parsed<T>): T | undefined => {
    if ('problem' in result) {
      fail(column, result.problem);
      return undefined;
    }
    return result.value;
  };
  const patch = (change: Patch) => parsed.patches.push(change);

  // What PostgreSQL cannot store fails the row, not the import.
  for (const [column, value] of row.cells.entries()) if (nulPath(value, column)) fail(column, reason('noNul'));
  const sku = read('sku', text(cell('sku')))?.toUpperCase() ?? '';
  if (!sku) fail('sku', reason('skuRequired'));
  else if (!skuPattern.test(sku)) fail('sku', reason('skuPattern'));
  parsed.sku = sku;

  const byKind = <K extends Column['kind']>(kind: K) =>
    plan.columns.filter(
      (entry): entry is [string, Extract<Column, { kind: K }>] => entry[1].kind === kind && has(entry[0]),
    );

  for (const [name, column] of byKind('plain')) {
    const value = cell(name);
    switch (column.field) {
      case 'item_number': {
        const itemnum = read(name, text(value));
        if (itemnum === '') fail(name, reason('itemnumRequired'));
        else if (itemnum !== undefined && itemnum.length > 64) fail(name, reason('itemnumLength'));
        else if (itemnum !== undefined)
          patch((r) => {
            r.itemnum = itemnum;
          });
        break;
      }
      case 'ean': {
        const code = read(name, text(value));
        if (code === undefined) break;
        const ean = code === '' ? null : read(name, gtin(code));
        if (ean !== undefined)
          patch((r) => {
            r.ean = ean;
          });
        break;
      }
      case 'parent_sku': {
        const parent = read(name, text(value))?.toUpperCase();
        if (parent === undefined) break;
        if (parent === sku && sku) fail(name, reason('ownParent'));
        else
          patch((r) => {
            r.parentSku = parent || null;
          });
        break;
      }
      case 'original_id': {
        const id = read(name, text(value));
        if (id !== undefined)
          patch((r) => {
            r.originalId = id || null;
          });
        break;
      }
      case 'listed':
      case 'hide_prices': {
        const on = read(name, flag(value));
        if (on !== undefined && column.field === 'listed')
          patch((r) => {
            r.listed = on;
          });
        else if (on !== undefined)
          patch((r) => {
            r.hidePrices = on;
          });
        break;
      }
      case 'tax_class': {
        const taxClass = read(name, text(value));
        if (taxClass === '') fail(name, reason('taxClassRequired'));
        else if (taxClass !== undefined)
          patch((r) => {
            r.taxClass = taxClass;
          });
        break;
      }
      case 'popularity': {
        const rank = isEmpty(value) ? 0 : read(name, count(value, 1_000_000_000));
        if (rank !== undefined)
          patch((r) => {
            r.popularity = rank;
          });
        break;
      }
      case 'brand': {
        const brand = read(name, text(value));
        if (brand === undefined) break;
        if (brand.length > 200) fail(name, reason('brandLength'));
        else
          patch((r) => {
            r.attributes.brand = brand ? [{ [defaultLocale]: brand }] : [];
          });
        break;
      }
      case 'images':
        parsed.imageRefs = read(name, list(value));
        break;
      case 'accessories': {
        const skus = read(name, list(value))?.map((s) => s.toUpperCase());
        if (skus)
          patch((r) => {
            r.accessories = [...new Set(skus)];
          });
        break;
      }
      case 'stock':
      case 'stock_on_hand':
      case 'external_stock':
      case 'in_stock':
        break; // read together below
    }
  }
  readStock(row, parsed, fail, read);
  readTexts(byKind('text'), cell, parsed, fail, read);
  readLocalized(byKind('localized'), cell, parsed, fail, read);
  readAttributes(byKind('attribute'), cell, parsed, fail, read);
  readPrices(byKind('price'), cell, parsed, fail, read);
  return parsed;
}
