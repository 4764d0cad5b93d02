import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/features/layout/PageHeading';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('search');

/** Search page, opened with Enter in the search bar: /search-details?term=… */
export default async function SearchPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Pages' });
  return <PageHeading>{t('search')}</PageHeading>;
}
