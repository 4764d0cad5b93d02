import type { AdminPriceList, PriceListEntryInput } from '@shop/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { AmountInput } from '../../i18n/amounts';
import { InputField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { useSaveEntries } from './entries';
import { type EntryFields, entryResolver } from './forms';

/** Prices a product in the list by its SKU, from one unit (tiers are added by editing its row). */
export function AddEntry({ list, amount }: { list: AdminPriceList; amount: AmountInput }) {
  const t = useTranslations();
  const resolver = useMemo(() => entryResolver(amount, t), [amount, t]);
  const form = useForm<EntryFields, unknown, PriceListEntryInput>({
    resolver,
    defaultValues: { sku: '', price: '', tiers: [] },
  });
  const save = useSaveEntries(list);
  const submit = form.handleSubmit((entry) =>
    save.mutate(
      { upsert: [entry] },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          showApiError(error, form.setError, ['sku', 'price'], (path) => path.replace(/^upsert\.0\./, '')),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t('priceList.add')}>
      <div className="add-entry">
        <InputField
          form={form}
          name="sku"
          label={t('priceList.sku')}
          hint={t('priceList.skuHint')}
          autoComplete="off"
          className="code-input"
        />
        <InputField
          form={form}
          name="price"
          label={t('priceList.priceIn', { currency: list.currency })}
          hint={t('priceList.amountHint', { example: amount.example })}
          inputMode="decimal"
          autoComplete="off"
        />
        <div>
          <SubmitButton pending={save.isPending}>{t('priceList.add')}</SubmitButton>
        </div>
      </div>
      <SaveOutcome form={form} save={save} />
      <p role="status" className="ok status-line">
        {save.isSuccess && t('priceList.added', { sku: save.variables.upsert?.[0]?.sku ?? '' })}
      </p>
    </form>
  );
}
