'use client';

import { useUiStore } from '@/features/chrome/ui-store';
import { lazyDialog } from '@/ui/lazy-dialog';
import type { LoginModalProps } from './LoginDialog';

export const LoginModal = lazyDialog<LoginModalProps>(
  () => import('./LoginDialog').then((m) => m.LoginDialog),
  () => useUiStore((state) => state.loginModalOpen),
);
