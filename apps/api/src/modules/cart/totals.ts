import { type CartItem, type CartTotals, displayUnitPrice, unitPrice } from '@shop/contracts';
import { taxOn } from '../pricing';
import type { Discount } from '../promotion';

/** The key that makes a repeat of the same choice one line: the SKU and the additional SKUs, sorted. */
export const lineKey = (sku: string, additionalSkus: string[]) =>
  [sku, ...[...new Set(additionalSkus)].sort()].join('+');

type PricedLine = Pick<CartItem, 'quantity' | 'priceInfo' | 'selectedAddtionalProducts'>;

export interface TotalsOptions {
  /** The account is excluded from taxation: no tax at all. */
  excludeTax: boolean;
  /**
   * The shopper is shown prices with tax: the goods' gross is then the sum of the lines as shown
   * (unit prices with tax, rounded per unit, times the quantity), and the tax is what that gross
   * holds over the net, so the lines on the page add up to the invoice to the cent.
   */
  gross?: boolean;
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

/** What goods cost at one tax rate: net, and as shown to the shopper (display prices times quantities). */
export interface Goods {
  net: number;
  shown: number;
}

/** The goods per tax rate; null when any price is hidden from the shopper. */
function goodsByRate(lines: PricedLine[]): Map<number, Goods> | null {
  const byRate = new Map<number, Goods>();
  const add = (rate: number, net: number, shown: number) => {
    const goods = byRate.get(rate) ?? { net: 0, shown: 0 };
    byRate.set(rate, { net: goods.net + net, shown: goods.shown + shown });
  };
  for (const line of lines) {
    const unit = line.priceInfo && unitPrice(line.priceInfo);
    const shown = line.priceInfo && displayUnitPrice(line.priceInfo);
    if (!line.priceInfo || unit === null || shown === null) return null;
    add(line.priceInfo.taxRate, unit * line.quantity, shown * line.quantity);
    for (const extra of Object.values(line.selectedAddtionalProducts)) {
      // An additional product without a price in this currency leaves the cart without totals.
      if (extra.price === null || extra.displayPrice === null) return null;
      add(extra.taxRate, extra.price * line.quantity, extra.displayPrice * line.quantity);
    }
  }
  return byRate;
}

/** The net goods value of lines; null when any price is hidden. */
export function goodsValue(lines: PricedLine[]) {
  const goods = goodsByRate(lines);
  return goods && [...goods.values()].reduce((sum, { net }) => sum + net, 0);
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
 * charged at that rate, and the grand total. Shown net, tax is reckoned on each rate's net sum;
 * shown gross, it is the part of each rate's gross (the lines as shown) over its net. An account
 * excluded from taxation pays no tax. All null when any price is hidden from the shopper.
 */
export function cartTotals(
  lines: PricedLine[],
  { excludeTax, gross = false, discount, shipping }: TotalsOptions,
): CartTotals {
  const byRate = goodsByRate(lines);
  if (!byRate) return hidden;
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const goods = rates.map((rate) => byRate.get(rate)!);
  const subtotal = goods.reduce((sum, { net }) => sum + net, 0);
  const coupon = discountAmount(discount, subtotal);
  const shares = allocate(
    coupon,
    goods.map(({ net }) => net),
  );
  const shippingNet = shipping?.price ?? 0;
  const taxed = (net: number, rate: number) => (excludeTax ? net : net + taxOn(net, rate));

  // Per rate: what is charged net and gross, goods after discount; the coupon's gross share.
  const charges = rates.map((rate, i) => {
    const { net, shown } = goods[i]!;
    const share = shares[i]!;
    if (!gross) {
      const couponGross = taxed(net, rate) - taxed(net - share, rate);
      return { rate, net: net - share, goodsGross: taxed(net, rate), couponGross };
    }
    // A coupon takes the same part of the shown gross as of the net: all of it when it takes all.
    const couponGross = net === 0 ? 0 : Math.round((shown * share) / net);
    return { rate, net: net - share, goodsGross: shown, couponGross };
  });
  const charged = new Map(charges.map((c) => [c.rate, { net: c.net, gross: c.goodsGross - c.couponGross }]));
  const shippingGross = shipping ? taxed(shippingNet, shipping.taxRate) : 0;
  if (shipping && shippingNet > 0) {
    const atRate = charged.get(shipping.taxRate) ?? { net: 0, gross: 0 };
    charged.set(shipping.taxRate, { net: atRate.net + shippingNet, gross: atRate.gross + shippingGross });
  }
  const taxes = excludeTax
    ? []
    : [...charged]
        .sort((a, b) => b[0] - a[0])
        .filter(([rate]) => rate > 0)
        .map(([rate, amount]) => ({ rate, amount: gross ? amount.gross - amount.net : taxOn(amount.net, rate) }));
  const taxAmount = taxes.reduce((sum, line) => sum + line.amount, 0);

  return {
    subtotal,
    coupon_amount: coupon,
    coupon_incl_tax: charges.reduce((sum, c) => sum + c.couponGross, 0),
    discount_amount: coupon,
    subtotal_with_discount: subtotal - coupon,
    shipping_amount: shippingNet,
    shipping_incl_tax: shippingGross,
    taxes,
    tax_amount: taxAmount,
    subtotal_incl_tax: charges.reduce((sum, c) => sum + c.goodsGross, 0),
    grandTotalIncTax: subtotal - coupon + shippingNet + taxAmount,
  };
}

/** A line's total from its unit prices: item and additional products, times the quantity; null when any is hidden. */
function lineTotal(line: PricedLine, unit: number | null, extras: Array<number | null>) {
  if (unit === null || extras.includes(null)) return null;
  return (unit + extras.reduce<number>((sum, price) => sum + (price ?? 0), 0)) * line.quantity;
}

/** A line's net total. */
export const lineNet = (line: PricedLine) =>
  lineTotal(
    line,
    line.priceInfo && unitPrice(line.priceInfo),
    Object.values(line.selectedAddtionalProducts).map((extra) => extra.price),
  );

/** A line's total as shown to the shopper (from the display prices). */
export const lineShown = (line: PricedLine) =>
  lineTotal(
    line,
    line.priceInfo && displayUnitPrice(line.priceInfo),
    Object.values(line.selectedAddtionalProducts).map((extra) => extra.displayPrice),
  );
