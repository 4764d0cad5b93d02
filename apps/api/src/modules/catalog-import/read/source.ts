import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CatalogFormat } from '@shop/contracts';
import { eachCsvBatch, eachJsonLinesBatch, type FileFacts, type RawRow, readCsv } from './file-batches';
import { fromShopify } from './shopify';

/** The rows of an import, read again from the start each time (the check, then the writing). */
export interface RowSource {
  each(size: number, onBatch: (rows: RawRow[]) => Promise<void> | void): Promise<FileFacts>;
}

/** An uploaded catalogue file, ready to be read as often as its import needs. */
export interface Received {
  source: RowSource;
  /** A CSV file's header line; JSON Lines files have none. */
  headerLine: number | undefined;
  /** Its data rows, told from its lines until it has been read (a quoted field may hold a line break). */
  estimatedRows: number;
  /** Lets the file go once the import has ended. */
  discard(): Promise<void>;
}

/**
 * Takes an upload in. This shop's files are kept on the disk while their import runs and read a
 * thousand rows at a time, once for the check and once for the writing, so no file is ever held
 * whole. Shopify's file is mapped whole (a product's rows must be seen together) and kept mapped.
 */
export async function receive(body: Readable, format: CatalogFormat): Promise<Received> {
  if (format === 'shopify') {
    const file = fromShopify(await readCsv(body));
    return {
      headerLine: file.headerLine,
      estimatedRows: file.rows.length,
      discard: async () => {},
      source: {
        async each(size, onBatch) {
          for (let start = 0; start < file.rows.length; start += size)
            await onBatch(file.rows.slice(start, start + size));
          return { ...file, count: file.rows.length };
        },
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-import-'));
  const file = path.join(dir, `catalog.${format}`);
  let lines = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(body, counted, createWriteStream(file));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const each = format === 'jsonl' ? eachJsonLinesBatch : eachCsvBatch;
  return {
    headerLine: format === 'jsonl' ? undefined : 1,
    estimatedRows: Math.max(0, format === 'jsonl' ? lines : lines - 1),
    discard: () => rm(dir, { recursive: true, force: true }),
    source: { each: (size, onBatch) => each(createReadStream(file), size, onBatch) },
  };
}
