import {
  type Cart,
  type CartInfo,
  type PaymentMethodCode,
  type PostalAddress,
  postalOf,
  siteConfig,
} from '@shop/contracts';
import { invalidField, refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import { cartOutdated } from '../cart';
import { cartInfoOf } from './cart-info';
import type { OrderDependencies } from './dependencies';
import { invalidPaymentMethod } from './payment-state';

/** What a shopper sends to place an order (or to ask for its approval). */
export interface PlaceOrderInput {
  cartId: string;
  paymentMethodCode: PaymentMethodCode;
  cart: { version: number; grandTotalIncTax?: number };
  orderReference: string;
  comment: string;
}

type Dependencies = Pick<OrderDependencies, 'customers' | 'settings' | 'takesPaymentMethod'>;

/**
 * What an order from this cart would be, checked as placing it checks: its addresses (a customer's
 * defaults when it has none), shipping method, coupon, payment method and the grand total the
 * shopper saw. Placing an order and asking for its approval (an order request) share it.
 */
export async function orderTerms(
  { customers, settings, takesPaymentMethod }: Dependencies,
  view: ShopperView,
  input: Pick<PlaceOrderInput, 'paymentMethodCode' | 'cart' | 'orderReference' | 'comment'>,
) {
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
    siteConfig.countries.some((c) => c.iso === address.country) && (!rules.companyRequired || address.company !== '');
  const defaults = saved && usable(saved.shipping) && usable(saved.billing) ? saved : undefined;
  return {
    rules,
    defaults,
    /** The cart (read by the checkout under its lock) as the order records it, and where its e-mails go. */
    of(cart: Cart, newUserEmail: string | undefined): { cartInfo: CartInfo; email: string } {
      const shippingAddress: PostalAddress | undefined = cart.shippingAddress ?? defaults?.shipping;
      if (!shippingAddress) throw invalidField('body.cartId', 'Add a shipping address first');
      const billingAddress = cart.billingAddress ?? defaults?.billing ?? shippingAddress;
      const email = customer?.email ?? newUserEmail;
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
      return { cartInfo, email };
    },
  };
}
