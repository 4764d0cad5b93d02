import { Container } from '@/ui/Container';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';

/** The shop header: logo and the shopper's tools (locale now; search, account, wishlist, cart join it). */
export function Header() {
  return (
    <header className="border-b border-line bg-surface">
      <Container className="flex min-h-16 items-center justify-between gap-4">
        <Logo />
        <div className="flex items-center gap-1">
          <LocaleSwitcher />
        </div>
      </Container>
    </header>
  );
}
