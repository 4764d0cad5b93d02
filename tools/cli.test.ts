// The tools' command lines as a merchant types them: --help and -h print the usage and exit 0; a
// wrong option is said with the usage (exit 2); a feed file with columns it does not know is
// refused before anything is sent (exit 1).
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Runs a tool as `npm run` does (tsx from the repository's root); never reaches an API. */
async function tool(script: string, ...args: string[]) {
  const command = script.endsWith('.mjs') ? process.execPath : path.join(root, 'node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await run(command, [script, ...args], {
      cwd: root,
      env: { ...process.env, API_URL: 'http://127.0.0.1:9', ADMIN_TOKEN: 'unused', DATA_DIR: tmpdir() },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const tools: Array<[string, string[], RegExp]> = [
  ['tools/catalog.ts', [], /npm run catalog -- import <file> .*--strict-media/],
  ['tools/catalog.ts', ['stock'], /npm run catalog -- stock <file>/],
  ['tools/orders.ts', ['export'], /usage: npm run orders -- export <file> --from YYYY-MM-DD --to YYYY-MM-DD/],
  [
    'tools/orders.ts',
    ['invoices'],
    /npm run orders -- invoices <file> --from YYYY-MM-DD --to YYYY-MM-DD \[--kind invoice\|credit_note\]/,
  ],
  ['tools/customers.ts', [], /npm run customers -- import <file> \[--dry-run\] \[--invite\] \[--skip-invalid\]/],
  ['tools/staff.ts', [], /npm run staff -- add --email <e-mail> --role owner\|clerk/],
  ['tools/content.ts', [], /npm run content -- export\|import <dir>/],
  ['tools/db/main.ts', ['backup'], /npm run db:restore -- --file <backup.tar.gz>/],
  ['tools/seed/main.ts', [], /usage: npm run seed .*--products <N>/],
  ['tools/start.mjs', [], /usage: npm start .*--build/],
];

// Each run starts tsx and loads the tool's modules (the seed's the whole API): seconds on a busy
// machine. One at a time: run side by side they took both cores from the files testing beside them.
describe('the tools’ command lines', { timeout: 60_000 }, () => {
  for (const [script, before, usage] of tools)
    for (const flag of ['--help', '-h'])
      it(`${script} ${[...before, flag].join(' ')} prints the usage and exits 0`, async () => {
        const { code, stdout, stderr } = await tool(script, ...before, flag);
        expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
        expect(stdout).toMatch(usage);
      });

  it('refuses --kind for the orders export: it is the invoices’ option', async () => {
    const { code, stdout, stderr } = await tool('tools/orders.ts', 'export', 'x.csv', '--kind', 'invoice');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^--kind is for invoices\.\nusage: npm run orders -- export/);
  });

  it('says an option it does not know with the usage, and exits 2', async () => {
    const { code, stdout, stderr } = await tool('tools/catalog.ts', 'import', 'x.csv', '--dryrun');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/Unknown option '--dryrun'[\s\S]*usage:\n {2}npm run catalog -- import/);
  });

  it('refuses a stock file whose columns it does not know before sending anything', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'feed-')), 'stock.csv');
    await writeFile(file, 'Code;Anzahl;Lager\nAB-1;3;Nord\n');
    const { code, stdout } = await tool('tools/catalog.ts', 'stock', file);
    expect(code).toBe(1);
    expect(stdout).toContain(`${file}: 1 line refused, nothing sent`);
    expect(stdout).toMatch(/line 1, sku: no column for the SKU: expected one named sku, Artikelnummer, /);
    expect(stdout).toMatch(
      /line 1, qty: no column for the quantity: expected one named qty, quantity, stock, Menge, Bestand, Lagerbestand, inventory, on_hand .*the file's columns are "Code", "Anzahl", "Lager"/,
    );
  });
});
