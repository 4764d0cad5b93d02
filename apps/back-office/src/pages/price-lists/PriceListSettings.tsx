import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPriceList, priceListSaveSchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { priceListKeys } from '../../queries/priceLists';
import { currencyOptions, InputField, SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { validityFields, withInstants } from './forms';

type Input = z.input<typeof priceListSaveSchema>;
type Output = z.output<typeof priceListSaveSchema>;

const resolver: Resolver<Input, unknown, Output> = (values, context, options) =>
  zodResolver(priceListSaveSchema)(withInstants(values), context, options);

/** A list's name, currency and validity, changed at the version read. */
export function PriceListSettings({ list }: { list: AdminPriceList }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({
    resolver,
    values: {
      name: list.name,
      currency: list.currency as Input['currency'],
      ...validityFields(list),
      version: list.version,
    },
  });
  const save = useMutation({
    mutationFn: (body: Output) => api.savePriceList({ params: { code: list.code }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
    onError: (error) => showApiError(error, form.setError, ['name', 'currency', 'validFrom', 'validTo']),
  });
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <InputField form={form} name="name" label={t('priceLists.name')} autoComplete="off" />
      <SelectField
        form={form}
        name="currency"
        label={t('priceLists.currency')}
        hint={t('priceList.currencyHint')}
        options={currencyOptions}
      />
      <div className="form-grid">
        <InputField
          form={form}
          name="validFrom"
          label={t('priceLists.from')}
          hint={t('priceLists.openHint')}
          type="datetime-local"
        />
        <InputField
          form={form}
          name="validTo"
          label={t('priceLists.to')}
          hint={t('priceLists.openHint')}
          type="datetime-local"
        />
      </div>
      <SaveOutcome
        form={form}
        save={save}
        reload={priceListKeys.all}
        saved={save.isSuccess && !form.formState.isDirty}
      />
      <div>
        <SubmitButton pending={save.isPending}>{t('common.save')}</SubmitButton>
      </div>
    </form>
  );
}
