import type { LocaleCode, NewUser, Settings } from '@shop/contracts';
import { refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { CustomerService } from '../customer';
import type { CartService } from './service';

interface Dependencies {
  carts: CartService;
  customers: CustomerService;
  settings: () => Promise<Settings>;
}

/**
 * Who orders a guest's cart (updateCheckoutUserCart): a contact for a guest order, or, with a
 * password, a new account that takes the cart over and is logged in. The settings say which are
 * allowed; a logged-in shopper has a contact already.
 */
export function checkoutContact({ carts, customers, settings }: Dependencies) {
  return async function setContact(
    cartId: string,
    asking: ShopperView,
    contact: { newUser: NewUser; userPassword?: string },
    locale: LocaleCode,
  ) {
    if (asking.shopper.loggedIn) throw refusal('CHECKOUT_NOT_ALLOWED', 'You are logged in already');
    const rules = await settings();
    if (contact.userPassword === undefined) {
      if (!rules.isGuestUserEnabled)
        throw refusal('CHECKOUT_NOT_ALLOWED', 'Guest checkout is not available in this shop');
      return { cart: await carts.setNewUser(cartId, asking, contact.newUser) };
    }
    if (!rules.isCheckoutRegistrationEnabled)
      throw refusal('CHECKOUT_NOT_ALLOWED', 'Creating an account at checkout is not available in this shop');
    // The cart must be this guest's before an account is made for it.
    await carts.get(cartId, asking);
    const session = await customers.register({
      ...contact.newUser,
      password: contact.userPassword,
      locale,
      newsletter: false,
      currency: asking.currency,
    });
    await carts.claim(cartId, session.user.id, session.user.member.id);
    const cart = await carts.get(cartId, {
      ...asking,
      shopper: {
        loggedIn: true,
        customerId: session.user.id,
        memberId: session.user.member.id,
        customerNumber: session.user.customernum,
        excludeTax: session.user.excludeTax,
        country: asking.shopper.country,
      },
    });
    return { cart, session };
  };
}
