import { setImmediate as nextTurn } from 'node:timers/promises';
import { defaultLocale, type LocaleCode, type RowError } from '@shop/contracts';
import type { Database } from '../../db/connection';
import { slugify } from '../../lib/slug';
import { detach, shown } from './cells';
import { parseColumn } from './columns';
import type { FileFacts, RawRow } from './read';
import { canonical, complete, emptyRecord, type ProductRecord, type Section, sectionKey, sections } from './record';
import { type ColumnPlan, type ParsedRow, parseRow } from './row';
import { type CatalogueIndex, readRecords } from './snapshot';
import type { CategoryNode, OptionEntry } from './vocabulary';

/** Where a picture a row names is stored, or why it cannot be. */
type ImageResolver = (refs: string[]) => Promise<Map<string, { url: string } | { problem: string }>>;
type Images = Map<string, { url: string } | { problem: string }>;

/** The rows of an import, read again from the start each time (the check, then the writing). */
export interface RowSource {
  each(size: number, onBatch: (rows: RawRow[]) => Promise<void> | void): Promise<FileFacts>;
}

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

/** What the check keeps of each row: enough for the checks across rows and for the writing. */
interface RowKey {
  line: number;
  sku: string;
  id: number | undefined;
  itemnum: string;
  ean: string | null;
  parentSku: string | null;
  accessories: string[];
  changed: Set<Section>;
  /** The categories and attribute values it names: made by the import unless the catalogue has them. */
  categoryNodes: CategoryNode[];
  options: OptionEntry[];
}

export interface ImportPlan {
  /** The rows to write: checked, and new or changed. */
  products: RowKey[];
  unchanged: number;
  /** Data rows in the file. */
  rows: number;
  /** Active products the file does not name (with --replace). */
  unlist: number[];
  errors: RowError[];
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

/** The columns a row's cells name (a CSV file's header, a JSON line's keys), checked once each. */
class ColumnCheck {
  readonly plan: ColumnPlan = { columns: [] };
  readonly errors: RowError[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly headerLine: number | undefined) {}

