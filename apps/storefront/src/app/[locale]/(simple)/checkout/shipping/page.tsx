import { CheckoutShell } from '@/features/checkout/CheckoutShell';
import { ShippingStep } from '@/features/checkout/ShippingStep';
import { addressStepProps, checkoutPage, stepKey } from '@/features/checkout/server';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('shipping');

/** Checkout step 1: shipping address and method. */
export default async function CheckoutShippingPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const page = await checkoutPage(locale, 'shipping');
  return (
    <CheckoutShell locale={locale} step="shipping">
      <ShippingStep key={stepKey(page.cart)} {...addressStepProps(locale, page, 'shipping')} />
    </CheckoutShell>
  );
}
