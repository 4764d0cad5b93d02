import { type AdminProductDetail, defaultLocale } from '@shop/contracts';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { amountInputs } from '../i18n/amounts';
import { useLanguage } from '../i18n/i18n';
import { adminProductQuery, productEditorKeys } from '../queries/product-editor';
import { productKeys } from '../queries/products';
import { rowIdOf } from '../route-data';
import { ConfirmDialog } from '../ui/Confirm';
import { showApiError } from '../ui/forms';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { DuplicateDialog } from './product-editor/DuplicateDialog';
import {
  type EditorFields,
  type EditorOutput,
  editorFields,
  editorResolver,
  fieldsOf,
  formPath,
} from './product-editor/form-model';
import { ProductForm } from './product-editor/ProductForm';
import { VariantsCard } from './product-editor/VariantsCard';

const route = getRouteApi('/app/products/$productId');

type Save = UseMutationResult<AdminProductDetail, Error, EditorOutput>;

/** A new product: saved, it opens in the editor. */
export function NewProductPage() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save: Save = useMutation({
    mutationFn: ({ sku, ...edit }: EditorOutput) => api.createProduct({ body: { ...edit, sku } }),
    onSuccess: (created) => {
      queryClient.setQueryData(adminProductQuery(created.id).queryKey, created);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void navigate({ to: '/products/$productId', params: { productId: String(created.id) } });
    },
  });
  return (
    <>
      <PageHeader title={t('productEditor.newTitle')} lead={t('productEditor.newLead')} />
      <EditorForm product={undefined} save={save} />
    </>
  );
}

/** A product's page: every part of it saved at once, a link to it in the shop, copy and delete. */
export function ProductEditorPage() {
  const t = useTranslations();
  const id = rowIdOf(route.useParams().productId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const product = useQuery(adminProductQuery(id));
  const [copying, setCopying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save: Save = useMutation({
    mutationFn: (edit: EditorOutput) =>
      api.saveProduct({ params: { id }, body: { ...edit, version: product.data!.version } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminProductQuery(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.deleteProduct({ params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productEditorKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void navigate({ to: '/products' });
    },
  });
  if (product.isPending) return <Loading />;
  if (product.isError) return <ErrorNote error={product.error} onReload={() => void product.refetch()} />;
  const shown = product.data;
  const name = shown.texts.name[defaultLocale] ?? shown.sku;
  return (
    <>
      <PageHeader title={name} lead={t('productEditor.lead', { sku: shown.sku })}>
        <a href={shown.shopUrl} target="_blank" rel="noreferrer" className="button">
          {t('productEditor.inShop')}
        </a>
        <button type="button" className="button small" onClick={() => setCopying(true)}>
          {t('productEditor.duplicate')}
        </button>
        <button type="button" className="button danger" onClick={() => setDeleting(true)}>
          {t('productEditor.delete')}
        </button>
      </PageHeader>
      <p>
        <Link to="/products">{t('productEditor.backToProducts')}</Link>
      </p>
      {/* A new version (saved, or loaded after a conflict) starts the form again from it. */}
      <EditorForm key={shown.version} product={shown} save={save} />
      {/* A variant's variants are its master's: only a master (or a product to become one) has them. */}
      {shown.parentSku === null && <VariantsCard product={shown} />}
      <DuplicateDialog product={shown} open={copying} onClose={() => setCopying(false)} />
      <ConfirmDialog
        open={deleting}
        title={t('productEditor.deleteTitle', { name })}
        description={t('productEditor.deleteText')}
        confirm={t('productEditor.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setDeleting(false);
        }}
      />
    </>
  );
}

function EditorForm({ product, save }: { product: AdminProductDetail | undefined; save: Save }) {
  const { locale } = useLanguage();
  const inputOf = useMemo(() => amountInputs(locale), [locale]);
  const t = useTranslations();
  const resolver = useMemo(() => editorResolver(inputOf, t), [inputOf, t]);
  const form = useForm<EditorFields, unknown, EditorOutput>({ resolver, defaultValues: fieldsOf(product, inputOf) });
  const submit = (values: EditorOutput) =>
    save.mutate(values, {
      onError: (error) => showApiError(error, form.setError, editorFields, formPath),
    });
  return <ProductForm form={form} product={product} save={save} onSubmit={submit} />;
}
