import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Coupon,
  type CouponSave,
  couponCodeSchema,
  couponKinds,
  couponWriteSchema,
  siteCurrencies,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../api';
import { type Formatters, useFormat, useT } from '../i18n/i18n';
import { columnsOf, DataTable } from '../ui/DataTable';
import { CheckField, Field, Hidden } from '../ui/Field';
import { instantOrNull, localDateTime, optionalNumber, requiredNumber, showApiError } from '../ui/forms';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

/** The code is the address of the coupon (a path parameter); its rules are the body. */
const couponForm = z.object({ code: couponCodeSchema, coupon: couponWriteSchema });
type CouponFormInput = z.input<typeof couponForm>;
type CouponFormOutput = z.output<typeof couponForm>;

const helper = columnsOf<Coupon>();

/** Validity is typed in the browser's time zone (datetime-local) and checked as the instant the API takes. */
const couponResolver: Resolver<CouponFormInput, unknown, CouponFormOutput> = (values, context, options) =>
  zodResolver(couponForm)(
    {
      ...values,
      coupon: {
        ...values.coupon,
        validFrom: instantOrNull(values.coupon.validFrom),
        validTo: instantOrNull(values.coupon.validTo),
      },
    },
    context,
    options,
  );

/** What a coupon takes off, as the merchant reads it. */
function discountOf(coupon: { kind: string; value: number; currency: string | null }, format: Formatters) {
  if (!Number.isFinite(coupon.value)) return '';
  return coupon.kind === 'percent'
    ? format.percent(coupon.value / 10_000)
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}

function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const t = useT();
  const format = useFormat();
  const save = useSaveCoupon();
  const form = useForm<CouponFormInput, unknown, CouponFormOutput>({
    resolver: couponResolver,
    defaultValues: coupon
      ? {
          code: coupon.code,
          coupon: {
            ...rulesOf(coupon),
            validFrom: localDateTime(coupon.validFrom) || null,
            validTo: localDateTime(coupon.validTo) || null,
          },
        }
      : { code: '', coupon: { kind: 'percent', currency: null, active: true } },
  });
  const { errors } = form.formState;
  const [kind, value, currency] = form.watch(['coupon.kind', 'coupon.value', 'coupon.currency']);
  const minimumOrder = form.watch('coupon.minimumOrder');
  const shown = currency ?? siteCurrencies[0];
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) =>
        showApiError(error, form.setError, ['code', 'coupon'], (path) => (path === 'code' ? path : `coupon.${path}`)),
    }),
  );
  const e = errors.coupon;
  return (
    <form noValidate onSubmit={submit} className="form-grid">
      <Field label={t('coupons.code')} error={errors.code?.message} hint={coupon ? undefined : t('coupons.codeHint')}>
        {(control) => (
          <input
            {...control}
            {...form.register('code')}
            readOnly={coupon !== undefined}
            autoComplete="off"
            className="code-input"
          />
        )}
      </Field>
      <Field label={t('coupons.kind')} error={e?.kind?.message}>
        {(control) => (
          <select {...control} {...form.register('coupon.kind')}>
            {couponKinds.map((k) => (
              <option key={k} value={k}>
                {t(`coupons.kind.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('coupons.value')}
        error={e?.value?.message}
        hint={
          <>
            {kind === 'percent' ? t('coupons.valuePercentHint') : t('coupons.valueFixedHint')}{' '}
            {typeof value === 'number' && Number.isFinite(value) && (
              <strong>= {discountOf({ kind: kind ?? 'percent', value, currency: shown }, format)}</strong>
            )}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register('coupon.value', { setValueAs: requiredNumber })}
          />
        )}
      </Field>
      <Field label={t('coupons.currency')} error={e?.currency?.message} hint={t('coupons.currencyHint')}>
        {(control) => (
          <select
            {...control}
            {...form.register('coupon.currency', { setValueAs: (v) => (v === '' || v === null ? null : v) })}
          >
            <option value="">{t('coupons.anyCurrency')}</option>
            {siteCurrencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('coupons.minimumOrder')}
        error={e?.minimumOrder?.message}
        hint={
          <>
            {t('coupons.minorUnitsHint')}{' '}
            {typeof minimumOrder === 'number' && <strong>= {format.money(minimumOrder, shown)}</strong>}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('coupon.minimumOrder', { setValueAs: optionalNumber })}
          />
        )}
      </Field>
      <Field label={t('coupons.validFrom')} error={e?.validFrom?.message}>
        {(control) => <input {...control} type="datetime-local" {...form.register('coupon.validFrom')} />}
      </Field>
      <Field label={t('coupons.validTo')} error={e?.validTo?.message}>
        {(control) => <input {...control} type="datetime-local" {...form.register('coupon.validTo')} />}
      </Field>
      <Field label={t('coupons.usageLimit')} error={e?.usageLimit?.message} hint={t('coupons.noLimitHint')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            step={1}
            {...form.register('coupon.usageLimit', { setValueAs: optionalNumber })}
          />
        )}
      </Field>
      <Field label={t('coupons.perCustomer')} error={e?.perCustomerLimit?.message} hint={t('coupons.noLimitHint')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            step={1}
            {...form.register('coupon.perCustomerLimit', { setValueAs: optionalNumber })}
          />
        )}
      </Field>
      <CheckField label={t('coupons.active')}>
        {(id) => <input id={id} type="checkbox" {...form.register('coupon.active')} />}
      </CheckField>
      <div className="span-all">
        {errors.root?.server && <ErrorNote error={save.error} />}
        <div className="dialog-buttons">
          <button type="submit" className="button primary" disabled={save.isPending}>
            {coupon ? t('common.saveChanges') : t('coupons.create')}
          </button>
        </div>
      </div>
    </form>
  );
}

export function CouponsPage() {
  const t = useT();
  const format = useFormat();
  const coupons = useQuery({ queryKey: ['coupons'], queryFn: () => api.listCoupons() });
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const toggle = useSaveCoupon();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('code', { header: t('coupons.code'), cell: (info) => <code>{info.getValue()}</code> }),
        helper.display({
          id: 'discount',
          header: t('coupons.discount'),
          cell: ({ row }) => discountOf(row.original, format),
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
        helper.accessor('active', {
          header: t('coupons.state'),
          cell: (info) =>
            info.getValue() ? (
              <span className="badge badge-confirmed">{t('coupons.active')}</span>
            ) : (
              <span className="badge badge-cancelled">{t('coupons.inactive')}</span>
            ),
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
    [t, format, toggle],
  );
  return (
    <>
      <PageHeader title={t('coupons.title')} lead={t('coupons.lead')}>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {t('coupons.new')}
        </button>
      </PageHeader>
      {coupons.isPending && <Loading />}
      <ErrorNote error={coupons.error} />
      <ErrorNote error={toggle.error} onReload={() => toggle.reset()} />
      {coupons.data && (
        <DataTable
          caption={t('coupons.title')}
          columns={columns}
          data={coupons.data.data}
          rowId={(c) => c.code}
          empty={t('coupons.none')}
        />
      )}
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
