'use client';

import { Modal } from '@/ui/Modal';
import { OrderListPicker, type PickerLabels } from './OrderListPicker';
import { useListPicker } from './picker-store';
import { useOwnLists } from './use-own-lists';

export interface OrderListDialogSheetProps {
  labels: PickerLabels & { close: string };
  listsHref: string;
}

/** Puts the product a card chose on one of the customer's order lists (read when it opens). */
export function OrderListDialogSheet({ labels, listsHref }: OrderListDialogSheetProps) {
  const product = useListPicker((state) => state.product);
  const pick = useListPicker((state) => state.pick);
  const lists = useOwnLists(product);
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => !open && pick(null)}
      title={labels.heading}
      closeLabel={labels.close}
      kind="form"
      className="max-w-md"
    >
      {product && (
        <div className="space-y-3">
          <p className="text-sm font-semibold">{product.name}</p>
          {lists && (
            <OrderListPicker
              key={product.sku}
              sku={product.sku}
              lists={lists}
              listsHref={listsHref}
              labels={labels}
              bare
            />
          )}
        </div>
      )}
    </Modal>
  );
}
