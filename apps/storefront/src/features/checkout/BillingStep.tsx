'use client';

import { type CheckoutAddressInput, postalOf, sameAddress } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddressText } from '@/features/account/AddressText';
import { useCart } from '@/features/cart/cart';
import { useCall } from '@/features/forms/use-call';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { Section } from '@/ui/Section';
import { addressFailureText } from './CheckoutAddressForm';
import { type AddressChoice, AddressPicker, initialChoice } from './SavedAddressChoice';
import type { AddressStepProps } from './ShippingStep';

/** Step 2: who is billed: the shipping address, a saved billing address or a new one (with VAT id). */
export function BillingStep(props: AddressStepProps & { canSave: boolean }) {
  const t = useTranslations('Checkout');
  const tAll = useTranslations();
  const router = useRouter();
  const receive = useCart((s) => s.receive);
  const { cart } = props;
  const call = useCall();
  const [same, setSame] = useState(
    cart.billingAddress === null || sameAddress(cart.billingAddress, cart.shippingAddress),
  );
  const [choice, setChoice] = useState<AddressChoice>(
    initialChoice(
      props.saved,
      props.saved.find((a) => sameAddress(postalOf(a), cart.billingAddress)),
      (a) => a.isDefaultBilling,
    ),
  );
  const countryName = (iso: string) => props.countries.find((c) => c.iso === iso)?.name ?? iso;

  const billTo = async (billingAddress: CheckoutAddressInput | { sameAsShipping: true }) => {
    const next = await call.run(() =>
      browserApi.updateAddressCart({
        params: { cartId: cart.id },
        query: { locale: props.locale, currency: cart.currency },
        body: { billingAddress },
      }),
    );
    if (!next) return;
    receive(next);
    router.push('/checkout/payment');
  };

  const failure =
    call.failure && (call.failure.issues.length === 0 || same || choice !== 'new')
      ? addressFailureText(tAll, call.failure.issues, countryName, t('saveFailed'))
      : undefined;
  return (
    <Section id="billing-address" title={t('billingAddress')} size="small" className="space-y-4">
      <FormFailure text={failure} />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} className="size-4" />
        {t('sameAsShipping')}
      </label>
      {same ? (
        <>
          {cart.shippingAddress && (
            <div className="rounded-md bg-surface-muted p-4 text-sm">
              <AddressText address={cart.shippingAddress} countryName={countryName(cart.shippingAddress.country)} />
            </div>
          )}
          <button
            type="button"
            className={buttonClass('primary', 'w-full sm:w-auto')}
            disabled={call.busy}
            onClick={() => void billTo({ sameAsShipping: true })}
          >
            {t('continueToPayment')}
          </button>
        </>
      ) : (
        <AddressPicker
          saved={props.saved}
          choice={choice}
          onChoose={setChoice}
          countryName={countryName}
          address={cart.billingAddress ?? undefined}
          countries={props.countries}
          defaultCountry={props.defaultCountry}
          companyRequired={props.companyRequired}
          canSave={props.canSave}
          canMakeDefault={props.canMakeDefault}
          submitLabel={t('continueToPayment')}
          useSaved={{ label: t('continueToPayment'), className: buttonClass('primary', 'w-full sm:w-auto') }}
          busy={call.busy}
          rejected={call.failure?.issues ?? []}
          onSubmit={(input) => void billTo(input)}
        />
      )}
    </Section>
  );
}
