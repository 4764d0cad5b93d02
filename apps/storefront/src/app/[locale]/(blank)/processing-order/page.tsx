import { parseOrderId } from '@/features/payment/flow';
import { ProcessingOrder } from '@/features/payment/ProcessingOrder';
import { type LocalePageProps, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('processingOrder');

/** /processing-order?order={id}: waits while the payment provider confirms the order's payment. */
export default async function ProcessingOrderPage({ params, searchParams }: LocalePageProps<'order'>) {
  await pageLocale(params);
  return <ProcessingOrder orderId={parseOrderId((await searchParams).order)} />;
}
