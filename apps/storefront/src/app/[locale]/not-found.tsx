import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/features/errors/ErrorView';
import { DefaultLayout } from '@/features/layout/layouts';
import type { LocaleParams } from '@/lib/page';

// With status 404, Next takes the page's metadata from this boundary (also for the proxy's 404 page)
// and adds robots noindex itself.
export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { title: t('notFoundTitle') };
}

/** Fallback for notFound() thrown while rendering; unknown paths get the proxy's server-rendered 404 page. */
export default function NotFound() {
  return (
    <DefaultLayout>
      <ErrorView status={404} />
    </DefaultLayout>
  );
}
