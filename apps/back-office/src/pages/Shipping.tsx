import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import {
  type ShippingMethodAdmin,
  type ShippingMethodSave,
  type ShippingRatesSave,
  shippingMethodCodeSchema,
  shippingMethodWriteSchema,
  shippingRatesWriteSchema,
  siteConfig,
  siteCountries,
  siteCurrencies,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { type UseFormRegisterReturn, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../api';
import { useFormat, useI18n, useT } from '../i18n/i18n';
import { Card } from '../ui/Card';
import { CheckboxField, Field, Hidden, InputField, NumberField, SubmitButton } from '../ui/Field';
import { optionalNumber, requiredNumber, showApiError } from '../ui/forms';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading, SaveOutcome } from '../ui/RouteStates';
import { Table } from '../ui/Table';

const route = getRouteApi('/app/shipping');
const localeCodes = siteConfig.locales.map((l) => l.code);
const newMethodForm = z.object({ code: shippingMethodCodeSchema, method: shippingMethodWriteSchema });

function useMethodSaved() {
  const queryClient = useQueryClient();
  return (method: ShippingMethodAdmin) => {
    queryClient.setQueryData<{ data: ShippingMethodAdmin[] }>(['shipping'], (old) =>
      old
        ? {
            data: old.data.some((m) => m.code === method.code)
              ? old.data.map((m) => (m.code === method.code ? method : m))
              : [...old.data, method],
          }
        : old,
    );
  };
}

type MethodFields = z.input<typeof newMethodForm>;

/** A method's names, tax class, delivery days, position and whether it is offered. */
function MethodSettings({ method, onCreated }: { method?: ShippingMethodAdmin; onCreated?: (code: string) => void }) {
  const t = useT();
  const saved = useMethodSaved();
  const form = useForm<MethodFields, unknown, z.output<typeof newMethodForm>>({
    resolver: zodResolver(newMethodForm),
    defaultValues: method
      ? {
          code: method.code,
          method: {
            name: method.name,
            taxClass: method.taxClass,
            minDays: method.minDays,
            maxDays: method.maxDays,
            position: method.position,
            active: method.active,
            version: method.version,
          },
        }
      : { code: '', method: { name: {}, taxClass: 'standard', position: 0, active: true } },
  });
  const save = useMutation({
    mutationFn: ({ code, method: body }: { code: string; method: ShippingMethodSave }) =>
      api.saveShippingMethod({ params: { code }, body }),
    onSuccess: (result) => {
      saved(result);
      form.reset({ code: result.code, method: { ...form.getValues('method'), version: result.version } });
      onCreated?.(result.code);
    },
    onError: (error) =>
      showApiError(error, form.setError, ['code', 'method'], (path) => (path === 'code' ? path : `method.${path}`)),
  });
  const nameErrors = form.formState.errors.method?.name as
    | Record<string, { message?: string }>
    | { message?: string }
    | undefined;
  return (
    <form noValidate className="form-grid" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {!method && (
        <InputField
          form={form}
          name="code"
          label={t('shipping.code')}
          hint={t('shipping.codeHint')}
          autoComplete="off"
        />
      )}
      {localeCodes.map((code) => (
        <Field
          key={code}
          label={t('shipping.nameIn', { language: code.toUpperCase() })}
          error={
            (nameErrors as Record<string, { message?: string }> | undefined)?.[code]?.message ??
            (code === siteConfig.defaultLocale ? (nameErrors as { message?: string } | undefined)?.message : undefined)
          }
          hint={code === siteConfig.defaultLocale ? t('shipping.nameRequired') : undefined}
        >
          {(control) => (
            <input
              {...control}
              lang={code}
              {...form.register(`method.name.${code}` as 'method.name', {
                setValueAs: (v) => (v === '' ? undefined : v),
              })}
            />
          )}
        </Field>
      ))}
      <InputField form={form} name="method.taxClass" label={t('shipping.taxClass')} />
      <NumberField form={form} name="method.minDays" label={t('shipping.minDays')} min={0} />
      <NumberField form={form} name="method.maxDays" label={t('shipping.maxDays')} min={0} />
      <NumberField
        form={form}
        name="method.position"
        label={t('shipping.position')}
        hint={t('shipping.positionHint')}
        min={0}
      />
      <CheckboxField form={form} name="method.active" label={t('shipping.active')} />
      <div className="span-all">
        <SaveOutcome form={form} save={save} reload={['shipping']} saved={save.isSuccess && method !== undefined} />
        <SubmitButton pending={save.isPending}>{method ? t('shipping.saveMethod') : t('shipping.create')}</SubmitButton>
      </div>
    </form>
  );
}

type RatesFields = z.input<typeof shippingRatesWriteSchema>;

/** A choice in a rate's row, named by its column and the row's number. */
function ChoiceCell({
  label,
  choices,
  control,
}: {
  label: string;
  choices: readonly string[];
  control: UseFormRegisterReturn;
}) {
  return (
    <td>
      <select aria-label={label} {...control}>
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
  return (
    <td>
      <input type="number" min={0} aria-label={label} aria-invalid={error ? true : undefined} {...control} />
      {typeof amount === 'number' && Number.isFinite(amount) && currency && (
        <span className="sub">{format.money(amount, currency)}</span>
      )}
      {error && <span className="field-error">{error}</span>}
    </td>
  );
}

/** Every rate of a method, replaced together. */
function MethodRates({ method }: { method: ShippingMethodAdmin }) {
  const t = useT();
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
          return (
            <tr key={field.id}>
              <ChoiceCell
                label={t('shipping.countryRow', { row: n })}
                choices={siteCountries}
                control={form.register(`rates.${index}.country`)}
              />
              <ChoiceCell
                label={t('shipping.currencyRow', { row: n })}
                choices={siteCurrencies}
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
                {rowError?.message && <span className="field-error">{rowError.message}</span>}
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

export function ShippingPage() {
  const t = useT();
  const { locale } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const methods = useQuery({ queryKey: ['shipping'], queryFn: () => api.listShippingRates() });
  const [creating, setCreating] = useState(false);
  const list = methods.data?.data ?? [];
  const selected = list.find((m) => m.code === search.method)?.code ?? list[0]?.code;
  const nameOf = (m: ShippingMethodAdmin) => m.name[locale] ?? m.name[siteConfig.defaultLocale] ?? m.code;
  return (
    <>
      <PageHeader title={t('shipping.title')} lead={t('shipping.lead')}>
        <button type="button" className="button primary" onClick={() => setCreating(true)}>
          {t('shipping.new')}
        </button>
      </PageHeader>
      {methods.isPending && <Loading />}
      <ErrorNote error={methods.error} />
      {selected && (
        <Tabs.Root value={selected} onValueChange={(method) => void navigate({ search: { method } })} className="tabs">
          <Tabs.List className="tab-list" aria-label={t('shipping.methods')}>
            {list.map((m) => (
              <Tabs.Trigger key={m.code} value={m.code} className="tab">
                {nameOf(m)}
                {!m.active && <span className="muted"> ({t('shipping.inactive')})</span>}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {list.map((m) => (
            <Tabs.Content key={m.code} value={m.code} className="tab-panel">
              <Card title={t('shipping.settings', { method: nameOf(m) })}>
                <MethodSettings key={m.version} method={m} />
              </Card>
              <Card title={t('shipping.rates')}>
                <MethodRates key={m.version} method={m} />
              </Card>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <Modal
        open={creating}
        onOpenChange={setCreating}
        title={t('shipping.new')}
        description={t('shipping.newLead')}
        wide
      >
        <MethodSettings
          onCreated={(code) => {
            setCreating(false);
            void navigate({ search: { method: code } });
          }}
        />
      </Modal>
    </>
  );
}
