/**
 * Orders out of the shop, through the admin API:
 *
 *   npm run orders -- export <file> --from 2026-06-01 --to 2026-06-30
 *
 * writes the orders placed on those days (UTC, both included) as CSV for bookkeeping: a row per
 * order line, the order's number, date, status, customer, addresses, payment and totals repeated
 * on each (columns: orderExportColumns in packages/contracts/src/admin-orders.ts).
 *
 * API_URL and ADMIN_TOKEN say where and as whom (tools/admin-api.ts).
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { orderExportQuerySchema } from '@shop/contracts';
import { adminApi, reportFailure, UsageError } from './admin-api';
import { readCommandLine } from './cli';

const usage = 'usage: npm run orders -- export <file> --from YYYY-MM-DD --to YYYY-MM-DD';

// A year of orders takes a while to write; the default 10 s is for a page's requests.
const api = adminApi(30 * 60_000);

/**
 * Counts the CSV's records and orders as it passes, without holding it: a quoted field may hold
 * commas and line breaks, and an order's rows come one after another, so a new order number in
 * the first column is a new order.
 */
function counter() {
  const decoder = new TextDecoder();
  let inQuotes = false;
  let column = 0;
  let first = '';
  let started = false;
  let previous: string | undefined;
  const counts = { records: 0, orders: 0 };
  const endRecord = () => {
    if (started) {
      counts.records++;
      if (first !== previous) counts.orders++;
      previous = first;
    }
    column = 0;
    first = '';
    started = false;
  };
  const read = (text: string) => {
    for (const char of text) {
      if (inQuotes) {
        if (char === '"') inQuotes = false;
        else if (column === 0) first += char;
      } else if (char === '"') {
        inQuotes = started = true;
      } else if (char === ',') {
        column++;
        started = true;
      } else if (char === '\n') {
        endRecord();
      } else if (char !== '\r') {
        started = true;
        if (column === 0) first += char;
      }
    }
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read(decoder.decode(chunk, { stream: true }));
      done(null, chunk);
    },
    flush(done) {
      read(decoder.decode());
      endRecord();
      done();
    },
  });
  // The header row is a record, and its first column a "number" of its own.
  const result = () => ({ lines: Math.max(0, counts.records - 1), orders: Math.max(0, counts.orders - 1) });
  return { stream, result };
}

async function exportOrders(file: string | undefined, from: string | undefined, to: string | undefined) {
  if (!file) throw new UsageError(`Name the file to write.\n${usage}`);
  if (!from || !to) throw new UsageError(`Give the first and the last day: --from and --to.\n${usage}`);
  const range = orderExportQuerySchema.safeParse({ from, to });
  if (!range.success)
    throw new UsageError(
      range.error.issues
        .map((issue) => {
          const name = String(issue.path[0] ?? 'to');
          return `--${name} ${name === 'from' ? from : to}: ${issue.message}`;
        })
        .join('\n'),
    );
  const response = await api.exportOrders({ query: range.data });
  if (!response.body) throw new Error('The API answered without a file');
  // Written beside the file first: a failed export leaves the file that was there, not half a new one.
  const partial = `${file}.part`;
  const { stream, result } = counter();
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      stream,
      createWriteStream(partial),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { orders, lines } = result();
  console.log(`exported ${orders} orders (${lines} lines) placed ${range.data.from} to ${range.data.to} to ${file}`);
}

try {
  const { positionals, values } = readCommandLine(usage, { from: { type: 'string' }, to: { type: 'string' } });
  const [command, ...args] = positionals;
  switch (command) {
    case 'export':
      await exportOrders(args[0], values.from, values.to);
      break;
    default:
      throw new UsageError(usage);
  }
} catch (error) {
  reportFailure(error);
}
