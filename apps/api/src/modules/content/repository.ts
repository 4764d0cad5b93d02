import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { contentEntries, contentVersions } from './tables';

export type ContentRow = typeof contentEntries.$inferSelect;
export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type ContentKey = Pick<ContentRow, 'type' | 'identifier' | 'locale'>;
export type ContentWrite = ContentKey & Pick<ContentRow, 'content' | 'config' | 'script'>;
/** Who writes a version: as the audit log names them, and a staff member's name. */
export interface ContentAuthor {
  actor: string;
  name: string | null;
}

const byKey = (key: ContentKey) =>
  and(
    eq(contentEntries.type, key.type),
    eq(contentEntries.identifier, key.identifier),
    eq(contentEntries.locale, key.locale),
  );

export function contentRepository(db: Database) {
  return {
    /** The entry in the first of `locales` that has one; `within` a transaction that holds PGlite's one connection. */
    async findFirst(
      type: string,
      identifier: string,
      locales: string[],
      within: Database = db,
    ): Promise<ContentRow | undefined> {
      const rows = await within
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

    async find(key: ContentKey): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(contentEntries).where(byKey(key));
      return row;
    },

    list(): Promise<ContentRow[]> {
      return db
        .select()
        .from(contentEntries)
        .orderBy(asc(contentEntries.type), asc(contentEntries.identifier), asc(contentEntries.locale));
    },

    /**
     * Inserts or replaces an entry as its next version, keeps that version in the history with its
     * author, and audits who wrote which version (the versions hold the texts).
     */
    upsert(
      entry: ContentWrite,
      { author, action }: { author: ContentAuthor; action: 'content.save' | 'content.restore' },
    ): Promise<ContentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
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
        await tx.insert(contentVersions).values({
          entryId: row!.id,
          version: row!.version,
          content: row!.content,
          config: row!.config,
          script: row!.script,
          createdAt: row!.updatedAt,
          author: author.actor,
          authorName: author.name,
        });
        await recordAudit(tx, {
          actor: author.actor,
          action,
          entity: 'content',
          entityId: `${entry.type}/${entry.identifier}/${entry.locale}`,
          before: row!.version > 1 ? { version: row!.version - 1 } : null,
          after: { version: row!.version },
        });
        return row!;
      });
    },

    history(entryId: number): Promise<ContentVersionRow[]> {
      return db
        .select()
        .from(contentVersions)
        .where(eq(contentVersions.entryId, entryId))
        .orderBy(desc(contentVersions.version));
    },

    async version(entryId: number, version: number): Promise<ContentVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(contentVersions)
        .where(and(eq(contentVersions.entryId, entryId), eq(contentVersions.version, version)));
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contentEntries);
      return row?.n ?? 0;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
