import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProduct, bulkCategorySchema, type ProductTableOptions } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../../api';
import { useLanguage } from '../../i18n/i18n';
import { productOptionsQuery } from '../../queries/products';
import { SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { BulkDialog } from './BulkDialog';
import { type ProductBulkDone, reportOf, useProductBulk } from './ProductBulk';

/** The category as the select has it (its id as text), sent as the contract's number. */
const categoryForm = z.object({ categoryId: z.coerce.number().pipe(bulkCategorySchema.shape.categoryId) });
type CategoryFields = z.input<typeof categoryForm>;
type Change = 'add' | 'remove';

/** A category as a select offers it: its path from the root ("Werkzeug › Hammer"). */
export const categoryPath = (path: string[]) => path.join(' › ');

interface FormProps {
  products: AdminProduct[];
  change: Change;
  onDone: (done: ProductBulkDone) => void;
}

/** The form once the categories are known: the first one chosen at first. */
function CategoryForm(props: FormProps) {
  const { locale } = useLanguage();
  const options = useQuery(productOptionsQuery(locale));
  if (!options.data) return <ErrorNote error={options.error} />;
  return <CategoryChoice {...props} categories={options.data.categories} />;
}

function CategoryChoice({
  products,
  change,
  onDone,
  categories,
}: FormProps & { categories: ProductTableOptions['categories'] }) {
  const t = useTranslations();
  const form = useForm<CategoryFields, unknown, z.output<typeof categoryForm>>({
    resolver: zodResolver(categoryForm),
    defaultValues: { categoryId: String(categories[0]?.id ?? '') },
  });
  const save = useProductBulk(async ({ categoryId }: z.output<typeof categoryForm>) => {
    const category = categoryPath(categories.find((c) => c.id === categoryId)?.path ?? [String(categoryId)]);
    const report = await api.setProductsCategory({ body: { skus: products.map((p) => p.sku), categoryId, change } });
    const count = products.length;
    return reportOf(
      t(change === 'add' ? 'products.addReport' : 'products.removeReport', { count, category }),
      report,
      (outcome) =>
        t(
          change === 'add'
            ? outcome === 'changed'
              ? 'products.outcome.added'
              : 'products.outcome.addedAlready'
            : outcome === 'changed'
              ? 'products.outcome.removed'
              : 'products.outcome.removedAlready',
        ),
    );
  }, onDone);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, { onError: (error) => showApiError(error, form.setError, ['categoryId']) }),
      )}
    >
      <SelectField
        form={form}
        name="categoryId"
        label={t('products.category')}
        options={categories.map((c) => ({ value: c.id, label: categoryPath(c.path) }))}
      />
      <ErrorNote error={save.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={save.isPending}>{t(change === 'add' ? 'products.add' : 'products.remove')}</SubmitButton>
      </div>
    </form>
  );
}

/** The chosen products added to a category, or removed from one, in a dialog. */
export function CategoryDialog({
  products,
  change,
  onClose,
  onDone,
}: {
  products: AdminProduct[];
  /** Which the dialog does; null while it is closed. */
  change: Change | null;
  onClose: () => void;
  onDone: (done: ProductBulkDone) => void;
}) {
  const t = useTranslations();
  const count = products.length;
  return (
    <BulkDialog
      open={change !== null}
      title={t(change === 'remove' ? 'products.removeTitle' : 'products.addTitle', { count })}
      description={t(change === 'remove' ? 'products.removeLead' : 'products.addLead')}
      onClose={onClose}
      onDone={onDone}
    >
      {(done) => change !== null && <CategoryForm products={products} change={change} onDone={done} />}
    </BulkDialog>
  );
}
