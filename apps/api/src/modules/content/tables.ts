import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
