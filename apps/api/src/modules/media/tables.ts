import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/columns';

/**
 * Pictures a merchant brought (uploaded with an import, or fetched from a URL the import named),
 * stored once per content and served at /media/{sha256}.{ext}. In the database rather than on a
 * disk, so every API instance serves them and a backup holds them.
 */
export const mediaFiles = pgTable('media_file', {
  /** SHA-256 of the bytes, hex. */
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Where a stored picture came from: a file name in the media folder of an import (uploaded again
 * when its content changes) or a URL an import fetched (fetched once: a new picture needs a new URL).
 */
export const mediaSources = pgTable(
  'media_source',
  {
    source: text('source').primaryKey(),
    sha256: text('sha256')
      .notNull()
      .references(() => mediaFiles.sha256, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_source_file').on(t.sha256)],
);
