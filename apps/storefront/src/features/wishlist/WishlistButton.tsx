'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Icon } from '@/ui/Icon';
import { useWishlistItems } from './wishlist';

/** Opens the wishlist sidebar: the header's icon with its count badge, or the bottom bar's entry. */
export function WishlistButton({ className, withLabel = false }: { className: string; withLabel?: boolean }) {
  const t = useTranslations('Wishlist');
  const count = useWishlistItems().length;
  const open = useUiStore((state) => state.setWishlistOpen);
  return (
    <button
      type="button"
      onClick={() => open(true)}
      aria-label={withLabel ? undefined : t('open', { count })}
      className={className}
    >
      <span className="relative">
        <Icon name="heart" className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-2 -top-1.5 min-w-5 rounded-full bg-brand px-1 text-center text-[0.6875rem] font-semibold leading-5 text-white"
          >
            {count}
          </span>
        )}
      </span>
      {withLabel && (
        <>
          <span aria-hidden="true">{t('title')}</span>
          <span className="sr-only">{t('open', { count })}</span>
        </>
      )}
    </button>
  );
}
