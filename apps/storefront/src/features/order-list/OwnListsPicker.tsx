'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/browser-api';
import { OrderListPicker, type PickerLabels } from './OrderListPicker';

/** The order-list picker with the customer's own lists, read once the page is up. */
export function OwnListsPicker({ sku, listsHref, labels }: { sku: string; listsHref: string; labels: PickerLabels }) {
  const [lists, setLists] = useState<Array<{ id: number; name: string }> | null>(null);
  useEffect(() => {
    let current = true;
    browserApi
      .getOrderLists()
      .then(({ data }) => current && setLists(data.map((list) => ({ id: list.id, name: list.name }))))
      .catch(() => current && setLists([]));
    return () => {
      current = false;
    };
  }, []);
  // Shown once the lists are in, so that the picker starts on the first of them.
  return lists && <OrderListPicker sku={sku} lists={lists} listsHref={listsHref} labels={labels} />;
}
