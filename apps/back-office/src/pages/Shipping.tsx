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
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../api';
import { useFormat, useI18n, useT } from '../i18n/i18n';
import { CheckField, Field, Hidden } from '../ui/Field';
import { optionalNumber, requiredNumber, showApiError } from '../ui/forms';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

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
  const queryClient = useQueryClient();
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
  const errors = form.formState.errors;
  const e = errors.method;
  const nameErrors = e?.name as Record<string, { message?: string }> | { message?: string } | undefined;
  return (
    <form noValidate className="form-grid" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {!method && (
        <Field label={t('shipping.code')} error={errors.code?.message} hint={t('shipping.codeHint')}>
          {(control) => <input {...control} {...form.register('code')} autoComplete="off" />}
        </Field>
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
      <Field label={t('shipping.taxClass')} error={e?.taxClass?.message}>
        {(control) => <input {...control} {...form.register('method.taxClass')} />}
      </Field>
      <Field label={t('shipping.minDays')} error={e?.minDays?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            {...form.register('method.minDays', { setValueAs: requiredNumber })}
          />
        )}
      </Field>
      <Field label={t('shipping.maxDays')} error={e?.maxDays?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            {...form.register('method.maxDays', { setValueAs: requiredNumber })}
          />
        )}
      </Field>
      <Field label={t('shipping.position')} error={e?.position?.message} hint={t('shipping.positionHint')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            {...form.register('method.position', { setValueAs: requiredNumber })}
          />
        )}
      </Field>
      <CheckField label={t('shipping.active')}>
        {(id) => <input id={id} type="checkbox" {...form.register('method.active')} />}
      </CheckField>
      <div className="span-all">
        {errors.root?.server && (
          <ErrorNote
            error={save.error}
            onReload={() => {
              save.reset();
              void queryClient.invalidateQueries({ queryKey: ['shipping'] });
            }}
          />
        )}
        {save.isSuccess && method && (
          <p role="status" className="ok">
            {t('common.saved')}
          </p>
        )}
        <button type="submit" className="button primary" disabled={save.isPending}>
          {method ? t('shipping.saveMethod') : t('shipping.create')}
        </button>
      </div>
    </form>
  );
}

type RatesFields = z.input<typeof shippingRatesWriteSchema>;

/** Every rate of a method, replaced together. */
function MethodRates({ method }: { method: ShippingMethodAdmin }) {
  const t = useT();
  const format = useFormat();
  const saved = useMethodSaved();
  const queryClient = useQueryClient();
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
      <div className="table-scroll">
        <table className="edit-table">
          <caption className="visually-hidden">{t('shipping.ratesOf', { method: method.code })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shipping.country')}</th>
              <th scope="col">{t('shipping.currency')}</th>
              <th scope="col">{t('shipping.price')}</th>
              <th scope="col">{t('shipping.freeFrom')}</th>
              <th scope="col">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.fields.map((field, index) => {
              const rowError = errors.rates?.[index];
              const row = watched?.[index];
              const n = index + 1;
              return (
                <tr key={field.id}>
                  <td>
                    <select
                      aria-label={t('shipping.countryRow', { row: n })}
                      {...form.register(`rates.${index}.country`)}
                    >
                      {siteCountries.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={t('shipping.currencyRow', { row: n })}
                      {...form.register(`rates.${index}.currency`)}
                    >
                      {siteCurrencies.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      aria-label={t('shipping.priceRow', { row: n })}
                      aria-invalid={rowError?.price ? true : undefined}
                      {...form.register(`rates.${index}.price`, { setValueAs: requiredNumber })}
                    />
                    {row && Number.isFinite(row.price) && row.currency && (
                      <span className="sub">{format.money(Number(row.price), row.currency)}</span>
                    )}
                    {rowError?.price && <span className="field-error">{rowError.price.message}</span>}
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      aria-label={t('shipping.freeFromRow', { row: n })}
                      aria-invalid={rowError?.freeFrom ? true : undefined}
                      {...form.register(`rates.${index}.freeFrom`, { setValueAs: optionalNumber })}
                    />
                    {row && typeof row.freeFrom === 'number' && row.currency && (
                      <span className="sub">{format.money(row.freeFrom, row.currency)}</span>
                    )}
                    {rowError?.freeFrom && <span className="field-error">{rowError.freeFrom.message}</span>}
                  </td>
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
          </tbody>
        </table>
      </div>
      <p className="hint">{t('shipping.ratesHint')}</p>
      {errors.root?.server && (
        <ErrorNote
          error={save.error}
          onReload={() => {
            save.reset();
            void queryClient.invalidateQueries({ queryKey: ['shipping'] });
          }}
        />
      )}
      {save.isSuccess && (
        <p role="status" className="ok">
          {t('common.saved')}
        </p>
      )}
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
        <button type="submit" className="button primary" disabled={save.isPending}>
          {t('shipping.saveRates')}
        </button>
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
              <section className="card" aria-labelledby={`settings-${m.code}`}>
                <h2 id={`settings-${m.code}`}>{t('shipping.settings', { method: nameOf(m) })}</h2>
                <MethodSettings key={m.version} method={m} />
              </section>
              <section className="card" aria-labelledby={`rates-${m.code}`}>
                <h2 id={`rates-${m.code}`}>{t('shipping.rates')}</h2>
                <MethodRates key={m.version} method={m} />
              </section>
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
