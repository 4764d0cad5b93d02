import type { ShopperCart } from '@shop/client';
import type { LocaleCode } from '@shop/contracts';
import { deliveryCountries } from '@/features/account/countries';
import { loadCart } from '@/features/cart/server';
import { getSettings } from '@/features/settings/settings';
import { redirect } from '@/i18n/navigation';
import { shopperView } from '@/lib/shopper';
import type { AddressStepProps } from './ShippingStep';
import type { CheckoutStep } from './steps';

/**
 * Everything a checkout page needs, after the spec's guards, on the server before anything
 * renders: no cart (or an empty one) goes home; a guest who may neither check out as a guest nor
 * register, or who has not said who they are, goes to /checkout; billing needs a shipping address
 * and method; payment needs a billing address.
 */
export async function checkoutPage(locale: LocaleCode, step: CheckoutStep | 'entry') {
  const [view, settings, cart] = await Promise.all([shopperView(), getSettings(), loadCart()]);
  const to = (href: string): never => redirect({ href, locale });
  if (!cart || cart.cartItems.length === 0) return to('/');
  if (step === 'entry') return { view, settings, cart };
  // Prices hidden from this guest: they log in first, at the entry.
  if (!view.pricesVisible) return to('/checkout');
  if (!view.loggedIn) {
    if (!settings.isGuestUserEnabled && !settings.isCheckoutRegistrationEnabled) return to('/checkout');
    if (!cart.newUser) return to('/checkout');
  }
  if (step !== 'shipping' && (!cart.shippingAddress || !cart.shippingMethod)) return to('/checkout');
  if (step === 'payment' && !cart.billingAddress) return to('/checkout');
  return { view, settings, cart };
}

type CheckoutPageData = Awaited<ReturnType<typeof checkoutPage>>;

/** What both address steps show: the cart, the shopper's saved addresses of the kind, the countries. */
export function addressStepProps(
  locale: LocaleCode,
  { view, settings, cart }: CheckoutPageData,
  kind: 'shipping' | 'billing',
): AddressStepProps {
  return {
    locale,
    cart,
    saved: (view.user?.addresses ?? []).filter((a) => (kind === 'shipping' ? a.isShipping : a.isBilling)),
    countries: deliveryCountries(locale),
    defaultCountry: cart.cartInfo.taxCountry,
    companyRequired: settings.companyRequired,
    loggedIn: view.loggedIn,
    canMakeDefault:
      kind === 'shipping' ? settings.isDefaultShippingUpdateEnabled : settings.isDefaultBillingUpdateEnabled,
    localeIso: view.localeIso,
  };
}

/** A step's form starts afresh when the cart changed under it (another tab, a re-price). */
export const stepKey = (cart: Pick<ShopperCart, 'version' | 'grandTotalIncTax'>) =>
  `${cart.version}:${cart.grandTotalIncTax}`;
