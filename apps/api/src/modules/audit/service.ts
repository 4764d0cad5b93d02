import type { AuditAction, auditQuerySchema } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { insertStatements } from '../../db/bulk';
import type { Database, Transaction } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { auditLog } from './tables';

/** One change, as the audit log keeps it. */
export interface AuditEntry {
  /** Who: 'admin-key' for the machine token (see http/admin-auth.ts). */
  actor: string;
  /** What, as entity.verb (the contracts' auditActions, each with a sentence in the back office). */
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change by staff or the admin key in the change's own transaction: the row stands if,
 * and only if, the change commits.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry) {
  await tx.insert(auditLog).values(rowOf(entry));
}

const rowOf = (entry: AuditEntry) => ({
  actor: entry.actor,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Many changes at once (an import's, a row per thing it changed), a few statements for thousands. */
export async function recordAudits(tx: Transaction, entries: AuditEntry[]) {
  const rows = entries.map(rowOf);
  for (const statement of insertStatements(auditLog, rows)) await tx.execute(statement);
}

/** What was done to one thing (an order by its number), oldest first: its history as staff read it. */
export async function auditHistory(db: Database, entity: string, entityId: string) {
  const rows = await db
    .select({ at: auditLog.at, actor: auditLog.actor, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    // The reason staff gave for a change (a cancellation's), shown beside it.
    reason: reasonOf(row.after),
  }));
}

const reasonOf = (after: unknown) =>
  after !== null && typeof after === 'object' && 'reason' in after && typeof after.reason === 'string'
    ? after.reason
    : null;

type AuditQuery = z.output<typeof auditQuerySchema>;

/** The start of a day (a date) or the instant given; `end` turns a day into the next one's start. */
const boundary = (value: string, end: boolean) =>
  value.length === 10 ? new Date(Date.parse(`${value}T00:00:00Z`) + (end ? 86_400_000 : 0)) : new Date(value);

/** The audit log as staff read it: newest first, filtered by who, what, which and when. */
export async function listAudit(db: Database, query: AuditQuery) {
  const conditions = [
    query.actor && ilike(auditLog.actor, `%${escapeLike(query.actor)}%`),
    query.action &&
      (query.action.includes('.')
        ? eq(auditLog.action, query.action as AuditAction)
        : or(eq(auditLog.entity, query.action), like(auditLog.action, `${escapeLike(query.action)}.%`))),
    query.entityId && eq(auditLog.entityId, query.entityId),
    query.from && gte(auditLog.at, boundary(query.from, false)),
    query.to && lt(auditLog.at, boundary(query.to, true)),
  ].filter((c) => c !== undefined && c !== '');
  const where = conditions.length ? and(...(conditions as SQL[])) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    count: total?.count ?? 0,
    offset: query.offset,
    limit: query.limit,
  };
}
