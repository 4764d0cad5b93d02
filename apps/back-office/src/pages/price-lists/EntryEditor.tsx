import { useId } from 'react';
import { type FieldError, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Hidden } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import type { EntryFields } from './forms';

// The row being edited is one form: its element is in the actions cell, and the fields in the
// price and tier cells belong to it by the `form` attribute (a form cannot hold table cells).

/** A typed control of the row's form, named, tied to its error. */
function RowInput({
  formId,
  name,
  label,
  error,
  numeric = false,
}: {
  formId: string;
  name: `price` | `tiers.${number}.minQty` | `tiers.${number}.price`;
  label: string;
  error: FieldError | undefined;
  numeric?: boolean;
}) {
  const { register } = useFormContext<EntryFields>();
  const fieldMessage = useFieldMessage();
  const errorId = `${useId()}-error`;
  return (
    <span className="row-input">
      <input
        form={formId}
        aria-label={label}
        autoComplete="off"
        inputMode={numeric ? 'numeric' : 'decimal'}
        className={numeric ? 'quantity-input' : 'amount-input'}
        {...(error && { 'aria-invalid': true, 'aria-describedby': errorId })}
        {...register(name)}
      />
      {error && (
        <span id={errorId} className="field-error">
          {fieldMessage(error.message ?? '')}
        </span>
      )}
    </span>
  );
}

/** A product's quantity prices as the row shows them, out of editing. */
export function TierList({ tiers, currency }: { tiers: { minQty: number; price: number }[]; currency: string }) {
  const t = useTranslations();
  const format = useFormat();
  if (tiers.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="plain">
      {tiers.map((tier) => (
        <li key={tier.minQty}>
          {t('priceList.tier', { quantity: format.number(tier.minQty), price: format.money(tier.price, currency) })}
        </li>
      ))}
    </ul>
  );
}

export function PriceEditor({ formId, sku }: { formId: string; sku: string }) {
  const t = useTranslations();
  const { formState } = useFormContext<EntryFields>();
  return (
    <RowInput formId={formId} name="price" label={t('priceList.priceOf', { sku })} error={formState.errors.price} />
  );
}

/** The tiers of the row: from a quantity on, a unit price; added and removed in place. */
export function TiersEditor({ formId, sku }: { formId: string; sku: string }) {
  const t = useTranslations();
  const { control, formState } = useFormContext<EntryFields>();
  const tiers = useFieldArray({ control, name: 'tiers' });
  return (
    <div className="tier-editor">
      {tiers.fields.map((field, index) => {
        const n = index + 1;
        const errors = formState.errors.tiers?.[index];
        return (
          <div key={field.id} className="tier-row">
            <span aria-hidden="true">{t('priceList.fromQty')}</span>
            <RowInput
              formId={formId}
              name={`tiers.${index}.minQty`}
              label={t('priceList.tierQty', { tier: n, sku })}
              error={errors?.minQty}
              numeric
            />
            <RowInput
              formId={formId}
              name={`tiers.${index}.price`}
              label={t('priceList.tierPrice', { tier: n, sku })}
              error={errors?.price}
            />
            <button type="button" className="button small ghost" onClick={() => tiers.remove(index)}>
              {t('common.remove')}
              <Hidden> {t('priceList.tierN', { tier: n })}</Hidden>
            </button>
          </div>
        );
      })}
      <button type="button" className="button small" onClick={() => tiers.append({ minQty: '', price: '' })}>
        {t('priceList.addTier')}
      </button>
    </div>
  );
}

/** The row's form: save and cancel, and what the API refused that no field shows. */
export function EditorButtons({
  formId,
  sku,
  pending,
  onSubmit,
  onCancel,
}: {
  formId: string;
  sku: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations();
  return (
    <form
      id={formId}
      noValidate
      className="row-actions entry-actions"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <button type="submit" className="button small primary" disabled={pending}>
        {t('common.save')}
        <Hidden> {sku}</Hidden>
      </button>
      <button type="button" className="button small" onClick={onCancel}>
        {t('common.cancel')}
        <Hidden> {sku}</Hidden>
      </button>
    </form>
  );
}
