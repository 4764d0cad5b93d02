import { type Coupon, couponKinds, siteCurrencies } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { percentInput } from '../i18n/amounts';
import { useFormat, useLanguage } from '../i18n/i18n';
import { couponKeys, couponsQuery } from '../queries/coupons';
import { amountHint, percentHint, typedAmount } from '../ui/amount-forms';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { CheckboxField, Hidden, InputField, NumberField, SelectField, SubmitButton, WithAmount } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { SaveOutcome } from '../ui/RouteStates';
import { RowAction } from '../ui/RowAction';
import { activationKey, CouponActivation, useCouponActivation } from './coupon-activation';
import {
  type CouponFields,
  type CouponFormOutput,
  couponFields,
  couponInputs,
  couponResolver,
  discountOf,
} from './coupon-form';
import { couponState, stateBadge } from './coupon-state';

const helper = columnsOf<Coupon>();

function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, coupon }: CouponFormOutput) => api.saveCoupon({ params: { code }, body: coupon }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const save = useSaveCoupon();
  const inputsOf = useMemo(() => couponInputs(locale), [locale]);
  const resolver = useMemo(() => couponResolver(inputsOf, t), [inputsOf, t]);
  const form = useForm<CouponFields, unknown, CouponFormOutput>({
    resolver,
    defaultValues: couponFields(coupon, inputsOf),
  });
  const [kind, value, currency, minimumOrder] = form.watch([
    'coupon.kind',
    'coupon.value',
    'coupon.currency',
    'coupon.minimumOrder',
  ]);
  const shown = currency ?? siteCurrencies[0];
  const inputs = inputsOf({ kind, currency });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) =>
        showApiError(error, form.setError, ['code', 'coupon'], (path) => (path === 'code' ? path : `coupon.${path}`)),
    }),
  );
  /** A limit of uses: none while empty. */
  const limitField = (name: 'coupon.usageLimit' | 'coupon.perCustomerLimit', label: string) => (
    <NumberField form={form} name={name} label={label} hint={t('coupons.noLimitHint')} min={1} optional />
  );
  return (
    <form noValidate onSubmit={submit} className="form-grid">
      <InputField
        form={form}
        name="code"
        label={t('coupons.code')}
        hint={coupon ? undefined : t('coupons.codeHint')}
        readOnly={coupon !== undefined}
        autoComplete="off"
        className="code-input"
      />
      <SelectField
        form={form}
        name="coupon.kind"
        label={t('coupons.kind')}
        options={couponKinds.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
      />
      <InputField
        form={form}
        name="coupon.value"
        label={t('coupons.value')}
        hint={
          <WithAmount amount={typedAmount(inputs.value, value)}>
            {kind === 'fixed' ? amountHint(t, inputs.value, shown) : percentHint(t, inputs.value)}
          </WithAmount>
        }
        inputMode="decimal"
        autoComplete="off"
      />
      <SelectField
        form={form}
        name="coupon.currency"
        label={t('coupons.currency')}
        hint={t('coupons.currencyHint')}
        setValueAs={(v) => (v === '' || v === null ? null : v)}
        none={t('coupons.anyCurrency')}
        options={siteCurrencies.map((c) => ({ value: c, label: c }))}
      />
      <InputField
        form={form}
        name="coupon.minimumOrder"
        label={t('coupons.minimumOrder')}
        hint={
          <WithAmount amount={typedAmount(inputs.minimumOrder, minimumOrder)}>
            {amountHint(t, inputs.minimumOrder, shown, true)}
          </WithAmount>
        }
        inputMode="decimal"
        autoComplete="off"
      />
      <InputField form={form} name="coupon.validFrom" label={t('coupons.validFrom')} type="datetime-local" />
      <InputField form={form} name="coupon.validTo" label={t('coupons.validTo')} type="datetime-local" />
      {limitField('coupon.usageLimit', t('coupons.usageLimit'))}
      {limitField('coupon.perCustomerLimit', t('coupons.perCustomer'))}
      <CheckboxField form={form} name="coupon.active" label={t('coupons.active')} />
      <div className="span-all">
        <SaveOutcome form={form} save={save} reload={couponKeys.all} />
        <div className="dialog-buttons">
          <SubmitButton pending={save.isPending}>{coupon ? t('common.saveChanges') : t('coupons.create')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

export function CouponsPage() {
  const t = useTranslations();
  const format = useFormat();
  const { locale } = useLanguage();
  const percent = useMemo(() => percentInput(locale), [locale]);
  const coupons = useQuery(couponsQuery);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const activation = useCouponActivation();
  const ask = activation.deactivate.ask;
  const activate = activation.activate.mutate;
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('code', { header: t('coupons.code'), cell: (info) => <code>{info.getValue()}</code> }),
        helper.display({
          id: 'discount',
          header: t('coupons.discount'),
          cell: ({ row }) => discountOf(row.original, format, percent),
        }),
        helper.accessor('minimumOrder', {
          header: t('coupons.minimumOrder'),
          cell: (info) =>
            info.getValue() === null ? '—' : format.money(info.getValue()!, info.row.original.currency ?? 'EUR'),
        }),
        helper.display({
          id: 'validity',
          header: t('coupons.validity'),
          cell: ({ row }) => {
            const { validFrom, validTo } = row.original;
            if (!validFrom && !validTo) return t('coupons.always');
            return `${validFrom ? format.date(validFrom) : '…'} – ${validTo ? format.date(validTo) : '…'}`;
          },
        }),
        helper.display({
          id: 'usage',
          header: t('coupons.used'),
          cell: ({ row }) => {
            const { timesUsed, usageLimit, perCustomerLimit } = row.original;
            return (
              <>
                {usageLimit === null
                  ? format.number(timesUsed)
                  : t('coupons.usedOf', { used: format.number(timesUsed), limit: format.number(usageLimit) })}
                {perCustomerLimit !== null && (
                  <span className="sub">
                    {t('coupons.perCustomerShort', { limit: format.number(perCustomerLimit) })}
                  </span>
                )}
              </>
            );
          },
        }),
        helper.display({
          id: 'state',
          header: t('coupons.state'),
          cell: ({ row }) => {
            const state = couponState(row.original, new Date());
            return <span className={`badge ${stateBadge[state]}`}>{t(`coupons.${state}`)}</span>;
          },
        }),
        helper.display({
          id: 'actions',
          header: t('common.actions'),
          cell: ({ row }) => (
            <div className="row-actions">
              <button type="button" className="button small" onClick={() => setEditing(row.original)}>
                {t('common.edit')}
                <Hidden> {row.original.code}</Hidden>
              </button>
              <RowAction
                busyWith={activationKey}
                onClick={() => (row.original.active ? ask(row.original) : activate(row.original))}
              >
                {row.original.active ? t('coupons.deactivate') : t('coupons.activate')}
                <Hidden> {row.original.code}</Hidden>
              </RowAction>
            </div>
          ),
        }),
      ]),
    [t, format, percent, ask, activate],
  );
  // The coupon as now listed: loaded anew after a conflict, the form starts again from it.
  const current =
    editing === 'new' || editing === null
      ? undefined
      : (coupons.data?.data.find((c) => c.code === editing.code) ?? editing);
  return (
    <>
      <PageHeader title={t('coupons.title')} lead={t('coupons.lead')}>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {t('coupons.new')}
        </button>
      </PageHeader>
      <CouponActivation {...activation} />
      <QueryTable
        query={coupons}
        caption={t('coupons.title')}
        columns={columns}
        rowId={(c) => c.code}
        empty={t('coupons.none')}
      />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing === 'new' || editing === null ? t('coupons.new') : t('coupons.editTitle', { code: editing.code })
        }
        wide
      >
        {editing !== null && (
          <CouponForm
            key={current ? `${current.code}-${current.version}` : 'new'}
            coupon={current}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
