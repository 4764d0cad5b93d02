import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type CurrencyCode,
  productPriceSchema,
  siteCurrencies,
  stockFeedRowSchema,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { type Formatters, useFormat } from '../../i18n/i18n';
import { productKeys } from '../../queries/products';
import { Card } from '../../ui/Card';
import { InputField, NumberField, SelectField, SubmitButton, WithAmount } from '../../ui/Field';
import { optionalNumber, showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { SaveOutcome } from '../../ui/RouteStates';

type PriceInput = z.input<typeof productPriceSchema>;
type PriceOutput = z.output<typeof productPriceSchema>;

/** The stock a product's form sets: our warehouse's pieces, and the supplier's when given. */
const stockForm = stockFeedRowSchema.omit({ sku: true });
type StockInput = z.input<typeof stockForm>;
type StockOutput = z.output<typeof stockForm>;

/** The currencies a price may be set in: the shop's, and any other the product has a price in. */
const currenciesOf = (product: AdminProduct): CurrencyCode[] => [
  ...new Set([...siteCurrencies, ...product.prices.map((p) => p.currency)]),
];

/** The form's values for a currency: the product's price in it, or empty fields for a new one. */
function priceIn(product: AdminProduct, currency: CurrencyCode): Partial<PriceInput> {
  const price = product.prices.find((p) => p.currency === currency);
  return { currency, regular: price?.regular, special: price?.special ?? null };
}

// Forms are reset with `keepFieldsRef`: the fields show the new values, an empty one too (a field
// registered anew would keep what its input still shows).

/** A number typed into a field, formatted as money in the currency, once it is one. */
const amountOf = (value: unknown, currency: CurrencyCode, format: Formatters) =>
  typeof value === 'number' && Number.isFinite(value) && format.money(value, currency);

function PriceForm({ product }: { product: AdminProduct }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const currencies = currenciesOf(product);
  const form = useForm<PriceInput, unknown, PriceOutput>({
    resolver: zodResolver(productPriceSchema),
    // The first of the shop's currencies the product has a price in.
    defaultValues: priceIn(
      product,
      currencies.find((c) => product.prices.some((p) => p.currency === c)) ?? currencies[0]!,
    ),
  });
  const save = useMutation({
    mutationFn: (price: PriceOutput) => api.setProductPrice({ params: { sku: product.sku }, body: price }),
    onSuccess: (saved) => {
      form.reset({ currency: saved.currency, regular: saved.regular, special: saved.special }, { keepFieldsRef: true });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) => showApiError(error, form.setError, ['currency', 'regular', 'special']),
  });
  const [currency, regular, special] = form.watch(['currency', 'regular', 'special']);
  const shownCurrency = form.formState.defaultValues?.currency;
  const { reset } = save;
  // Another currency chosen: its price, as the product has it, to change.
  useEffect(() => {
    if (currency === shownCurrency) return;
    reset();
    form.reset(priceIn(product, currency), { keepFieldsRef: true });
  }, [currency, shownCurrency, product, form, reset]);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="form-grid">
      <SelectField
        form={form}
        name="currency"
        label={t('products.currency')}
        options={currencies.map((c) => ({ value: c, label: c }))}
      />
      <NumberField
        form={form}
        name="regular"
        label={t('products.regular')}
        hint={<WithAmount amount={amountOf(regular, currency, format)}>{t('products.minorUnitsHint')}</WithAmount>}
        inputMode="numeric"
        min={0}
      />
      <NumberField
        form={form}
        name="special"
        label={t('products.specialPrice')}
        hint={<WithAmount amount={amountOf(special, currency, format)}>{t('products.specialHint')}</WithAmount>}
        inputMode="numeric"
        min={0}
        optional
      />
      <div className="span-all">
        <SaveOutcome form={form} save={save} saved={save.isSuccess && !form.formState.isDirty} />
        <div className="dialog-buttons">
          <SubmitButton pending={save.isPending}>{t('products.savePrice')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

function StockForm({ product }: { product: AdminProduct }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const form = useForm<StockInput, unknown, StockOutput>({ resolver: zodResolver(stockForm) });
  const save = useMutation({
    mutationFn: async (stock: StockOutput) => {
      const report = await api.updateStock({ body: { items: [{ sku: product.sku, ...stock }] } });
      // The product was deleted meanwhile: the API reports its SKU rather than refusing the feed.
      if (report.unknown.length > 0) throw new Error(t('products.stockUnknown', { sku: product.sku }));
      return report;
    },
    onSuccess: (_, stock) => {
      form.reset(stock, { keepFieldsRef: true });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) =>
      showApiError(error, form.setError, ['qty', 'externalStock'], (path) => path.replace(/^items\.\d+\./, '')),
  });
  const done = save.isSuccess && !form.formState.isDirty;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="form-grid">
      <p className="span-all">{t('products.stockNow', { count: format.number(product.stock) })}</p>
      <NumberField
        form={form}
        name="qty"
        label={t('products.qty')}
        hint={t('products.qtyHint')}
        inputMode="numeric"
        min={0}
      />
      <InputField
        form={form}
        name="externalStock"
        label={t('products.externalStock')}
        hint={t('products.externalStockHint')}
        type="number"
        inputMode="numeric"
        min={0}
        // Left empty, the supplier's stock stays as it is (the field is not sent).
        setValueAs={(value) => optionalNumber(value) ?? undefined}
      />
      <div className="span-all">
        <SaveOutcome form={form} save={save} saved={done && save.data.updated > 0} />
        {done && save.data.updated === 0 && (
          <p role="status" className="ok">
            {t('products.stockUnchanged')}
          </p>
        )}
        <div className="dialog-buttons">
          <SubmitButton pending={save.isPending}>{t('products.saveStock')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

/** A product's price and stock, changed in a dialog. */
export function ProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={product ? t('products.editTitle', { sku: product.sku }) : ''}
      description={
        product &&
        (product.masterSku
          ? t('products.nameOfVariant', { name: product.name, master: product.masterSku })
          : product.name)
      }
      wide
    >
      {product && (
        <>
          <Card title={t('products.price')}>
            <PriceForm key={product.sku} product={product} />
          </Card>
          <Card title={t('products.stock')}>
            <StockForm key={product.sku} product={product} />
          </Card>
        </>
      )}
    </Modal>
  );
}
