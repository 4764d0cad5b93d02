import { notFound } from 'next/navigation';
import { ThankYou } from '@/features/checkout/ThankYou';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('thankYou');

/** Thank-you page for one order: shown only to the shopper who placed it. */
export default async function OrderThankYouPage({ params }: { params: Promise<LocaleParams & { order: string }> }) {
  const locale = await pageLocale(params);
  const { order } = await params;
  if (!/^\d{1,10}$/.test(order)) notFound();
  return <ThankYou locale={locale} id={Number(order)} />;
}
