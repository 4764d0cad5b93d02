'use client';

import { ShopApiError } from '@shop/client';
import type { ItemRow } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';

interface SaveAsOrderListProps {
  /** The rows the new list starts with (the cart's lines, quick-order rows); none for an empty list. */
  items: () => ItemRow[];
  submitLabel: string;
}

/** A new order list by name, empty or with rows; opens it once made. */
export function SaveAsOrderList({ items, submitLabel }: SaveAsOrderListProps) {
  const t = useTranslations('OrderLists');
  const router = useRouter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') return setError(t('nameRequired'));
    setBusy(true);
    setError(undefined);
    try {
      const { list } = await browserApi.createOrderList({ query: {}, body: { name, items: items() } });
      router.push(paths.orderLists(list.id));
    } catch (failure) {
      setError(failure instanceof ShopApiError && failure.status === 409 ? t('nameTaken') : t('saveFailed'));
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
