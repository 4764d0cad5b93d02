import type { Order, ReturnableLine } from '@shop/contracts';

// How much of an order can still go back (what it is worth: the order module's line-worth.ts).

/** How many of an order line other returns hold (or returned). */
export interface HeldQuantity {
  position: number;
  quantity: number;
}

/**
 * How many of each line of the order can still be sent back: what its parcels brought the
 * customer, less what returns not rejected hold of it and what staff refunded of it without a
 * return (`refundedApart`, by position from 0: the customer keeps those, they are paid back).
 */
export function returnableLines(order: Order, held: HeldQuantity[], refundedApart: number[]): ReturnableLine[] {
  return order.cartInfo.cartItems.map((item, i) => {
    const position = i + 1;
    const taken = held.filter((h) => h.position === position).reduce((sum, h) => sum + h.quantity, 0);
    const shipped = order.shippedQuantities[i] ?? 0;
    return {
      position,
      itemnum: item.itemnum,
      name: item.name,
      quantity: item.quantity,
      returnable: Math.max(0, shipped - taken - (refundedApart[i] ?? 0)),
    };
  });
}
