import type { FastifyInstance } from 'fastify';
import { type ChangeFeed, changeFeed } from '../db/changes';
import type { DatabaseHandle } from '../db/connection';
import { followCatalogVersion } from '../modules/catalog/version';

/** The database's announcements (ADR 0009), heard while the app runs; the catalogue's version follows them. */
export async function heardChanges(app: FastifyInstance, database: DatabaseHandle) {
  const changes = await changeFeed(database);
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  followCatalogVersion(database.db, changes);
  return changes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process has heard of the database's changes; tests wait on it after writing behind its back. */
    changes: ChangeFeed;
  }
}
