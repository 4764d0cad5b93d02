import { type AdminProductDetail, defaultLocale } from '@shop/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { productEditorKeys } from '../../queries/product-editor';
import { Card } from '../../ui/Card';
import { CheckboxField, InputField, SubmitButton, TextareaField } from '../../ui/Field';
import { SaveOutcome } from '../../ui/RouteStates';
import { ProductPictures } from '../product/ProductPictures';
import { AttributesSummary, CategoriesField } from './CatalogueFields';
import { type EditorFields, type EditorOutput, everyLocale } from './form-model';
import { PricesFields } from './PricesFields';
import { TextsByLanguage } from './TextsByLanguage';

type Form = UseFormReturn<EditorFields, unknown, EditorOutput>;

/**
 * The editor's parts, each a card: texts per language, the product's numbers and listing, prices,
 * stock, categories, pictures, what is offered with it and its attribute values; one Save for all.
 */
export function ProductForm({
  form,
  product,
  save,
  onSubmit,
}: {
  form: Form;
  product: AdminProductDetail | undefined;
  save: UseMutationResult<AdminProductDetail, Error, EditorOutput>;
  onSubmit: (values: EditorOutput) => void;
}) {
  const t = useTranslations();
  const tracked = form.watch('tracked');
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="editor-form">
      <Card title={t('productEditor.texts')}>
        <TextsByLanguage form={form} />
      </Card>
      <Card title={t('productEditor.identity')}>
        <div className="form-grid">
          {product?.parentId != null && (
            <p className="span-all">
              <Link to="/products/$productId" params={{ productId: String(product.parentId) }}>
                {t('productEditor.masterLink', { sku: product.parentSku ?? '' })}
              </Link>
            </p>
          )}
          <InputField
            form={form}
            name="sku"
            label={t('productEditor.sku')}
            hint={product ? t('productEditor.skuChangeHint') : t('productEditor.skuHint')}
            autoComplete="off"
          />
          <InputField form={form} name="itemnum" label={t('productEditor.itemnum')} autoComplete="off" />
          <InputField form={form} name="ean" label={t('productEditor.ean')} inputMode="numeric" autoComplete="off" />
          <InputField form={form} name="brand" label={t('productEditor.brand')} autoComplete="off" />
          <InputField
            form={form}
            name="taxClass"
            label={t('productEditor.taxClass')}
            hint={t('productEditor.taxClassHint')}
          />
          <CheckboxField form={form} name="listed" label={t('productEditor.listed')} />
          <CheckboxField form={form} name="hidePrices" label={t('productEditor.hidePrices')} />
        </div>
      </Card>
      <Card title={t('productEditor.prices')}>
        <PricesFields form={form} />
      </Card>
      <Card title={t('productEditor.stock')}>
        <div className="form-grid">
          <CheckboxField form={form} name="tracked" label={t('productEditor.tracked')} />
          {tracked && (
            <>
              <InputField form={form} name="warehouse" label={t('productEditor.warehouse')} type="number" min={0} />
              <InputField form={form} name="external" label={t('productEditor.external')} type="number" min={0} />
            </>
          )}
        </div>
      </Card>
      <Card title={t('productEditor.categories')}>
        <CategoriesField form={form} />
      </Card>
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <ProductPictures
            value={field.value}
            onChange={(next) =>
              field.onChange(next.map((picture) => ({ url: picture.url, alt: everyLocale(picture.alt) })))
            }
            productName={form.watch(`texts.name.${defaultLocale}`) || product?.sku || t('productEditor.newTitle')}
          />
        )}
      />
      <Card title={t('productEditor.related')}>
        <div className="form-grid">
          <TextareaField
            form={form}
            name="accessories"
            label={t('productEditor.accessories')}
            hint={t('productEditor.accessoriesHint')}
            rows={2}
          />
          <AttributesSummary form={form} />
        </div>
      </Card>
      <div className="form-footer">
        <SaveOutcome
          form={form}
          save={save}
          reload={product && productEditorKeys.detail(product.id)}
          saved={save.isSuccess && !form.formState.isDirty}
        />
        <SubmitButton pending={save.isPending}>{t('productEditor.save')}</SubmitButton>
      </div>
    </form>
  );
}
