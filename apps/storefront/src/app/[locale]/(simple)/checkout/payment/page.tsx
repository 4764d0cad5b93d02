import { deliveryCountries } from '@/features/account/countries';
import { CheckoutShell } from '@/features/checkout/CheckoutShell';
import { PaymentStep } from '@/features/checkout/PaymentStep';
import { checkoutPage, stepKey } from '@/features/checkout/server';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { shopperApi } from '@/lib/shopper';

export const generateMetadata = namedPageMetadata('payment');

/** Checkout step 3: payment method, notes, the summary, and placing the order. */
export default async function CheckoutPaymentPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const { view, settings, cart } = await checkoutPage(locale, 'payment');
  // The methods that can pay this cart: its currency, billed to its billing (else shipping) country.
  const country = cart.billingAddress?.country ?? cart.shippingAddress?.country;
  const methods = await (await shopperApi()).getPaymentMethods({
    query: { currency: cart.currency, country: country && /^[A-Z]{2}$/.test(country) ? country : undefined },
  });
  return (
    <CheckoutShell locale={locale} step="payment">
      <PaymentStep
        key={stepKey(cart)}
        locale={locale}
        localeIso={view.localeIso}
        cart={cart}
        methods={methods}
        askReference={settings.orderReference}
        displayItemnum={settings.displayItemnum}
        countryName={Object.fromEntries(deliveryCountries(locale).map((c) => [c.iso, c.name]))}
      />
    </CheckoutShell>
  );
}
