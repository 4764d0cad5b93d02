import { defaultLocale } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { categoryChoicesQuery } from '../../queries/product-editor';
import { Field } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import type { EditorFields, EditorOutput } from './form-model';

type Form = UseFormReturn<EditorFields, unknown, EditorOutput>;

/** The product's categories in order, the first the primary one (its breadcrumbs), and one to add. */
export function CategoriesField({ form }: { form: Form }) {
  const t = useTranslations();
  const message = useFieldMessage();
  const choices = useQuery(categoryChoicesQuery);
  const chosen = useFieldArray({ control: form.control, name: 'categories', keyName: 'key' });
  const [adding, setAdding] = useState('');
  const refused = form.getFieldState('categories').error?.message;
  const offered = (choices.data ?? []).filter((c) => !chosen.fields.some((f) => f.id === c.id));
  return (
    <div className="span-all">
      {chosen.fields.length === 0 ? (
        <p>{t('productEditor.noCategories')}</p>
      ) : (
        <ol className="plain-list">
          {chosen.fields.map((category, i) => (
            <li key={category.key}>
              <span>{category.path}</span>{' '}
              {i === 0 ? (
                <strong>{t('productEditor.primary')}</strong>
              ) : (
                <button type="button" className="button small" onClick={() => chosen.move(i, 0)}>
                  {t('productEditor.makePrimary', { category: category.path })}
                </button>
              )}{' '}
              <button type="button" className="button small" onClick={() => chosen.remove(i)}>
                {t('productEditor.removeCategory', { category: category.path })}
              </button>
            </li>
          ))}
        </ol>
      )}
      {refused && <p className="field-error">{message(refused)}</p>}
      <Field label={t('productEditor.addCategory')}>
        {(control) => (
          <select
            {...control}
            value={adding}
            onChange={(event) => {
              const picked = offered.find((c) => String(c.id) === event.target.value);
              if (picked) chosen.append(picked);
              setAdding('');
            }}
          >
            <option value="">{t('productEditor.chooseCategory')}</option>
            {offered.map((c) => (
              <option key={c.id} value={c.id}>
                {c.path}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** The product's attribute values (brand aside) as the catalogue has them; the attributes' editor changes them. */
export function AttributesSummary({ form }: { form: Form }) {
  const t = useTranslations();
  const attributes = Object.entries(form.getValues('attributes'));
  if (attributes.length === 0) return <p className="span-all">{t('productEditor.noAttributes')}</p>;
  return (
    <dl className="span-all facts">
      {attributes.map(([code, values]) => (
        <div key={code}>
          <dt>{code}</dt>
          <dd>{values.map((value) => value[defaultLocale] ?? '').join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
