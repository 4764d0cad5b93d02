import type { CartItem, CartTotals, PriceInfo } from '@shop/contracts';

/** The key that makes a repeat of the same choice one line: the SKU and the additional SKUs, sorted. */
export const lineKey = (sku: string, additionalSkus: string[]) =>
  [sku, ...[...new Set(additionalSkus)].sort()].join('+');

/** What a shopper pays for one unit, net: the special price when there is one; null without a price. */
export const unitPrice = (price: PriceInfo) => price.special ?? price.regular;

/** Tax on a net amount at a rate in basis points, rounded to whole cents. */
export const taxOn = (net: number, rateBasisPoints: number) => Math.round((net * rateBasisPoints) / 10_000);

type PricedLine = Pick<CartItem, 'quantity' | 'priceInfo' | 'selectedAddtionalProducts'>;

/** A coupon's effect: a percentage (basis points) or a fixed net amount off the goods. */
export type Discount = { kind: 'percent'; value: number } | { kind: 'fixed'; value: number };

export interface TotalsOptions {
  /** The account is excluded from taxation: no tax at all. */
  excludeTax: boolean;
  discount?: Discount | null;
  /** The chosen shipping method's net price and the tax rate it is charged at. */
  shipping?: { price: number; taxRate: number } | null;
}

const hidden: CartTotals = {
  subtotal: null,
  coupon_amount: null,
  coupon_incl_tax: null,
  discount_amount: null,
  subtotal_with_discount: null,
  shipping_amount: null,
  shipping_incl_tax: null,
  taxes: null,
  tax_amount: null,
  subtotal_incl_tax: null,
  grandTotalIncTax: null,
};

/** Net goods value per tax rate; null when any price is hidden from the shopper. */
export function netByRate(lines: PricedLine[]): Map<number, number> | null {
  const byRate = new Map<number, number>();
  const add = (rate: number, net: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + net);
  for (const line of lines) {
    const unit = line.priceInfo && unitPrice(line.priceInfo);
    if (!line.priceInfo || unit === null) return null;
    add(line.priceInfo.taxRate, unit * line.quantity);
    for (const extra of Object.values(line.selectedAddtionalProducts)) {
      // An additional product without a price in this currency leaves the cart without totals.
      if (extra.price === null) return null;
      add(extra.taxRate, extra.price * line.quantity);
    }
  }
  return byRate;
}

/** The net amount a discount takes off goods worth `subtotal`: never more than the goods. */
export function discountAmount(discount: Discount | null | undefined, subtotal: number) {
  if (!discount) return 0;
  const amount = discount.kind === 'percent' ? Math.round((subtotal * discount.value) / 10_000) : discount.value;
  return Math.min(amount, subtotal);
}

/**
 * Splits an amount over parts in proportion to their size, in whole cents that add up exactly
 * (largest remainders get the leftover cents).
 */
export function allocate(amount: number, parts: number[]): number[] {
  const total = parts.reduce((sum, part) => sum + part, 0);
  if (total === 0 || amount === 0) return parts.map(() => 0);
  const exact = parts.map((part) => (amount * part) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A cart's totals, as an invoice shows them: the net goods, the coupon's discount (spread over
 * the tax rates in proportion to the goods at each), shipping, one tax line per rate on what is
 * charged at that rate, and the grand total. An account excluded from taxation pays no tax. All
 * null when any price is hidden from the shopper.
 */
export function cartTotals(lines: PricedLine[], { excludeTax, discount, shipping }: TotalsOptions): CartTotals {
  const goods = netByRate(lines);
  if (!goods) return hidden;
  const rates = [...goods.keys()].sort((a, b) => b - a);
  const nets = rates.map((rate) => goods.get(rate)!);
  const subtotal = nets.reduce((sum, net) => sum + net, 0);
  const coupon = discountAmount(discount, subtotal);
  const shares = allocate(coupon, nets);
  const shippingNet = shipping?.price ?? 0;

  // What is charged at each rate: goods after discount, and shipping at its own rate.
  const charged = new Map(rates.map((rate, i) => [rate, nets[i]! - shares[i]!]));
  if (shipping && shippingNet > 0) charged.set(shipping.taxRate, (charged.get(shipping.taxRate) ?? 0) + shippingNet);
  const taxes = excludeTax
    ? []
    : [...charged]
        .sort((a, b) => b[0] - a[0])
        .filter(([rate]) => rate > 0)
        .map(([rate, net]) => ({ rate, amount: taxOn(net, rate) }));
  const taxAmount = taxes.reduce((sum, line) => sum + line.amount, 0);

  // The gross figures a summary shows beside the net ones.
  const taxed = (net: number, rate: number) => (excludeTax ? net : net + taxOn(net, rate));
  const goodsGross = rates.reduce((sum, rate, i) => sum + taxed(nets[i]!, rate), 0);
  const discountedGross = rates.reduce((sum, rate, i) => sum + taxed(nets[i]! - shares[i]!, rate), 0);

  return {
    subtotal,
    coupon_amount: coupon,
    coupon_incl_tax: goodsGross - discountedGross,
    discount_amount: coupon,
    subtotal_with_discount: subtotal - coupon,
    shipping_amount: shippingNet,
    shipping_incl_tax: shipping ? taxed(shippingNet, shipping.taxRate) : 0,
    taxes,
    tax_amount: taxAmount,
    subtotal_incl_tax: goodsGross,
    grandTotalIncTax: subtotal - coupon + shippingNet + taxAmount,
  };
}

/** A line's net total: the item and its additional products, times the quantity; null when prices are hidden. */
export function lineNet(line: PricedLine) {
  const unit = line.priceInfo && unitPrice(line.priceInfo);
  const extras = Object.values(line.selectedAddtionalProducts).map((extra) => extra.price);
  if (unit === null || extras.includes(null)) return null;
  return (unit + extras.reduce<number>((sum, price) => sum + (price ?? 0), 0)) * line.quantity;
}
