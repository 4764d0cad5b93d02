import type { Order, OrderShipment, Seller } from '@shop/contracts';
import { allocate } from '../cart';
import { taxOn } from '../pricing';
import type { DocumentContent, DocumentKind, DocumentLine, TaxBreakdown } from './tables';

export type { DocumentContent, DocumentKind } from './tables';

/**
 * The lines of an order: each item, each additional product chosen with it, and the shipping; of a
 * parcel (`quantities` by the item's position), the items in it, as many as it holds.
 */
function linesOf(order: Order, quantities?: number[]): DocumentLine[] {
  const info = order.cartInfo;
  const items = info.cartItems.map((item, i) => ({ ...item, quantity: quantities ? quantities[i]! : item.quantity }));
  const lines = items
    .filter((item) => item.quantity > 0)
    .flatMap((item) => [
      {
        itemnum: item.itemnum,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.price,
        taxRate: item.taxRate,
        total: item.price * item.quantity,
      },
      ...Object.values(item.selectedAddtionalProducts).map((extra) => ({
        itemnum: extra.itemnum,
        name: extra.name,
        quantity: item.quantity,
        unitPrice: extra.price,
        taxRate: extra.taxRate,
        total: extra.price * item.quantity,
      })),
    ]);
  if (info.shipping_amount > 0)
    lines.push({
      itemnum: '',
      name: info.shippingMethod.name,
      quantity: 1,
      unitPrice: info.shipping_amount,
      taxRate: shippingRate(order, lines),
      total: info.shipping_amount,
    });
  return lines;
}

/**
 * The rate the shipping was taxed at: the order keeps its net and gross, and the rate is the one of
 * the order's rates that gives that tax (the highest of them when the account pays no tax).
 */
function shippingRate(order: Order, lines: DocumentLine[]): number {
  const info = order.cartInfo;
  // The order's own rates too: shipping is taxed at the standard rate when every item has the reduced one.
  const rates = [...new Set([...lines.map((line) => line.taxRate), ...info.taxes.map((line) => line.rate)])].sort(
    (a, b) => b - a,
  );
  const tax = info.shipping_incl_tax - info.shipping_amount;
  return rates.find((rate) => taxOn(info.shipping_amount, rate) === tax) ?? rates[0] ?? 0;
}

/**
 * The net basis of each rate the order was taxed at: goods less their share of the coupon (split
 * as the cart split it), plus shipping. The tax itself is the order's, to the cent.
 */
function taxesOf(order: Order, lines: DocumentLine[]): TaxBreakdown[] {
  const goods = new Map<number, number>();
  const shipping = order.cartInfo.shipping_amount > 0 ? lines.at(-1)! : undefined;
  for (const line of shipping ? lines.slice(0, -1) : lines)
    goods.set(line.taxRate, (goods.get(line.taxRate) ?? 0) + line.total!);
  const rates = [...goods.keys()].sort((a, b) => b - a);
  const shares = allocate(
    order.cartInfo.coupon_amount,
    rates.map((rate) => goods.get(rate)!),
  );
  const basis = new Map(rates.map((rate, i) => [rate, goods.get(rate)! - shares[i]!]));
  if (shipping) basis.set(shipping.taxRate, (basis.get(shipping.taxRate) ?? 0) + shipping.total!);
  const taxed = new Map(order.cartInfo.taxes.map((line) => [line.rate, line.amount]));
  return [...basis]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, net]) => ({ rate: taxed.has(rate) ? rate : 0, basis: net, amount: taxed.get(rate) ?? 0 }));
}

export interface IssueFacts {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  seller: Seller;
  /** The customer's number and buyer reference; null for a guest. */
  recipient: { customerNumber: string; buyerReference: string } | null;
  /** An invoice order's due date; null when paid online. */
  dueDate: Date | null;
  /** A delivery note's parcel: its lines and date (none: the whole order, shipped at once). */
  parcel?: OrderShipment;
}

/** How many of each item (by position) a parcel holds. */
const parcelQuantities = (order: Order, parcel: OrderShipment) => {
  const quantities = order.cartInfo.cartItems.map(() => 0);
  for (const line of parcel.lines) quantities[line.position]! += line.quantity;
  return quantities;
};

