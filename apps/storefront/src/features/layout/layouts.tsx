import type { ReactNode } from 'react';
import { Container } from '@/ui/Container';
import { BottomNavigation } from './BottomNavigation';
import { Footer } from './Footer';
import { Header } from './Header';
import { Logo } from './Logo';
import { Notifications } from './Notifications';
import { SkipLink } from './SkipLink';

/**
 * The spec's four layouts. Each lists its parts in the spec's order; the parts that arrive with
 * later features (notification bar, top bar, cart and wishlist sidebars, login modal) join here.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <BottomNavigation />
      <Notifications />
      <Footer />
    </>
  );
}

/** Checkout and account e-mail pages: no shop navigation to leave by, only the logo to go home. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-line">
        <Container className="flex min-h-16 items-center">
          <Logo />
        </Container>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Notifications />
      <Footer />
    </>
  );
}

export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="flex-1 pb-20 desktop:pb-0">
        {children}
      </main>
      <BottomNavigation />
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
