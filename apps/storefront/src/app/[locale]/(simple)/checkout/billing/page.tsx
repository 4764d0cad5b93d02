import { getTranslations } from 'next-intl/server';
import { BillingStep } from '@/features/checkout/BillingStep';
import { CheckoutShell } from '@/features/checkout/CheckoutShell';
import { CheckoutSteps } from '@/features/checkout/CheckoutSteps';
import { checkoutPage, deliveryCountries } from '@/features/checkout/server';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('billing');

/** Checkout step 2: billing address. */
export default async function CheckoutBillingPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const { view, settings, cart } = await checkoutPage(locale, 'billing');
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <CheckoutShell title={t('checkout')}>
      <CheckoutSteps current="billing" />
      <BillingStep
        key={`${cart.version}:${cart.grandTotalIncTax}`}
        locale={locale}
        cart={cart}
        saved={(view.user?.addresses ?? []).filter((a) => a.isBilling)}
        countries={deliveryCountries(locale)}
        defaultCountry={cart.cartInfo.taxCountry}
        companyRequired={settings.companyRequired}
        loggedIn={view.loggedIn}
        canSave={view.loggedIn && settings.isBillingManagmentEnabled}
        canMakeDefault={settings.isDefaultBillingUpdateEnabled}
        localeIso={view.localeIso}
      />
    </CheckoutShell>
  );
}
