import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/features/layout/PageHeading';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('orderPayment');

/** The payment provider's response for an order: /order-payment/{order}/{status}. */
export default async function OrderPaymentPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Pages' });
  return <PageHeading>{t('orderPayment')}</PageHeading>;
}
