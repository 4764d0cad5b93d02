'use client';

import { type ReactNode, useEffect } from 'react';
import { type AnalyticsItem, track } from './data-layer';

interface ItemListProps {
  list: { id: string; name: string };
  /** The listed products in their order, each element of the list marked `data-list-index`. */
  items: AnalyticsItem[];
  children: ReactNode;
}

/**
 * A list of products shown (view_item_list) and the one a shopper opens from it (select_item):
 * a click anywhere in a product's element of the list, its picture, name or button, selects it.
 */
export function ItemList({ list, items, children }: ItemListProps) {
  const listed = JSON.stringify({ list, items });
  useEffect(() => {
    const shown = JSON.parse(listed) as Pick<ItemListProps, 'list' | 'items'>;
    track('view_item_list', { item_list_id: shown.list.id, item_list_name: shown.list.name, items: shown.items });
  }, [listed]);
  const select = (target: EventTarget) => {
    if (!(target instanceof Element) || !target.closest('a')) return;
    const index = Number(target.closest('[data-list-index]')?.getAttribute('data-list-index'));
    const item = items[index];
    if (item) track('select_item', { item_list_id: list.id, item_list_name: list.name, items: [item] });
  };
  return <div onClickCapture={(event) => select(event.target)}>{children}</div>;
}
