import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/features/layout/PageHeading';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('payment');

/** Checkout step 3: payment method. */
export default async function CheckoutPaymentPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Pages' });
  return <PageHeading>{t('payment')}</PageHeading>;
}
