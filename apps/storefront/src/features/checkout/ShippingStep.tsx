'use client';

import type { ShopperCart } from '@shop/client';
import { type Address, type CheckoutAddressInput, type LocaleCode, postalOf, sameAddress } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AddressText } from '@/features/account/AddressText';
import type { Country } from '@/features/account/address-book';
import { cartItems } from '@/features/analytics/cart-events';
import { track } from '@/features/analytics/data-layer';
import { useCart } from '@/features/cart/cart';
import { useCall } from '@/features/forms/use-call';
import { formatPrice } from '@/features/pricing/format';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { Section } from '@/ui/Section';
import { addressFailureText } from './CheckoutAddressForm';
import { type AddressChoice, AddressPicker, initialChoice } from './SavedAddressChoice';

export interface AddressStepProps {
  locale: LocaleCode;
  cart: ShopperCart;
  /** The customer's saved addresses of this kind; none for guests. */
  saved: Address[];
  countries: Country[];
  defaultCountry: string;
  companyRequired: boolean;
  loggedIn: boolean;
  canMakeDefault: boolean;
  localeIso: string;
}

/** Step 1: where the goods go (a saved address or a new one) and how they travel. */
export function ShippingStep(props: AddressStepProps) {
  const t = useTranslations('Checkout');
  const tAll = useTranslations();
  const router = useRouter();
  const receive = useCart((s) => s.receive);
  const [cart, setCart] = useState(props.cart);
  const address = useCall();
  const method = useCall();
  const query = { locale: props.locale, currency: cart.currency };
  const inCart = props.saved.find((a) => sameAddress(postalOf(a), cart.shippingAddress));
  // An address typed earlier (not a saved one) opens as the new-address form, filled in.
  const [choice, setChoice] = useState<AddressChoice>(
    cart.shippingAddress && !inCart ? 'new' : initialChoice(props.saved, inCart, (a) => a.isDefaultShipping),
  );
  const [methodCode, setMethodCode] = useState(cart.shippingMethod?.methodCode ?? cart.shippingMethods[0]?.code);
  const methodGroup = useId();
  const countryName = (iso: string) => props.countries.find((c) => c.iso === iso)?.name ?? iso;
  const money = (minor: number) => formatPrice(minor, { locale: props.localeIso, currency: cart.currency });

  // Once the cart has an address, it is shown as chosen; "Change address" opens the choice again.
  const [editing, setEditing] = useState(!cart.shippingAddress);
  const took = (next: ShopperCart) => {
    setCart(next);
    receive(next);
    setMethodCode(next.shippingMethod?.methodCode ?? next.shippingMethods[0]?.code);
  };
  const shipTo = async (shippingAddress: CheckoutAddressInput) => {
    const next = await address.run(() =>
      browserApi.updateAddressCart({ params: { cartId: cart.id }, query, body: { shippingAddress } }),
    );
    if (!next) return;
    took(next);
    setEditing(false);
    // The form is gone: the keyboard goes on at the shipping methods, which are next.
    requestAnimationFrame(() => document.getElementById('shipping-method')?.focus());
  };
  async function continueToBilling() {
    if (!methodCode) return;
    if (methodCode !== cart.shippingMethod?.methodCode) {
      const next = await method.run(() =>
        browserApi.updateAddressCart({ params: { cartId: cart.id }, query, body: { shippingMethod: { methodCode } } }),
      );
      if (!next) return;
      took(next);
    }
    const tier = cart.shippingMethods.find((m) => m.code === methodCode)?.name ?? methodCode;
    track('add_shipping_info', { ...cartItems(cart), shipping_tier: tier });
    router.push('/checkout/billing');
  }

  // Field issues show at the form's fields; a saved address has no form: its failure says why.
  const addressFailure =
    address.failure && (address.failure.issues.length === 0 || choice !== 'new')
      ? addressFailureText(tAll, address.failure.issues, countryName, t('shippingErrors.fetchFailed'))
      : undefined;
  return (
    <div className="space-y-8">
      <Section id="shipping-address" title={t('shippingAddress')} size="small" focusable className="space-y-4">
        <FormFailure text={addressFailure} />
        {editing ? (
          <AddressPicker
            saved={props.saved}
            choice={choice}
            onChoose={setChoice}
            countryName={countryName}
            address={cart.shippingAddress ?? undefined}
            countries={props.countries}
            defaultCountry={props.defaultCountry}
            companyRequired={props.companyRequired}
            canSave={props.loggedIn}
            canMakeDefault={props.canMakeDefault}
            submitLabel={t('useAddress')}
            useSaved={{ label: t('deliverHere'), className: buttonClass('secondary') }}
            busy={address.busy}
            rejected={address.failure?.issues ?? []}
            onSubmit={(input) => void shipTo(input)}
          />
        ) : (
          cart.shippingAddress && (
            <div className="flex flex-wrap items-start justify-between gap-3 rounded-md bg-surface-muted p-4 text-sm">
              <div>
                <p className="font-medium">{t('deliveringTo')}</p>
                <AddressText address={cart.shippingAddress} countryName={countryName(cart.shippingAddress.country)} />
              </div>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  setEditing(true);
                  requestAnimationFrame(() => document.getElementById('shipping-address')?.focus());
                }}
              >
                {t('changeAddress')}
              </button>
            </div>
          )
        )}
      </Section>

      {cart.shippingAddress && (
        <Section id="shipping-method" title={t('shippingMethod')} size="small" focusable className="space-y-4">
          {cart.shippingMethods.length === 0 ? (
            <p role="alert" className="rounded-md bg-danger/10 p-3 text-sm text-danger">
              {t('shippingErrors.noMethods')}
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('shippingMethod')}</legend>
              {cart.shippingMethods.map((option) => (
                <label
                  key={option.code}
                  className="flex items-center justify-between gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand"
                >
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name={methodGroup}
                      value={option.code}
                      checked={methodCode === option.code}
                      onChange={() => setMethodCode(option.code)}
                      className="size-4"
                    />
                    <span>
                      <span className="block font-medium">{option.name}</span>
                      <span className="block text-xs text-ink-muted">
                        {option.deliveryDays.min === option.deliveryDays.max
                          ? t('deliveryIn', { days: option.deliveryDays.max })
                          : t('deliveryDays', { min: option.deliveryDays.min, max: option.deliveryDays.max })}
                        {option.freeFrom !== null &&
                          option.price > 0 &&
                          ` · ${t('freeFrom', { amount: money(option.freeFrom) })}`}
                      </span>
                    </span>
                  </span>
                  <span className="tabular-nums">{option.price === 0 ? t('free') : money(option.price)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <FormFailure text={method.failure ? t('shippingErrors.selectFailed') : undefined} />
          <button
            type="button"
            className={buttonClass('primary', 'w-full sm:w-auto')}
            disabled={!methodCode || method.busy}
            onClick={() => void continueToBilling()}
          >
            {t('continueToBilling')}
          </button>
        </Section>
      )}
    </div>
  );
}
