import { createHmac } from 'node:crypto';
import { loyaltyPointsFor, type Order } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import { recordAudit } from '../audit';
import { cartOutdated, discountAmount } from '../cart';
import { hashToken } from '../customer';
import { orderQuotedLines } from '../quote';
import type { AnnounceOrder, OrderDependencies } from './dependencies';
import { memberLimits, needsApproval } from './member-limits';
import { toOrder } from './order-row';
import { orderTerms, type PlaceOrderInput } from './order-terms';
import { orderItems, orders } from './tables';

/** How long a guest's repeated order request is answered with the order without its cookie. */
const GUEST_REPEAT_MS = 10 * 60 * 1000;

/** Days an approved order paid online waits for its requester's payment (the e-mail has the link). */
const APPROVED_PAYABLE_DAYS = 7;

/**
 * An administrator's approval of an order request: the order is placed from the request's held
 * cart (the view's shopper is the requester, approvedBy the administrator).
 */
export interface Approval {
  /** Under the held cart's lock, before anything is placed: refuses a request decided meanwhile. */
  claim: (tx: Transaction) => Promise<void>;
  /** In the placement's transaction, with the order placed: the request records it (or refuses, rolling back). */
  placed: (tx: Transaction, order: Order) => Promise<void>;
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
  /**
   * The member placing the order: within their limits (else it needs approval), or the requester
   * of a request an administrator approves, whose limits were weighed when they asked.
   */
  async function orderingMember(
    tx: Transaction,
    customerId: number,
    memberId: number,
    total: number,
    approved = false,
  ) {
    if (approved) return (await customers.orderingMember(tx, customerId, memberId))!;
    const { member, need } = await memberLimits(tx, customers, customerId, memberId, total);
    if (need) throw needsApproval(need);
    return member;
  }

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
      approval?: Approval,
    ): Promise<{ order: Order; guestToken?: string }> {
      if ((approval === undefined) !== (view.shopper.approvedBy === undefined))
        throw new Error('an approval names its administrator in the view, and only an approval does');
      const { customerId, approvedBy } = view.shopper;
      const terms = await orderTerms({ customers, settings, takesPaymentMethod }, view, input);
      const { rules, defaults } = terms;
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
        // An approval claims its request under the held cart's lock: a second approval finds it decided.
        approval ? async (tx) => void (await approval.claim(tx)) : sameOrder,
        async (tx, cart, row) => {
          const { cartInfo, email } = terms.of(cart, row.newUser?.email);
          // Staff taking an order place it as the customer's, not as one of its members'.
          const member =
            customerId !== undefined && view.shopper.memberId !== undefined && view.shopper.staff === undefined
              ? await orderingMember(
                  tx,
                  customerId,
                  view.shopper.memberId,
                  cartInfo.grandTotalIncTax,
                  approvedBy !== undefined,
                )
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
              // Staff confirm the order they take as they place it, an administrator the one they
              // approve: no shopper is there to.
              confirmed: invoice && (view.shopper.staff !== undefined || approvedBy !== undefined),
              // An approved order's requester pays it from the e-mail that tells them: days, not minutes.
              payableUntil: invoice
                ? null
                : approvedBy !== undefined
                  ? sql`now() + make_interval(days => ${APPROVED_PAYABLE_DAYS})`
                  : sql`now() + make_interval(mins => ${paymentTimeoutMinutes})`,
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
          await approval?.placed(tx, placed);
          return { order: placed, guestToken };
        },
      );
      if (placed) deliverEvents();
      if (placed?.paymentStatus === 'invoice') await deliverMail();
      return result;
    },
  };
}
