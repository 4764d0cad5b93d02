import type { Database } from '../../db/connection';
import { readOnce } from '../../lib/request-scope';
import { catalogVersion } from './tables';

const readers = new WeakMap<Database, () => Promise<number>>();

/**
 * The catalogue's version: every write to a catalogue table changes it (migration 0015), so
 * answers kept per version are never stale. Most requests read it, so the statement is prepared
 * once per database (building its SQL cost more than PostgreSQL's answer), and a request reads it
 * once (lib/request-scope.ts): its parts then work from one version, in one round trip. Part of the
 * catalogue's public surface: search keeps its answers per version too.
 */
export function catalogVersionOf(db: Database): () => Promise<number> {
  let read = readers.get(db);
  if (!read) {
    const query = db.select({ version: catalogVersion.version }).from(catalogVersion).prepare('catalog_version');
    const reader = {};
    read = () =>
      readOnce(reader, async () => {
        const [row] = await query.execute();
        return row?.version ?? 0;
      });
    readers.set(db, read);
  }
  return read;
}
