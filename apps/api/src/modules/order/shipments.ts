import type { CartInfo, OrderShipment, ShipmentLine } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { staffFieldRefusal } from '../../lib/domain-errors';
import { shipments } from './tables';
import { trackingUrl } from './tracking';

export type ShipmentRow = typeof shipments.$inferSelect;

/** An order's parcels, first first. */
export const shipmentsOf = (db: Database | Transaction, orderId: number) =>
  db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.number));

/** The parcels of several orders (a page of the order history), by order. */
export async function shipmentsOfOrders(db: Database, orderIds: number[]) {
  const rows = orderIds.length
    ? await db
        .select()
        .from(shipments)
        .where(inArray(shipments.orderId, orderIds))
        .orderBy(asc(shipments.orderId), asc(shipments.number))
    : [];
  const byOrder = new Map<number, ShipmentRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export const toShipment = (row: ShipmentRow): OrderShipment => ({
  number: row.number,
  shippedDate: row.shippedAt.toISOString(),
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  trackingUrl: row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
  lines: row.lines,
});

/** How many of each of the order's lines have left, by position. */
export const shippedQuantities = (info: CartInfo, rows: ShipmentRow[]) => {
  const shipped = info.cartItems.map(() => 0);
  for (const row of rows) for (const line of row.lines) shipped[line.position]! += line.quantity;
  return shipped;
};

/** A parcel asked for: how many of which lines; null ships everything still open. */
export type ShipmentAsked = Array<{ position: number; quantity: number }> | null;

/**
 * The lines of the next parcel: what was asked, each line at most what is still open of it
 * (refused by field otherwise), or everything still open; and whether the order is then all shipped.
 */
export function nextParcel(info: CartInfo, before: ShipmentRow[], asked: ShipmentAsked) {
  const shipped = shippedQuantities(info, before);
  const open = info.cartItems.map((item, i) => item.quantity - shipped[i]!);
  const wanted = asked === null ? [...open] : info.cartItems.map(() => 0);
  if (asked !== null)
    asked.forEach(({ position, quantity }, i) => {
      if (position >= info.cartItems.length)
        throw staffFieldRefusal(`body.lines.${i}.position`, 'noSuchOrderLine', { position });
      wanted[position]! += quantity;
      if (wanted[position]! > open[position]!)
        throw staffFieldRefusal(`body.lines.${i}.quantity`, 'moreThanOpenToShip', { open: open[position]! });
    });
  const lines: ShipmentLine[] = wanted.flatMap((quantity, position) =>
    quantity > 0 ? [{ position, itemnum: info.cartItems[position]!.itemnum, quantity }] : [],
  );
  if (lines.length === 0) throw staffFieldRefusal('body.lines', 'shipmentEmpty');
  return { lines, complete: wanted.every((quantity, i) => quantity === open[i]) };
}
