import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { contentEntries } from './tables';

export type ContentRow = typeof contentEntries.$inferSelect;
export type ContentKey = Pick<ContentRow, 'type' | 'identifier' | 'locale'>;
export type ContentWrite = ContentKey & Pick<ContentRow, 'content' | 'config' | 'script'>;

export function contentRepository(db: Database) {
  return {
    /** The entry in the first of `locales` that has one. */
    async findFirst(type: string, identifier: string, locales: string[]): Promise<ContentRow | undefined> {
      const rows = await db
        .select()
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.type, type),
            eq(contentEntries.identifier, identifier),
            inArray(contentEntries.locale, locales),
          ),
        );
      return locales.map((locale) => rows.find((r) => r.locale === locale)).find(Boolean);
    },

    /** Inserts or replaces an entry, raising its version. */
    async upsert(entry: ContentWrite): Promise<ContentRow> {
      const [row] = await db
        .insert(contentEntries)
        .values(entry)
        .onConflictDoUpdate({
          target: [contentEntries.type, contentEntries.identifier, contentEntries.locale],
          set: {
            content: entry.content,
            config: entry.config,
            script: entry.script,
            version: sql`${contentEntries.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contentEntries);
      return row?.n ?? 0;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
