'use client';

import { type Address, postalOf } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AddressText } from '@/features/account/AddressText';
import { CheckoutAddressForm, type CheckoutAddressFormProps } from './CheckoutAddressForm';

export type AddressChoice = number | 'new';

interface SavedAddressChoiceProps {
  saved: Address[];
  choice: AddressChoice;
  onChoose(choice: AddressChoice): void;
  countryName(iso: string): string;
}

/** The customer's saved addresses and "a new address", as one radio group. */
function SavedAddressChoice({ saved, choice, onChoose, countryName }: SavedAddressChoiceProps) {
  const t = useTranslations('Checkout');
  const group = useId();
  const option = (value: AddressChoice, label: React.ReactNode) => (
    <label key={value} className="flex gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand">
      <input
        type="radio"
        name={group}
        checked={choice === value}
        onChange={() => onChoose(value)}
        className="mt-1 size-4"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('yourAddresses')}</legend>
      {saved.map((address) =>
        option(address.id, <AddressText address={postalOf(address)} countryName={countryName(address.country)} />),
      )}
      {option('new', t('newAddress'))}
    </fieldset>
  );
}

/** The saved address to start with: the one the cart has, else the default of its kind, else the first. */
export function initialChoice(saved: Address[], current: Address | undefined, isDefault: (a: Address) => boolean) {
  return current?.id ?? saved.find(isDefault)?.id ?? saved[0]?.id ?? ('new' as const);
}

interface AddressPickerProps extends CheckoutAddressFormProps, SavedAddressChoiceProps {
  /** The button that sends the chosen saved address: its text and classes. */
  useSaved: { label: string; className: string };
}

/**
 * A checkout step's address: one of the customer's saved addresses, sent as it is (not saved
 * again), or a new one typed into the form. Guests, who have none saved, get the form alone.
 */
export function AddressPicker({ saved, choice, onChoose, countryName, useSaved, ...form }: AddressPickerProps) {
  return (
    <>
      {saved.length > 0 && (
        <SavedAddressChoice saved={saved} choice={choice} onChoose={onChoose} countryName={countryName} />
      )}
      {choice === 'new' ? (
        <CheckoutAddressForm {...form} />
      ) : (
        <button
          type="button"
          className={useSaved.className}
          disabled={form.busy}
          onClick={() => {
            const address = saved.find((a) => a.id === choice);
            if (address) form.onSubmit({ ...postalOf(address), save: false, makeDefault: false });
          }}
        >
          {useSaved.label}
        </button>
      )}
    </>
  );
}