  see(row: RawRow) {
    for (const name of row.cells.keys()) {
      if (this.seen.has(name)) continue;
      this.seen.add(name);
      const column = parseColumn(name);
      if ('problem' in column)
        this.errors.push({
          line: this.headerLine ?? row.line,
          column: name,
          value: name,
          reason: column.problem,
          sku: null,
        });
      else this.plan.columns.push([name, column]);
    }
    if (!this.seen.has('sku') && !this.errors.some((e) => e.column === 'sku'))
      this.errors.push({
        line: this.headerLine ?? row.line,
        column: 'sku',
        value: null,
        reason: 'the sku column is required',
        sku: null,
      });
  }
}

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
      return mergeRow(row, id === undefined ? undefined : before.get(id), index, images, failRow);
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
  const plan: ImportPlan = {
    products: [],
    unchanged: 0,
    rows: file.count,
    unlist: [],
    errors,
    invalidRows: 0,
    // A file that cannot be read to its end is checked as far as it can be read, and never written.
    fatal: file.unreadable === true || columns.errors.length > 0 || file.columns.length === 0,
    images,
  };
  if (columns.errors.length > 0) {
    plan.invalidRows = file.count;
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
          reason: `duplicate SKU: also on line ${lines.filter((other) => other !== line).join(', ')}`,
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
  plan.invalidRows = bad.size;
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

/** What the rest of the import keeps of a row: its texts copied off the file (see `detach`). */
function keyOf(product: PlannedProduct): RowKey {
  const { sku, itemnum, ean, parentSku, accessories } = product.record;
  return {
    line: product.line,
    sku: detach(sku),
    id: product.id,
    itemnum: detach(itemnum),
    ean: ean === null ? null : detach(ean),
    parentSku: parentSku === null ? null : detach(parentSku),
    accessories: accessories.map(detach),
    changed: product.changed,
    categoryNodes: [...new Set(product.categoryNodes.flat())],
    options: product.options,
  };
}

/** One row's product over what the catalogue has, checked on its own; undefined when refused. */
export function mergeRow(
  row: ParsedRow,
  before: ProductRecord | undefined,
  index: CatalogueIndex,
  images: Map<string, { url: string } | { problem: string }>,
  fail: (line: number, error: RowError) => void,
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
  const record = before ? structuredClone(before) : emptyRecord(row.sku);
  if (row.imageRefs) {
    const urls: string[] = [];
    for (const ref of row.imageRefs) {
      const found = images.get(ref);
      if (!found || 'problem' in found) error('images', found?.problem ?? 'cannot be found', ref);
      else urls.push(found.url);
    }
    // A picture keeps its texts: the one at the same place, else the same picture elsewhere.
    const altOf = new Map(record.images.map((image) => [image.url, image.alt]));
    record.images = urls.map((url, i) => ({
      url,
      alt: (record.images[i]?.url === url ? record.images[i]!.alt : altOf.get(url)) ?? complete({}),
    }));
  }
  for (const patch of row.patches) patch(record, before);

  if (!record.itemnum) error('item_number', 'a new product needs an item number');
  if (!record.texts.name[defaultLocale])
    error(`name.${defaultLocale}`, 'a new product needs a name in the default locale');
  if (!index.taxClasses.has(record.taxClass))
    error('tax_class', `unknown tax class (the shop has ${[...index.taxClasses].sort().join(', ')})`, record.taxClass);
  for (const [currency, price] of Object.entries(record.prices)) {
    if (price.regular < 0) error(`price.${currency}`, `a special or tier price needs a regular price in ${currency}`);
    else if (price.special !== null && price.special >= price.regular)
      error(`special_price.${currency}`, 'a special price must be below the regular price', price.special / 100);
    for (const tier of price.tiers)
      if (price.regular >= 0 && tier.price >= price.regular)
        error(
          `tier_prices.${currency}`,
          `the price from ${tier.minQty} units must be below the regular price`,
          tier.price / 100,
        );
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
    const found = index.vocabulary.category(path, row.line);
    if ('problem' in found) error(`categories.${defaultLocale}`, found.problem);
    else categoryNodes.push(found.nodes);
  }
  record.categories = categoryNodes.map((nodes) => nodes.map((node) => node.names));
  const options: OptionEntry[] = [];
  for (const [code, values] of Object.entries(record.attributes)) {
    record.attributes[code] = values.flatMap((value) => {
      const found = index.vocabulary.value(code, value, row.line);
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

/** Item numbers and EANs unique, masters that exist and are no variants, accessories that exist. */
function checkAcrossRows(products: RowKey[], index: CatalogueIndex): RowError[] {
  const errors: RowError[] = [];
  const inFile = new Map(products.map((p) => [p.sku, p]));
  // The catalogue after the import: the file's products over the catalogue's.
  const final = new Map<string, { itemnum: string; ean: string | null; parentSku: string | null; line?: number }>();
  for (const [sku, key] of index.bySku) if (!inFile.has(sku)) final.set(sku, key);
  for (const [sku, p] of inFile) final.set(sku, p);
  const where = (sku: string) => {
    const line = final.get(sku)?.line;
    return line === undefined ? `product ${sku} in the catalogue` : `line ${line}`;
  };
  const owners = (key: 'itemnum' | 'ean') => {
    const by = new Map<string, string[]>();
    for (const [sku, p] of final) if (p[key]) by.set(p[key]!, [...(by.get(p[key]!) ?? []), sku]);
    return by;
  };
  const [byItemnum, byEan] = [owners('itemnum'), owners('ean')];
  const parents = new Set([...final.values()].map((p) => p.parentSku).filter(Boolean));
  const fail = (p: RowKey, column: string, value: string | null, reason: string) =>
    errors.push({ line: p.line, column, value, reason, sku: p.sku });
  for (const p of products) {
    const { sku, itemnum, ean, parentSku, accessories } = p;
    const sameItemnum = byItemnum.get(itemnum)!.filter((other) => other !== sku);
    if (sameItemnum.length > 0)
      fail(p, 'item_number', itemnum, `item number already used by ${where(sameItemnum[0]!)}`);
    const sameEan = ean ? byEan.get(ean)!.filter((other) => other !== sku) : [];
    if (sameEan.length > 0) fail(p, 'ean', ean, `EAN already used by ${where(sameEan[0]!)}`);
    if (parentSku) {
      const parent = final.get(parentSku);
      if (!parent) fail(p, 'parent_sku', parentSku, 'a variant needs its master: no product has this SKU');
      else if (parent.parentSku)
        fail(p, 'parent_sku', parentSku, `the master ${parentSku} is itself a variant of ${parent.parentSku}`);
      else if (parents.has(sku)) fail(p, 'parent_sku', parentSku, 'a product with variants cannot be a variant');
    }
    for (const accessory of accessories) {
      if (accessory === sku) fail(p, 'accessories', accessory, 'a product cannot be its own accessory');
      else if (!final.has(accessory)) fail(p, 'accessories', accessory, 'no product has this SKU');
    }
  }
  return errors;
}
