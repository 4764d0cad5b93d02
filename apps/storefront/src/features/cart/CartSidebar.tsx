'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useNotifications } from '@/features/notifications/notifications';
import { lazyDialog } from '@/ui/lazy-dialog';
import type { CartSheetProps } from './CartSheet';
import { type CartContext, useCart } from './cart';

const CartSheet = lazyDialog<CartSheetProps>(
  () => import('./CartSheet').then((m) => m.CartSheet),
  () => useCart((state) => state.open),
);

interface CartSidebarProps extends CartSheetProps {
  context: CartContext;
}

/**
 * The cart sidebar. It loads the shopper's cart once the page is up (the server renders only its
 * count), again whenever their login, language or currency changes; the sheet itself loads when
 * the cart is first opened.
 */
export function CartSidebar({ context, ...sheet }: CartSidebarProps) {
  const t = useTranslations('Cart');
  const notify = useNotifications((state) => state.notify);
  const sync = useCart((state) => state.sync);
  const { locale, currency, loggedIn, activeCart } = context;
  useEffect(() => {
    sync({ locale, currency, loggedIn, activeCart }).catch((error: unknown) => {
      console.error('the cart could not be loaded', error);
      notify({ kind: 'danger', message: t('errors.loadFailed'), persistent: true });
    });
  }, [sync, notify, t, locale, currency, loggedIn, activeCart]);
  return <CartSheet {...sheet} />;
}
