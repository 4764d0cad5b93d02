import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { ConfirmDialog } from '../../ui/Confirm';

/**
 * The question before a value leaves the form: a value no product has goes at the next save; one
 * products have asks what they get instead, another value or none, which the save carries out.
 */
export function RemoveValueDialog({
  name,
  products,
  others,
  onConfirm,
  onCancel,
}: {
  name: string;
  products: number;
  others: ReadonlyArray<{ value: string; label: string }>;
  onConfirm: (replaceWith: string | null) => void;
  onCancel: () => void;
}) {
  const t = useTranslations();
  const id = useId();
  const [replaceWith, setReplaceWith] = useState('');
  return (
    <ConfirmDialog
      open
      title={t('attributes.removeTitle', { value: name })}
      description={products > 0 ? t('attributes.removeUsed', { count: products }) : t('attributes.removeUnused')}
      confirm={t('attributes.remove')}
      pending={false}
      onConfirm={() => onConfirm(replaceWith === '' ? null : replaceWith)}
      onCancel={onCancel}
    >
      {products > 0 && (
        <div className="field">
          <label htmlFor={id}>{t('attributes.replaceWith')}</label>
          <select id={id} value={replaceWith} onChange={(event) => setReplaceWith(event.target.value)}>
            <option value="">{t('attributes.dropValue')}</option>
            {others.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </ConfirmDialog>
  );
}
