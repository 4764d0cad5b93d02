import { paymentMethodCodes, type Seller } from '@shop/contracts';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import type { Translate } from '../../i18n/i18n';
import { currencyOptions, languageOptions } from '../../ui/Field';
import { dotted } from './config-paths';
import type { FormProps } from './draft';
import { SelectInput, SwitchInput, TextInput } from './FormParts';
import { SellerFields } from './SellerFields';
import { type SettingField, settingGroups, settingValue } from './settings-fields';

/** The settings' issues shown at their fields: each field's, by its path or its key (the search popup's at `search`). */
export const settingsPlaced = (path: string) =>
  settingGroups.some(({ fields }) =>
    fields.some(
      (field) =>
        field.kind !== 'expert' &&
        (path === dotted(field.path) || path === field.key || (field.kind === 'seller' && path.startsWith('seller.'))),
    ),
  );

/** A choice's options in words: views, filter places and popups by their message, languages and currencies by name. */
function optionsOf(t: Translate, field: Extract<SettingField, { kind: 'choice' }>) {
  if (field.key === 'defaultLocale') return languageOptions;
  if (field.key === 'defaultCurrency') return currencyOptions;
  return field.options.map((value) => ({
    value,
    label: t(
      `content.settingOptions.${value as 'grid' | 'list' | 'sidebar' | 'top' | 'default' | 'small-list' | 'placed' | 'shipped'}`,
    ),
  }));
}

/** The shop's settings by what they are about, each with what it does; a change is the entry's own value. */
export function SettingsFields({ draft, edit, errors }: FormProps) {
  const t = useTranslations();
  return (
    <>
      <h3>{t('content.branding.settings')}</h3>
      <p className="hint">{t('content.branding.settingsHint')}</p>
      {settingGroups.map(({ group, fields }) => (
        <fieldset key={group} className="form-item settings-group">
          <legend>{t(`content.settingGroups.${group}`)}</legend>
          <div className="form-grid">
            {fields.map((field) => (
              <Setting
                key={field.key}
                t={t}
                field={field}
                value={settingValue(draft.config, field)}
                onChange={(value) => edit(field.path, value)}
                error={errors.get(dotted(field.path)) ?? errors.get(field.key)}
                errorAt={(path) => errors.get(path)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

function Setting({
  t,
  field,
  value,
  onChange,
  error,
  errorAt,
}: {
  t: Translate;
  field: SettingField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** A part's error, by its dotted path (the seller's VAT ID at seller.vatId). */
  errorAt: (path: string) => string | undefined;
}) {
  const label = t(`contentSettings.${field.key}.label`);
  const hint = t(`contentSettings.${field.key}.help`);
  switch (field.kind) {
    case 'switch':
      return <SwitchInput label={label} hint={hint} checked={value === true} onChange={onChange} error={error} />;
    case 'number':
      return (
        <TextInput
          type="number"
          label={label}
          hint={hint}
          value={typeof value === 'number' ? String(value) : ''}
          // Left empty, the shop's default applies again.
          onChange={(text) => onChange(text.trim() === '' ? undefined : Number(text))}
          error={error}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          hint={hint}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text.trim() === '' ? undefined : text)}
          error={error}
        />
      );
    case 'choice':
      return (
        <SelectInput
          label={label}
          hint={hint}
          value={String(value ?? '')}
          options={optionsOf(t, field)}
          onChange={onChange}
          error={error}
        />
      );
    case 'seller':
      return <SellerFields label={label} hint={hint} value={value as Seller} onChange={onChange} errorAt={errorAt} />;
    case 'methods':
      return <PaymentMethods t={t} label={label} hint={hint} value={value} onChange={onChange} error={error} />;
    default:
      return (
        <div className="field">
          <span className="field-label">{label}</span>
          <p className="hint">
            {hint} {t('content.branding.expertOnly')}
          </p>
        </div>
      );
  }
}

/** The payment methods offered to those without their own: a checkbox each, in a group. */
function PaymentMethods({
  t,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  t: Translate;
  label: string;
  hint: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}) {
  const id = useId();
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <fieldset className="field methods" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="field-label">{label}</legend>
      {paymentMethodCodes.map((method) => (
        <label key={method} className="check-field">
          <input
            type="checkbox"
            checked={chosen.includes(method)}
            onChange={(event) =>
              onChange(paymentMethodCodes.filter((m) => (m === method ? event.target.checked : chosen.includes(m))))
            }
          />
          {t(`method.${method}`)}
        </label>
      ))}
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
