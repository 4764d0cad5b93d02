'use client';

import { useTranslations } from 'next-intl';
import { BadgeButton } from '@/ui/BadgeButton';
import { useCart } from './cart';

interface CartButtonProps {
  className: string;
  withLabel?: boolean;
  /** The count the page was rendered with (features/cart/server.ts cartCount), until the browser has the cart. */
  initialCount: number;
  /** The button's name for that count, written by the server (see BadgeButton). */
  initialLabel: string;
}

/** Opens the cart sidebar: the header's cart icon with its count badge, or the bottom bar's Basket. */
export function CartButton({ className, withLabel = false, initialCount, initialLabel }: CartButtonProps) {
  const t = useTranslations('Cart');
  const count = useCart((state) => (state.known ? (state.cart?.itemsQty ?? 0) : initialCount));
  const open = useCart((state) => state.setOpen);
  return (
    <BadgeButton
      icon="cart"
      count={count}
      label={count === initialCount ? initialLabel : t(withLabel ? 'openBasket' : 'open', { count })}
      text={withLabel ? t('basket') : undefined}
      onClick={() => open(true)}
      className={className}
    />
  );
}
