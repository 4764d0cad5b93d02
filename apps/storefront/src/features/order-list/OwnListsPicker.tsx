'use client';

import { OrderListPicker, type PickerLabels } from './OrderListPicker';
import { useOwnLists } from './use-own-lists';

/** The order-list picker with the customer's own lists, read once the page is up. */
export function OwnListsPicker({ sku, listsHref, labels }: { sku: string; listsHref: string; labels: PickerLabels }) {
  const lists = useOwnLists(sku);
  // Shown once the lists are in, so that the picker starts on the first of them.
  return lists && <OrderListPicker sku={sku} lists={lists} listsHref={listsHref} labels={labels} />;
}
