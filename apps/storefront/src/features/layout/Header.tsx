import { type LocaleCode, siteConfig } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { AccountButton } from '@/features/account/AccountButton';
import { MyItemsLink } from '@/features/account/MyItemsLink';
import { CartButton } from '@/features/cart/CartButton';
import { cartCount as loadCartCount } from '@/features/cart/server';
import { DesktopMenu } from '@/features/menu/DesktopMenu';
import { loadMenu } from '@/features/menu/MainMenu';
import { MobileMenuButton } from '@/features/menu/MobileMenuButton';
import { forDevice, isFullRow } from '@/features/menu/menu';
import { priceDisplay } from '@/features/pricing/price-display';
import { SearchBar } from '@/features/search/SearchBar';
import { getSettings } from '@/features/settings/settings';
import { WishlistButton } from '@/features/wishlist/WishlistButton';
import { shopperView } from '@/lib/shopper';
import { Container } from '@/ui/Container';
import { CurrencySwitcher } from './CurrencySwitcher';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';

/**
 * The shop header: logo, main menu, the search bar and the shopper's tools (My Items, language,
 * account, wishlist, cart). A menu whose first entry is a container gets a row of its
 * own; on phones the search bar takes the header's second row.
 */
export async function Header({ locale }: { locale: LocaleCode }) {
  const [nodes, settings, view, cartCount, tCart, tWishlist] = await Promise.all([
    loadMenu(locale),
    getSettings(),
    shopperView(),
    loadCartCount(),
    getTranslations({ locale, namespace: 'Cart' }),
    getTranslations({ locale, namespace: 'Wishlist' }),
  ]);
  const fullRow = isFullRow(forDevice(nodes, 'desktop'));
  const menu = <DesktopMenu nodes={nodes} fullRow={fullRow} leaveTimeout={settings.leaveMenuTimeout} />;
  return (
    <header className="relative z-20 border-b border-line bg-surface">
      <Container className="flex min-h-16 flex-wrap items-center gap-x-2 desktop:flex-nowrap">
        <MobileMenuButton />
        <Logo locale={locale} />
        {!fullRow && <div className="ms-6">{menu}</div>}
        <div className="order-last w-full pb-3 desktop:order-none desktop:mx-6 desktop:w-auto desktop:max-w-xl desktop:flex-1 desktop:pb-0">
          <SearchBar
            popupView={settings.search.popupView}
            display={priceDisplay(view, settings)}
            pricesVisible={view.pricesVisible}
            displayItemnum={settings.displayItemnum}
            currency={view.currency}
          />
        </div>
        <div className="ms-auto flex items-center gap-1">
          {view.loggedIn && view.pricesVisible && settings.displayMyItemLink && settings.isMyItemsViewEnabled && (
            <MyItemsLink />
          )}
          <LocaleSwitcher />
          <CurrencySwitcher current={view.currency} currencies={siteConfig.currencies} />
          <AccountButton
            loggedIn={view.loggedIn}
            className="hidden size-11 items-center justify-center rounded-md hover:bg-surface-muted desktop:inline-flex"
          />
          <WishlistButton
            emptyLabel={tWishlist('open', { count: 0 })}
            className="hidden size-11 items-center justify-center rounded-md hover:bg-surface-muted desktop:inline-flex"
          />
          <CartButton
            initialCount={cartCount}
            initialLabel={tCart('open', { count: cartCount })}
            className="hidden size-11 items-center justify-center rounded-md hover:bg-surface-muted desktop:inline-flex"
          />
        </div>
      </Container>
      {fullRow && (
        <div className="hidden border-t border-line desktop:block">
          <Container>{menu}</Container>
        </div>
      )}
    </header>
  );
}
