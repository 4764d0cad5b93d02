import { maxBulkRows, maxLineQuantity } from './cart-rules';

/** A row as typed, pasted or uploaded: an item number (or SKU, or EAN) and a quantity. */
export interface TypedRow {
  number: string;
  quantity: number;
}

/** Why a line of pasted or uploaded text is not a row (namespace QuickOrder.parse). */
export type ParseProblem =
  | { line: number; kind: 'decimal'; value: string }
  | { line: number; kind: 'quantity'; value: string }
  | { line: number; kind: 'too-many' };

const wholeNumber = /^\d+$/;

/** A quantity a row may ask for, as typed: a whole number from 1 to the most a line may hold. */
export const isQuantity = (text: string) =>
  wholeNumber.test(text) && Number(text) >= 1 && Number(text) <= maxLineQuantity;
const decimal = /^\d+[.,]\d+$/;

/**
 * Rows from text a spreadsheet gives: one row per line, the item number and the quantity separated
 * by tabs, semicolons or commas (quoted fields as CSV writes them), a header line optional. A
 * missing quantity is 1; a decimal (12,5 or 12.5) is refused, not rounded: the shop sells whole units.
 */
export async function parseRows(text: string): Promise<{ rows: TypedRow[]; problems: ParseProblem[] }> {
  // The CSV reader loads with the first paste or upload, not with the page.
  const { default: Papa } = await import('papaparse');
  const clean = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(clean, { delimiter: delimiterOf(clean), skipEmptyLines: 'greedy' });
  const rows: TypedRow[] = [];
  const problems: ParseProblem[] = [];
  for (const [index, fields] of data.entries()) {
    const line = index + 1;
    const number = (fields[0] ?? '').trim();
    const quantity = (fields[1] ?? '').trim().replace(/\s/g, '');
    // A header names its columns in words: its quantity column holds no number.
    if (index === 0 && quantity !== '' && !wholeNumber.test(quantity) && !decimal.test(quantity)) continue;
    if (number === '') continue;
    const amount = quantity === '' ? 1 : wholeNumber.test(quantity) ? Number(quantity) : Number.NaN;
    if (decimal.test(quantity)) problems.push({ line, kind: 'decimal', value: quantity });
    else if (!(amount >= 1 && amount <= maxLineQuantity)) problems.push({ line, kind: 'quantity', value: quantity });
    else if (rows.length === maxBulkRows) problems.push({ line, kind: 'too-many' });
    else rows.push({ number, quantity: amount });
  }
  return { rows, problems: collapse(problems) };
}

/**
 * A spreadsheet's copy separates by tabs, a German CSV by semicolons, others by commas: the first
 * of these the text holds. (Guessing by field counts took the comma of a decimal "12,5" for one.)
 */
const delimiterOf = (text: string) => ['\t', ';'].find((delimiter) => text.includes(delimiter)) ?? ',';

/** Lines past the limit are one problem, not hundreds. */
const collapse = (problems: ParseProblem[]) => {
  const first = problems.findIndex((problem) => problem.kind === 'too-many');
  return first === -1 ? problems : problems.filter((problem, i) => problem.kind !== 'too-many' || i === first);
};

/** Whether text holds more than one field or line: a paste from a spreadsheet, not a typed number. */
export const isTabular = (text: string) => /[\t\n;]/.test(text.trim());
