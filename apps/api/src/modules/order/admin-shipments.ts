import type { createShipmentSchema, shipOrderSchema } from '@shop/contracts';
import type { z } from 'zod';
import { staffRefusal } from '../../lib/domain-errors';
import { orderShippedMail } from '../mail';
import type { OrderChange } from './admin-change';
import type { OrderAdminDependencies } from './dependencies';
import { moneyText } from './edit-plan';
import { type OrderRow, toOrder } from './order-row';
import { nextParcel, type ShipmentAsked, type ShipmentRow, shipmentsOf, toShipment } from './shipments';
import { shipments } from './tables';

/** A parcel's carrier and tracking; bulk shipping may leave an order's tracking number out. */
type Ship = Omit<z.output<typeof shipOrderSchema>, 'trackingNumber'> & { trackingNumber: string | null };
type CreateShipment = z.output<typeof createShipmentSchema>;

const notShippable = (row: OrderRow) => {
  if (row.cancelledAt) throw staffRefusal('CONFLICT', 'orderCancelled', { order: row.transactionnum });
  if (row.shippedAt) throw staffRefusal('CONFLICT', 'orderShippedAlready', { order: row.transactionnum });
  if (!row.confirmed)
    throw staffRefusal('CONFLICT', row.paymentMethodCode === 'invoice' ? 'orderNotConfirmed' : 'orderNotPaid', {
      order: row.transactionnum,
    });
  // Goods leave paid: a difference a change asked for holds the parcel until it arrives (or the
  // order is changed back), as an unpaid online order is held.
  if (row.balanceDue > 0)
    throw staffRefusal('CONFLICT', 'orderBalanceOpenNotShippable', {
      order: row.transactionnum,
      amount: moneyText(row.balanceDue, row.currency),
    });
};

/**
 * Staff ship an order in parcels: chosen lines and quantities (createShipment), or all that is
 * still open (ship, and the bulk action). Each parcel is numbered under the order's row lock and
 * checked against what is still open then, so two at once cannot ship the same unit twice (the
 * second is refused as changed meanwhile, or as more than is open). Until its last line has left
 * the order is partly shipped; then it is shipped, as an order shipped whole always was: its
 * shippedAt, carrier and tracking are the last parcel's, and delivery, the invoice issued "when
 * shipped" and the figures go by that.
 */
export function orderShipping(deps: Pick<OrderAdminDependencies, 'outbox' | 'announce'>, change: OrderChange) {
  const { outbox, announce } = deps;

  function parcel(
    id: number,
    asked: ShipmentAsked,
    { carrier, trackingNumber, version }: Ship,
    actor: string,
    audit: 'order.ship' | 'order.shipment',
  ) {
    let all: ShipmentRow[] = [];
    let complete = false;
    const details = { carrier, trackingNumber, ...(asked && { lines: asked.filter((line) => line.quantity > 0) }) };
    return change(
      id,
      version,
      actor,
      { name: audit, details },
      notShippable,
      async (tx, row) => {
        const before = await shipmentsOf(tx, id);
        const next = nextParcel(row.cartInfo, before, asked);
        const now = new Date();
        const [added] = await tx
          .insert(shipments)
          .values({
            orderId: id,
            number: before.length + 1,
            carrier,
            trackingNumber,
            shippedAt: now,
            shippedBy: actor,
            lines: next.lines,
          })
          .returning();
        all = [...before, added!];
        complete = next.complete;
        // The audit row is written after this, from `details`: it names the parcel's number.
        Object.assign(details, { shipment: added!.number });
        return {
          firstShippedAt: row.firstShippedAt ?? now,
          ...(complete && { shippedAt: now, carrier, trackingNumber }),
        };
      },
      async (tx, row) => {
        const order = toOrder(row, [], all);
        await outbox.enqueue(tx, orderShippedMail(order, toShipment(all.at(-1)!)));
        // The documents module issues the parcel's delivery note (and, the last one, the invoice) from this.
        await announce(tx, complete ? 'order.shipped' : 'order.partly-shipped', order, row.customerId);
      },
    );
  }

  return {
    /** Ships all that is still open of the order in one parcel (all of it, when nothing left before). */
    ship: (id: number, ship: Ship, actor: string) => parcel(id, null, ship, actor, 'order.ship'),

    /** Ships the chosen quantities of the order's lines in one parcel. */
    createShipment: (id: number, { lines, ...ship }: CreateShipment, actor: string) =>
      parcel(id, lines, ship, actor, 'order.shipment'),
  };
}
export type OrderShipping = ReturnType<typeof orderShipping>;
