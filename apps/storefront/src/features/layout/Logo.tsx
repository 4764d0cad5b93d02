import { siteConfig } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The shop's wordmark, linking home. */
export function Logo() {
  const t = useTranslations('Layout');
  return (
    <Link
      href="/"
      className="inline-flex items-center gap-2 text-ink"
      aria-label={t('homeLink', { shop: siteConfig.shopTitle })}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-brand" />
        <path d="M7 10h3.2l2.3 9.4L15 10h2l2.5 9.4L21.8 10H25l-4.1 13h-2.8L16 15.3 13.9 23h-2.8z" fill="#fff" />
      </svg>
      <span className="text-xl font-bold tracking-tight">{siteConfig.shopTitle}</span>
    </Link>
  );
}
