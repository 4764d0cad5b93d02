/**
 * The shop's customers in and out as a file, through the admin API (docs/operations.md, "Customers
 * from a file"):
 *
 *   npm run customers -- import <file> [--dry-run] [--invite] [--skip-invalid]
 *   npm run customers -- export <file>
 *
 * CSV (; or ,) or, for .jsonl/.ndjson files, JSON Lines. The API checks every row before it writes
 * any, in one transaction. API_URL and ADMIN_TOKEN say where and as whom (tools/admin-api.ts).
 * Exit code 1 when rows were refused or the import failed, 2 for a wrong command line.
 */

import { readFile } from 'node:fs/promises';
import { ShopApiError } from '@shop/client';
import type { CustomerImport, RowError } from '@shop/contracts';
import { adminApi, reportFailure, UsageError } from './admin-api';
import { readCommandLine } from './cli';
import { saveDownload } from './download';

const usage = `usage:
  npm run customers -- import <file> [--dry-run] [--invite] [--skip-invalid]
  npm run customers -- export <file>
A .jsonl or .ndjson file is JSON Lines, anything else CSV (; or ,). Columns and checks: docs/operations.md.
--invite e-mails each customer the file opens an invitation to choose a password.
API_URL and ADMIN_TOKEN say where and as whom.`;

// 100,000 customers take a while; the default 10 s is for a page's requests.
const api = adminApi(30 * 60_000);
const flag = (on: boolean) => String(on) as 'true' | 'false';

function printRefused(errors: RowError[]) {
  for (const e of errors.slice(0, 200))
    console.log(`  line ${e.line}${e.column ? `, ${e.column}` : ''}${e.value ? ` "${e.value}"` : ''}: ${e.reason}`);
  if (errors.length > 200) console.log(`  … and ${errors.length - 200} more`);
}

async function importFile(file: string, options: { dryRun: boolean; invite: boolean; skipInvalid: boolean }) {
  const jsonLines = /\.(jsonl|ndjson)$/i.test(file);
  try {
    const done: CustomerImport = await api.importCustomers(
      {
        query: {
          format: jsonLines ? 'jsonl' : 'csv',
          dryRun: flag(options.dryRun),
          invite: flag(options.invite),
          skipInvalid: flag(options.skipInvalid),
        },
        body: await readFile(file),
      },
      { headers: { 'content-type': jsonLines ? 'application/x-ndjson' : 'text/csv' } },
    );
    console.log(`${file}: ${done.dryRun ? 'checked (dry run, nothing written)' : 'imported'}`);
    console.log(
      `  ${done.rows} rows: ${done.created} new, ${done.updated} changed, ${done.unchanged} unchanged, ${done.refused} refused; ${done.invited} invited`,
    );
    printRefused(done.errors);
    if (done.refused > 0) process.exitCode = 1;
  } catch (error) {
    const errors = error instanceof ShopApiError ? (error.details as { errors?: RowError[] })?.errors : undefined;
    if (!errors) throw error;
    console.log(`${file}: ${new Set(errors.map((e) => e.line)).size} lines refused, nothing written`);
    printRefused(errors);
    process.exitCode = 1;
  }
}

async function exportFile(file: string) {
  const response = await api.exportCustomers();
  await saveDownload(response, file);
  console.log(`exported the customers to ${file}`);
}

async function main() {
  const { positionals, values } = readCommandLine(usage, {
    'dry-run': { type: 'boolean', default: false },
    invite: { type: 'boolean', default: false },
    'skip-invalid': { type: 'boolean', default: false },
  });
  const [command, file] = positionals;
  if (!file) throw new UsageError(usage);
  if (command === 'import')
    return importFile(file, { dryRun: values['dry-run'], invite: values.invite, skipInvalid: values['skip-invalid'] });
  if (command === 'export') return exportFile(file);
  throw new UsageError(usage);
}

main().catch(reportFailure);
