import { zodResolver } from '@hookform/resolvers/zod';
import { priceListCodeSchema, priceListSaveSchema, siteCurrencies } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api, isApiError } from '../../api';
import { priceListKeys } from '../../queries/priceLists';
import { currencyOptions, InputField, SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { withInstants } from './forms';

/** The code is the list's address (a path parameter); the rest is the body. */
const newListForm = z.object({ code: priceListCodeSchema, list: priceListSaveSchema });
type Input = z.input<typeof newListForm>;
type Output = z.output<typeof newListForm>;

const resolver: Resolver<Input, unknown, Output> = (values, context, options) =>
  zodResolver(newListForm)({ ...values, list: withInstants(values.list) }, context, options);

/** A new, empty price list; the merchant goes on to its page to give it prices. */
export function NewPriceList() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { code: '', list: { name: '', currency: siteCurrencies[0], validFrom: null, validTo: null } },
  });
  const create = useMutation({
    mutationFn: ({ code, list }: Output) => api.savePriceList({ params: { code }, body: list }),
    onSuccess: async (list) => {
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      await navigate({ to: '/price-lists/$code', params: { code: list.code } });
    },
    onError: (error, { code }) => {
      showApiError(error, form.setError, ['code', 'list'], (path) => (path === 'code' ? path : `list.${path}`));
      // The code is taken: said at its field, in the member's language.
      const field = isApiError(error, 409) && (error.details as { field?: unknown } | undefined)?.field;
      if (field === 'code') form.setError('code', { type: 'server', message: t('priceLists.codeTaken', { code }) });
    },
  });
  return (
    <form noValidate className="form-grid" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <InputField
        form={form}
        name="code"
        label={t('priceLists.code')}
        hint={t('priceLists.codeHint')}
        autoComplete="off"
      />
      <InputField form={form} name="list.name" label={t('priceLists.name')} autoComplete="off" />
      <SelectField form={form} name="list.currency" label={t('priceLists.currency')} options={currencyOptions} />
      <div />
      <InputField
        form={form}
        name="list.validFrom"
        label={t('priceLists.from')}
        hint={t('priceLists.openHint')}
        type="datetime-local"
      />
      <InputField
        form={form}
        name="list.validTo"
        label={t('priceLists.to')}
        hint={t('priceLists.openHint')}
        type="datetime-local"
      />
      <div className="span-all">
        <SaveOutcome form={form} save={create} />
        <div className="dialog-buttons">
          <SubmitButton pending={create.isPending}>{t('priceLists.create')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
