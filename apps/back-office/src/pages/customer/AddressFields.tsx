import { type AddressFields as Address, siteConfig } from '@shop/contracts';
import { useMemo } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { useLanguage } from '../../i18n/i18n';
import { InputField, SelectField } from '../../ui/Field';

/** A new address's fields as a form starts them: empty, in the shop's own country. */
export const emptyAddress = {
  company: '',
  firstName: '',
  lastName: '',
  street: '',
  apartment: '',
  postalCode: '',
  city: '',
  region: '',
  country: siteConfig.defaultCountry,
  phone: '',
  email: '',
  vatId: '',
};

/**
 * One address's fields, at the form's top level or under `prefix` (a new customer's
 * `billingAddress`); the countries the shop serves, named in the member's language.
 */
export function AddressFields<T extends FieldValues>({
  form,
  prefix,
  vatId = false,
}: {
  form: UseFormReturn<T>;
  prefix?: string;
  vatId?: boolean;
}) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return siteConfig.countries.map((c) => ({ value: c.iso, label: names.of(c.iso) ?? c.label }));
  }, [locale]);
  const name = (field: keyof Address) => (prefix ? `${prefix}.${field}` : field) as FieldPath<T>;
  return (
    <div className="form-grid">
      <InputField form={form} name={name('company')} label={t('newCustomer.company')} autoComplete="off" />
      <InputField form={form} name={name('firstName')} label={t('newCustomer.firstName')} autoComplete="off" />
      <InputField form={form} name={name('lastName')} label={t('newCustomer.lastName')} autoComplete="off" />
      <InputField form={form} name={name('street')} label={t('newCustomer.street')} autoComplete="off" />
      <InputField form={form} name={name('apartment')} label={t('newCustomer.apartment')} autoComplete="off" />
      <InputField form={form} name={name('postalCode')} label={t('newCustomer.postalCode')} autoComplete="off" />
      <InputField form={form} name={name('city')} label={t('newCustomer.city')} autoComplete="off" />
      <SelectField form={form} name={name('country')} label={t('newCustomer.country')} options={countries} />
      <InputField form={form} name={name('phone')} label={t('newCustomer.phone')} type="tel" autoComplete="off" />
      {vatId && (
        <InputField
          form={form}
          name={name('vatId')}
          label={t('newCustomer.vatId')}
          hint={t('newCustomer.vatIdHint')}
          autoComplete="off"
        />
      )}
    </div>
  );
}
