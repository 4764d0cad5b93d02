import { configuredShopTitle } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/ui/button-styles';
import { Container } from '@/ui/Container';
import { BackButton } from './BackButton';

/** The error page: an image, a heading, a description and the ways out ('Return home', 'Back'). */
export function ErrorView({ status }: { status: 404 | 500 }) {
  const t = useTranslations('ErrorPage');
  const title = status === 404 ? t('notFoundTitle') : t('errorTitle');
  return (
    <Container className="flex flex-col items-center py-16 text-center">
      {/* A failed page has no metadata of its own; React puts this title into the head. The
          content service may be what failed, so the configured shop name stands in for branding's. */}
      {status === 500 && <title>{`${title} | ${configuredShopTitle}`}</title>}
      {/* Low priority: every page carries its layout's not-found view, and React preloads each eager
          image of a server component's payload, so without it every page would fetch this one. */}
      {/* biome-ignore lint/performance/noImgElement: a small static SVG needs no image optimisation */}
      <img src="/images/error.svg" alt="" width={240} height={180} fetchPriority="low" className="mb-8" />
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="mt-3 max-w-lg text-ink-muted">{status === 404 ? t('notFoundText') : t('errorText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass('primary')}>
          {t('returnHome')}
        </Link>
        <BackButton label={t('back')} />
      </div>
    </Container>
  );
}
