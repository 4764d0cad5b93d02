// What goods sent back are worth: each unit at its price with tax less its share of the coupon, a
// line returned in parts adding up to exactly what it cost; and what of each line can still go back.
import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { worthOfLines } from '../order';
import { returnableLines } from './amounts';

/** An order of 3 × 10.00 net at 19 % and 1 × 25.00 net at 7 %, with a coupon of 10 % (5.50 net, 6.24 gross). */
const order = {
  cartInfo: {
    cartItems: [
      { itemnum: 'A-1', name: 'Hammer', quantity: 3, price: 1000, taxRate: 1900, selectedAddtionalProducts: {} },
      { itemnum: 'B-2', name: 'Saw', quantity: 1, price: 2500, taxRate: 700, selectedAddtionalProducts: {} },
    ],
    taxes: [
      { rate: 1900, amount: 513 },
      { rate: 700, amount: 158 },
    ],
    coupon_amount: 550,
    coupon_incl_tax: 624,
    shipping_amount: 0,
    shipping_incl_tax: 0,
  },
  shippedQuantities: [3, 1],
} as unknown as Order;

describe('lines going back', () => {
  it('gives back a unit at its price with tax less its share of the coupon, net and gross per rate', () => {
    // The coupon's gross over the lines' gross (35.70 and 26.75): 3.57 and 2.67; net: 3.00 and 2.50.
    const one = worthOfLines(order, [{ position: 1, quantity: 1, before: 0 }]);
    expect(one.lines).toEqual([{ position: 1, amount: 1190 - 119 }]);
    expect(one.byRate).toEqual([{ rate: 1900, net: 1000 - 100, gross: 1071 }]);
    expect(one.discount).toBe(100);
    expect(one.parts).toEqual([
      { itemnum: 'A-1', name: 'Hammer', quantity: 1, unitPrice: 1000, taxRate: 1900, total: 1000 },
    ]);
  });

  it('adds up a line returned in parts to exactly what it cost, and all lines to what the order charged', () => {
    const first = worthOfLines(order, [{ position: 1, quantity: 1, before: 0 }]).gross;
    const rest = worthOfLines(order, [{ position: 1, quantity: 2, before: 1 }]).gross;
    expect(first + rest).toBe(3570 - 357);
    const all = worthOfLines(order, [
      { position: 1, quantity: 3, before: 0 },
      { position: 2, quantity: 1, before: 0 },
    ]);
    expect(all.gross).toBe(3570 + 2675 - 624);
    expect(all.discount).toBe(550);
    expect(all.byRate.map((rate) => rate.rate)).toEqual([1900, 700]);
  });

  it('lets go back what was shipped less what returns hold and what was refunded without a return', () => {
    const returnable = (shipped: number[], held: Array<{ position: number; quantity: number }>, apart: number[]) =>
      returnableLines({ ...order, shippedQuantities: shipped }, held, apart).map((line) => [
        line.position,
        line.quantity,
        line.returnable,
      ]);
    expect(
      returnable(
        [3, 1],
        [
          { position: 1, quantity: 2 },
          { position: 1, quantity: 1 },
        ],
        [0, 0],
      ),
    ).toEqual([
      [1, 3, 0],
      [2, 1, 1],
    ]);
    // Shipped in part: 2 of the 3 hammers left, the saw not yet; one hammer was refunded apart.
    expect(returnable([2, 0], [], [1, 0])).toEqual([
      [1, 3, 1],
      [2, 1, 0],
    ]);
  });
});
