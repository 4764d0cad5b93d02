'use client';

import { type Address, type AddressInput, addressInputSchema } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import type { AddressRules, AddressUses, Country } from './address-book';
import { Field } from './Field';
import { FormFailure } from './FormMessages';
import { requiredIssues, schemaIssues } from './field-issues';
import { SelectField } from './SelectField';
import { useAccountForm } from './use-account-form';

const fields = [
  'firstName',
  'lastName',
  'company',
  'street',
  'apartment',
  'postalCode',
  'city',
  'region',
  'country',
  'phone',
  'email',
  'vatId',
  'isShipping',
  'isBilling',
  'isDefaultShipping',
  'isDefaultBilling',
] as const;

type TextField = Exclude<(typeof fields)[number], keyof AddressUses>;

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
  const ta = useTranslations('Account');
  const countryName = (iso: string) => countries.find((c) => c.iso === iso)?.name ?? iso;
  const form = useAccountForm({ fields, countryName });
  const [uses, setUses] = useState(initialUses);
  const usesId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: TextField) => String(data.get(name) ?? '').trim();
    const body: AddressInput = {
      ...(address && { id: address.id }),
      firstName: text('firstName'),
      lastName: text('lastName'),
      company: text('company'),
      street: text('street'),
      apartment: text('apartment'),
      postalCode: text('postalCode'),
      city: text('city'),
      region: text('region'),
      country: text('country'),
      phone: text('phone'),
      email: text('email'),
      vatId: text('vatId'),
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

  const field = (name: TextField, label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
    <Field label={label} name={name} defaultValue={address?.[name]} error={form.errors[name]} {...props} />
  );
  const required = (label: string) => `${label} *`;
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
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', required(ta('firstName')), { autoComplete: 'given-name', maxLength: 100, required: true })}
        {field('lastName', required(ta('lastName')), { autoComplete: 'family-name', maxLength: 100, required: true })}
      </div>
      {field('company', rules.companyRequired ? required(t('company')) : t('company'), {
        autoComplete: 'organization',
        maxLength: 120,
        required: rules.companyRequired,
      })}
      {field('street', required(t('street')), { autoComplete: 'address-line1', maxLength: 200, required: true })}
      {field('apartment', t('apartment'), { autoComplete: 'address-line2', maxLength: 100 })}
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        {field('postalCode', required(t('postalCode')), { autoComplete: 'postal-code', maxLength: 12, required: true })}
        {field('city', required(t('city')), { autoComplete: 'address-level2', maxLength: 100, required: true })}
      </div>
      {field('region', t('region'), { autoComplete: 'address-level1', maxLength: 100 })}
      <SelectField
        label={required(t('country'))}
        name="country"
        autoComplete="country"
        required
        defaultValue={address?.country ?? defaultCountry}
        options={countries.map((c) => ({ value: c.iso, label: c.name }))}
        error={form.errors.country}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phone', t('phone'), { autoComplete: 'tel', maxLength: 40, type: 'tel' })}
        {field('email', ta('email'), { autoComplete: 'email', maxLength: 200, type: 'email' })}
      </div>
      {field('vatId', t('vatId'), { autoComplete: 'off', maxLength: 30 })}
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
