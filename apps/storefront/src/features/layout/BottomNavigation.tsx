import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { AccountButton } from '@/features/account/AccountButton';
import { CartButton } from '@/features/cart/CartButton';
import { cartCount as loadCartCount } from '@/features/cart/server';
import { WishlistButton } from '@/features/wishlist/WishlistButton';
import { Link } from '@/i18n/navigation';
import { shopperView } from '@/lib/shopper';
import { Icon } from '@/ui/Icon';
import { BottomMenuButton } from './BottomMenuButton';
import { bottomItemClass } from './bottom-nav';

/** The phones' bottom bar (below 1024 px): Home, Menu, Wishlist, Account and Basket. */
export async function BottomNavigation({ locale }: { locale: LocaleCode }) {
  const [t, tCart, tWishlist, view, cartCount] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Cart' }),
    getTranslations({ locale, namespace: 'Wishlist' }),
    shopperView(),
    loadCartCount(),
  ]);
  return (
    <nav
      aria-label={t('quickNavigation')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface desktop:hidden"
    >
      <ul className="mx-auto flex max-w-page justify-around">
        <li>
          <Link href="/" className={bottomItemClass}>
            <Icon name="home" className="size-6" />
            {t('home')}
          </Link>
        </li>
        <li>
          <BottomMenuButton />
        </li>
        <li>
          <WishlistButton className={bottomItemClass} withLabel emptyLabel={tWishlist('open', { count: 0 })} />
        </li>
        <li>
          <AccountButton loggedIn={view.loggedIn} className={bottomItemClass} withLabel />
        </li>
        <li>
          <CartButton
            className={bottomItemClass}
            withLabel
            initialCount={cartCount}
            initialLabel={tCart('openBasket', { count: cartCount })}
          />
        </li>
      </ul>
    </nav>
  );
}
