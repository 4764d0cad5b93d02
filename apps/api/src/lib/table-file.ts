import type { RowError } from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import Papa from 'papaparse';
import { staffRefusal } from './domain-errors';

// A file of rows under named columns as merchants bring it: CSV separated by commas or semicolons
// (whichever the header line has more of), UTF-8 with or without a byte-order mark, or JSON Lines
// (one object per line, its keys the column names). Each row keeps the line it starts on, so a
// refusal names it as an editor shows it (line 1 is a CSV file's header).

export interface TableRow {
  line: number;
  /** The row's text by column name; only the columns the file has. */
  values: Record<string, string>;
}

export interface TableFile {
  columns: string[];
  rows: TableRow[];
  /** The file's own faults: no header, a row of the wrong width, a line that is no JSON object. */
  errors: RowError[];
}

const fault = (line: number, reason: string, value: string | null = null): RowError => ({
  line,
  column: null,
  value,
  reason,
  sku: null,
});

export function readTableFile(text: string, format: 'csv' | 'jsonl'): TableFile {
  const body = text.replace(/^\uFEFF/, '');
  return format === 'jsonl' ? readJsonLines(body) : readCsv(body);
}

function readCsv(text: string): TableFile {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const errors: RowError[] = [];
  const rows: TableRow[] = [];
  let columns: string[] | undefined;
  let line = 1;
  for (const cells of parsed.data) {
    const at = line;
    // A quoted field may hold line breaks: the next record starts that many lines further down.
    line += 1 + cells.reduce((n, cell) => n + (cell.match(/\r?\n/g)?.length ?? 0), 0);
    if (cells.length === 1 && cells[0]!.trim() === '') continue;
    if (!columns) {
      columns = cells.map((name) => name.trim());
      continue;
    }
    if (cells.length !== columns.length) {
      errors.push(fault(at, reason('fieldsWhereHeaderNames', { found: cells.length, expected: columns.length })));
      continue;
    }
    rows.push({ line: at, values: Object.fromEntries(columns.map((column, i) => [column, cells[i]!])) });
  }
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) errors.push(fault((broken.row ?? 0) + 1, reason('brokenQuoting', { detail: broken.message })));
  if (!columns) errors.push(fault(1, reason('fileEmptyNoHeader')));
  return { columns: columns ?? [], rows, errors };
}

function readJsonLines(text: string): TableFile {
  const errors: RowError[] = [];
  const rows: TableRow[] = [];
  const columns = new Set<string>();
  for (const [i, source] of text.split(/\r?\n/).entries()) {
    if (source.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      errors.push(fault(i + 1, reason('notJson'), source.slice(0, 200)));
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      errors.push(fault(i + 1, reason('notJsonObject'), source.slice(0, 200)));
      continue;
    }
    const values = Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, v === null || v === undefined ? '' : String(v)]),
    );
    for (const key of Object.keys(values)) columns.add(key);
    rows.push({ line: i + 1, values });
  }
  return { columns: [...columns], rows, errors };
}

/** A file's refused rows as a 400 answer: the first named in the message, all in the details. */
export function refusedLines(errors: RowError[]) {
  const first = errors[0]!;
  const line = first.column ? `${first.line}, ${first.column}` : first.line;
  return staffRefusal(
    'BAD_REQUEST',
    errors.length > 1 ? 'linesRefusedMore' : 'linesRefused',
    { line, reason: first.reason, more: errors.length - 1 },
    { errors: errors.slice(0, 1000) },
  );
}
