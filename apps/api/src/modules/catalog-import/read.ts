import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { RowError } from '@shop/contracts';
import { CsvError, parse } from 'csv-parse';
import type { CellValue } from './cells';

/** A data row of the file: its line (1 is a CSV file's header) and its cells by column name. */
export interface RawRow {
  line: number;
  cells: Map<string, CellValue>;
}

export interface ReadFile {
  /** The column names a CSV file's header gives, in order; a JSON Lines file's keys as they came. */
  columns: string[];
  rows: RawRow[];
  /** Rows that could not be read at all. */
  errors: RowError[];
  /** A CSV file's header line (1); JSON Lines files have none. */
  headerLine?: number;
  /** The file cannot be read past an error (broken quoting): its rows are not all there. */
  unreadable?: boolean;
}

const rowError = (line: number, reason: string, value: string | null = null): RowError => ({
  line,
  column: null,
  value,
  reason,
  sku: null,
});

/**
 * Reads a CSV file: UTF-8 with or without a byte-order mark, comma- or semicolon-separated (told
 * by the header line), quoted fields with "" for a quote, a header row. Broken quoting ends the
 * reading with an error at its line: what follows cannot be told apart from it.
 */
export async function readCsv(input: Readable, onRow?: (count: number) => void): Promise<ReadFile> {
  const file: ReadFile = { columns: [], rows: [], errors: [], headerLine: 1 };
  const chunks = input[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return { ...file, errors: [rowError(1, 'the file is empty')] };
  const head = Buffer.isBuffer(first.value) ? first.value : Buffer.from(first.value);
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(head.toString('utf8', 0, Math.min(head.length, 64 * 1024))),
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  // The upload is read to its end even when a parse error ends the reading: the answer waits for it.
  const feed = (async () => {
    try {
      for (let next: IteratorResult<Buffer> = { done: false, value: head }; !next.done; next = await chunks.next()) {
        if (parser.destroyed) continue;
        if (!parser.write(next.value))
          await new Promise<void>((resolve) => {
            const done = () => {
              parser.off('drain', done);
              parser.off('close', done);
              resolve();
            };
            parser.on('drain', done);
            parser.on('close', done);
          });
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
      if (file.columns.length === 0) {
        file.columns = record.map((name) => name.trim());
        continue;
      }
      if (record.length !== file.columns.length) {
        file.errors.push(
          rowError(
            line,
            `has ${record.length} fields where the header has ${file.columns.length}`,
            raw.trim().slice(0, 200),
          ),
        );
        continue;
      }
      file.rows.push({ line, cells: new Map(file.columns.map((name, i) => [name, record[i]!])) });
      onRow?.(file.rows.length);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? file.rows.at(-1)?.line ?? 1;
    file.errors.push(rowError(line, `the file cannot be read from here: ${error.message.replace(/ at line \d+/, '')}`));
    file.unreadable = true;
  }
  await feed;
  if (file.columns.length === 0) file.errors.push(rowError(1, 'the file has no header row'));
  return file;
}

/** JSON Lines: one JSON object per line, its keys the CSV file's column names. */
export async function readJsonLines(input: Readable, onRow?: (count: number) => void): Promise<ReadFile> {
  const file: ReadFile = { columns: [], rows: [], errors: [] };
  const seen = new Set<string>();
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    line++;
    const trimmed = (line === 1 ? text.replace(/^\ufeff/, '') : text).trim();
    if (trimmed === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      file.errors.push(rowError(line, `is not valid JSON: ${(error as Error).message}`, trimmed.slice(0, 200)));
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      file.errors.push(rowError(line, 'must be a JSON object', trimmed.slice(0, 200)));
      continue;
    }
    const cells = new Map<string, CellValue>();
    for (const [key, value] of Object.entries(parsed)) {
      if (!seen.has(key)) {
        seen.add(key);
        file.columns.push(key);
      }
      cells.set(key, value as CellValue);
    }
    file.rows.push({ line, cells });
    onRow?.(file.rows.length);
  }
  if (line === 0) file.errors.push(rowError(1, 'the file is empty'));
  return file;
}

/** The header line's separator: a semicolon when it has more of them than commas (outside quotes). */
function delimiterOf(start: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of start) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
