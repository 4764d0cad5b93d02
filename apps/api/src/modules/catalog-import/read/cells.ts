// How one cell of the catalogue file is read and written. A CSV cell is text; a JSON Lines value may
// also be a number, a boolean, null or an array of texts: both read to the same values.

import { importReasonText as reason } from '@shop/contracts';

export type CellValue = string | number | boolean | null | string[];

/** A cell's value, or why it is refused. */
export type Parsed<T> = { value: T } | { problem: string };

const refuse = (problem: string): { problem: string } => ({ problem });

/** Whether a cell holds nothing: an empty text, null, or an empty list. */
export const isEmpty = (cell: CellValue | undefined) =>
  cell === undefined || cell === null || cell === '' || (Array.isArray(cell) && cell.length === 0);

/**
 * A copy of a text that lets the file go: V8 keeps the whole chunk of the file a cell was cut from
 * alive while the cell lives (a check that kept each row's EAN held the whole file).
 */
export const detach = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** A cell as text, for an error report (kept to the import's end). */
export const shown = (cell: CellValue | undefined): string | null =>
  cell === undefined || cell === null ? null : detach(Array.isArray(cell) ? cell.join('|') : String(cell));

export function text(cell: CellValue | undefined): Parsed<string> {
  if (cell === undefined || cell === null) return { value: '' };
  if (Array.isArray(cell) || typeof cell === 'object') return refuse(reason('mustBeText'));
  return { value: String(cell).trim() };
}

/**
 * A list: texts separated by "|" (write "\|" for a "|" inside a value and "\\" for a backslash),
 * or a JSON array. Blank entries are dropped, unless they keep places (one text per picture).
 */
export function list(cell: CellValue | undefined, keepBlanks = false): Parsed<string[]> {
  const kept = (items: string[]) => (keepBlanks ? items : items.filter(Boolean));
  if (isEmpty(cell)) return { value: [] };
  if (Array.isArray(cell)) {
    if (cell.some((item) => typeof item !== 'string')) return refuse(reason('mustBeTextList'));
    return { value: kept(cell.map((item) => item.trim())) };
  }
  if (typeof cell !== 'string') return refuse(reason('mustBeTextOrList'));
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (c === '\\' && (cell[i + 1] === '|' || cell[i + 1] === '\\')) current += cell[++i];
    else if (c === '|') {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return { value: kept(items.map((item) => item.trim())) };
}

/** The "|"-separated text of a list (the inverse of `list`). */
export const joinList = (items: string[]) =>
  items
    .map((item) => (item.includes('|') || item.includes('\\') ? item.replace(/[\\|]/g, (c) => `\\${c}`) : item))
    .join('|');

/**
 * A net amount in the currency's main unit, as written in shops' files: "12.99", "12,99" (a
 * decimal comma, as spreadsheets in Germany write it) or "12"; at most two decimals, no
 * thousands separator. Answers minor units.
 */
export function money(cell: CellValue | undefined): Parsed<number> {
  if (typeof cell === 'number') {
    const cents = Math.round(cell * 100);
    if (!Number.isFinite(cell) || Math.abs(cents - cell * 100) > 1e-6) return refuse(reason('amountDecimals'));
    return cents < 0
      ? refuse(reason('notNegative'))
      : cents > 100_000_000
        ? refuse(reason('amountTooHigh'))
        : { value: cents };
  }
  if (typeof cell !== 'string') return refuse(reason('amountExample'));
  const written = cell.trim();
  if (/^-\s*\d/.test(written)) return refuse(reason('notNegative'));
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(written);
  if (!match) return refuse(reason('amountWritten'));
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 100_000_000 ? refuse(reason('amountTooHigh')) : { value: cents };
}

/** A whole number from 0 to `max`. */
export function count(cell: CellValue | undefined, max = 100_000_000): Parsed<number> {
  const written = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (!/^\d{1,9}$/.test(written)) return refuse(reason('wholeNumber'));
  const value = Number(written);
  return value > max ? refuse(reason('atMost', { maximum: max })) : { value };
}

const truths = new Map([
  ['true', true],
  ['yes', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['0', false],
]);

/** true/false, yes/no or 1/0 (any case). */
export function flag(cell: CellValue | undefined): Parsed<boolean> {
  if (typeof cell === 'boolean') return { value: cell };
  const value = truths.get(
    String(cell ?? '')
      .trim()
      .toLowerCase(),
  );
  return value === undefined ? refuse(reason('trueOrFalse')) : { value };
}

/** A GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14) with a right check digit. */
export function gtin(code: string): Parsed<string> {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return refuse(reason('gtinDigits'));
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check ? { value: code } : refuse(reason('gtinCheckDigit'));
}

/** Pairs written "key=value" in a list, such as tier prices ("10=11.50") or included items ("A-1=Battery"). */
export function pairs(cell: CellValue | undefined): Parsed<Array<[string, string]>> {
  const items = list(cell);
  if ('problem' in items) return items;
  const found: Array<[string, string]> = [];
  for (const item of items.value) {
    const at = item.indexOf('=');
    if (at <= 0) return refuse(reason('keyValue', { item }));
    found.push([item.slice(0, at).trim(), item.slice(at + 1).trim()]);
  }
  return { value: found };
}

/** Category paths: segments from the root down separated by " > ", several paths separated by "|". */
export function paths(cell: CellValue | undefined): Parsed<string[][]> {
  const items = list(cell);
  if ('problem' in items) return items;
  const found = items.value.map((path) => path.split(/\s+>\s+/).map((segment) => segment.trim()));
  if (found.some((path) => path.some((segment) => segment === ''))) return refuse(reason('emptyCategoryName'));
  if (found.some((path) => path.length > 5)) return refuse(reason('categoryDepth'));
  return { value: found };
}
