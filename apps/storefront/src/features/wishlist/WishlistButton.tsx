'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { BadgeButton } from '@/ui/BadgeButton';
import { useWishlistItems } from './wishlist';

/** Opens the wishlist sidebar: the header's icon with its count badge, or the bottom bar's entry. */
export function WishlistButton({ className, withLabel = false }: { className: string; withLabel?: boolean }) {
  const t = useTranslations('Wishlist');
  const count = useWishlistItems().length;
  const open = useUiStore((state) => state.setWishlistOpen);
  return (
    <BadgeButton
      icon="heart"
      count={count}
      label={t('open', { count })}
      text={withLabel ? t('title') : undefined}
      onClick={() => open(true)}
      className={className}
    />
  );
}
