import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCustomer, type AdminCustomerUpdate, adminCustomerUpdateSchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { customerKeys } from '../../queries/customers';
import { currencyOptions, InputField, languageOptions, SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';

const masterData = adminCustomerUpdateSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  locale: true,
  currency: true,
});
const fields = ['firstName', 'lastName', 'email', 'locale', 'currency'] as const;

/**
 * The customer's own data as staff correct it (a name, a new e-mail address, the language of their
 * e-mails), at the version read: a change made meanwhile is refused with a way to load it.
 */
export function CustomerMasterData({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(masterData),
    values: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      locale: customer.locale,
      currency: customer.currency,
    },
  });
  const save = useMutation({
    mutationFn: (body: Omit<AdminCustomerUpdate, 'version'>) =>
      api.updateCustomer({ params: { id: customer.id }, body: { ...body, version: customer.version } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), updated);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
    onError: (error) => showApiError(error, form.setError, fields),
  });
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <div className="form-grid">
        <InputField form={form} name="firstName" label={t('newCustomer.firstName')} autoComplete="off" />
        <InputField form={form} name="lastName" label={t('newCustomer.lastName')} autoComplete="off" />
        <InputField form={form} name="email" label={t('newCustomer.email')} type="email" autoComplete="off" />
        <SelectField form={form} name="locale" label={t('newCustomer.language')} options={languageOptions} />
        <SelectField form={form} name="currency" label={t('newCustomer.currency')} options={currencyOptions} />
      </div>
      <SaveOutcome
        form={form}
        save={save}
        reload={customerKeys.detail(customer.id)}
        saved={save.isSuccess && !form.formState.isDirty}
      />
      <div>
        <SubmitButton pending={save.isPending}>{t('common.save')}</SubmitButton>
      </div>
    </form>
  );
}
