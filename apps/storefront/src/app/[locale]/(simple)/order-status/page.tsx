import { getTranslations } from 'next-intl/server';
import { OrderLookupForm } from '@/features/order/OrderLookupForm';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { Container } from '@/ui/Container';
import { PageHeading } from '@/ui/PageHeading';

export const generateMetadata = namedPageMetadata('orderStatus');

/** Order status for guests: their order found by its number and e-mail address, from any browser. */
export default async function OrderStatusPage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <PageHeading>{t('orderStatus')}</PageHeading>
      <Container className="pb-12">
        <OrderLookupForm />
      </Container>
    </>
  );
}
