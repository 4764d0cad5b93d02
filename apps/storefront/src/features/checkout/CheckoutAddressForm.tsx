'use client';

import type { CheckoutAddressInput, FieldIssue } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AddressFields, addressFieldNames, readAddress } from '@/features/account/AddressFields';
import type { Country } from '@/features/account/address-book';
import { issueMessage, loadFormSchemas, requiredIssues, schemaIssues } from '@/features/forms/field-issues';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';

export interface CheckoutAddressFormProps {
  address?: Partial<Record<string, string>>;
  countries: Country[];
  defaultCountry: string;
  companyRequired: boolean;
  /** A logged-in shopper may keep the address in their address book… */
  canSave: boolean;
  /** …and make it their default of this kind, when the shop allows. */
  canMakeDefault: boolean;
  submitLabel: string;
  busy: boolean;
  /** Field issues the API answered with, shown at their fields. */
  rejected: FieldIssue[];
  onSubmit(address: CheckoutAddressInput): void;
}

/** The translated text of a rejected address: its first issue, else the fallback. */
export function addressFailureText(
  t: ReturnType<typeof useTranslations>,
  issues: FieldIssue[],
  countryName: (iso: string) => string,
  fallback: string,
) {
  const first = issues[0];
  if (!first) return fallback;
  const message = issueMessage(first, countryName);
  return t(message.key, message.values);
}

/** An address typed at checkout, checked by the same shared schema the API uses. */
export function CheckoutAddressForm(props: CheckoutAddressFormProps) {
  const t = useTranslations();
  const formRef = useRef<HTMLFormElement>(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const countryName = (iso: string) => props.countries.find((c) => c.iso === iso)?.name ?? iso;
  const shown = issues.length > 0 ? issues : props.rejected;
  const errors: Record<string, string> = {};
  let failure: string | undefined;
  for (const issue of shown) {
    const message = issueMessage(issue, countryName);
    const text = t(message.key, message.values);
    if ((addressFieldNames as readonly string[]).includes(issue.path)) errors[issue.path] ??= text;
    else failure ??= text;
  }
  useEffect(() => {
    if (shown.length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const address: CheckoutAddressInput = {
      ...readAddress(data),
      save: data.get('save') === 'on',
      makeDefault: data.get('makeDefault') === 'on',
    };
    const { checkoutAddressSchema } = await loadFormSchemas();
    const found = [
      ...requiredIssues(address, props.companyRequired ? ['company'] : []),
      ...schemaIssues(checkoutAddressSchema, address),
    ];
    setIssues(found);
    if (found.length === 0) props.onSubmit(address);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} onFocus={loadFormSchemas} className="space-y-4">
      <p className="text-xs text-ink-muted">{t('AccountPages.requiredNote')}</p>
      <FormFailure text={failure} />
      <AddressFields
        address={props.address}
        countries={props.countries}
        defaultCountry={props.defaultCountry}
        companyRequired={props.companyRequired}
        errors={errors}
      />
      {props.canSave && (
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="save" className="size-4" />
            {t('Checkout.saveAddress')}
          </label>
          {props.canMakeDefault && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="makeDefault" className="size-4" />
              {t('Checkout.makeDefault')}
            </label>
          )}
        </div>
      )}
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
