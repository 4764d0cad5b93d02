'use client';

import { useUiStore } from '@/features/chrome/ui-store';
import { lazyDialog } from '@/ui/lazy-dialog';

export const WishlistSidebar = lazyDialog(
  () => import('./WishlistSheet').then((m) => m.WishlistSheet),
  () => useUiStore((state) => state.wishlistOpen),
);
