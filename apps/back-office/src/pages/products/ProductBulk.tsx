import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProduct, bulkStockSchema, type ProductBulkReport } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { dashboardKeys } from '../../queries/dashboard';
import { productKeys } from '../../queries/products';
import type { ReportRow } from '../../ui/Bulk';
import { NumberField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { BulkDialog } from './BulkDialog';

/** What a bulk action of the products list did: its title and a row per product, in the page's words. */
export interface ProductBulkDone {
  title: string;
  rows: ReportRow[];
  /** The SKUs it changed or found so already: they leave the selection; refused ones stay chosen. */
  settled: ReadonlySet<string>;
}

/** What becomes of a product, by what the action did to it: changed, or so already. */
type Words = (outcome: 'changed' | 'unchanged') => string;

export const reportOf = (title: string, report: ProductBulkReport, words: Words): ProductBulkDone => ({
  title,
  settled: new Set(report.results.filter((r) => r.outcome !== 'refused').map((r) => r.sku)),
  rows: report.results.map((r) => ({
    key: r.sku,
    name: <code>{r.sku}</code>,
    outcome: r,
    done: r.outcome === 'refused' ? '' : words(r.outcome),
  })),
});

/** Sends a bulk action of the products list; the list and the dashboard are read again. */
export function useProductBulk<B>(
  send: (body: B) => Promise<ProductBulkDone>,
  onDone: (done: ProductBulkDone) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (done) => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      onDone(done);
    },
  });
}

/** Lists or unlists the chosen products at once. */
export function useBulkListing(onDone: (done: ProductBulkDone) => void) {
  const t = useTranslations();
  return useProductBulk(
    async ({ products, active }: { products: AdminProduct[]; active: boolean }) =>
      reportOf(
        t(active ? 'products.listReport' : 'products.unlistReport', { count: products.length }),
        await api.setProductsListed({ body: { skus: products.map((p) => p.sku), active } }),
        (outcome) =>
          t(
            outcome === 'changed'
              ? active
                ? 'products.outcome.listed'
                : 'products.outcome.unlisted'
              : active
                ? 'products.outcome.listedAlready'
                : 'products.outcome.unlistedAlready',
          ),
      ),
    onDone,
  );
}

const stockForm = bulkStockSchema.omit({ skus: true });

function StockForm({ products, onDone }: { products: AdminProduct[]; onDone: (done: ProductBulkDone) => void }) {
  const t = useTranslations();
  const format = useFormat();
  const form = useForm<z.input<typeof stockForm>, unknown, z.output<typeof stockForm>>({
    resolver: zodResolver(stockForm),
  });
  const save = useProductBulk(async ({ qty }: z.output<typeof stockForm>) => {
    const report = await api.setProductsStock({ body: { skus: products.map((p) => p.sku), qty } });
    const pieces = format.number(qty);
    return reportOf(t('products.stockReport', { count: products.length }), report, (outcome) =>
      t(outcome === 'changed' ? 'products.outcome.stockSet' : 'products.outcome.stockAlready', { qty: pieces }),
    );
  }, onDone);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, { onError: (error) => showApiError(error, form.setError, ['qty']) }),
      )}
    >
      <NumberField
        form={form}
        name="qty"
        label={t('products.qty')}
        hint={t('products.bulkQtyHint')}
        inputMode="numeric"
        min={0}
      />
      <ErrorNote error={save.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={save.isPending}>{t('products.saveStock')}</SubmitButton>
      </div>
    </form>
  );
}

/** The chosen products' stock, set to one number in a dialog. */
export function BulkStockDialog({
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
      title={t('products.stockTitle', { count: products.length })}
      description={t('products.stockLead')}
      onClose={onClose}
      onDone={onDone}
    >
      {(done) => <StockForm products={products} onDone={done} />}
    </BulkDialog>
  );
}
