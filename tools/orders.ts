/**
 * Orders and their invoices out of the shop, through the admin API:
 *
 *   npm run orders -- export <file> --from 2026-06-01 --to 2026-06-30
 *
 * writes the orders placed on those days (UTC, both included) as CSV for bookkeeping: a row per
 * order line, the order's number, date, status, customer, addresses, payment and totals repeated
 * on each (columns: orderExportColumns in packages/contracts/src/admin-order-export.ts).
 *
 *   npm run orders -- invoices <file> --from 2026-06-01 --to 2026-06-30 [--kind invoice|credit_note]
 *
 * writes the invoices and credit notes issued on those days (the shop's time zone, both included)
 * as the bookkeeping export: a row per document and tax rate (columns: invoiceExportColumns in
 * packages/contracts/src/admin-invoices.ts).
 *
 * API_URL and ADMIN_TOKEN say where and as whom (tools/admin-api.ts).
 */
import { Transform } from 'node:stream';
import { ledgerKinds, operations } from '@shop/contracts';
import { adminApi, reportFailure, UsageError } from './admin-api';
import { readCommandLine } from './cli';
import { saveDownload } from './download';

const usage = `usage: npm run orders -- export <file> --from YYYY-MM-DD --to YYYY-MM-DD
       npm run orders -- invoices <file> --from YYYY-MM-DD --to YYYY-MM-DD [--kind ${ledgerKinds.join('|')}]`;

// A year of orders takes a while to write; the default 10 s is for a page's requests.
const api = adminApi(30 * 60_000);

/**
 * Counts the CSV's records and what they are rows of (orders, documents) as it passes, without
 * holding it: a quoted field may hold commas and line breaks, and an order's (a document's) rows
 * come one after another, so a new number in the first column is a new one.
 */
function counter() {
  const decoder = new TextDecoder();
  let inQuotes = false;
  let column = 0;
  let first = '';
  let started = false;
  let previous: string | undefined;
  const counts = { records: 0, numbers: 0 };
  const endRecord = () => {
    if (started) {
      counts.records++;
      if (first !== previous) counts.numbers++;
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
  const result = () => ({ rows: Math.max(0, counts.records - 1), numbers: Math.max(0, counts.numbers - 1) });
  return { stream, result };
}

/** An operation's query schema, as far as the command line uses it. */
interface QuerySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** The days (and kind) of an export as the API takes them, or what is wrong with them, per option. */
function periodOf<T>(schema: QuerySchema<T>, options: Record<string, string | undefined>): T {
  if (!options.from || !options.to) throw new UsageError(`Give the first and the last day: --from and --to.\n${usage}`);
  const period = schema.safeParse(options);
  if (period.success) return period.data;
  throw new UsageError(
    period.error.issues
      .map((issue) => {
        const name = String(issue.path[0] ?? 'to');
        return `--${name} ${options[name]}: ${issue.message}`;
      })
      .join('\n'),
  );
}

/** Saves an export to `file`, counting its rows and the numbers (orders, documents) they belong to. */
async function save(response: Response, file: string) {
  if (!response.body) throw new Error('The API answered without a file');
  const { stream, result } = counter();
  await saveDownload(response, file, stream);
  return result();
}

type Options = { from?: string; to?: string; kind?: string };

async function exportOrders(file: string | undefined, options: Options) {
  if (!file) throw new UsageError(`Name the file to write.\n${usage}`);
  const { from, to } = periodOf(operations.exportOrders.query, { from: options.from, to: options.to });
  const { numbers, rows } = await save(await api.exportOrders({ query: { from, to } }), file);
  console.log(`exported ${numbers} orders (${rows} lines) placed ${from} to ${to} to ${file}`);
}

async function exportInvoices(file: string | undefined, options: Options) {
  if (!file) throw new UsageError(`Name the file to write.\n${usage}`);
  const period = periodOf(operations.exportInvoices.query, options);
  const { numbers, rows } = await save(await api.exportInvoices({ query: period }), file);
  console.log(
    `exported ${numbers} documents (${rows} rows, one per tax rate) issued ${period.from} to ${period.to} to ${file}`,
  );
}

try {
  const { positionals, values } = readCommandLine(usage, {
    from: { type: 'string' },
    to: { type: 'string' },
    kind: { type: 'string' },
  });
  const [command, ...args] = positionals;
  switch (command) {
    case 'export':
      if (values.kind !== undefined) throw new UsageError(`--kind is for invoices.\n${usage}`);
      await exportOrders(args[0], values);
      break;
    case 'invoices':
      await exportInvoices(args[0], values);
      break;
    default:
      throw new UsageError(usage);
  }
} catch (error) {
  reportFailure(error);
}
