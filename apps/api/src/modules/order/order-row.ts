import type { LocaleCode, Order, PaymentMethodCode } from '@shop/contracts';
import { and, asc, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import { hashToken } from '../customer';
import { type ShipmentRow, shipmentsOf, shippedQuantities, toShipment } from './shipments';
import { guestOrderAccess, orderComments, orders } from './tables';
import { trackingUrl } from './tracking';

export type OrderRow = typeof orders.$inferSelect;
type CommentRow = typeof orderComments.$inferSelect;

/** The order as every view tells it; its parcels where the view shows them (`parcels`, first first). */
export const toOrder = (row: OrderRow, comments: CommentRow[] = [], parcels: ShipmentRow[] = []): Order => ({
  id: row.id,
  transactionnum: row.transactionnum,
  createdDate: row.createdAt.toISOString(),
  lastModified: row.updatedAt.toISOString(),
  status: row.status,
  confirmed: row.confirmed,
  cancellation: row.cancelledAt
    ? { reason: row.cancelledBy === null ? 'not-paid' : 'by-shop', date: row.cancelledAt.toISOString() }
    : null,
  shipment:
    row.shippedAt && row.carrier
      ? {
          carrier: row.carrier,
          trackingNumber: row.trackingNumber,
          trackingUrl: row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
          shippedDate: row.shippedAt.toISOString(),
          deliveredDate: row.deliveredAt?.toISOString() ?? null,
        }
      : null,
  shipments: parcels.map(toShipment),
  shippedQuantities: shippedQuantities(row.cartInfo, parcels),
  paymentMethodCode: row.paymentMethodCode as PaymentMethodCode,
  paymentStatus: row.paymentStatus,
  refundedAmount: row.refundedAmount,
  balanceDue: row.balanceDue,
  refundedQuantities: row.cartInfo.cartItems.map((_, i) => row.refundedQuantities[i] ?? 0),
  shippingRefunded: row.shippingRefunded,
  payableUntil: row.payableUntil?.toISOString() ?? null,
  computopPaymentData: row.computopPaymentData,
  computopPayment: row.computopPayment,
  guest: row.customerId === null,
  placedBy: row.placedBy,
  email: row.email,
  locale: row.locale as LocaleCode,
  cartInfo: row.cartInfo,
  loyaltyPoints: row.loyaltyPoints,
  comments: comments.map((c) => ({ text: c.text, createdDate: c.createdAt.toISOString() })),
});

/** Who may see an order: the customer who placed it, or a browser holding a guest order's token. */
export interface OrderAccess {
  customerId?: number;
  guestToken?: string;
}

/** The order's row if this shopper may see it; anyone else's is answered like a missing one. */
const accessible = (access: OrderAccess, id: number): SQL | undefined =>
  access.customerId !== undefined
    ? and(eq(orders.id, id), eq(orders.customerId, access.customerId))
    : access.guestToken
      ? and(eq(orders.id, id), isNull(orders.customerId), guestHolds(hashToken(access.guestToken)))
      : undefined;

/** The browser that placed the guest order, or one it was found in since (lookupOrder). */
const guestHolds = (tokenHash: string) =>
  or(
    eq(orders.guestTokenHash, tokenHash),
    exists(
      sql`(select 1 from ${guestOrderAccess} where ${guestOrderAccess.orderId} = ${orders.id} and ${guestOrderAccess.tokenHash} = ${tokenHash})`,
    ),
  );

/** The order's row for this shopper; a 404 for anyone else. */
export async function loadOrder(db: Database, access: OrderAccess, id: number) {
  const where = accessible(access, id);
  const [row] = where ? await db.select().from(orders).where(where) : [];
  if (!row) throw notFound(`Order ${id} does not exist`);
  return row;
}

export const commentsOf = (db: Database, id: number) =>
  db.select().from(orderComments).where(eq(orderComments.orderId, id)).orderBy(asc(orderComments.id));

/**
 * The order's computopPayment (the spec's field): what Paygate answered the browser, kept by
 * recordComputop. A Computop refund needs the PayID in it.
 */
export async function computopPaymentOf(db: Database, orderId: number) {
  const [order] = await db.select({ answer: orders.computopPayment }).from(orders).where(eq(orders.id, orderId));
  return order?.answer ?? null;
}

/** The order as its own page shows it: with its comments and parcels. */
export async function fullOrder(db: Database, row: OrderRow) {
  const [comments, parcels] = await Promise.all([commentsOf(db, row.id), shipmentsOf(db, row.id)]);
  return toOrder(row, comments, parcels);
}
