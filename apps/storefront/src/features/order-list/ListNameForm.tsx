'use client';

import { ShopApiError } from '@shop/client';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';

interface ListNameFormProps {
  defaultName?: string;
  submitLabel: string;
  /** Saves the list under the name; a refusal is shown at the field. */
  onSave: (name: string) => Promise<void>;
}

/** An order list's name and the button that saves it: a new list, or the list renamed. */
export function ListNameForm({ defaultName = '', submitLabel, onSave }: ListNameFormProps) {
  const t = useTranslations('OrderLists');
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') return setError(t('nameRequired'));
    setBusy(true);
    setError(undefined);
    try {
      await onSave(name);
    } catch (failure) {
      setError(failure instanceof ShopApiError && failure.status === 409 ? t('nameTaken') : t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <Field
          label={t('listName')}
          value={name}
          maxLength={100}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className={buttonClass('secondary')} aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
