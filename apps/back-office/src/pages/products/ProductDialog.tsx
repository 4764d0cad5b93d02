import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type CurrencyCode,
  productPriceSchema,
  siteCurrencies,
  stockFeedRowSchema,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { amountInputs } from '../../i18n/amounts';
import { type Translate, useFormat, useLanguage } from '../../i18n/i18n';
import { productKeys } from '../../queries/products';
import { amountHint, amountsResolver, amountText, currencyName, readAmount, typedAmount } from '../../ui/amount-forms';
import { Card } from '../../ui/Card';
import { InputField, NumberField, SelectField, SubmitButton, WithAmount } from '../../ui/Field';
import { optionalNumber, showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { SaveOutcome } from '../../ui/RouteStates';

type PriceOutput = z.output<typeof productPriceSchema>;
/** A price as typed: amounts in its currency, in the member's language. */
interface PriceFields {
  currency: CurrencyCode;
  regular: string;
  special: string;
}

/** The stock a product's form sets: our warehouse's pieces, and the supplier's when given. */
const stockForm = stockFeedRowSchema.omit({ sku: true });
type StockInput = z.input<typeof stockForm>;
type StockOutput = z.output<typeof stockForm>;

/** The currencies a price may be set in: the shop's, and any other the product has a price in. */
const currenciesOf = (product: AdminProduct): CurrencyCode[] => [
  ...new Set([...siteCurrencies, ...product.prices.map((p) => p.currency)]),
];

type AmountInputs = ReturnType<typeof amountInputs>;

/** A price's fields: its amounts as the member types them in its currency; empty for none. */
const priceFields = (
  inputOf: AmountInputs,
  price: { currency: CurrencyCode; regular?: number; special?: number | null },
): PriceFields => ({
  currency: price.currency,
  regular: amountText(inputOf(price.currency), price.regular),
  special: amountText(inputOf(price.currency), price.special),
});

/** The form's values for a currency: the product's price in it, or empty fields for a new one. */
function priceIn(product: AdminProduct, currency: CurrencyCode, inputOf: AmountInputs): PriceFields {
  const price = product.prices.find((p) => p.currency === currency);
  return priceFields(inputOf, { currency, regular: price?.regular, special: price?.special });
}

// Forms are reset with `keepFieldsRef`: the fields show the new values, an empty one too (a field
// registered anew would keep what its input still shows).

/** Prices are typed in the member's language and checked by the contract once read as minor units. */
const priceResolver = (inputOf: AmountInputs, t: Translate) =>
  amountsResolver<PriceFields, PriceOutput>({
    schema: productPriceSchema,
    read: (values) => ({
      currency: values.currency,
      regular: readAmount(inputOf(values.currency), values.regular),
      special: readAmount(inputOf(values.currency), values.special, true),
    }),
    amounts: (values) => ({ regular: inputOf(values.currency), special: inputOf(values.currency) }),
    t,
    rules: { special: () => t('products.specialBelowRegular') },
  });

function PriceForm({ product }: { product: AdminProduct }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const currencies = currenciesOf(product);
  const inputOf = useMemo(() => amountInputs(locale), [locale]);
  const resolver = useMemo(() => priceResolver(inputOf, t), [inputOf, t]);
  const form = useForm<PriceFields, unknown, PriceOutput>({
    resolver,
    // The first of the shop's currencies the product has a price in.
    defaultValues: priceIn(
      product,
      currencies.find((c) => product.prices.some((p) => p.currency === c)) ?? currencies[0]!,
      inputOf,
    ),
  });
  const save = useMutation({
    mutationFn: (price: PriceOutput) => api.setProductPrice({ params: { sku: product.sku }, body: price }),
    onSuccess: (saved) => {
      form.reset(priceFields(inputOf, saved), { keepFieldsRef: true });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) => showApiError(error, form.setError, ['currency', 'regular', 'special']),
  });
  const [currency, regular, special] = form.watch(['currency', 'regular', 'special']);
  const amount = inputOf(currency);
  const shownCurrency = form.formState.defaultValues?.currency;
  const { reset } = save;
  // Another currency chosen: its price, as the product has it, to change.
  useEffect(() => {
    if (currency === shownCurrency) return;
    reset();
    form.reset(priceIn(product, currency, inputOf), { keepFieldsRef: true });
  }, [currency, shownCurrency, product, form, reset, inputOf]);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="form-grid">
      <SelectField
        form={form}
        name="currency"
        label={t('products.currency')}
        options={currencies.map((c) => ({ value: c, label: c }))}
      />
      <InputField
        form={form}
        name="regular"
        label={t('products.regular')}
        hint={<WithAmount amount={typedAmount(amount, regular)}>{amountHint(t, amount, currency)}</WithAmount>}
        inputMode="decimal"
        autoComplete="off"
      />
      <InputField
        form={form}
        name="special"
        label={t('products.specialPrice')}
        hint={
          <WithAmount amount={typedAmount(amount, special)}>
            {t('products.specialHint', { currency: currencyName(t, currency) })}
          </WithAmount>
        }
        inputMode="decimal"
        autoComplete="off"
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

/**
 * What a typed stock change makes of the product's stock: our warehouse's pieces as typed, the
 * supplier's as typed or kept (an empty field is not sent); null while the warehouse's is no count.
 */
function stockAfter(product: AdminProduct, typed: { qty?: unknown; externalStock?: unknown }) {
  const count = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null);
  const warehouse = count(typed.qty);
  const supplier = typed.externalStock === undefined ? product.supplierStock : count(typed.externalStock);
  if (warehouse === null || supplier === null) return null;
  return { warehouse, supplier, total: warehouse + supplier, change: warehouse + supplier - product.stock };
}

function StockForm({ product }: { product: AdminProduct }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  // The fields start at the product's current split, so what is typed replaces what is there.
  const form = useForm<StockInput, unknown, StockOutput>({
    resolver: zodResolver(stockForm),
    defaultValues: { qty: product.warehouseStock, externalStock: product.supplierStock },
  });
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
  const [qty, externalStock] = form.watch(['qty', 'externalStock']);
  const after = stockAfter(product, { qty, externalStock });
  const changes =
    after !== null && (after.warehouse !== product.warehouseStock || after.supplier !== product.supplierStock);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="form-grid">
      <p className="span-all">
        {t('products.stockNow', {
          count: format.number(product.stock),
          warehouse: format.number(product.warehouseStock),
          supplier: format.number(product.supplierStock),
        })}
      </p>
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
      {changes && !done && (
        <p className="span-all">
          <strong>
            {t('products.stockAfter', {
              count: format.number(after.total),
              warehouse: format.number(after.warehouse),
              supplier: format.number(after.supplier),
              change: format.change(after.change),
            })}
          </strong>
        </p>
      )}
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
