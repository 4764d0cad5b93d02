'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/ui/Icon';
import { useCart } from './cart';

/** Opens the cart sidebar: the header's cart icon with its count badge, or the bottom bar's Basket. */
export function CartButton({ className, withLabel = false }: { className: string; withLabel?: boolean }) {
  const t = useTranslations('Cart');
  const count = useCart((state) => state.cart?.items_qty ?? 0);
  const open = useCart((state) => state.setOpen);
  return (
    <button
      type="button"
      onClick={() => open(true)}
      aria-label={withLabel ? undefined : t('open', { count })}
      className={className}
    >
      <span className="relative">
        <Icon name="cart" className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="absolute -end-2 -top-1.5 min-w-5 rounded-full bg-brand px-1 text-center text-[0.6875rem] font-semibold leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {withLabel && (
        <>
          <span aria-hidden="true">{t('basket')}</span>
          <span className="sr-only">{t('open', { count })}</span>
        </>
      )}
    </button>
  );
}
