import { type AdminProduct, bulkPriceChangeSchema, type PriceChangePreview, siteCurrencies } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { amountInputs, percentInput } from '../../i18n/amounts';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { amountHint, amountsResolver, percentHint, readAmount } from '../../ui/amount-forms';
import { currencyOptions, InputField, SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';
import { BulkDialog } from './BulkDialog';
import { type ProductBulkDone, reportOf, useProductBulk } from './ProductBulk';

const changeForm = bulkPriceChangeSchema.omit({ skus: true });
type Change = z.output<typeof changeForm>;
/** The change as typed: the value as the member writes a percentage or an amount in the currency. */
type ChangeFields = Omit<z.input<typeof changeForm>, 'value'> & { value: string };

/** Each product's price before and after, and why one cannot be changed so. */
function PreviewTable({ preview }: { preview: PriceChangePreview }) {
  const t = useTranslations();
  const format = useFormat();
  const price = (p: { regular: number; special: number | null } | null) =>
    p === null
      ? t('products.noPriceIn', { currency: preview.currency })
      : p.special === null
        ? format.money(p.regular, preview.currency)
        : `${format.money(p.regular, preview.currency)} (${t('products.specialShort', { price: format.money(p.special, preview.currency) })})`;
  return (
    <Table
      caption={t('products.preview')}
      columns={[
        t('products.sku'),
        t('products.name'),
        { label: t('products.before'), numeric: true },
        { label: t('products.after'), numeric: true },
      ]}
    >
      {preview.rows.map((row) => (
        <tr key={row.sku}>
          <td>
            <code>{row.sku}</code>
          </td>
          <td>{row.name ?? '—'}</td>
          <td className="number">{price(row.before)}</td>
          <td className="number">
            {price(row.after)}
            {row.problem && <strong className="sub">{t(`products.problem.${row.problem}`)}</strong>}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function PriceChangeForm({ products, onDone }: { products: AdminProduct[]; onDone: (done: ProductBulkDone) => void }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const percent = useMemo(() => percentInput(locale), [locale]);
  const money = useMemo(() => amountInputs(locale), [locale]);
  const skus = products.map((p) => p.sku);
  const resolver = useMemo(() => {
    const inputOf = (values: ChangeFields) => (values.by === 'percent' ? percent : money(values.currency));
    return amountsResolver<ChangeFields, Change>({
      schema: changeForm,
      read: (values) => ({ ...values, value: readAmount(inputOf(values), values.value) }),
      amounts: (values) => ({ value: inputOf(values) }),
      t,
    });
  }, [percent, money, t]);
  const form = useForm<ChangeFields, unknown, Change>({
    resolver,
    defaultValues: { currency: siteCurrencies[0], by: 'percent', direction: 'up', value: '', prices: 'both' },
  });
  // The change the preview shows: a change of the form asks for a preview again before saving.
  const [previewed, setPreviewed] = useState<Change | null>(null);
  const preview = useMutation({
    mutationFn: (change: Change) => api.previewProductsPrices({ body: { ...change, skus } }),
    onSuccess: (_, change) => setPreviewed(change),
    onError: (error) => showApiError(error, form.setError, ['value']),
  });
  const apply = useProductBulk(async (change: Change) => {
    const report = await api.changeProductsPrices({ body: { ...change, skus } });
    return reportOf(t('products.pricesReport', { count: products.length }), report, (outcome) =>
      t(outcome === 'changed' ? 'products.outcome.pricesChanged' : 'products.outcome.pricesAlready'),
    );
  }, onDone);
  const values = form.watch();
  const input = values.by === 'percent' ? percent : money(values.currency);
  const current = previewed && JSON.stringify(previewed) === JSON.stringify(resolvedOf(values, input));
  const problems = preview.data?.rows.some((row) => row.problem !== null) ?? false;
  return (
    <form noValidate onSubmit={form.handleSubmit((change) => preview.mutate(change))}>
      <SelectField form={form} name="currency" label={t('products.currency')} options={currencyOptions} />
      <SelectField
        form={form}
        name="by"
        label={t('products.by')}
        options={[
          { value: 'percent', label: t('products.byPercent') },
          { value: 'amount', label: t('products.byAmount') },
        ]}
      />
      <SelectField
        form={form}
        name="direction"
        label={t('products.direction')}
        options={[
          { value: 'up', label: t('products.up') },
          { value: 'down', label: t('products.down') },
        ]}
      />
      <InputField
        form={form}
        name="value"
        label={t('products.changeValue')}
        hint={values.by === 'percent' ? percentHint(t, percent) : amountHint(t, input, values.currency)}
        inputMode="decimal"
        autoComplete="off"
      />
      <SelectField
        form={form}
        name="prices"
        label={t('products.whichPrices')}
        options={[
          { value: 'both', label: t('products.bothPrices') },
          { value: 'regular', label: t('products.regularOnly') },
          { value: 'special', label: t('products.specialOnly') },
        ]}
      />
      <ErrorNote error={preview.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={preview.isPending}>{t('products.showPreview')}</SubmitButton>
      </div>
      {current && preview.data && (
        <>
          <PreviewTable preview={preview.data} />
          {problems && <p className="error-note">{t('products.previewProblems')}</p>}
          <ErrorNote error={apply.error} />
          <div className="dialog-buttons">
            <button
              type="button"
              className="button primary"
              disabled={problems || apply.isPending}
              onClick={() => apply.mutate(previewed)}
            >
              {t('products.applyPrices')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/** The form's values as the preview was asked for them, to tell whether the preview still shows them. */
function resolvedOf(values: ChangeFields, input: { parse(text: string): number | null }) {
  const value = input.parse(values.value.trim());
  return { ...values, value };
}

/** The chosen products' prices in a currency changed by a percentage or an amount, after a preview. */
export function PriceChangeDialog({
  products,
  open,
  onClose,
  onDone,
}: {
  products: AdminProduct[];
  open: boolean;
  onClose: () => void;
  onDone: (done: ProductBulkDone) => void;
}) {
  const t = useTranslations();
  return (
    <BulkDialog
      open={open}
      title={t('products.pricesTitle', { count: products.length })}
      description={t('products.pricesLead')}
      onClose={onClose}
      onDone={onDone}
    >
      {(done) => <PriceChangeForm products={products} onDone={done} />}
    </BulkDialog>
  );
}
