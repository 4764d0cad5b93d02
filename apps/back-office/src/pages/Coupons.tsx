import {
  type Coupon,
  type CouponKind,
  type CouponSave,
  couponCodeSchema,
  couponKinds,
  couponWriteSchema,
  maxPercentValue,
  siteCurrencies,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../api';
import { amountInputs, type NumberInput, percentInput } from '../i18n/amounts';
import { type Formatters, type Locale, type Translate, useFormat, useLanguage } from '../i18n/i18n';
import { couponKeys, couponsQuery } from '../queries/coupons';
import { amountHint, amountsResolver, amountText, percentHint, readAmount, typedAmount } from '../ui/amount-forms';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { CheckboxField, Hidden, InputField, NumberField, SelectField, SubmitButton, WithAmount } from '../ui/Field';
import { instantOrNull, localDateTime, showApiError } from '../ui/forms';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, SaveOutcome } from '../ui/RouteStates';
import { couponState, stateBadge } from './coupon-state';

/** The code is the address of the coupon (a path parameter); its rules are the body. */
const couponForm = z.object({ code: couponCodeSchema, coupon: couponWriteSchema });
type CouponFormOutput = z.output<typeof couponForm>;

/** The form's values: the value and the minimum order as typed, in the member's language. */
interface CouponFields {
  code: string;
  coupon: Omit<z.input<typeof couponWriteSchema>, 'value' | 'minimumOrder'> & { value: string; minimumOrder: string };
}

const helper = columnsOf<Coupon>();

/**
 * How a coupon's amounts are typed in a language: its value as a percentage (12,5) or as an amount
 * in its currency, its minimum order in that currency (the shop's first while none is chosen).
 */
function couponInputs(locale: Locale) {
  const percent = percentInput(locale);
  const money = amountInputs(locale);
  return (coupon: { kind?: CouponKind; currency?: string | null }): Record<'value' | 'minimumOrder', NumberInput> => {
    const amount = money(coupon.currency ?? siteCurrencies[0]);
    return { value: coupon.kind === 'fixed' ? amount : percent, minimumOrder: amount };
  };
}
type CouponInputs = ReturnType<typeof couponInputs>;

/**
 * Amounts are typed in the member's language and sent as the API's integers (basis points, minor
 * units); validity is typed in the browser's time zone (datetime-local) and sent as an instant.
 */
const couponResolver = (inputsOf: CouponInputs, t: Translate) =>
  amountsResolver<CouponFields, CouponFormOutput>({
    schema: couponForm,
    read: (values) => {
      const inputs = inputsOf(values.coupon);
      return {
        ...values,
        coupon: {
          ...values.coupon,
          value: readAmount(inputs.value, values.coupon.value),
          minimumOrder: readAmount(inputs.minimumOrder, values.coupon.minimumOrder, true),
          validFrom: instantOrNull(values.coupon.validFrom),
          validTo: instantOrNull(values.coupon.validTo),
        },
      };
    },
    amounts: (values) => {
      const inputs = inputsOf(values.coupon);
      return { 'coupon.value': inputs.value, 'coupon.minimumOrder': inputs.minimumOrder };
    },
    t,
    // The contract's one rule at the value: a percentage of at most 100.
    rules: { value: (input) => t('amounts.atMost', { amount: input.shown(maxPercentValue) }) },
  });

/** What a coupon takes off, as the merchant reads it. */
function discountOf(coupon: Pick<Coupon, 'kind' | 'value' | 'currency'>, format: Formatters, percent: NumberInput) {
  return coupon.kind === 'percent'
    ? percent.shown(coupon.value)
    : format.money(coupon.value, coupon.currency ?? siteCurrencies[0]);
}

const rulesOf = (coupon: Coupon): CouponSave => ({
  kind: coupon.kind,
  value: coupon.value,
  currency: coupon.currency as CouponSave['currency'],
  minimumOrder: coupon.minimumOrder,
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  usageLimit: coupon.usageLimit,
  perCustomerLimit: coupon.perCustomerLimit,
  active: coupon.active,
  version: coupon.version,
});

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
    defaultValues: coupon
      ? {
          code: coupon.code,
          coupon: {
            ...rulesOf(coupon),
            value: inputsOf(coupon).value.text(coupon.value),
            minimumOrder: amountText(inputsOf(coupon).minimumOrder, coupon.minimumOrder),
            validFrom: localDateTime(coupon.validFrom) || null,
            validTo: localDateTime(coupon.validTo) || null,
          },
        }
      : { code: '', coupon: { kind: 'percent', value: '', currency: null, minimumOrder: '', active: true } },
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
        <SaveOutcome form={form} save={save} />
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
  const toggle = useSaveCoupon();
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
              <button
                type="button"
                className="button small"
                disabled={toggle.isPending}
                onClick={() =>
                  toggle.mutate({
                    code: row.original.code,
                    coupon: { ...rulesOf(row.original), active: !row.original.active },
                  })
                }
              >
                {row.original.active ? t('coupons.deactivate') : t('coupons.activate')}
                <Hidden> {row.original.code}</Hidden>
              </button>
            </div>
          ),
        }),
      ]),
    [t, format, percent, toggle],
  );
  return (
    <>
      <PageHeader title={t('coupons.title')} lead={t('coupons.lead')}>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {t('coupons.new')}
        </button>
      </PageHeader>
      <ErrorNote error={toggle.error} onReload={() => toggle.reset()} />
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
            key={editing === 'new' ? 'new' : `${editing.code}-${editing.version}`}
            coupon={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
