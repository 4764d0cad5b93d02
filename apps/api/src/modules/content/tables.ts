import { integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';

/** One content block, setting or page in one locale; `version` grows with every write. */
export const contentEntries = pgTable(
  'content_entry',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    identifier: text('identifier').notNull(),
    locale: text('locale').notNull(),
    content: text('content').notNull().default(''),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    script: text('script'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_entry_key').on(t.type, t.identifier, t.locale)],
);

/** Every version ever written of an entry, so an edit can be looked at and restored. */
export const contentVersions = pgTable(
  'content_version',
  {
    entryId: belongsTo('entry_id', () => contentEntries.id),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    script: text('script'),
    createdAt: createdAt(),
    /** Who saved it, as the audit log names them (a member's e-mail, 'admin-key', 'seed'). */
    author: text('author'),
    /** The member's name when they saved it; null for the admin key and the seed. */
    authorName: text('author_name'),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.version] })],
);
