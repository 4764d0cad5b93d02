import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/features/layout/PageHeading';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('billing');

/** Checkout step 2: billing address. */
export default async function CheckoutBillingPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Pages' });
  return <PageHeading>{t('billing')}</PageHeading>;
}
