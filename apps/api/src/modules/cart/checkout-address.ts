import type { Cart, UpdateAddressCart } from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import type { CustomerService } from '../customer';
import type { CartService } from './service';

interface Dependencies {
  carts: CartService;
  customers: CustomerService;
}

type TypedAddress = Parameters<CustomerService['rememberAddress']>[1];

/**
 * The checkout's address step (updateAddressCart): the cart's shipping address, billing address or
 * shipping method. A logged-in customer's typed address also goes to their address book, as their
 * default when they ask, once the cart took it.
 */
export function checkoutAddress({ carts, customers }: Dependencies) {
  const remember = async (
    accessToken: string | undefined,
    address: TypedAddress,
    kind: 'shipping' | 'billing',
    makeDefault: boolean,
  ) => {
    const row = await customers.authenticate(accessToken);
    if (row) await customers.rememberAddress(row, address, kind, makeDefault);
  };

  return async function setAddress(
    cartId: string,
    asking: ShopperView,
    change: UpdateAddressCart,
    accessToken: string | undefined,
  ): Promise<Cart> {
    if ('shippingAddress' in change) {
      const { save, makeDefault, ...address } = change.shippingAddress;
      const cart = await carts.setShippingAddress(cartId, asking, address);
      if (save) await remember(accessToken, address, 'shipping', makeDefault);
      return cart;
    }
    if ('billingAddress' in change) {
      if ('sameAsShipping' in change.billingAddress) return carts.setBillingAddress(cartId, asking, 'same-as-shipping');
      const { save, makeDefault, ...address } = change.billingAddress;
      const cart = await carts.setBillingAddress(cartId, asking, address);
      if (save) await remember(accessToken, address, 'billing', makeDefault);
      return cart;
    }
    return carts.setShippingMethod(cartId, asking, change.shippingMethod.methodCode);
  };
}
