import type { Transaction } from '../../db/connection';
import { auditLog } from './tables';

/** One change, as the audit log keeps it. */
export interface AuditEntry {
  /** Who: 'admin-key' for the machine token (see http/admin-auth.ts). */
  actor: string;
  /** What, as entity.verb: 'catalog.import', 'stock.update', 'coupon.save', 'shipping.save', … */
  action: string;
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
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
