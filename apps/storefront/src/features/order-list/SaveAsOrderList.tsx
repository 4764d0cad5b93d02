'use client';

import type { ItemRow } from '@shop/contracts';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { ListNameForm } from './ListNameForm';
import { markMade } from './made-list';

interface SaveAsOrderListProps {
  /** The rows the new list starts with (the cart's lines, quick-order rows); none for an empty list. */
  items: () => ItemRow[];
  submitLabel: string;
  /** The company's list from the start (an administrator's choice). */
  shared?: boolean;
}

/** A new order list by name, empty or with rows; opens it once made, the focus on its heading. */
export function SaveAsOrderList({ items, submitLabel, shared = false }: SaveAsOrderListProps) {
  const router = useRouter();
  return (
    <ListNameForm
      submitLabel={submitLabel}
      onSave={async (name) => {
        const { list } = await browserApi.createOrderList({ query: {}, body: { name, items: items(), shared } });
        markMade(list.id);
        router.push(paths.orderLists(list.id));
      }}
    />
  );
}
