import type { LocaleCode } from '@shop/contracts';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LoginModalHost } from '@/features/account/LoginModalHost';
import { CartSidebarHost } from '@/features/cart/CartSidebarHost';
import { NotificationBar, TopBar } from '@/features/chrome/blocks';
import { MobileMenuDrawer } from '@/features/menu/MainMenu';
import { OrderListDialogHost } from '@/features/order-list/OrderListDialogHost';
import { WishlistSidebar } from '@/features/wishlist/WishlistSidebar';
import { Container } from '@/ui/Container';
import { BottomNavigation } from './BottomNavigation';
import { Footer } from './Footer';
import { Header } from './Header';
import { Logo } from './Logo';
import { Notifications } from './Notifications';

/**
 * The spec's four layouts, each listing its parts in the spec's order. The account layout also
 * gets the notifications, where the cart reports what it could not do. The skip link comes before
 * any of them, from the locale layout (app/[locale]/layout.tsx), followed by the cookie banner.
 */
export async function DefaultLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as LocaleCode;
  return (
    <>
      <NotificationBar locale={locale} />
      <TopBar locale={locale} />
      <Header locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <BottomNavigation locale={locale} />
      <MobileMenuDrawer locale={locale} />
      <LoginModalHost locale={locale} />
      <CartSidebarHost locale={locale} />
      <WishlistSidebar />
      <OrderListDialogHost locale={locale} />
      <Notifications />
      <Footer locale={locale} />
    </>
  );
}

/**
 * Checkout and account e-mail pages: no shop navigation to leave by, only the logo to go home.
 * The login modal is there too: the checkout's entry and the page after creating a password
 * offer to log in.
 */
export async function SimpleLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as LocaleCode;
  return (
    <>
      <header className="border-b border-line">
        <Container className="flex min-h-16 items-center">
          <Logo locale={locale} />
        </Container>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <LoginModalHost locale={locale} />
      <Notifications />
      <Footer locale={locale} />
    </>
  );
}

export async function AccountLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as LocaleCode;
  return (
    <>
      <TopBar locale={locale} />
      <Header locale={locale} />
      <main id="main" className="flex-1 pb-20 desktop:pb-0">
        {children}
      </main>
      <BottomNavigation locale={locale} />
      <MobileMenuDrawer locale={locale} />
      <CartSidebarHost locale={locale} />
      <LoginModalHost locale={locale} />
      <WishlistSidebar />
      <Notifications />
    </>
  );
}

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
