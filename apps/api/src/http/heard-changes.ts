import type { FastifyInstance } from 'fastify';
import { type ChangeFeed, changeFeed } from '../db/changes';
import type { DatabaseHandle } from '../db/connection';

/** The database's announcements (ADR 0009), heard while the app runs. */
export async function heardChanges(app: FastifyInstance, database: DatabaseHandle) {
  const changes = await changeFeed(database);
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  return changes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process has heard of the database's changes; tests wait on it after writing behind its back. */
    changes: ChangeFeed;
  }
}
