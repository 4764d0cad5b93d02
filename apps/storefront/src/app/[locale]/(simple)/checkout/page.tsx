import { CheckoutEntry } from '@/features/checkout/CheckoutEntry';
import { CheckoutShell } from '@/features/checkout/CheckoutShell';
import { checkoutPage } from '@/features/checkout/server';
import { redirect } from '@/i18n/navigation';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('checkout');

/** The checkout's entry: a customer goes on to shipping; a guest logs in or says who they are. */
export default async function CheckoutPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const { view, settings, cart } = await checkoutPage(locale, 'entry');
  if (view.loggedIn) redirect({ href: '/checkout/shipping', locale });
  return (
    <CheckoutShell locale={locale}>
      <CheckoutEntry
        cartId={cart.id}
        locale={locale}
        currency={view.currency}
        guestCheckout={settings.isGuestUserEnabled}
        registration={settings.isCheckoutRegistrationEnabled}
        pricesVisible={view.pricesVisible}
        newUser={cart.newUser}
      />
    </CheckoutShell>
  );
}
