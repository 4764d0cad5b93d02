import type { CartItem, PriceInfo } from '@shop/contracts';

/** The key that makes a repeat of the same choice one line: the SKU and the additional SKUs, sorted. */
export const lineKey = (sku: string, additionalSkus: string[]) =>
  [sku, ...[...new Set(additionalSkus)].sort()].join('+');

/** What a shopper pays for one unit, net: the special price when there is one; null without a price. */
export const unitPrice = (price: PriceInfo) => price.special ?? price.regular;

/** Tax on a net amount at a rate in basis points, rounded to whole cents. */
export const taxOn = (net: number, rateBasisPoints: number) => Math.round((net * rateBasisPoints) / 10_000);

type PricedLine = Pick<CartItem, 'quantity' | 'priceInfo' | 'selectedAddtionalProducts'>;

/**
 * A cart's totals. Tax is computed per line (net line total × rate, rounded), as an invoice shows
 * it; an account excluded from taxation pays none. Null when any price is hidden from the shopper.
 */
export function cartTotals(lines: PricedLine[], excludeTax: boolean) {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines) {
    const price = line.priceInfo;
    const unit = price && unitPrice(price);
    if (!price || unit === null)
      return { subtotal: null, tax_amount: null, subtotal_incl_tax: null, grandTotalIncTax: null };
    const net = unit * line.quantity;
    subtotal += net;
    tax += taxOn(net, price.taxRate);
    for (const extra of Object.values(line.selectedAddtionalProducts)) {
      // An additional product without a price in this currency leaves the cart without totals.
      if (extra.price === null)
        return { subtotal: null, tax_amount: null, subtotal_incl_tax: null, grandTotalIncTax: null };
      const extraNet = extra.price * line.quantity;
      subtotal += extraNet;
      tax += taxOn(extraNet, extra.taxRate);
    }
  }
  const taxAmount = excludeTax ? 0 : tax;
  return {
    subtotal,
    tax_amount: taxAmount,
    subtotal_incl_tax: subtotal + taxAmount,
    // Shipping and coupons join the grand total with the checkout.
    grandTotalIncTax: subtotal + taxAmount,
  };
}

/** A line's net total: the item and its additional products, times the quantity; null when prices are hidden. */
export function lineNet(line: PricedLine) {
  const unit = line.priceInfo && unitPrice(line.priceInfo);
  const extras = Object.values(line.selectedAddtionalProducts).map((extra) => extra.price);
  if (unit === null || extras.includes(null)) return null;
  return (unit + extras.reduce<number>((sum, price) => sum + (price ?? 0), 0)) * line.quantity;
}
