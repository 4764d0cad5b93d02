import { createHmac } from 'node:crypto';
import {
  loyaltyPointsFor,
  type Order,
  type PaymentMethodCode,
  type PostalAddress,
  postalOf,
  siteConfig,
} from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { invalidField, refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import { recordAudit } from '../audit';
import { cartOutdated, discountAmount } from '../cart';
import { hashToken } from '../customer';
import { orderQuotedLines } from '../quote';
import { cartInfoOf } from './cart-info';
import type { AnnounceOrder, OrderDependencies } from './dependencies';
import { withinLimits } from './member-limits';
import { toOrder } from './order-row';
import { invalidPaymentMethod } from './payment-state';
import { orderItems, orders } from './tables';

/** How long a guest's repeated order request is answered with the order without its cookie. */
const GUEST_REPEAT_MS = 10 * 60 * 1000;

export interface PlaceOrderInput {
  cartId: string;
  paymentMethodCode: PaymentMethodCode;
  cart: { version: number; grandTotalIncTax?: number };
  orderReference: string;
  comment: string;
}

type Dependencies = Pick<
  OrderDependencies,
  | 'carts'
  | 'customers'
  | 'inventory'
  | 'promotion'
  | 'settings'
  | 'tokenSecret'
  | 'takesPaymentMethod'
  | 'paymentTimeoutMinutes'
  | 'now'
> & {
  /** Queues an invoice order's confirmation in the transaction that places it. */
  queueConfirmation: (tx: Transaction, order: Order) => Promise<void>;
  /** Sends it after the commit. */
  deliverMail: () => Promise<void>;
  announce: AnnounceOrder;
  /** Delivers the events after the commit. */
  deliverEvents: () => void;
};

export function orderPlacement({
  carts,
  customers,
  inventory,
  promotion,
  settings,
  tokenSecret,
  takesPaymentMethod,
  paymentTimeoutMinutes,
  now = Date.now,
  queueConfirmation,
  deliverMail,
  announce,
  deliverEvents,
}: Dependencies) {
  return {
    /**
     * Places the order from the shopper's cart at the version they saw: its addresses (a
     * customer's defaults when it has none), shipping method (the first that ships there when none
     * was chosen), coupon (its use counted here, under the coupon's lock), prices fixed, stock
     * taken, the cart emptied; all in one transaction. Repeating the request returns the order
     * placed the first time. A guest's order comes with a token: only its holder may see it.
     */
    async create(
      view: ShopperView,
      input: PlaceOrderInput,
      guestCookie?: string,
    ): Promise<{ order: Order; guestToken?: string }> {
      const { customerId } = view.shopper;
      const rules = await settings();
      if (customerId === undefined && !rules.isGuestUserEnabled)
        throw refusal('CHECKOUT_NOT_ALLOWED', 'Please log in or create an account to order');
      const customer = customerId === undefined ? undefined : await customers.byId(customerId);
      const allowedMethods = await customers.paymentMethodsOf(customerId);
      // A customer's default addresses stand in for a cart without any, if they pass the same
      // checks an address typed at checkout does.
      const saved = customerId === undefined ? undefined : await customers.orderAddresses(customerId);
      const usable = (address: PostalAddress) =>
        siteConfig.countries.some((c) => c.iso === address.country) &&
        (!rules.companyRequired || address.company !== '');
      const defaults = saved && usable(saved.shipping) && usable(saved.billing) ? saved : undefined;
      // Derived from the cart's id (which only the shopper's browser holds) and version, so every
      // answer to the same request carries the same token.
      const guestToken =
        customerId === undefined
          ? createHmac('sha256', tokenSecret)
              .update(`guest-order:${input.cartId}:${input.cart.version}`)
              .digest('base64url')
          : undefined;
      const sameOrder = (tx: Transaction) =>
        tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.cartId, input.cartId),
              eq(orders.cartVersion, input.cart.version),
              customerId === undefined ? isNull(orders.customerId) : eq(orders.customerId, customerId),
            ),
          )
          .then(([row]) => {
            if (!row) return undefined;
            // A guest's repeat (its first answer may have been lost) gets the same token again,
            // but only for a few minutes, or from the browser that holds it already: the cart id
            // alone must not open an order later.
            const holder = guestCookie !== undefined && row.guestTokenHash === hashToken(guestCookie);
            if (guestToken && !holder && Date.now() - row.createdAt.getTime() > GUEST_REPEAT_MS)
              throw refusal('CONFLICT', 'This cart was ordered already');
            return { order: toOrder(row), guestToken };
          });
      let placed: Order | undefined;
      const result = await carts.checkout(
        input.cartId,
        view,
        input.cart.version,
        { fallbackShipping: defaults?.shipping, defaultMethod: true },
        sameOrder,
        async (tx, cart, row) => {
          const shippingAddress: PostalAddress | undefined = cart.shippingAddress ?? defaults?.shipping;
          if (!shippingAddress) throw invalidField('body.cartId', 'Add a shipping address first');
          const billingAddress = cart.billingAddress ?? defaults?.billing ?? shippingAddress;
          const email = customer?.email ?? row.newUser?.email;
          if (!email) throw invalidField('body.cartId', 'Tell us your e-mail address first');
          const method = cart.shippingMethods.find((m) => m.code === cart.shippingMethod?.methodCode);
          if (!method)
            throw refusal('SHIPPING_METHOD_UNAVAILABLE', 'We do not ship to this country', {
              reason: 'no-methods',
            });
          if (cart.couponCode && cart.couponProblem)
            throw refusal('COUPON_INVALID', 'The coupon no longer applies', { reason: cart.couponProblem });
          const cartInfo = cartInfoOf(cart, {
            shippingAddress: postalOf(shippingAddress),
            billingAddress: postalOf(billingAddress),
            shippingMethod: { code: method.code, name: method.name },
            orderReference: rules.orderReference ? input.orderReference : '',
            comment: input.comment,
          });
          if (
            !allowedMethods.includes(input.paymentMethodCode) ||
            !takesPaymentMethod(input.paymentMethodCode, cart.currency, cartInfo.billingAddress.country)
          )
            throw invalidPaymentMethod();
          const seen = input.cart.grandTotalIncTax;
          if (seen !== undefined && seen !== cartInfo.grandTotalIncTax) throw cartOutdated();
          // Staff taking an order place it as the customer's, not as one of its members'.
          const member =
            customerId !== undefined && view.shopper.memberId !== undefined && view.shopper.staff === undefined
              ? await withinLimits(tx, customers, customerId, view.shopper.memberId, cartInfo.grandTotalIncTax)
              : undefined;
          // Additional products leave the stock, and count as bought, like the items they came with.
          const taken = cart.cartItems.flatMap((item) => [
            { productId: item.productId, quantity: item.quantity },
            ...Object.values(item.selectedAddtionalProducts).map((extra) => ({
              productId: extra.productId,
              quantity: item.quantity,
            })),
          ]);
          const stockTaken = await inventory.take(tx, taken);
          const invoice = input.paymentMethodCode === 'invoice';
          const [order] = await tx
            .insert(orders)
            .values({
              customerId: customerId ?? null,
              memberId: member?.id ?? null,
              placedBy: member?.placedBy ?? '',
              takenBy: view.shopper.staff ?? null,
              guestTokenHash: guestToken ? hashToken(guestToken) : null,
              email,
              locale: view.locale,
              cartId: input.cartId,
              cartVersion: input.cart.version,
              paymentMethodCode: input.paymentMethodCode,
              paymentStatus: invoice ? 'invoice' : 'open',
              // Staff confirm the order they take as they place it: no shopper is there to.
              confirmed: invoice && view.shopper.staff !== undefined,
              payableUntil: invoice ? null : sql`now() + make_interval(mins => ${paymentTimeoutMinutes})`,
              dueAt: invoice ? sql`now() + make_interval(days => ${rules.invoicePaymentTermDays})` : null,
              stockTaken,
              cartInfo,
              loyaltyPoints: customerId === undefined ? 0 : loyaltyPointsFor(cartInfo.subtotal_with_discount),
            })
            .returning();
          if (cartInfo.couponCode) {
            const discount = await promotion.redeem(tx, cartInfo.couponCode, {
              id: order!.id,
              currency: cart.currency,
              goodsValue: cartInfo.subtotal,
              redeemer: { customerId, email },
            });
            // The coupon changed since the shopper saw its discount.
            if (discountAmount(discount, cartInfo.subtotal) !== cartInfo.coupon_amount) throw cartOutdated();
          }
          // An accepted quote's lines are ordered once, at its prices, while it holds.
          await orderQuotedLines(tx, customerId, cart.cartItems, order!.transactionnum, now());
          await tx.insert(orderItems).values(taken.map((line) => ({ orderId: order!.id, ...line })));
          placed = toOrder(order!);
          if (order!.confirmed && customerId !== undefined)
            await customers.addLoyaltyPoints(tx, customerId, order!.loyaltyPoints);
          // An order staff took for the customer is a change by staff: it has its audit row.
          if (view.shopper.staff)
            await recordAudit(tx, {
              actor: view.shopper.staff,
              action: 'order.place',
              entity: 'order',
              entityId: order!.transactionnum,
              after: { customerId, paymentMethodCode: input.paymentMethodCode, total: cartInfo.grandTotalIncTax },
            });
          // An invoice order is confirmed by e-mail now; an online one when its payment arrives.
          if (placed.paymentStatus === 'invoice') await queueConfirmation(tx, placed);
          await announce(tx, 'order.placed', placed, customerId ?? null);
          return { order: placed, guestToken };
        },
      );
      if (placed) deliverEvents();
      if (placed?.paymentStatus === 'invoice') await deliverMail();
      return result;
    },
  };
}
