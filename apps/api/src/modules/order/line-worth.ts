import type { Order } from '@shop/contracts';
import { allocate } from '../cart';
import { taxOn } from '../pricing';

// What lines of an order are worth when they go back (returned or refunded): pure reckoning on the
// order as it was placed (its cartInfo), in minor units.

/** One priced part of an order line (its item, or an additional product chosen with it), per the whole line. */
interface Part {
  position: number;
  itemnum: string;
  name: string;
  bought: number;
  unitNet: number;
  rate: number;
  unitGross: number;
  /** The line's share of the coupon, net and with tax, over all it bought. */
  couponNet: number;
  couponGross: number;
}

/**
 * Every part of every line, with its share of the coupon: the net discount split over the parts'
 * net totals and its gross over their gross totals, each in whole cents adding up exactly.
 */
function partsOf(order: Order): Part[] {
  const info = order.cartInfo;
  // An account excluded from taxation paid no tax: its gross is its net.
  const exempt = info.taxes.length === 0;
  const gross = (net: number, rate: number) => (exempt ? net : net + taxOn(net, rate));
  const parts = info.cartItems.flatMap((item, i) =>
    [
      { itemnum: item.itemnum, name: item.name, price: item.price, rate: item.taxRate },
      ...Object.values(item.selectedAddtionalProducts).map((extra) => ({
        itemnum: extra.itemnum,
        name: extra.name,
        price: extra.price,
        rate: extra.taxRate,
      })),
    ].map((part) => ({
      position: i + 1,
      itemnum: part.itemnum,
      name: part.name,
      bought: item.quantity,
      unitNet: part.price,
      rate: part.rate,
      unitGross: gross(part.price, part.rate),
    })),
  );
  const couponNet = allocate(
    info.coupon_amount,
    parts.map((p) => p.unitNet * p.bought),
  );
  const couponGross = allocate(
    info.coupon_incl_tax,
    parts.map((p) => p.unitGross * p.bought),
  );
  return parts.map((part, i) => ({ ...part, couponNet: couponNet[i]!, couponGross: couponGross[i]! }));
}

/** A line refunded: how many now, and how many of it earlier refunds (of lines or returns) gave back already. */
export interface LineQuantity {
  position: number;
  quantity: number;
  before: number;
}

/** A part as a credit note lists it: positive, the document makes it negative. */
interface CreditedPart {
  itemnum: string;
  name: string;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  total: number;
}

/** What lines refunded are worth, per line with tax, and as a credit note needs them. */
export interface LinesWorth {
  /** Per order line: its amount with tax, less its share of the coupon. */
  lines: Array<{ position: number; amount: number }>;
  parts: CreditedPart[];
  /** The coupon's share of the goods, net. */
  discount: number;
  /** Per tax rate: the goods' net after the coupon, and their gross. */
  byRate: Array<{ rate: number; net: number; gross: number }>;
  gross: number;
}

/**
 * The worth of units of lines, as the order charged them: each unit at its price with tax, less
 * its share of the coupon. The share is reckoned on all refunded of a line so far (earlier
 * refunds' quantities come first), so a line refunded in several parts gives back exactly what it
 * cost in all, never a cent more.
 */
export function worthOfLines(order: Order, returned: LineQuantity[]): LinesWorth {
  const parts = partsOf(order);
  const lines: LinesWorth['lines'] = [];
  const credited: CreditedPart[] = [];
  const byRate = new Map<number, { net: number; gross: number }>();
  let discount = 0;
  for (const { position, quantity, before } of returned) {
    let amount = 0;
    for (const part of parts.filter((p) => p.position === position)) {
      // Up to k units: their price less the share of the coupon that k of all bought carry.
      const netUpTo = (k: number) => part.unitNet * k - Math.floor((part.couponNet * k) / part.bought);
      const grossUpTo = (k: number) => part.unitGross * k - Math.floor((part.couponGross * k) / part.bought);
      const net = netUpTo(before + quantity) - netUpTo(before);
      const gross = grossUpTo(before + quantity) - grossUpTo(before);
      discount += part.unitNet * quantity - net;
      amount += gross;
      const atRate = byRate.get(part.rate) ?? { net: 0, gross: 0 };
      byRate.set(part.rate, { net: atRate.net + net, gross: atRate.gross + gross });
      credited.push({
        itemnum: part.itemnum,
        name: part.name,
        quantity,
        unitPrice: part.unitNet,
        taxRate: part.rate,
        total: part.unitNet * quantity,
      });
    }
    lines.push({ position, amount });
  }
  return {
    lines,
    parts: credited,
    discount,
    byRate: [...byRate].sort((a, b) => b[0] - a[0]).map(([rate, sums]) => ({ rate, ...sums })),
    gross: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}

/** The order's shipping, net and with tax. */
export const shippingOf = (order: Order) => ({
  net: order.cartInfo.shipping_amount,
  gross: order.cartInfo.shipping_incl_tax,
});
