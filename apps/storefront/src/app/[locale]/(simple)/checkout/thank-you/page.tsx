import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/features/layout/PageHeading';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('thankYou');

/** After the order was placed. */
export default async function ThankYouPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Pages' });
  return <PageHeading>{t('thankYou')}</PageHeading>;
}
