import {
  type CartInfo,
  type CartRefusal,
  type LocaleCode,
  maxLineQuantity,
  type orderEditSchema,
  postalOf,
  type StaffRefusal,
} from '@shop/contracts';
import type { z } from 'zod';
import { staffFieldRefusal, staffFieldRefusals } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import { type GivenLine, lineKey } from '../cart';
import { cartInfoOf } from './cart-info';
import type { OrderAdminDependencies } from './dependencies';
import type { OrderRow } from './order-row';

export type OrderEditInput = z.output<typeof orderEditSchema>;

/** A row the purchase rules turn away, in the back office's words. */
const refusalOf: Partial<Record<CartRefusal, StaffRefusal>> = {
  'unknown-product': 'orderEditUnknownProduct',
  'not-available': 'orderEditNotAvailable',
};

const moneyText = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

/**
 * The customer the order is priced for, as the staff cart reads them: their prices and price
 * list (a guest's order: the shop's), the order's language, currency and tax treatment, taxed for
 * where the goods go.
 */
async function viewOf(row: OrderRow, country: string, customers: OrderAdminDependencies['customers']) {
  const customer = row.customerId === null ? undefined : await customers.byId(row.customerId);
  const view: ShopperView = {
    locale: row.locale as LocaleCode,
    currency: row.cartInfo.currency,
    shopper: {
      ...(customer && { customerId: customer.id, customerNumber: customer.customerNumber }),
      excludeTax: row.cartInfo.displayExcludingTaxes,
      loggedIn: customer !== undefined,
      country,
    },
  };
  return view;
}

/** The order's lines as the edit wants them: kept lines at their agreed prices, then the lines added. */
async function wantedLines(row: OrderRow, input: OrderEditInput, view: ShopperView, deps: OrderAdminDependencies) {
  const held = row.cartInfo.cartItems;
  if (input.lines.length !== held.length)
    throw staffFieldRefusal('body.lines', 'orderEditLines', { order: row.transactionnum, lines: held.length });
  const lines = new Map<string, GivenLine & { sku: string }>();
  held.forEach((line, i) => {
    const quantity = input.lines[i]!.quantity;
    if (quantity === 0) return;
    const extras = Object.values(line.selectedAddtionalProducts);
    lines.set(lineKey(line.sku, Object.keys(line.selectedAddtionalProducts)), {
      id: i + 1,
      sku: line.sku,
      productId: line.productId,
      quantity,
      additionalProductIds: extras.map((extra) => extra.productId),
      agreed: { unit: line.price, extras: Object.fromEntries(extras.map((extra) => [extra.productId, extra.price])) },
    });
  });
  const { lines: added, rejected } = await deps.carts.wantedLines(input.add, view);
  const [first, ...more] = rejected.map((problem) => ({
    path: `body.add.${problem.row}.number`,
    name: refusalOf[problem.reason] ?? 'orderEditNotOrderable',
    values: { number: problem.number, sku: problem.number },
  }));
  if (first) throw staffFieldRefusals([first, ...more]);
  for (const line of added) {
    // The same product as a kept line (without additional products) adds to that line, as a cart does.
    const same = lines.get(line.lineKey);
    const quantity = (same?.quantity ?? 0) + line.quantity;
    if (quantity > maxLineQuantity)
      throw staffFieldRefusal(`body.add.${line.row}.quantity`, 'atMost', { maximum: maxLineQuantity });
    lines.set(
      line.lineKey,
      same
        ? { ...same, quantity }
        : {
            id: held.length + line.row + 1,
            sku: line.number,
            productId: line.productId,
            quantity,
            additionalProductIds: line.additionalProductIds,
          },
    );
  }
  if (lines.size === 0) throw staffFieldRefusal('body.lines', 'orderEditEmpty');
  return [...lines.values()];
}

/**
 * The order's record as the edit makes it: its lines priced for the customer (kept lines at the
 * prices agreed, added ones at the customer's prices now) and totalled by the checkout's own
 * reading of a cart (tax for the destination, shipping, the coupon's discount as redeemed).
 */
export async function editedCartInfo(row: OrderRow, input: OrderEditInput, deps: OrderAdminDependencies) {
  const before = row.cartInfo;
  const shippingAddress = input.shippingAddress ? postalOf(input.shippingAddress) : before.shippingAddress;
  const view = await viewOf(row, shippingAddress.country, deps.customers);
  const lines = await wantedLines(row, input, view, deps);
  const redeemed = before.couponCode ? await deps.promotion.redeemed(before.couponCode) : null;
  // A coupon deleted since: the order keeps the amount it took off.
  const discount = before.couponCode
    ? (redeemed?.discount ?? { kind: 'fixed' as const, value: before.coupon_amount })
    : null;
  const method = input.shippingMethod ?? before.shippingMethod.code;
  const cart = await deps.carts.quote(
    view,
    { lines, discount },
    { shippingAddress, shippingMethod: method, couponCode: before.couponCode },
  );
  for (const line of lines) {
    const priced = cart.cartItems.find((item) => item.productId === line.productId);
    if (!priced || priced.rowTotal === null)
      throw staffFieldRefusal('body.lines', 'orderEditNotOrderable', { number: line.sku });
  }
  const chosen = cart.shippingMethods.find((m) => m.code === cart.shippingMethod?.methodCode);
  if (!chosen || chosen.code !== method)
    throw staffFieldRefusal(
      input.shippingMethod ? 'body.shippingMethod' : 'body.shippingAddress',
      'orderEditNoShipping',
      {
        method,
      },
    );
  if (redeemed?.minimum != null && cart.subtotal !== null && cart.subtotal < redeemed.minimum)
    throw staffFieldRefusal('body.lines', 'orderEditCouponMinimum', {
      code: before.couponCode!,
      minimum: moneyText(redeemed.minimum, before.currency),
    });
  const cartInfo: CartInfo = cartInfoOf(cart, {
    shippingAddress,
    billingAddress: before.billingAddress,
    shippingMethod: { code: chosen.code, name: chosen.name },
    orderReference: before.orderReference,
    comment: before.comment,
  });
  return { cartInfo, lines };
}

/** What the edit changed, for the audit row and the history: lines by SKU, shipping, the totals. */
export function editChanges(before: CartInfo, after: CartInfo) {
  const quantities = (info: CartInfo) => {
    const map = new Map<string, number>();
    for (const line of info.cartItems) map.set(line.sku, (map.get(line.sku) ?? 0) + line.quantity);
    return map;
  };
  const was = quantities(before);
  const now = quantities(after);
  const lines = [...new Set([...was.keys(), ...now.keys()])].flatMap((sku) =>
    was.get(sku) === now.get(sku) ? [] : [{ sku, from: was.get(sku) ?? 0, to: now.get(sku) ?? 0 }],
  );
  return {
    lines,
    ...(before.shippingMethod.code !== after.shippingMethod.code && {
      shippingMethod: { from: before.shippingMethod.code, to: after.shippingMethod.code },
    }),
    ...(JSON.stringify(before.shippingAddress) !== JSON.stringify(after.shippingAddress) && { shippingAddress: true }),
    totalBefore: before.grandTotalIncTax,
    amount: after.grandTotalIncTax,
  };
}

export { moneyText };
