'use client';

import { lazyDialog } from '@/ui/lazy-dialog';
import type { OrderListDialogSheetProps } from './OrderListDialogSheet';
import { useListPicker } from './picker-store';

/** The page's order-list dialog for product cards: its code loads when a card first opens it. */
export const OrderListDialog = lazyDialog<OrderListDialogSheetProps>(
  () => import('./OrderListDialogSheet').then((m) => m.OrderListDialogSheet),
  () => useListPicker((state) => state.product !== null),
);
