'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Link } from '@/i18n/navigation';
import { mediaUrl } from '@/lib/media';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { useWishlist, useWishlistItems } from './wishlist';

/** The wishlist sidebar: total items, each with View Details and Remove, and Start shopping. */
export function WishlistSidebar() {
  const t = useTranslations('Wishlist');
  const open = useUiStore((state) => state.wishlistOpen);
  const setOpen = useUiStore((state) => state.setWishlistOpen);
  const items = useWishlistItems();
  const remove = useWishlist((state) => state.remove);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-surface shadow-overlay"
        >
          <div className="flex min-h-14 items-center gap-3 border-b border-line px-4">
            <Dialog.Title className="text-lg font-semibold">{t('title')}</Dialog.Title>
            <p className="text-sm text-ink-muted">{t('total', { count: items.length })}</p>
            <DialogCloseButton label={t('close')} />
          </div>
          {items.length === 0 ? (
            <p className="p-6 text-center text-ink-muted">{t('empty')}</p>
          ) : (
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-4">
              {items.map((item) => (
                <li key={item.id} className="flex gap-3 py-4">
                  {item.image ? (
                    // biome-ignore lint/performance/noImgElement: SVG product images from the media service
                    <img
                      src={mediaUrl(`${item.image}?w=150&h=150`)}
                      alt=""
                      width={72}
                      height={72}
                      className="size-18 shrink-0 rounded-md bg-surface-muted object-cover"
                    />
                  ) : (
                    <span className="size-18 shrink-0 rounded-md bg-surface-muted" />
                  )}
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
          <div className="mt-auto border-t border-line p-4">
            <Link href="/" onClick={close} className={buttonClass('primary', 'w-full')}>
              {t('startShopping')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
