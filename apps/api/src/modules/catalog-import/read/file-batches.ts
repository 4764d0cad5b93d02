import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { RowError } from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import Papa from 'papaparse';
import type { CellValue } from './cells';

/** A row's cells by column name (a Map is one). */
interface Cells {
  get(name: string): CellValue | undefined;
  has(name: string): boolean;
  keys(): Iterable<string>;
  entries(): Iterable<[string, CellValue]>;
}

/** A data row of the file: its line (1 is a CSV file's header) and its cells by column name. */
export interface RawRow {
  line: number;
  cells: Cells;
}

/**
 * A CSV row's cells: its values in the header's order, found through the header's one index. A
 * Map per row cost a hundred entries each; a catalogue of 150,000 rows did not fit the heap.
 */
class CsvCells implements Cells {
  constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly row: string[],
  ) {}
  get(name: string) {
    const at = this.index.get(name);
    return at === undefined ? undefined : this.row[at];
  }
  has(name: string) {
    return this.index.has(name);
  }
  keys() {
    return this.index.keys();
  }
  *entries(): Generator<[string, CellValue]> {
    for (const [name, at] of this.index) yield [name, this.row[at]!];
  }
}

/** What reading a file found besides its rows. */
export interface FileFacts {
  /** The column names a CSV file's header gives, in order; a JSON Lines file's keys as they came. */
  columns: string[];
  /** Data rows read (the header and empty lines not counted; nor rows that could not be read). */
  count: number;
  /** Rows that could not be read at all. */
  errors: RowError[];
  /** A CSV file's header line (1); JSON Lines files have none: a key's first line is in `firstLine`. */
  headerLine?: number;
  firstLine: Map<string, number>;
  /** The file cannot be read as meant (broken quoting, a column twice): nothing of it may be written. */
  unreadable?: boolean;
}

/** A file read whole, for files that are small (feeds) or that are mapped whole (Shopify's). */
export interface ReadFile extends FileFacts {
  rows: RawRow[];
}

/** Called with every `size` rows (and the last ones); the reading waits for it. */
type OnBatch = (rows: RawRow[]) => Promise<void> | void;

const rowError = (line: number, reason: string, value: string | null = null): RowError => ({
  line,
  column: null,
  value,
  reason,
  sku: null,
});

const facts = (): FileFacts => ({ columns: [], count: 0, errors: [], firstLine: new Map() });

/**
 * Reads a CSV file: UTF-8 with or without a byte-order mark, comma- or semicolon-separated (told
 * by the header line), quoted fields with "" for a quote, a header row. Broken quoting ends the
 * reading with an error at its line: what follows cannot be told apart from it. Papa Parse reads
 * (fourteen times as fast as csv-parse here: a catalogue of 400 MB in seconds, not half a minute),
 * pausing while each batch of rows is worked on, so a file of any size is never held whole.
 */
export async function eachCsvBatch(input: Readable, size: number, onBatch: OnBatch): Promise<FileFacts> {
  const file: FileFacts = { ...facts(), headerLine: 1 };
  const text = decoded(input);
  const first = await text.next();
  if (first.done || first.value.replace(/^\ufeff/, '') === '')
    return { ...file, errors: [rowError(1, reason('fileEmpty'))] };
  const head = first.value.replace(/^\ufeff/, '');
  let index = new Map<string, number>();
  let batch: RawRow[] = [];
  // The line each record starts on: one past the last record's, and its fields' own line breaks.
  let line = 1;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(Readable.from(rejoin(head, text)), {
      delimiter: delimiterOf(head.slice(0, 64 * 1024)),
      step: ({ data, errors }, parser) => {
        const start = line;
        line += 1 + data.reduce((n, field) => n + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
        // Past broken quoting the rest of the file is one field: read to its end (the upload with it), not kept.
        if (file.unreadable) return;
        if (errors.some((e) => e.type === 'Quotes')) {
          file.errors.push(rowError(start, reason('unreadableQuoting', { detail: errors[0]!.message })));
          file.unreadable = true;
          return;
        }
        if (data.length === 1 && data[0] === '') return; // an empty line
        if (file.columns.length === 0) {
          file.columns = data.map((name) => name.trim());
          // A column named twice is reported by the header's check; its first place is the one read.
          index = new Map();
          for (const [at, name] of file.columns.entries()) {
            if (!index.has(name)) index.set(name, at);
            else {
              // Which of the two was meant is unknown: nothing of the file may be written.
              file.errors.push({ line: 1, column: name, value: name, reason: reason('columnTwice'), sku: null });
              file.unreadable = true;
            }
          }
          return;
        }
        if (data.length !== file.columns.length) {
          const shown = data.join(',').slice(0, 200);
          file.errors.push(
            rowError(
              start,
              reason('fieldsWhereHeaderHas', { found: data.length, expected: file.columns.length }),
              shown,
            ),
          );
          return;
        }
        file.count++;
        batch.push({ line: start, cells: new CsvCells(index, data) });
        if (batch.length < size) return;
        parser.pause();
        const full = batch;
        batch = [];
        Promise.resolve(onBatch(full)).then(
          () => parser.resume(),
          (error) => {
            parser.abort();
            reject(error);
          },
        );
      },
      complete: () => Promise.resolve(batch.length > 0 ? onBatch(batch) : undefined).then(() => resolve(), reject),
      error: (error) => reject(error),
    });
  });
  if (file.columns.length === 0) file.errors.push(rowError(1, reason('noHeaderRow')));
  return file;
}

/** A byte stream as text, UTF-8 characters split across chunks kept whole. */
async function* decoded(input: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of input) yield decoder.write(chunk as Buffer);
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The text again with its first chunk, which was read to find the separator. */
async function* rejoin(head: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  yield head;
  yield* rest;
}

/** JSON Lines: one JSON object per line, its keys the CSV file's column names. */
export async function eachJsonLinesBatch(input: Readable, size: number, onBatch: OnBatch): Promise<FileFacts> {
  const file = facts();
  let batch: RawRow[] = [];
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    line++;
    const trimmed = (line === 1 ? text.replace(/^\ufeff/, '') : text).trim();
    if (trimmed === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      file.errors.push(
        rowError(line, reason('invalidJson', { detail: (error as Error).message }), trimmed.slice(0, 200)),
      );
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      file.errors.push(rowError(line, reason('mustBeJsonObject'), trimmed.slice(0, 200)));
      continue;
    }
    const cells = new Map(Object.entries(parsed) as Array<[string, CellValue]>);
    for (const key of cells.keys())
      if (!file.firstLine.has(key)) {
        file.firstLine.set(key, line);
        file.columns.push(key);
      }
    file.count++;
    batch.push({ line, cells });
    if (batch.length >= size) {
      await onBatch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await onBatch(batch);
  if (line === 0) file.errors.push(rowError(1, reason('fileEmpty')));
  return file;
}

/** A CSV file read whole. */
export async function readCsv(input: Readable): Promise<ReadFile> {
  const rows: RawRow[] = [];
  const found = await eachCsvBatch(input, 1000, (batch) => void rows.push(...batch));
  return { ...found, rows };
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
