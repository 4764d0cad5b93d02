import type { Order, OrderReturn } from '@shop/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { worthOfLines } from '../order';
import type { HeldQuantity } from './amounts';
import { orderReturnLines, orderReturns } from './tables';

type ReturnRow = typeof orderReturns.$inferSelect;
type LineRow = typeof orderReturnLines.$inferSelect;

/** A return as the API answers it, its lines named as the order names them. */
export function toReturn(row: ReturnRow, lines: LineRow[], order: Order): OrderReturn {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    state: row.state,
    comment: row.comment,
    rejectReason: row.rejectReason,
    currency: row.currency,
    refundedAmount: row.refundedAmount,
    shippingRefunded: row.shippingRefunded,
    refundedAs: row.refundedAs,
    creditNoteNumber: row.creditNoteNumber,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        position: line.position,
        itemnum: line.itemnum,
        name: order.cartInfo.cartItems[line.position - 1]?.name ?? line.itemnum,
        quantity: line.quantity,
        reason: line.reason,
        receivedQuantity: line.receivedQuantity,
        condition: line.condition,
        refundedAmount: line.refundedAmount,
      })),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Returns' rows with their lines, newest first. */
export async function withLines(db: Database | Transaction, rows: ReturnRow[]) {
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderReturnLines)
          .where(
            inArray(
              orderReturnLines.returnId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderReturnLines.position));
  return { rows, lines };
}

/** An order's returns, newest first. */
export async function returnsOfOrder(db: Database | Transaction, orderId: number) {
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.id));
  return withLines(db, rows);
}

/**
 * What of each line returns hold: a requested one all it asks for, a received or refunded one
 * what arrived (what did not arrive can be asked for again), a rejected one nothing.
 */
export async function heldOf(db: Database | Transaction, orderId: number): Promise<HeldQuantity[]> {
  const rows = await db
    .select({
      state: orderReturns.state,
      position: orderReturnLines.position,
      quantity: orderReturnLines.quantity,
      received: orderReturnLines.receivedQuantity,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(eq(orderReturns.orderId, orderId))
    .then((all) => all.filter((row) => row.state !== 'rejected'));
  return rows.map((row) => ({
    position: row.position,
    quantity: row.state === 'requested' ? row.quantity : (row.received ?? 0),
  }));
}

/**
 * What of each line (by position, from 0) staff refunded without a return: the order's refunded
 * quantities less what its refunded returns brought back. The customer keeps those units.
 */
export async function refundedApart(db: Database | Transaction, order: Order): Promise<number[]> {
  const rows = await db
    .select({ position: orderReturnLines.position, quantity: orderReturnLines.receivedQuantity })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.state, 'refunded')));
  return order.refundedQuantities.map(
    (refunded, i) =>
      refunded - rows.filter((row) => row.position === i + 1).reduce((sum, row) => sum + (row.quantity ?? 0), 0),
  );
}

/** What a return received of each line: the units its refund gives back. */
export const receivedUnits = (rma: OrderReturn) =>
  rma.lines
    .filter((line) => (line.receivedQuantity ?? 0) > 0)
    .map((line) => ({ position: line.position, quantity: line.receivedQuantity! }));

/**
 * What a received return's lines are worth, following on what was refunded of the same lines
 * before (`refunded`, by position from 0: by returns or by lines), so a line refunded in parts
 * gives back exactly what it cost.
 */
export function worthOf(order: Order, rma: OrderReturn, refunded: number[] = order.refundedQuantities) {
  return worthOfLines(
    order,
    receivedUnits(rma).map((unit) => ({ ...unit, before: refunded[unit.position - 1] ?? 0 })),
  );
}
