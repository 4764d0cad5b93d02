'use client';

import type { ShopperCart } from '@shop/client';
import type { AttributesSettingConfig } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { reportCheckoutBegun, useViewCart } from '@/features/analytics/cart-events';
import { formatPrice, showsGross } from '@/features/pricing/format';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/ui/button-styles';
import { Html } from '@/ui/Html';
import { Sheet } from '@/ui/Sheet';
import { CartAccountLinks } from './CartAccountLinks';
import { CartLine } from './CartLine';
import { useCart } from './cart';

export interface CartSheetProps {
  display: PriceDisplay;
  pricesVisible: boolean;
  /** The 'cart-header' content block, shown above the items. */
  headerHtml: string | null;
  /** The setting: item numbers of the lines, their included and additional products. */
  displayItemnum: boolean;
  /** The setting `attributes`: which of a line's properties show, in which order. */
  attributes: AttributesSettingConfig;
}

/**
 * The cart sidebar: the items with price, availability, included and additional products,
 * properties, quantity and Remove; total items, total price, the tax note and Go to checkout.
 * Loaded when first opened (CartSidebar).
 */
export function CartSheet({ display, pricesVisible, headerHtml, displayItemnum, attributes }: CartSheetProps) {
  const t = useTranslations('Cart');
  const cart = useCart((state) => state.cart);
  const known = useCart((state) => state.known);
  const open = useCart((state) => state.open);
  const setOpen = useCart((state) => state.setOpen);
  const items = cart?.cartItems ?? [];
  const close = () => setOpen(false);
  useViewCart(open && known ? cart : null);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      count={known ? t('itemCount', { count: cart?.itemsQty ?? 0 }) : undefined}
      closeLabel={t('close')}
      footer={
        items.length === 0 ? (
          <Link href="/" onClick={close} className={buttonClass('primary', 'w-full')}>
            {t('goBackShopping')}
          </Link>
        ) : (
          <CartSummary cart={cart!} display={display} pricesVisible={pricesVisible} onCheckout={close} />
        )
      }
    >
      {headerHtml && <Html className="content-html border-b border-line py-3 text-sm" html={headerHtml} />}
      {!known ? (
        // The page renders only the cart's count; the browser reads the cart once the page is up.
        <p role="status" className="p-6 text-center text-ink-muted">
          {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="p-6 text-center text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('items')}>
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              display={display}
              displayItemnum={displayItemnum}
              attributes={attributes}
              onNavigate={close}
            />
          ))}
        </ul>
      )}
    </Sheet>
  );
}

function CartSummary({
  cart,
  display,
  pricesVisible,
  onCheckout,
}: {
  cart: ShopperCart;
  display: PriceDisplay;
  pricesVisible: boolean;
  onCheckout: () => void;
}) {
  const loggedIn = useCart((state) => state.context?.loggedIn ?? false);
  const t = useTranslations('Cart');
  const tc = useTranslations('Catalog');
  const tp = useTranslations('Price');
  const total = showsGross(display) ? cart.subtotalInclTax : cart.subtotal;
  const shown = pricesVisible && total !== null;
  return (
    <div className="space-y-3">
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-muted">{t('totalItems')}</dt>
          <dd>{cart.itemsQty.toLocaleString(display.localeIso)}</dd>
        </div>
        {shown && (
          <div className="flex justify-between text-base font-bold">
            <dt>{t('totalPrice')}</dt>
            <dd data-testid="cart-total">
              {formatPrice(total, { locale: display.localeIso, currency: cart.currency })}
            </dd>
          </div>
        )}
      </dl>
      {shown ? (
        <>
          <p className="text-xs text-ink-muted">
            {display.excludeTax
              ? tp('excludedFromTax')
              : showsGross(display)
                ? tp('plusShipping')
                : tp('plusTaxAndShipping')}
          </p>
          <Link
            href="/checkout"
            onClick={() => {
              reportCheckoutBegun(cart);
              onCheckout();
            }}
            className={buttonClass('primary', 'w-full')}
          >
            {t('goToCheckout')}
          </Link>
        </>
      ) : (
        <p className="text-sm text-ink-muted">{tc('loginForPrices')}</p>
      )}
      {loggedIn && <CartAccountLinks onNavigate={onCheckout} />}
    </div>
  );
}
