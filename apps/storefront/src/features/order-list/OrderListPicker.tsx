'use client';

import { ShopApiError } from '@shop/client';
import { type FormEvent, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field, SelectField } from '@/ui/Field';

export type PickerLabels = Record<
  'heading' | 'list' | 'newList' | 'listName' | 'add' | 'added' | 'failed' | 'nameRequired' | 'nameTaken' | 'open',
  string
>;

interface OrderListPickerProps {
  sku: string;
  lists: Array<{ id: number; name: string }>;
  listsHref: string;
  labels: PickerLabels;
  /** In a dialog, which has the heading: the form alone, not folded away. */
  bare?: boolean;
}

const NEW = 'new';

/** Puts one product (quantity 1) on an order list of the customer's, or on a new one. */
export function OrderListPicker({ sku, lists, listsHref, labels, bare = false }: OrderListPickerProps) {
  const [choice, setChoice] = useState(lists[0] ? String(lists[0].id) : NEW);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const items = [{ number: sku, quantity: 1 }];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (choice === NEW && name.trim() === '') return setMessage({ ok: false, text: labels.nameRequired });
    setBusy(true);
    try {
      if (choice === NEW) await browserApi.createOrderList({ query: {}, body: { name, items } });
      else await browserApi.addToOrderList({ params: { listId: Number(choice) }, query: {}, body: { items } });
      setMessage({ ok: true, text: labels.added });
    } catch (error) {
      const taken = error instanceof ShopApiError && error.status === 409;
      setMessage({ ok: false, text: taken ? labels.nameTaken : labels.failed });
    } finally {
      setBusy(false);
    }
  };
  const form = (
    <>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <SelectField
            label={labels.list}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            options={[
              ...lists.map((list) => ({ value: String(list.id), label: list.name })),
              { value: NEW, label: labels.newList },
            ]}
          />
        </div>
        {choice === NEW && (
          <div className="min-w-48 flex-1">
            <Field
              label={labels.listName}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </div>
        )}
        <button type="submit" className={buttonClass('secondary')} aria-disabled={busy || undefined}>
          {labels.add}
        </button>
      </form>
      <p role="status" className={message?.ok ? 'mt-2 text-success' : 'mt-2 text-danger'}>
        {message?.text}{' '}
        {message?.ok && (
          <Link href={listsHref} className="text-brand underline">
            {labels.open}
          </Link>
        )}
      </p>
    </>
  );
  if (bare) return form;
  return (
    <details className="rounded-md border border-line p-3 text-sm">
      <summary className="cursor-pointer font-semibold">{labels.heading}</summary>
      {form}
    </details>
  );
}
