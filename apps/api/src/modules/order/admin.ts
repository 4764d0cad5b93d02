import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { orderBulk } from './admin-bulk';
import { orderChange } from './admin-change';
import { orderEdit } from './admin-edit';
import { orderSearch } from './admin-search';
import { orderShipping } from './admin-shipments';
import { orderTransitions } from './admin-transitions';
import type { OrderAdminDependencies } from './dependencies';
import { orderLineRefunds } from './line-refunds';
import { orderNotes, orders } from './tables';

export type { OrderAdminDependencies } from './dependencies';

/**
 * The orders as staff work them: found (admin-search.ts), read with their notes and history
 * (staff-record.ts), shipped in parcels (admin-shipments.ts), delivered, cancelled (refunded when paid online;
 * admin-transitions.ts), refunded in part by an amount or by lines (line-refunds.ts), changed before shipping (admin-edit.ts), shipped or paid many at once
 * (admin-bulk.ts), noted. Every change names
 * the version it was made against and leaves an audit row in its transaction (admin-change.ts);
 * the back office reads the order afresh after it (admin/orders.ts, which adds the payments).
 */
export function orderAdmin(db: Database, deps: OrderAdminDependencies) {
  const change = orderChange(db, deps);
  const transitions = orderTransitions(db, deps, change);
  const shipping = orderShipping(deps, change);
  const refundLines = orderLineRefunds(db, deps, change);
  return {
    ...orderSearch(db),
    ...transitions,
    /** An amount, or chosen lines (line-refunds.ts). */
    refund: (id: number, body: Parameters<typeof transitions.refund>[1], actor: string) =>
      body.lines ? refundLines(id, body, actor) : transitions.refund(id, body, actor),
    ...shipping,
    edit: orderEdit(db, deps, change, transitions.refund),
    ...orderBulk(db, { ...transitions, ...shipping }),

    async note(id: number, text: string, actor: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ transactionnum: orders.transactionnum }).from(orders).where(eq(orders.id, id));
        if (!row) throw notFound(`Order ${id} does not exist`);
        await tx.insert(orderNotes).values({ orderId: id, author: actor, text });
        await recordAudit(tx, {
          actor,
          action: 'order.note',
          entity: 'order',
          entityId: row.transactionnum,
          after: { text },
        });
      });
    },
  };
}
export type OrderAdmin = ReturnType<typeof orderAdmin>;
