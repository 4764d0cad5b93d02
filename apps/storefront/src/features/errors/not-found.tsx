import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { LocaleParams } from '@/lib/page';
import { ErrorView } from './ErrorView';

// With status 404, Next takes the page's metadata from the boundary (also for the proxy's 404 page)
// and adds robots noindex itself.
export async function notFoundMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { title: t('notFoundTitle') };
}

/**
 * The content of each layout group's not-found boundary, drawn inside that group's layout. Each group
 * has its own: Next sends a boundary's content with every page below it, so one boundary above the
 * layouts that drew the whole shop chrome again doubled every page's payload.
 */
export function NotFoundView() {
  return <ErrorView status={404} />;
}
