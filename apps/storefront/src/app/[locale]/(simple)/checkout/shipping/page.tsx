import { getTranslations } from 'next-intl/server';
import { CheckoutShell } from '@/features/checkout/CheckoutShell';
import { CheckoutSteps } from '@/features/checkout/CheckoutSteps';
import { ShippingStep } from '@/features/checkout/ShippingStep';
import { checkoutPage, deliveryCountries } from '@/features/checkout/server';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('shipping');

/** Checkout step 1: shipping address and method. */
export default async function CheckoutShippingPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const { view, settings, cart } = await checkoutPage(locale, 'shipping');
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <CheckoutShell title={t('checkout')}>
      <CheckoutSteps current="shipping" />
      <ShippingStep
        key={`${cart.version}:${cart.grandTotalIncTax}`}
        locale={locale}
        cart={cart}
        saved={(view.user?.addresses ?? []).filter((a) => a.isShipping)}
        countries={deliveryCountries(locale)}
        defaultCountry={cart.cartInfo.taxCountry}
        companyRequired={settings.companyRequired}
        loggedIn={view.loggedIn}
        canMakeDefault={settings.isDefaultShippingUpdateEnabled}
        localeIso={view.localeIso}
      />
    </CheckoutShell>
  );
}
