/**
 * `npm run db:backup [-- --file F]` writes a backup of the embedded database (default
 * DATA_DIR/backups/shop-<time>.tar.gz); `npm run db:restore -- --file F` puts one back. Both
 * refuse while the shop's API answers, since PGlite serves one process at a time.
 */
import path from 'node:path';
import { readCommandLine } from '../cli';
import { backupDatabase, restoreDatabase } from './backup';

const usage = [
  'usage: npm run db:backup [-- --file <backup.tar.gz>]   (default DATA_DIR/backups/shop-<time>.tar.gz)',
  '       npm run db:restore -- --file <backup.tar.gz>',
  'Both with the shop stopped.',
].join('\n');

const { positionals, values } = readCommandLine(usage, { file: { type: 'string' } });
const [command] = positionals;
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const dbDir = path.join(dataDir, 'db');
const fail = (message: string) => {
  console.error(`db: ${message}`);
  process.exit(1);
};

if (process.env.DATABASE_URL) fail('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)');
const apiPort = process.env.PORT ?? '4000';
const running = await fetch(`http://127.0.0.1:${apiPort}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
  () => true,
  () => false,
);
if (running) fail(`the shop is running (its API answers on port ${apiPort}): stop it first`);

try {
  if (command === 'backup') {
    const file = path.resolve(
      values.file ?? path.join(dataDir, 'backups', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
    );
    await backupDatabase(dbDir, file);
    console.log(`db: backup written to ${file}`);
  } else if (command === 'restore') {
    if (!values.file) fail('say which backup: npm run db:restore -- --file <backup.tar.gz>');
    const { kept } = await restoreDatabase(path.resolve(values.file!), dbDir);
    console.log(`db: restored ${values.file}${kept ? `; the database it replaced is in ${kept}` : ''}`);
  } else {
    fail(`use "backup" or "restore"\n${usage}`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
