import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ShippingMethodAdmin,
  type ShippingRatesSave,
  shippingRatesWriteSchema,
  siteCountries,
  siteCurrencies,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { type UseFormRegisterReturn, useFieldArray, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { useMethodSaved } from '../../queries/shipping';
import { Hidden, SubmitButton } from '../../ui/Field';
import { optionalNumber, requiredNumber, showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

type RatesFields = z.input<typeof shippingRatesWriteSchema>;

/** How a control in a rate's row names its error, so a screen reader reads it with the control. */
const invalid = (errorId: string | undefined) =>
  errorId ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

/** A choice in a rate's row, named by its column and the row's number; `errorId` is the row's error. */
function ChoiceCell({
  label,
  choices,
  errorId,
  control,
}: {
  label: string;
  choices: readonly string[];
  errorId: string | undefined;
  control: UseFormRegisterReturn;
}) {
  return (
    <td>
      <select aria-label={label} {...invalid(errorId)} {...control}>
        {choices.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    </td>
  );
}

/** An amount in a rate's row, in minor units: what it comes to in the row's currency, and its error. */
function AmountCell({
  label,
  amount,
  currency,
  error,
  control,
}: {
  label: string;
  amount: number | null | undefined;
  currency: string | undefined;
  error: string | undefined;
  control: UseFormRegisterReturn;
}) {
  const format = useFormat();
  const errorId = `${useId()}-error`;
  return (
    <td>
      <input type="number" min={0} aria-label={label} {...invalid(error && errorId)} {...control} />
      {typeof amount === 'number' && Number.isFinite(amount) && currency && (
        <span className="sub">{format.money(amount, currency)}</span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </td>
  );
}

/** Every rate of a method, replaced together. */
export function MethodRates({ method }: { method: ShippingMethodAdmin }) {
  const t = useTranslations();
  const saved = useMethodSaved();
  const form = useForm<RatesFields, unknown, ShippingRatesSave>({
    resolver: zodResolver(shippingRatesWriteSchema),
    defaultValues: {
      version: method.version,
      rates: method.rates.map((r) => ({ ...r })) as RatesFields['rates'],
    },
  });
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const save = useMutation({
    mutationFn: (body: ShippingRatesSave) => api.saveShippingRate({ params: { code: method.code }, body }),
    onSuccess: saved,
    onError: (error) => showApiError(error, form.setError, ['rates']),
  });
  const errors = form.formState.errors;
  const watched = form.watch('rates');
  const formId = useId();
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Table
        caption={t('shipping.ratesOf', { method: method.code })}
        columns={[
          t('shipping.country'),
          t('shipping.currency'),
          t('shipping.price'),
          t('shipping.freeFrom'),
          t('common.actions'),
        ]}
        className="edit-table"
      >
        {rates.fields.map((field, index) => {
          const rowError = errors.rates?.[index];
          const row = watched?.[index];
          const n = index + 1;
          // The row's own error (a second rate to its country in its currency) is its choices'.
          const rowErrorId = rowError?.message ? `${formId}-rate-${field.id}-error` : undefined;
          return (
            <tr key={field.id}>
              <ChoiceCell
                label={t('shipping.countryRow', { row: n })}
                choices={siteCountries}
                errorId={rowErrorId}
                control={form.register(`rates.${index}.country`)}
              />
              <ChoiceCell
                label={t('shipping.currencyRow', { row: n })}
                choices={siteCurrencies}
                errorId={rowErrorId}
                control={form.register(`rates.${index}.currency`)}
              />
              <AmountCell
                label={t('shipping.priceRow', { row: n })}
                amount={row?.price}
                currency={row?.currency}
                error={rowError?.price?.message}
                control={form.register(`rates.${index}.price`, { setValueAs: requiredNumber })}
              />
              <AmountCell
                label={t('shipping.freeFromRow', { row: n })}
                amount={row?.freeFrom}
                currency={row?.currency}
                error={rowError?.freeFrom?.message}
                control={form.register(`rates.${index}.freeFrom`, { setValueAs: optionalNumber })}
              />
              <td>
                <button type="button" className="button small" onClick={() => rates.remove(index)}>
                  {t('common.remove')}
                  <Hidden> {t('shipping.rateN', { row: n })}</Hidden>
                </button>
                {rowErrorId && (
                  <span id={rowErrorId} className="field-error">
                    {rowError?.message}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
      <p className="hint">{t('shipping.ratesHint')}</p>
      <SaveOutcome form={form} save={save} reload={['shipping']} saved={save.isSuccess} />
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            rates.append({ country: siteCountries[0], currency: siteCurrencies[0], price: 0, freeFrom: null })
          }
        >
          {t('shipping.addRate')}
        </button>
        <SubmitButton pending={save.isPending}>{t('shipping.saveRates')}</SubmitButton>
      </div>
    </form>
  );
}
