'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/ui/cx';
import { Icon } from '@/ui/Icon';
import { useWishlist, useWishlistItems, type WishlistItem } from './wishlist';

/** The heart that puts a product on the wishlist or takes it off again (a toggle button). */
export function WishlistHeart({ product, className }: { product: Omit<WishlistItem, 'qty'>; className?: string }) {
  const t = useTranslations('Wishlist');
  const items = useWishlistItems();
  const toggle = useWishlist((state) => state.toggle);
  const chosen = items.some((item) => item.id === product.id);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={t('toggle', { product: product.name })}
      onClick={() => toggle(product)}
      className={cx(
        'inline-flex size-10 items-center justify-center rounded-full bg-surface/90 shadow-card hover:text-danger',
        chosen ? 'text-danger' : 'text-ink-muted',
        className,
      )}
    >
      <Icon name="heart" filled={chosen} />
    </button>
  );
}
