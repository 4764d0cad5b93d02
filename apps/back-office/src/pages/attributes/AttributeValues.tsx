import { type AttributeOptionAdmin, siteConfig } from '@shop/contracts';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { Field, Hidden } from '../../ui/Field';
import { focusFirst } from '../../ui/focus';
import type { AttributeFields } from './attribute-form';
import { RemoveValueDialog } from './RemoveValueDialog';

type Language = (typeof siteConfig.locales)[number];

const buttonId = (index: number, what: 'earlier' | 'later' | 'remove') => `attribute-value-${index}-${what}`;

/**
 * An attribute's values in their order, each named in the tab's language: moved earlier or later
 * by buttons (the focus follows the value), added at the end, removed after a question that, for a
 * value products have, asks what they get instead. The names in other languages are in their tabs.
 */
export function AttributeValues({
  form,
  language,
  used,
  colours,
}: {
  form: UseFormReturn<AttributeFields, unknown, unknown>;
  language: Language;
  /** The values as saved, with how many products have each. */
  used: readonly AttributeOptionAdmin[];
  colours: boolean;
}) {
  const t = useTranslations();
  const values = useFieldArray({ control: form.control, name: 'attribute.options', keyName: 'key' });
  const current = useWatch({ control: form.control, name: 'attribute.options' }) ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  const errors = form.formState.errors.attribute?.options;
  const nameOf = (index: number) => {
    const option = current[index];
    return (
      option?.label?.[siteConfig.defaultLocale as keyof typeof option.label] ||
      option?.value ||
      t('attributes.newValue', { number: index + 1 })
    );
  };
  const productsOf = (value: string | undefined) => used.find((o) => o.value === value)?.products ?? 0;
  const move = (index: number, by: -1 | 1) => {
    values.move(index, index + by);
    focusFirst([
      buttonId(index + by, by === -1 ? 'earlier' : 'later'),
      buttonId(index + by, by === -1 ? 'later' : 'earlier'),
    ]);
  };
  const remove = (index: number, replaceWith: string | null) => {
    const { value } = current[index] ?? {};
    if (value && productsOf(value) > 0)
      form.setValue('attribute.removed', [...(form.getValues('attribute.removed') ?? []), { value, replaceWith }]);
    values.remove(index);
    setRemoving(null);
    focusFirst([buttonId(index, 'remove'), buttonId(index - 1, 'remove'), 'attribute-value-add']);
  };
  return (
    <section aria-labelledby={`values-${language.code}`}>
      <h3 id={`values-${language.code}`}>{t('attributes.values')}</h3>
      <p className="hint">{t('attributes.valuesLead')}</p>
      {values.fields.length === 0 && <p className="muted">{t('attributes.noValues')}</p>}
      <ol className="form-list">
        {values.fields.map((field, index) => {
          const name = nameOf(index);
          const error = errors?.[index];
          return (
            <li key={field.key} className="form-item attribute-value">
              <Field
                label={t('attributes.valueName', { value: name, language: language.label })}
                error={(error?.label as Record<string, { message?: string }> | undefined)?.[language.code]?.message}
              >
                {(control) => (
                  <input
                    {...control}
                    lang={language.code}
                    {...form.register(
                      `attribute.options.${index}.label.${language.code}` as 'attribute.options.0.label',
                      {
                        setValueAs: (v) => (v === '' ? undefined : v),
                      },
                    )}
                  />
                )}
              </Field>
              {colours && (
                <Field label={t('attributes.colour', { value: name })} error={error?.colour?.message}>
                  {(control) => (
                    <input {...control} type="color" {...form.register(`attribute.options.${index}.colour`)} />
                  )}
                </Field>
              )}
              <p className="muted">
                {field.value ?? t('attributes.newValue', { number: index + 1 })} ·{' '}
                {t('attributes.usedBy', { count: productsOf(field.value) })}
              </p>
              <div className="button-row">
                <button
                  id={buttonId(index, 'earlier')}
                  type="button"
                  className="button small"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t('attributes.earlier')}
                  <Hidden> ({name})</Hidden>
                </button>
                <button
                  id={buttonId(index, 'later')}
                  type="button"
                  className="button small"
                  disabled={index === values.fields.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t('attributes.later')}
                  <Hidden> ({name})</Hidden>
                </button>
                <button
                  id={buttonId(index, 'remove')}
                  type="button"
                  className="button small danger"
                  onClick={() => setRemoving(index)}
                >
                  {t('attributes.remove')}
                  <Hidden> ({name})</Hidden>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        id="attribute-value-add"
        type="button"
        className="button"
        onClick={() => values.append({ label: {}, colour: colours ? '#000000' : null })}
      >
        {t('attributes.addValue')}
      </button>
      {removing !== null && (
        <RemoveValueDialog
          name={nameOf(removing)}
          products={productsOf(current[removing]?.value)}
          // A saved value: the products can only be given one the shop has already.
          others={current.flatMap((option, i) =>
            i !== removing && used.some((o) => o.value === option.value)
              ? [{ value: option.value!, label: nameOf(i) }]
              : [],
          )}
          onConfirm={(replaceWith) => remove(removing, replaceWith)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
