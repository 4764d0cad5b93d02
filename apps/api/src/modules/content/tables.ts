import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entry_key').on(t.type, t.identifier, t.locale)],
);

/** Every version ever written of an entry, so an edit can be looked at and restored. */
export const contentVersions = pgTable(
  'content_version',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    script: text('script'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.version] })],
);
