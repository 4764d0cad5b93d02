import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { buttonClass } from '@/ui/button-styles';
import { Container } from '@/ui/Container';
import { PageHeading } from '@/ui/PageHeading';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Pages' });
  return { title: t('offline'), robots: { index: false } };
}

/**
 * What the service worker shows for a page it cannot open without a connection: one not seen
 * before, or one that must be current (cart, checkout, account). Kept by the worker when it installs.
 */
export default async function OfflinePage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <Container className="max-w-2xl space-y-4 pb-12">
        <p>{t('body')}</p>
        <p>{t('needsConnection')}</p>
        {/* A form, not a script: it reloads the page asked for before any of the shop's scripts are kept. */}
        <form className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')}>
            {t('tryAgain')}
          </button>
          <Link href="/" className={buttonClass('secondary')}>
            {t('home')}
          </Link>
        </form>
      </Container>
    </>
  );
}
