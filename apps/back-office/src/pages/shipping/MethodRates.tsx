import {
  type ShippingMethodAdmin,
  type ShippingRatesSave,
  type ShippingRatesWrite,
  shippingRatesWriteSchema,
  siteCountries,
  siteCurrencies,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { type UseFormRegisterReturn, useFieldArray, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { type AmountInput, amountInputs } from '../../i18n/amounts';
import { type Translate, useLanguage } from '../../i18n/i18n';
import { useMethodSaved } from '../../queries/shipping';
import { amountsResolver, amountText, readAmount, typedAmount } from '../../ui/amount-forms';
import { Hidden, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

type Rate = ShippingRatesWrite['rates'][number];
/** The rates as typed: each price and free-from amount in its rate's currency, in the member's language. */
interface RatesFields {
  version: number;
  rates: Array<Omit<Rate, 'price' | 'freeFrom'> & { price: string; freeFrom: string }>;
}

/** Rates' amounts are typed in the member's language, each in its rate's currency, and sent as minor units. */
const ratesResolver = (inputOf: (currency: string) => AmountInput, t: Translate) =>
  amountsResolver<RatesFields, ShippingRatesSave>({
    schema: shippingRatesWriteSchema,
    read: (values) => ({
      version: values.version,
      rates: values.rates.map((rate) => ({
        ...rate,
        price: readAmount(inputOf(rate.currency), rate.price),
        freeFrom: readAmount(inputOf(rate.currency), rate.freeFrom, true),
      })),
    }),
    amounts: (values) =>
      Object.fromEntries(
        values.rates.flatMap((rate, i) => [
          [`rates.${i}.price`, inputOf(rate.currency)],
          [`rates.${i}.freeFrom`, inputOf(rate.currency)],
        ]),
      ),
    t,
  });

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

/** An amount in a rate's row, as typed: what it comes to in the row's currency, and its error. */
function AmountCell({
  label,
  shown,
  error,
  control,
}: {
  label: string;
  shown: string | false;
  error: string | undefined;
  control: UseFormRegisterReturn;
}) {
  const errorId = `${useId()}-error`;
  return (
    <td>
      <input
        inputMode="decimal"
        autoComplete="off"
        className="amount-input"
        aria-label={label}
        {...invalid(error && errorId)}
        {...control}
      />
      {shown && <span className="sub">{shown}</span>}
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
  const { locale } = useLanguage();
  const saved = useMethodSaved();
  const inputOf = useMemo(() => amountInputs(locale), [locale]);
  const resolver = useMemo(() => ratesResolver(inputOf, t), [inputOf, t]);
  const form = useForm<RatesFields, unknown, ShippingRatesSave>({
    resolver,
    defaultValues: {
      version: method.version,
      rates: method.rates.map((r) => ({
        country: r.country as Rate['country'],
        currency: r.currency as Rate['currency'],
        price: inputOf(r.currency).text(r.price),
        freeFrom: amountText(inputOf(r.currency), r.freeFrom),
      })),
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
          const amount = inputOf(row?.currency ?? siteCurrencies[0]);
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
                shown={typedAmount(amount, row?.price)}
                error={rowError?.price?.message}
                control={form.register(`rates.${index}.price`)}
              />
              <AmountCell
                label={t('shipping.freeFromRow', { row: n })}
                shown={typedAmount(amount, row?.freeFrom)}
                error={rowError?.freeFrom?.message}
                control={form.register(`rates.${index}.freeFrom`)}
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
      <p className="hint">
        {t('shipping.ratesHint')} {t('shipping.amountsHint', { example: inputOf(siteCurrencies[0]).text(495) })}
      </p>
      <SaveOutcome form={form} save={save} reload={['shipping']} saved={save.isSuccess} />
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            rates.append({ country: siteCountries[0], currency: siteCurrencies[0], price: '', freeFrom: '' })
          }
        >
          {t('shipping.addRate')}
        </button>
        <SubmitButton pending={save.isPending}>{t('shipping.saveRates')}</SubmitButton>
      </div>
    </form>
  );
}
