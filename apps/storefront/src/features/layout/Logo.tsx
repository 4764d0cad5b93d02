import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { getBranding } from '@/features/settings/settings';
import { Link } from '@/i18n/navigation';
import { mediaUrl } from '@/lib/media';
import { shopTitle } from '@/lib/shop-title';

/** The shop's logo from the branding entry (or its wordmark), linking home. */
export async function Logo({ locale }: { locale: LocaleCode }) {
  const [t, branding] = await Promise.all([getTranslations({ locale, namespace: 'Layout' }), getBranding(locale)]);
  const title = shopTitle(branding);
  return (
    <Link
      href="/"
      className="inline-flex shrink-0 items-center gap-2 text-ink"
      aria-label={t('homeLink', { shop: title })}
    >
      {branding.logo ? (
        // biome-ignore lint/performance/noImgElement: a logo of fixed size, often SVG
        <img src={mediaUrl(branding.logo.src)} alt="" width={branding.logo.width} height={branding.logo.height} />
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
            <rect width="32" height="32" rx="7" className="fill-brand" />
            <path d="M7 10h3.2l2.3 9.4L15 10h2l2.5 9.4L21.8 10H25l-4.1 13h-2.8L16 15.3 13.9 23h-2.8z" fill="#fff" />
          </svg>
          <span className="text-xl font-bold tracking-tight">{title}</span>
        </>
      )}
    </Link>
  );
}
