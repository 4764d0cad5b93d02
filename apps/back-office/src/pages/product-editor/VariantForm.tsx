import type { AdminProductDetail, VariantEdit, VariantRow } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { amountInputs } from '../../i18n/amounts';
import { useLanguage } from '../../i18n/i18n';
import { adminProductQuery } from '../../queries/product-editor';
import { productKeys } from '../../queries/products';
import { amountHint, currencyName } from '../../ui/amount-forms';
import { Field, InputField, SubmitButton } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { uploadPicture } from '../product/product-pictures-upload';
import {
  type VariantFields,
  variantCurrency,
  variantFieldNames,
  variantFields,
  variantResolver,
} from './variant-model';

type Form = UseFormReturn<VariantFields, unknown, VariantEdit>;

/** The variant's picture: none, one of its master's, its own, or one uploaded now. */
function PictureChoice({ form, master, name }: { form: Form; master: AdminProductDetail; name: string }) {
  const t = useTranslations();
  const uploadId = useId();
  const chosen = form.watch('image');
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [state, setState] = useState<{ share: number } | { error: unknown } | null>(null);
  const known = master.images.map((image) => image.url);
  const own = [...new Set([chosen, ...uploaded])].filter((url) => url && !known.includes(url));
  const send = (file: File) => {
    setState({ share: 0 });
    uploadPicture(file, (share) => setState({ share }))
      .then((picture) => {
        setUploaded((all) => [...all, picture.url]);
        form.setValue('image', picture.url, { shouldDirty: true });
        setState(null);
      })
      .catch((error: unknown) => setState({ error }));
  };
  return (
    <div className="variant-picture">
      {/* Controlled: a picture uploaded now is chosen once its choice is there. */}
      <Field label={t('variants.picture')} error={form.formState.errors.image?.message}>
        {(control) => (
          <select
            {...control}
            value={chosen}
            onChange={(event) => form.setValue('image', event.target.value, { shouldDirty: true })}
          >
            <option value="">{t('variants.noPicture')}</option>
            {known.map((url, i) => (
              <option key={url} value={url}>
                {t('variants.pictureOf', { n: i + 1 })}
              </option>
            ))}
            {own.map((url) => (
              <option key={url} value={url}>
                {t('variants.ownPicture')}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosen && <img src={`${chosen}?w=64&h=64`} alt="" width={64} height={64} className="thumbnail" />}
      <div className="field">
        <label htmlFor={uploadId}>{t('variants.upload', { name })}</label>
        <input
          id={uploadId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
            event.target.value = '';
          }}
        />
        {state && 'share' in state && (
          <progress max={1} value={state.share} aria-label={t('variants.uploading', { name })} />
        )}
        {state && 'error' in state && <ErrorNote error={state.error} />}
      </div>
    </div>
  );
}

/**
 * A variant's row as a form: its SKU, a value for each of its master's options, its regular price
 * (typed in the member's way), stock and picture. A new one is added to the master, a known one
 * saved at the version it was read; either answers the master as it is now.
 */
export function VariantForm({
  master,
  row,
  options,
  labelOf,
  onSaved,
  onCancel,
}: {
  master: AdminProductDetail;
  row?: VariantRow;
  options: string[];
  labelOf: (code: string) => string;
  onSaved: (sku: string) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const message = useFieldMessage();
  const input = useMemo(() => amountInputs(locale)(variantCurrency), [locale]);
  const resolver = useMemo(() => variantResolver(input, t), [input, t]);
  const form = useForm<VariantFields, unknown, VariantEdit>({
    resolver,
    defaultValues: variantFields(row, options, input),
  });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: VariantEdit) =>
      row
        ? api.saveVariant({ params: { id: master.id, variantId: row.id }, body: { ...body, version: row.version } })
        : api.createVariant({ params: { id: master.id }, body }),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(adminProductQuery(master.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      if (!row) form.reset(variantFields(undefined, options, input));
      onSaved(body.sku);
    },
  });
  const submit = (values: VariantEdit) =>
    save.mutate(values, { onError: (error) => showApiError(error, form.setError, variantFieldNames) });
  const name = row ? t('variants.editTitle', { sku: row.sku }) : t('variants.addTitle');
  // Refused for naming no option at all (a master's first variant names them).
  const refusedAt = form.formState.errors.options?.message;
  const optionsRefused = typeof refusedAt === 'string' ? refusedAt : undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={name} className="variant-form">
      <div className="form-grid">
        <InputField form={form} name="sku" label={t('variants.sku')} autoComplete="off" />
        {options.map((code) => (
          <InputField key={code} form={form} name={`options.${code}`} label={labelOf(code)} autoComplete="off" />
        ))}
        {optionsRefused && <p className="field-error span-all">{message(optionsRefused)}</p>}
        <InputField
          form={form}
          name="regular"
          label={t('variants.regular', { currency: currencyName(t, variantCurrency) })}
          hint={amountHint(t, input, variantCurrency, true)}
          inputMode="decimal"
        />
        <InputField
          form={form}
          name="stock"
          label={t('variants.stock')}
          hint={t('variants.stockHint')}
          inputMode="numeric"
        />
        <PictureChoice form={form} master={master} name={row?.sku ?? t('variants.addTitle')} />
      </div>
      {form.formState.errors.root?.server && <ErrorNote error={save.error} />}
      <div className="form-footer">
        <SubmitButton pending={save.isPending}>{row ? t('variants.save') : t('variants.add')}</SubmitButton>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('variants.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
