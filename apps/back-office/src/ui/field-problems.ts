import { type FieldProblem, problemOf } from '@shop/contracts';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import { type MessageKey, useLanguage } from '../i18n/i18n';
import { translatedRefusal } from './refusals';

/** Each problem the contracts name by code, in the back office's messages. */
const problemKeys: Record<Exclude<FieldProblem, 'postalCode' | 'invalid'>, MessageKey> = {
  required: 'problems.required',
  email: 'problems.email',
  emailTaken: 'problems.emailTaken',
  passwordTooShort: 'problems.passwordTooShort',
  currentPassword: 'problems.currentPassword',
  // The shopper's deleteMyAccount alone refuses it: a staff form never shows it.
  passwordWrong: 'problems.currentPassword',
  phone: 'problems.phone',
  country: 'problems.country',
  countryNotServed: 'problems.countryNotServed',
  shippingOrBilling: 'problems.shippingOrBilling',
  billingManaged: 'problems.billingManaged',
  defaultShippingFixed: 'problems.defaultFixed',
  defaultBillingFixed: 'problems.defaultFixed',
  vatId: 'problems.vatId',
  customerNumberTaken: 'problems.customerNumberTaken',
  messageTooLong: 'problems.messageTooLong',
};

/**
 * A field's message in the member's language: the contracts' schemas and the API word a problem
 * in English and name it by code (a postal code's with its country), so the form says it in the
 * page's language, as is a staff refusal at a field; a message of no known problem is shown as it is.
 */
export function useFieldMessage() {
  const t = useTranslations();
  const { locale } = useLanguage();
  return useCallback(
    (message: string) => {
      const { code, values } = problemOf(message);
      if (code === 'invalid') return translatedRefusal(t, message) ?? message;
      if (code !== 'postalCode') return t(problemKeys[code]);
      const country = values?.country ?? '';
      return t('problems.postalCode', {
        country: new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country,
      });
    },
    [t, locale],
  );
}
