import { type CurrencyCode, defaultLocale, type LocaleCode, type RowError } from '@shop/contracts';
import { nulPath } from '../../http/nul-guard';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import {
  type CellValue,
  count,
  flag,
  gtin,
  isEmpty,
  list,
  money,
  type Parsed,
  pairs,
  paths,
  shown,
  text,
} from './cells';
import type { Column, LocalizedField, PriceField, TextField } from './columns';
import type { RawRow } from './read';
import type { Localized, PriceRecord, ProductRecord } from './record';

/** SKUs are kept in capitals (shoppers type them in any case): letters, digits and . _ - / */
const skuPattern = /^[A-Z0-9][A-Z0-9._\-/]{0,63}$/;

/** A change a row makes to its product's record, applied over what the catalogue has. */
type Patch = (record: ProductRecord, before: ProductRecord | undefined) => void;

/** What one row says: its product's SKU, the changes it makes, and the pictures it names. */
export interface ParsedRow {
  line: number;
  sku: string;
  patches: Patch[];
  /** Picture references of the `images` column, resolved to stored pictures before the merge. */
  imageRefs: string[] | undefined;
  errors: RowError[];
}

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
  for (const [column, value] of row.cells.entries())
    if (nulPath(value, column)) fail(column, 'must not contain NUL characters or unpaired surrogates');
  const sku = read('sku', text(cell('sku')))?.toUpperCase() ?? '';
  if (!sku) fail('sku', 'a SKU is required');
  else if (!skuPattern.test(sku)) fail('sku', 'a SKU is at most 64 letters, digits and . _ - / (no spaces)');
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
        if (itemnum === '') fail(name, 'an item number is required');
        else if (itemnum !== undefined && itemnum.length > 64) fail(name, 'an item number has at most 64 characters');
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
        if (parent === sku && sku) fail(name, 'a product cannot be its own parent');
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
        if (taxClass === '') fail(name, 'a tax class is required');
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
        if (brand.length > 200) fail(name, 'a brand has at most 200 characters');
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

type Fail = (column: string, reason: string, value?: CellValue) => void;
type Read = <T>(column: string, result: Parsed<T>) => T | undefined;

/** Stock: `stock` (our warehouse) decides whether there is stock data at all; the others refine it. */
function readStock(row: RawRow, parsed: ParsedRow, fail: Fail, read: Read) {
  const given = (['stock', 'stock_on_hand', 'external_stock', 'in_stock'] as const).filter((c) => row.cells.has(c));
  if (given.length === 0) return;
  const value = (column: string) =>
    isEmpty(row.cells.get(column)) ? undefined : read(column, count(row.cells.get(column)));
  if (!row.cells.has('stock')) {
    if (given.some((c) => !isEmpty(row.cells.get(c)))) {
      // Refinements without the stock itself change an existing stock row only.
      const [onHand, external] = [value('stock_on_hand'), value('external_stock')];
      const marked = isEmpty(row.cells.get('in_stock')) ? undefined : read('in_stock', flag(row.cells.get('in_stock')));
      parsed.patches.push((r) => {
        if (!r.stock) return;
        if (onHand !== undefined) r.stock.onHand = onHand;
        if (external !== undefined) r.stock.external = external;
        if (marked !== undefined) r.stock.markedInStock = marked;
      });
    }
    return;
  }
  if (isEmpty(row.cells.get('stock'))) {
    const extra = given.find((c) => c !== 'stock' && !isEmpty(row.cells.get(c)));
    if (extra) fail(extra, `${extra} needs a stock (an empty stock means no stock data)`);
    else
      parsed.patches.push((r) => {
        r.stock = null;
      });
    return;
  }
  const effective = value('stock');
  const onHand = value('stock_on_hand');
  const external = value('external_stock');
  const marked = isEmpty(row.cells.get('in_stock')) ? undefined : read('in_stock', flag(row.cells.get('in_stock')));
  if (effective === undefined) return;
  if (onHand !== undefined && onHand < effective)
    fail('stock_on_hand', `is below the stock of ${effective} (on hand includes what can be shipped)`);
  parsed.patches.push((r) => {
    r.stock = {
      effective,
      // On hand follows the stock unless the file says otherwise.
      onHand: onHand ?? effective,
      external: external ?? r.stock?.external ?? 0,
      markedInStock: marked ?? r.stock?.markedInStock ?? false,
    };
  });
}

const textLimits: Record<TextField, number> = { name: 200, title: 300, subtitle: 200, description: 20_000, slug: 120 };

