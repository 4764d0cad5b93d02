import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportWarning, RowError } from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import type { Database } from '../../../db/connection';
import { parseRow } from '../read/row';
import type { RowSource } from '../read/source';
import { type CatalogueIndex, readRecords } from '../write/snapshot';
import { ColumnCheck } from './column-check';
import { checkAcrossRows, keyOf, type RowKey } from './cross-row-checks';
import { type MediaPolicy, mergeRow, type PlannedProduct } from './merge-row';

/** Where a picture a row names is stored, or why it cannot be. */
type ImageResolver = (refs: string[]) => Promise<Map<string, { url: string } | { problem: string }>>;
type Images = Map<string, { url: string } | { problem: string }>;

export interface ImportPlan {
  /** The rows to write: checked, and new or changed. */
  products: RowKey[];
  unchanged: number;
  /** Data rows in the file. */
  rows: number;
  /** Active products the file does not name (with --replace). */
  unlist: number[];
  errors: RowError[];
  /** Pictures left out of the products written (URLs that could not be fetched), in file order. */
  warnings: ImportWarning[];
  /** Rows with at least one error (left out with --skip-invalid). */
  invalidRows: number;
  /** The header is wrong or the file cannot be read to its end: nothing may be written. */
  fatal: boolean;
  /** Where each picture a row names is stored, as the check found it. */
  images: Images;
}

export interface PlanOptions {
  replace: boolean;
  skipInvalid: boolean;
  /** Refuse a row whose picture URL cannot be fetched, instead of leaving the picture out. */
  strictMedia: boolean;
  resolveImages: ImageResolver;
  /**
   * Takes each batch's new and changed products as soon as they are checked, while no row has
   * been refused; told to abandon them at the first refused row.
   */
  writer?: { write(products: PlannedProduct[]): Promise<void>; abandon(): Promise<void> };
  /** Rows checked so far, as they are. */
  onProgress?: (validated: number) => void;
}

export const batchSize = 1000;

/**
 * Checks every row of a file against the catalogue and works out what to write: each row's
 * product merged over what the catalogue has, its changed sections, and every bad row with its
 * line, column, value and reason. A thousand rows at a time, keeping only what the checks across
 * rows need: a file of any size. The checked batches go to the writer, if one is given, while
 * the file has no bad row.
 */
export async function planImport(
  read: () => Database,
  source: RowSource,
  index: CatalogueIndex,
  options: PlanOptions,
  headerLine: number | undefined,
): Promise<ImportPlan> {
  const columns = new ColumnCheck(headerLine);
  const keys: RowKey[] = [];
  const images: Images = new Map();
  const bad = new Map<number, RowError[]>();
  const warnings: ImportWarning[] = [];
  const media: MediaPolicy = { strict: options.strictMedia, warn: (warning) => warnings.push(warning) };
  const failRow = (line: number, error: RowError) => bad.set(line, [...(bad.get(line) ?? []), error]);
  let validated = 0;
  const file = await source.each(batchSize, async (raw) => {
    for (const row of raw) columns.see(row);
    validated += raw.length;
    if (columns.errors.length > 0) return; // a wrong header: the rows are only counted
    const batch = await sliced(raw, (row) => parseRow(row, columns.plan));
    for (const row of batch) for (const error of row.errors) failRow(row.line, error);
    const good = batch.filter((row) => row.sku && !bad.has(row.line));
    const refs = [...new Set(good.flatMap((row) => row.imageRefs ?? []))].filter((ref) => !images.has(ref));
    if (refs.length > 0) for (const [ref, found] of await options.resolveImages(refs)) images.set(ref, found);
    const known = good.map((row) => index.bySku.get(row.sku)?.id).filter((id) => id !== undefined);
    const before = await readRecords(read(), index, known);
    const merged = await sliced(good, (row) => {
      const id = index.bySku.get(row.sku)?.id;
      return mergeRow(row, id === undefined ? undefined : before.get(id), index, images, failRow, media);
    });
    const changed: PlannedProduct[] = [];
    for (const product of merged) {
      if (!product) continue;
      keys.push(keyOf(product));
      if (product.changed.size > 0) changed.push(product);
    }
    options.onProgress?.(validated);
    if (bad.size > 0) await options.writer?.abandon();
    else await options.writer?.write(changed);
  });

  const errors: RowError[] = [...file.errors, ...columns.errors];
  // A line that could not be read as a row (a wrong number of fields, bad JSON) is a row, and a bad one.
  const unread = new Set(file.errors.filter((error) => error.line !== headerLine).map((error) => error.line)).size;
  const plan: ImportPlan = {
    products: [],
    unchanged: 0,
    rows: file.count + unread,
    unlist: [],
    errors,
    warnings,
    invalidRows: unread,
    // A file that cannot be read to its end is checked as far as it can be read, and never written.
    fatal: file.unreadable === true || columns.errors.length > 0 || file.columns.length === 0,
    images,
  };
  if (columns.errors.length > 0) {
    plan.invalidRows = plan.rows;
    return plan;
  }

  // A SKU named twice is refused on every line that names it: which of them was meant is unknown.
  const linesOf = new Map<string, number[]>();
  for (const key of keys) linesOf.set(key.sku, [...(linesOf.get(key.sku) ?? []), key.line]);
  for (const [line, sku] of badSkus(bad)) linesOf.set(sku, [...(linesOf.get(sku) ?? []), line]);
  for (const [sku, lines] of linesOf)
    if (lines.length > 1)
      for (const line of lines)
        failRow(line, {
          line,
          column: 'sku',
          value: sku,
          reason: reason('duplicateSku', { lines: lines.filter((other) => other !== line).join(', ') }),
          sku,
        });

  // Checks across rows, again after each exclusion: a variant whose master's row was bad has no master.
  let kept = keys.filter((key) => !bad.has(key.line));
  for (;;) {
    const found = checkAcrossRows(kept, index);
    for (const error of found) failRow(error.line, error);
    const next = kept.filter((key) => !bad.has(key.line));
    if (next.length === kept.length || !options.skipInvalid) break;
    kept = next;
  }

  errors.push(...[...bad.values()].flat().sort((a, b) => a.line - b.line));
  plan.invalidRows = bad.size + unread;
  kept = kept.filter((key) => !bad.has(key.line));
  plan.products = kept.filter((key) => key.changed.size > 0);
  plan.unchanged = kept.length - plan.products.length;
  if (options.replace)
    plan.unlist = [...index.bySku.values()].filter((key) => key.active && !linesOf.has(key.sku)).map((key) => key.id);
  return plan;
}

const SLICE = 20;

/**
 * `work` over the items a hundred at a time, letting I/O through between slices: the writing
 * batch's next statement goes out while this process checks the next batch.
 */
async function sliced<T, R>(items: T[], work: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += SLICE) {
    if (at > 0) await nextTurn();
    for (let i = at; i < Math.min(at + SLICE, items.length); i++) results.push(work(items[i]!));
  }
  return results;
}

/** The SKUs of rows refused on their own (their products were not merged), by line. */
function badSkus(bad: Map<number, RowError[]>): Array<[number, string]> {
  return [...bad].flatMap(([line, errors]) => {
    const sku = errors.find((e) => e.sku)?.sku;
    return sku ? [[line, sku] as [number, string]] : [];
  });
}
