import type { ChangeFeed } from '../../db/changes';
import type { Database } from '../../db/connection';
import { readOnce } from '../../lib/request-scope';
import { catalogVersion } from './tables';

const readers = new WeakMap<Database, () => Promise<number>>();
const feeds = new WeakMap<Database, ChangeFeed>();

/**
 * Lets the catalogue's version be known without asking: every change of it is announced on the
 * feed (migration 0019), so while the feed is live the version read last holds until the feed's
 * generation moves. Called once the process listens; until then every request reads it.
 */
export function followCatalogVersion(db: Database, changes: ChangeFeed) {
  feeds.set(db, changes);
}

/**
 * The catalogue's version: every write to a catalogue table changes it (migration 0015), so
 * answers kept per version are never stale. Most requests ask for it: while the change feed is
 * live it is known from the last read (a change moves the feed's generation, and the next request
 * reads it again), else read once per request (lib/request-scope.ts) with a statement prepared
 * once per database (building its SQL cost more than PostgreSQL's answer). Part of the
 * catalogue's public surface: search keeps its answers per version too.
 */
export function catalogVersionOf(db: Database): () => Promise<number> {
  let read = readers.get(db);
  if (!read) {
    const query = db.select({ version: catalogVersion.version }).from(catalogVersion).prepare('catalog_version');
    let known: { generation: number; version: number } | undefined;
    const reader = {};
    read = () =>
      readOnce(reader, async () => {
        const changes = feeds.get(db);
        const generation = changes?.live() ? changes.generation() : undefined;
        if (generation !== undefined && known?.generation === generation) return known.version;
        const [row] = await query.execute();
        const version = row?.version ?? 0;
        // Kept only when nothing was announced while it was read.
        if (generation !== undefined && changes?.live() && changes.generation() === generation)
          known = { generation, version };
        return version;
      });
    readers.set(db, read);
  }
  return read;
}
