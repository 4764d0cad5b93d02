import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type CurrencyCode,
  productPriceSchema,
  siteCurrencies,
  stockFeedRowSchema,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../api';
import { type Formatters, useFormat, useT } from '../i18n/i18n';
import { Card } from '../ui/Card';
import { columnsOf, QueryTable, usePagedQuery } from '../ui/DataTable';
import { Hidden, InputField, NumberField, SelectField, SubmitButton, WithAmount } from '../ui/Field';
import { FilterBar } from '../ui/FilterBar';
import { optionalNumber, showApiError } from '../ui/forms';
import { OnOffBadge } from '../ui/Labels';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, SaveOutcome } from '../ui/RouteStates';

const route = getRouteApi('/app/products');
const sorts = ['sku', '-sku', 'stock', '-stock'] as const;
type Sort = (typeof sorts)[number];
const helper = columnsOf<AdminProduct>();
const productsKey = 'products';

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
  const t = useT();
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
      void queryClient.invalidateQueries({ queryKey: [productsKey] });
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
  const t = useT();
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
      void queryClient.invalidateQueries({ queryKey: [productsKey] });
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

export function ProductsPage() {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const sort: Sort = sorts.includes(search.sort as Sort) ? (search.sort as Sort) : 'sku';
  const active =
    search.active === 'true' || search.active === 'false' ? (search.active as 'true' | 'false') : undefined;
  const params = { q: search.q, active, sort };
  const products = usePagedQuery(productsKey, params, search.page, api.listAdminProducts);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  // The product as the list has it now (after a change saved in the dialog), else as it was opened.
  const edited = editing && (products.data?.data.find((p) => p.sku === editing.sku) ?? editing);
  const listing = useMutation({
    mutationFn: (product: AdminProduct) =>
      api.setProductListed({ params: { sku: product.sku }, body: { active: !product.active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [productsKey] }),
  });
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('sku', { header: t('products.sku'), cell: (info) => <code>{info.getValue()}</code> }),
        helper.accessor('itemnum', { header: t('products.itemnum'), enableSorting: false }),
        helper.accessor('name', { header: t('products.name'), enableSorting: false }),
        helper.accessor('masterSku', {
          header: t('products.variantOf'),
          enableSorting: false,
          cell: (info) => info.getValue() ?? '—',
        }),
        helper.accessor('stock', { header: t('products.stock'), cell: (info) => format.number(info.getValue()) }),
        ...siteCurrencies.map((currency) =>
          helper.display({
            id: `price-${currency}`,
            header: t('products.priceIn', { currency }),
            cell: ({ row }) => {
              const price = row.original.prices.find((p) => p.currency === currency);
              if (!price) return '—';
              return (
                <>
                  {format.money(price.regular, currency)}
                  {price.special !== null && (
                    <span className="sub">
                      {t('products.specialShort', { price: format.money(price.special, currency) })}
                    </span>
                  )}
                </>
              );
            },
          }),
        ),
        helper.accessor('active', {
          header: t('products.inShop'),
          enableSorting: false,
          cell: (info) => (
            <OnOffBadge on={info.getValue()} label={info.getValue() ? t('products.listed') : t('products.unlisted')} />
          ),
        }),
        helper.display({
          id: 'actions',
          header: t('common.actions'),
          cell: ({ row }) => (
            <div className="row-actions">
              <button type="button" className="button small" onClick={() => setEditing(row.original)}>
                {t('common.edit')}
                <Hidden> {row.original.sku}</Hidden>
              </button>
              <button
                type="button"
                className="button small"
                disabled={listing.isPending}
                onClick={() => listing.mutate(row.original)}
              >
                {row.original.active ? t('products.unlist') : t('products.list')}
                <Hidden> {row.original.sku}</Hidden>
              </button>
            </div>
          ),
        }),
      ]),
    [t, format, listing],
  );
  return (
    <>
      <PageHeader title={t('products.title')} lead={t('products.lead')} />
      <FilterBar
        label={t('products.filters')}
        filters={[
          { name: 'q', label: t('products.search'), type: 'search', placeholder: t('products.searchHint'), wide: true },
          {
            name: 'active',
            label: t('products.inShop'),
            options: [
              { value: 'true', label: t('products.listed') },
              { value: 'false', label: t('products.unlisted') },
            ],
          },
        ]}
      />
      <ErrorNote error={listing.error} />
      <QueryTable
        query={products}
        caption={t('products.title')}
        columns={columns}
        rowId={(p) => p.sku}
        empty={t('products.none')}
        sort={sort}
      />
      <Modal
        open={edited !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={edited ? t('products.editTitle', { sku: edited.sku }) : ''}
        description={
          edited &&
          (edited.masterSku
            ? t('products.nameOfVariant', { name: edited.name, master: edited.masterSku })
            : edited.name)
        }
        wide
      >
        {edited && (
          <>
            <Card title={t('products.price')}>
              <PriceForm key={edited.sku} product={edited} />
            </Card>
            <Card title={t('products.stock')}>
              <StockForm key={edited.sku} product={edited} />
            </Card>
          </>
        )}
      </Modal>
    </>
  );
}
