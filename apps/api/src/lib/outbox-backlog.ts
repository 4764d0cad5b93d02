import { isNull, min, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';

/**
 * An outbox's rows not handled yet (`handledAt` unset), and when the oldest of them was queued:
 * the API's metrics of the mail and webhook outboxes, each asking through its own module.
 */
export async function outboxBacklog(db: Database, outbox: PgTable, queuedAt: PgColumn, handledAt: PgColumn) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: min(queuedAt) })
    .from(outbox)
    .where(isNull(handledAt));
  return { count: row?.count ?? 0, oldest: (row?.oldest as Date | null | undefined) ?? null };
}