function readTexts(
  columns: Array<[string, Extract<Column, { kind: 'text' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  for (const [name, { field, locale }] of columns) {
    const value = read(name, text(cell(name)));
    if (value === undefined) continue;
    if (value.length > textLimits[field]) {
      fail(name, `has ${value.length} characters; at most ${textLimits[field]}`);
      continue;
    }
    if (field === 'name' && locale === defaultLocale && value === '') {
      fail(name, `a name in the default locale (${defaultLocale}) is required`);
      continue;
    }
    if (field === 'slug' && value !== '' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
      fail(name, 'a slug is lower-case letters, digits and single hyphens');
      continue;
    }
    // Descriptions are shown as HTML to every shopper: cleaned as content is, before they are kept.
    // Text without markup or entities is left as cleaning would leave it (it skips the HTML parser).
    const kept = field === 'description' && /[<>&]/.test(value) ? sanitizeContentHtml(value) : value;
    parsed.patches.push((r, before) => setText(r.texts[field], locale, kept, before?.texts[field]));
  }
}

/**
 * Sets a text in a locale. A locale without a text of its own holds a copy of the default
 * locale's (so search finds the product in every language); when the default text changes,
 * such copies follow it.
 */
function setText(texts: Localized, locale: LocaleCode, value: string, before: Localized | undefined) {
  if (locale !== defaultLocale) {
    texts[locale] = value || texts[defaultLocale] || '';
    return;
  }
  const old = before?.[defaultLocale];
  for (const [other, current] of Object.entries(texts) as Array<[LocaleCode, string]>)
    if (other !== defaultLocale && (current === old || current === '')) texts[other] = value;
  texts[defaultLocale] = value;
}

function readLocalized(
  columns: Array<[string, Extract<Column, { kind: 'localized' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  const byField = new Map<LocalizedField, Map<LocaleCode, string>>();
  for (const [name, { field, locale }] of columns)
    byField.set(field, (byField.get(field) ?? new Map()).set(locale, name));
  for (const [field, names] of byField) {
    const main = names.get(defaultLocale);
    const others = [...names].filter(([locale]) => locale !== defaultLocale);
    if (field === 'categories') {
      if (!main) {
        fail(
          others[0]![1],
          `categories in other locales name the paths of categories.${defaultLocale}, which is missing`,
        );
        continue;
      }
      const base = read(main, paths(cell(main)));
      if (!base) continue;
      const translated = new Map<LocaleCode, string[][]>();
      for (const [locale, name] of others) {
        const found = isEmpty(cell(name)) ? undefined : read(name, paths(cell(name)));
        if (found && !sameShape(found, base))
          fail(name, `must name the same paths, level by level, as categories.${defaultLocale}`);
        else if (found) translated.set(locale, found);
      }
      parsed.patches.push((r) => {
        r.categories = base.map((path, p) =>
          path.map((segment, s) => ({
            [defaultLocale]: segment,
            ...Object.fromEntries([...translated].map(([locale, found]) => [locale, found[p]![s]!])),
          })),
        );
      });
    } else if (field === 'included') {
      // One entry per unit ("A-1=Battery|A-1=Battery" is two batteries); translations list the same items in order.
      if (!main) {
        fail(others[0]![1], `included items in other locales translate included.${defaultLocale}, which is missing`);
        continue;
      }
      const base = read(main, pairs(cell(main)));
      if (!base) continue;
      const items = base.map(([itemnum, label]) => ({ itemnum, name: { [defaultLocale]: label } as Localized }));
      for (const [locale, name] of others) {
        if (isEmpty(cell(name))) continue;
        const found = read(name, pairs(cell(name)));
        if (!found) continue;
        if (found.length !== items.length || found.some(([itemnum], i) => itemnum !== items[i]!.itemnum))
          fail(name, `must list the items of included.${defaultLocale} in the same order`);
        else
          found.forEach(([, label], i) => {
            items[i]!.name[locale] = label;
          });
      }
      parsed.patches.push((r) => {
        r.included = items;
      });
    } else {
      // image_alt: one text per picture, in the order of the pictures.
      const alts = new Map<LocaleCode, string[]>();
      for (const [locale, name] of names) {
        const found = read(name, list(cell(name), true));
        if (found) alts.set(locale, found);
      }
      // Given in the default locale, the texts start afresh: a locale not given shows the default's.
      parsed.patches.push((r) => {
        r.images = r.images.map((image, i) => ({
          ...image,
          alt: {
            ...(alts.has(defaultLocale) ? {} : image.alt),
            ...Object.fromEntries([...alts].map(([locale, found]) => [locale, found[i] ?? ''])),
          },
        }));
      });
    }
  }
}

const sameShape = (a: string[][], b: string[][]) =>
  a.length === b.length && a.every((path, i) => path.length === b[i]!.length);

function readAttributes(
  columns: Array<[string, Extract<Column, { kind: 'attribute' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  const byCode = new Map<string, Map<LocaleCode, string>>();
  for (const [name, { code, locale }] of columns) byCode.set(code, (byCode.get(code) ?? new Map()).set(locale, name));
  for (const [code, names] of byCode) {
    const main = names.get(defaultLocale);
    if (!main) {
      fail(
        [...names.values()][0]!,
        `values in other locales translate attribute.${code}.${defaultLocale}, which is missing`,
      );
      continue;
    }
    const base = read(main, list(cell(main)));
    if (!base) continue;
    if (base.some((value) => value.length > 500)) {
      fail(main, 'an attribute value has at most 500 characters');
      continue;
    }
    const values: Localized[] = base.map((value) => ({ [defaultLocale]: value }));
    for (const [locale, name] of names) {
      if (locale === defaultLocale || isEmpty(cell(name))) continue;
      const found = read(name, list(cell(name)));
      if (!found) continue;
      if (found.length !== base.length)
        fail(name, `has ${found.length} values where attribute.${code}.${defaultLocale} has ${base.length}`);
      else
        found.forEach((value, i) => {
          values[i]![locale] = value;
        });
    }
    parsed.patches.push((r) => {
      r.attributes[code] = values;
    });
  }
}

function readPrices(
  columns: Array<[string, Extract<Column, { kind: 'price' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  const byCurrency = new Map<CurrencyCode, Map<PriceField, string>>();
  for (const [name, { field, currency }] of columns)
    byCurrency.set(currency, (byCurrency.get(currency) ?? new Map()).set(field, name));
  for (const [currency, names] of byCurrency) {
    const regularColumn = names.get('price');
    const specialColumn = names.get('special_price');
    const tiersColumn = names.get('tier_prices');
    const cleared = regularColumn !== undefined && isEmpty(cell(regularColumn));
    if (cleared) {
      const extra = [specialColumn, tiersColumn].find((c) => c !== undefined && !isEmpty(cell(c)));
      if (extra) fail(extra, `needs ${regularColumn} (an empty price means no price in ${currency})`);
      else parsed.patches.push((r) => void delete r.prices[currency]);
      continue;
    }
    const regular = regularColumn === undefined ? undefined : read(regularColumn, money(cell(regularColumn)));
    const special =
      specialColumn === undefined
        ? undefined
        : isEmpty(cell(specialColumn))
          ? null
          : read(specialColumn, money(cell(specialColumn)));
    const tiers = tiersColumn === undefined ? undefined : readTiers(tiersColumn, cell(tiersColumn), fail);
    if ((regularColumn && regular === undefined) || (specialColumn && special === undefined) || tiers === null)
      continue;
    parsed.patches.push((r) => {
      const current: PriceRecord | undefined = r.prices[currency];
      if (regular === undefined && !current) {
        // A special or tier price for a currency without a regular price: checked after the merge.
        r.prices[currency] = { regular: -1, special: special ?? null, tiers: tiers ?? [] };
        return;
      }
      r.prices[currency] = {
        regular: regular ?? current!.regular,
        special: special === undefined ? (current?.special ?? null) : special,
        tiers: tiers ?? current?.tiers ?? [],
      };
    });
  }
}

/** Tier prices: "10=11.50|50=10.90", from 2 units up, each quantity once. Null when refused. */
function readTiers(column: string, value: CellValue | undefined, fail: Fail): PriceRecord['tiers'] | null {
  const found = pairs(value);
  if ('problem' in found) {
    fail(column, found.problem);
    return null;
  }
  const tiers: PriceRecord['tiers'] = [];
  for (const [quantity, amount] of found.value) {
    const minQty = count(quantity, 1_000_000);
    const price = money(amount);
    const problem =
      'problem' in minQty || minQty.value < 2
        ? `tier quantity "${quantity}" must be a whole number of 2 or more`
        : 'problem' in price
          ? `tier price "${amount}" ${price.problem}`
          : tiers.some((tier) => tier.minQty === minQty.value)
            ? `tier quantity ${quantity} is given twice`
            : undefined;
    if (problem !== undefined || 'problem' in minQty || 'problem' in price) {
      fail(column, problem!);
      return null;
    }
    tiers.push({ minQty: minQty.value, price: price.value });
  }
  return tiers.sort((a, b) => a.minQty - b.minQty);
}
