import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backup and restore of the embedded database (PGlite keeps PostgreSQL's data directory on disk).
 * A backup is PGlite's own dump of that directory, a gzipped tar; restoring it gives the same
 * database, byte for byte. Only while the shop is stopped: PGlite serves one process at a time.
 * For PostgreSQL use pg_dump and pg_restore (docs/operations.md).
 */
export async function backupDatabase(dbDir: string, file: string) {
  await stat(path.join(dbDir, 'PG_VERSION')).catch(() => {
    throw new Error(`no database in ${dbDir}`);
  });
  const database = await PGlite.create(dbDir, { extensions: { pg_trgm } });
  try {
    const dump = await database.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * Replaces the database in `dbDir` with a backup. The database it replaces is kept beside it
 * (`db.replaced-<time>`), so a restore by mistake loses nothing.
 */
export async function restoreDatabase(file: string, dbDir: string, now = new Date()) {
  const dump = new Blob([await readFile(file)]);
  let kept: string | undefined;
  if (await stat(dbDir).catch(() => undefined)) {
    kept = `${dbDir}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(dbDir, kept);
  }
  await mkdir(dbDir, { recursive: true });
  const database = await PGlite.create(dbDir, { loadDataDir: dump, extensions: { pg_trgm } });
  await database.query('select 1');
  await database.close();
  return { kept };
}
