'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { BadgeButton } from '@/ui/BadgeButton';
import { useWishlistItems } from './wishlist';

interface WishlistButtonProps {
  className: string;
  withLabel?: boolean;
  /** The button's name for an empty wishlist, written by the server (see BadgeButton): the browser
   * reads the wishlist only after hydration. */
  emptyLabel: string;
}

/** Opens the wishlist sidebar: the header's icon with its count badge, or the bottom bar's entry. */
export function WishlistButton({ className, withLabel = false, emptyLabel }: WishlistButtonProps) {
  const t = useTranslations('Wishlist');
  const count = useWishlistItems().length;
  const open = useUiStore((state) => state.setWishlistOpen);
  return (
    <BadgeButton
      icon="heart"
      count={count}
      label={count === 0 ? emptyLabel : t('open', { count })}
      text={withLabel ? t('title') : undefined}
      onClick={() => open(true)}
      className={className}
    />
  );
}
