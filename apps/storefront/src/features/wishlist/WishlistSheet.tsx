'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { ProductThumbnail } from '@/ui/ProductThumbnail';
import { Sheet } from '@/ui/Sheet';
import { useWishlist, useWishlistItems } from './wishlist';

/** The wishlist sidebar (loaded when first opened, see WishlistSidebar): total items, each with View Details and Remove, and Start shopping. */
export function WishlistSheet() {
  const t = useTranslations('Wishlist');
  const open = useUiStore((state) => state.wishlistOpen);
  const setOpen = useUiStore((state) => state.setWishlistOpen);
  const items = useWishlistItems();
  const remove = useWishlist((state) => state.remove);
  const close = () => setOpen(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      count={t('total', { count: items.length })}
      closeLabel={t('close')}
      footer={
        <Link href="/" onClick={close} className={buttonClass('primary', 'w-full')}>
          {t('startShopping')}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="p-6 text-center text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3 py-4">
              <ProductThumbnail image={item.image} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="text-sm font-semibold leading-snug">{item.name}</p>
                <div className="flex flex-wrap gap-3 text-sm">
                  <Link
                    href={paths.product(item.id, item.sku)}
                    onClick={close}
                    aria-label={t('viewDetailsOf', { product: item.name })}
                    className="font-semibold text-brand hover:underline"
                  >
                    {t('viewDetails')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => remove(item.id)}
                    aria-label={t('removeProduct', { product: item.name })}
                    className="text-ink-muted underline hover:text-danger"
                  >
                    {t('remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
