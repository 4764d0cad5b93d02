import type { AuditAction } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import type { OrderAdminDependencies } from './dependencies';
import type { OrderRow } from './order-row';
import { orders } from './tables';

export const changedMeanwhile = (row: OrderRow) =>
  staffRefusal('CONFLICT', 'orderChanged', { order: row.transactionnum }, { version: row.version });

/**
 * The step every change staff make to an order shares: locked, versioned, audited, then delivered.
 * It answers nothing: the back office reads the order as it is now (admin/orders.ts).
 */
export function orderChange(db: Database, deps: Pick<OrderAdminDependencies, 'deliverEvents' | 'deliverMail'>) {
  /**
   * Changes the order under its row lock when it is still at `version` (null: whatever it is at,
   * for what happened already elsewhere, as money a provider returned) and `check` allows it;
   * `apply` answers the columns to set; the audit row and what `after` queues (mail, events) go in
   * the same transaction.
   */
  return async function change(
    id: number,
    version: number | null,
    actor: string,
    action: { name: AuditAction; details?: Record<string, unknown> },
    check: (row: OrderRow) => void,
    apply: (tx: Transaction, row: OrderRow) => Promise<Partial<OrderRow>>,
    after: (tx: Transaction, row: OrderRow) => Promise<void> = async () => {},
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw notFound(`Order ${id} does not exist`);
      if (version !== null && row.version !== version) throw changedMeanwhile(row);
      check(row);
      const set = await apply(tx, row);
      const [updated] = await tx
        .update(orders)
        .set({ ...set, version: row.version + 1, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: action.name,
        entity: 'order',
        entityId: row.transactionnum,
        before: { status: row.status, version: row.version },
        // The currency, so the log can say an amount among the details as money.
        after: { status: updated!.status, version: updated!.version, currency: updated!.currency, ...action.details },
      });
      await after(tx, updated!);
    });
    deps.deliverEvents();
    await deps.deliverMail();
  };
}
export type OrderChange = ReturnType<typeof orderChange>;
