import type { CartInfo } from '@shop/contracts';
import type { Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { OrderDependencies } from './dependencies';
import { type ApprovalNeed, memberLimits } from './member-limits';
import type { PlaceOrderInput } from './order-terms';
import { orderTerms } from './order-terms';

/** An order a member may not place alone, held for approval: what the order request records. */
export interface HeldOrder {
  /** The cart holding its lines and choices until the approval orders it. */
  heldCart: { id: string; version: number };
  need: ApprovalNeed;
  member: { id: number; placedBy: string };
  cartInfo: CartInfo;
}

type Dependencies = Pick<OrderDependencies, 'carts' | 'customers' | 'settings' | 'takesPaymentMethod'>;

/** The step from cart to order request, for an order its member may not place alone. */
export function approvalHold({ carts, customers, settings, takesPaymentMethod }: Dependencies) {
  return {
    /**
     * Checks the cart as placing its order would (addresses, shipping, coupon, payment method, the
     * total seen), under its lock at the version the shopper saw, and weighs the member's role and
     * limits: an order that needs approval is held (its lines and choices in a cart of the
     * request's, `record` writes the request) and the cart is emptied as an order empties it.
     * One that needs none is refused: it is placed with createOrder. `existing` answers a repeat.
     */
    async hold<T>(
      view: ShopperView,
      input: PlaceOrderInput,
      existing: (tx: Transaction) => Promise<T | undefined>,
      record: (tx: Transaction, held: HeldOrder) => Promise<T>,
    ): Promise<T> {
      const { customerId, memberId } = view.shopper;
      if (customerId === undefined || memberId === undefined || view.shopper.staff !== undefined)
        throw refusal('FORBIDDEN', 'Only members of a company ask for approval of their orders');
      const terms = await orderTerms({ customers, settings, takesPaymentMethod }, view, input);
      return carts.checkout(
        input.cartId,
        view,
        input.cart.version,
        { fallbackShipping: terms.defaults?.shipping, defaultMethod: true },
        existing,
        async (tx, cart, row) => {
          const { cartInfo } = terms.of(cart, undefined);
          const { member, need } = await memberLimits(tx, customers, customerId, memberId, cartInfo.grandTotalIncTax);
          if (!need)
            throw refusal('CONFLICT', 'This order needs no approval: place it', { reason: 'noApprovalNeeded' });
          const heldCart = await carts.hold(tx, row, memberId, {
            shippingAddress: cartInfo.shippingAddress,
            billingAddress: cartInfo.billingAddress,
            shippingMethod: cartInfo.shippingMethod.code,
          });
          return record(tx, { heldCart, need, member: { id: member.id, placedBy: member.placedBy }, cartInfo });
        },
      );
    },
  };
}
