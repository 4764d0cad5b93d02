import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/features/account/OrderHistory';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { Container } from '@/ui/Container';
import { PageHeading } from '@/ui/PageHeading';

export const generateMetadata = namedPageMetadata('orderStatus');

/** A guest's order, in a browser that placed it or found it by number and e-mail; anyone else goes to the form. */
export default async function GuestOrderPage({ params }: { params: Promise<LocaleParams & { order: string }> }) {
  const locale = await pageLocale(params);
  const { order } = await params;
  if (!/^\d{1,10}$/.test(order)) notFound();
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <PageHeading>{t('orderStatus')}</PageHeading>
      <Container className="pb-12">
        <OrderDetail locale={locale} id={Number(order)} guest />
      </Container>
    </>
  );
}
