'use client';

import { useUiStore } from '@/features/chrome/ui-store';
import { lazyDialog } from '@/ui/lazy-dialog';
import type { MenuNode } from './menu';

export const MobileMenu = lazyDialog<{ nodes: MenuNode[] }>(
  () => import('./MobileMenuDialog').then((m) => m.MobileMenuDialog),
  () => useUiStore((state) => state.mobileMenuOpen),
);
