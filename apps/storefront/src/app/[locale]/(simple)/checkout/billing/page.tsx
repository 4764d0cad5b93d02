import { BillingStep } from '@/features/checkout/BillingStep';
import { CheckoutShell } from '@/features/checkout/CheckoutShell';
import { addressStepProps, checkoutPage, stepKey } from '@/features/checkout/server';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('billing');

/** Checkout step 2: billing address. */
export default async function CheckoutBillingPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const page = await checkoutPage(locale, 'billing');
  return (
    <CheckoutShell locale={locale} step="billing">
      <BillingStep
        key={stepKey(page.cart)}
        {...addressStepProps(locale, page, 'billing')}
        canSave={page.view.loggedIn && page.settings.isBillingManagmentEnabled}
      />
    </CheckoutShell>
  );
}
