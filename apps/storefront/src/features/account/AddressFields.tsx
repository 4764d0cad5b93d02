'use client';

import type { AddressFields as PostalFields } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { Field, SelectField } from '@/ui/Field';
import type { Country } from './address-book';

/** The text fields of an address, in form order: what `readAddress` reads back. */
export const addressFieldNames = [
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
] as const satisfies readonly (keyof PostalFields)[];
type FieldName = (typeof addressFieldNames)[number];

/** An address's fields from a submitted form, trimmed. */
export const readAddress = (data: FormData) =>
  Object.fromEntries(addressFieldNames.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<
    FieldName,
    string
  >;

interface AddressFieldsProps {
  /** The address to start from. */
  address?: Partial<Record<FieldName, string>>;
  countries: Country[];
  /** The country a new address starts with: the shopper's. */
  defaultCountry: string;
  companyRequired: boolean;
  errors: Partial<Record<string, string>>;
}

/** The labelled fields of a postal address, shared by the address book and the checkout. */
export function AddressFields({ address, countries, defaultCountry, companyRequired, errors }: AddressFieldsProps) {
  const t = useTranslations('AccountPages');
  const ta = useTranslations('Account');
  const required = (label: string) => `${label} *`;
  const field = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
    <Field label={label} name={name} defaultValue={address?.[name]} error={errors[name]} {...props} />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', required(ta('firstName')), { autoComplete: 'given-name', maxLength: 100, required: true })}
        {field('lastName', required(ta('lastName')), { autoComplete: 'family-name', maxLength: 100, required: true })}
      </div>
      {field('company', companyRequired ? required(t('company')) : t('company'), {
        autoComplete: 'organization',
        maxLength: 120,
        required: companyRequired,
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
        error={errors.country}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phone', t('phone'), { autoComplete: 'tel', maxLength: 40, type: 'tel' })}
        {field('email', ta('email'), { autoComplete: 'email', maxLength: 200, type: 'email' })}
      </div>
      {field('vatId', t('vatId'), { autoComplete: 'off', maxLength: 30 })}
    </>
  );
}
