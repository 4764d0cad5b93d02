'use client';

import { type Address, type AddressInput, addressInputSchema } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { requiredIssues, schemaIssues } from '@/features/forms/field-issues';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { AddressFields, addressFieldNames, readAddress } from './AddressFields';
import type { AddressRules, AddressUses, Country } from './address-book';
import { useAccountForm } from './use-account-form';

const fields = [...addressFieldNames, 'isShipping', 'isBilling', 'isDefaultShipping', 'isDefaultBilling'] as const;

interface AddressFormProps {
  /** The address to change; without it a new one is added. */
  address?: Address;
  /** What the address is used for when the form opens. */
  uses: AddressUses;
  countries: Country[];
  /** The country a new address starts with: the shopper's. */
  defaultCountry: string;
  rules: AddressRules;
  onSaved: () => void;
}

/** Adds or changes an address (addOrUpdateAddress), checked by the API's own rules first. */
export function AddressForm({
  address,
  uses: initialUses,
  countries,
  defaultCountry,
  rules,
  onSaved,
}: AddressFormProps) {
  const t = useTranslations('AccountPages');
  const countryName = (iso: string) => countries.find((c) => c.iso === iso)?.name ?? iso;
  const form = useAccountForm({ fields, countryName });
  const [uses, setUses] = useState(initialUses);
  const usesId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: AddressInput = {
      ...(address && { id: address.id }),
      ...readAddress(new FormData(event.currentTarget)),
      isShipping: uses.isShipping,
      isBilling: uses.isBilling,
      isDefaultShipping: uses.isShipping && uses.isDefaultShipping,
      isDefaultBilling: uses.isBilling && uses.isDefaultBilling,
    };
    const issues = [
      ...requiredIssues(body, rules.companyRequired ? ['company'] : []),
      ...schemaIssues(addressInputSchema, body),
    ];
    void form.submit(issues, () => browserApi.addOrUpdateAddress({ body })).then((ok) => ok && onSaved());
  }

  const checkbox = (name: keyof AddressUses, label: string, disabled = false) => (
    <label className="flex items-center gap-2 text-sm has-[:disabled]:opacity-50">
      <input
        type="checkbox"
        checked={uses[name]}
        disabled={disabled}
        onChange={(e) => setUses({ ...uses, [name]: e.target.checked })}
        aria-invalid={form.errors[name] ? true : undefined}
        className="size-4"
      />
      {label}
    </label>
  );
  const usesError =
    form.errors.isShipping ?? form.errors.isBilling ?? form.errors.isDefaultShipping ?? form.errors.isDefaultBilling;

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-xs text-ink-muted">{t('requiredNote')}</p>
      <FormFailure text={form.failure} />
      <AddressFields
        address={address}
        countries={countries}
        defaultCountry={defaultCountry}
        companyRequired={rules.companyRequired}
        errors={form.errors}
      />
      <fieldset className="space-y-2" aria-describedby={usesError ? usesId : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('uses')}</legend>
        {checkbox('isShipping', t('useForShipping'))}
        {(rules.billingManagement || address?.isBilling) && checkbox('isBilling', t('useForBilling'))}
        {rules.defaultShippingUpdate && checkbox('isDefaultShipping', t('defaultShipping'), !uses.isShipping)}
        {rules.defaultBillingUpdate && checkbox('isDefaultBilling', t('defaultBilling'), !uses.isBilling)}
        {usesError && (
          <p id={usesId} className="text-sm text-danger">
            {usesError}
          </p>
        )}
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={form.busy}>
        {t('saveAddress')}
      </button>
    </form>
  );
}
