import { siteConfig } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { Container } from '@/ui/Container';

export function Footer() {
  const t = useTranslations('Layout');
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted pb-20 text-sm text-ink-muted desktop:pb-0">
      <Container className="py-8">
        <p>{t('copyright', { year: new Date().getFullYear(), shop: siteConfig.shopTitle })}</p>
      </Container>
    </footer>
  );
}