/** An invoice or a delivery note of an order as it stands. */
export function documentOf(order: Order, facts: IssueFacts): DocumentContent {
  const info = order.cartInfo;
  const lines = linesOf(order);
  const taxes = taxesOf(order, lines);
  const priced = facts.kind !== 'delivery_note';
  const delivered = facts.parcel ? linesOf(order, parcelQuantities(order, facts.parcel)) : lines;
  return {
    kind: facts.kind,
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    locale: order.locale,
    currency: info.currency,
    seller: facts.seller,
    buyer: info.billingAddress,
    shipTo: info.shippingAddress,
    orderNumber: order.transactionnum,
    orderDate: order.createdDate,
    orderReference: info.orderReference,
    customerNumber: facts.recipient?.customerNumber ?? null,
    buyerReference: facts.recipient?.buyerReference || null,
    buyerEmail: order.email,
    deliveryDate: facts.parcel?.shippedDate ?? order.shipment?.shippedDate ?? order.createdDate,
    lines: priced
      ? lines
      : delivered.filter((line) => line.itemnum !== '').map((line) => ({ ...line, unitPrice: null, total: null })),
    discount: priced ? info.coupon_amount : 0,
    taxes: priced ? taxes : [],
    net: priced ? info.subtotal - info.coupon_amount + info.shipping_amount : 0,
    tax: priced ? info.tax_amount : 0,
    gross: priced ? info.grandTotalIncTax : 0,
    taxExempt: info.taxes.length === 0 && lines.some((line) => line.taxRate > 0),
    dueDate: facts.dueDate?.toISOString() ?? null,
    paymentMethod: order.paymentMethodCode,
    corrects: null,
  };
}

/** A credit note of an invoice: the same lines and amounts, negative, naming the invoice. */
export function creditNoteOf(
  invoice: DocumentContent,
  facts: Omit<IssueFacts, 'kind' | 'dueDate' | 'recipient'>,
): DocumentContent {
  const negative = (amount: number | null) => (amount === null ? null : -amount);
  return {
    ...invoice,
    kind: 'credit_note',
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    seller: facts.seller,
    lines: invoice.lines.map((line) => ({ ...line, quantity: -line.quantity, total: negative(line.total) })),
    discount: -invoice.discount,
    taxes: invoice.taxes.map((tax) => ({ ...tax, basis: -tax.basis, amount: -tax.amount })),
    net: -invoice.net,
    tax: -invoice.tax,
    gross: -invoice.gross,
    dueDate: null,
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}

/**
 * What goods sent back are credited with: their lines (positive, net), the coupon's net share of
 * them, their net and gross per tax rate, and the shipping when it goes back too.
 */
export interface ReturnCredit {
  lines: Array<{ itemnum: string; name: string; quantity: number; unitPrice: number; taxRate: number; total: number }>;
  discount: number;
  byRate: Array<{ rate: number; net: number; gross: number }>;
  shipping: { net: number; gross: number } | null;
}

/**
 * A credit note of chosen lines of an invoice (goods sent back): those lines, negative, with
 * their share of the coupon and, when refunded, the invoice's shipping line; its gross is what was
 * refunded for them to the cent, its tax per rate the gross less the net.
 */
export function lineCreditNoteOf(
  invoice: DocumentContent,
  credit: ReturnCredit,
  facts: Omit<IssueFacts, 'kind' | 'dueDate' | 'recipient'>,
): DocumentContent {
  const shippingLine = invoice.lines.findLast((line) => line.itemnum === '');
  const lines: DocumentLine[] = credit.lines.map((line) => ({ ...line, quantity: -line.quantity, total: -line.total }));
  const byRate = new Map(credit.byRate.map(({ rate, net, gross }) => [rate, { net, gross }]));
  if (credit.shipping && shippingLine) {
    lines.push({ ...shippingLine, quantity: -1, total: -credit.shipping.net });
    const atRate = byRate.get(shippingLine.taxRate) ?? { net: 0, gross: 0 };
    byRate.set(shippingLine.taxRate, {
      net: atRate.net + credit.shipping.net,
      gross: atRate.gross + credit.shipping.gross,
    });
  }
  // A rate the invoice charged no tax at (an exempt account) stays at 0 %, as on the invoice.
  const taxedRates = new Set(invoice.taxes.filter((tax) => tax.amount !== 0).map((tax) => tax.rate));
  const taxes = [...byRate]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, { net, gross }]) => ({ rate: taxedRates.has(rate) ? rate : 0, basis: -net, amount: net - gross }));
  const net = taxes.reduce((sum, tax) => sum + tax.basis, 0);
  const tax = taxes.reduce((sum, line) => sum + line.amount, 0);
  return {
    ...invoice,
    kind: 'credit_note',
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    seller: facts.seller,
    lines,
    discount: -credit.discount,
    taxes,
    net,
    tax,
    gross: net + tax,
    dueDate: null,
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}
