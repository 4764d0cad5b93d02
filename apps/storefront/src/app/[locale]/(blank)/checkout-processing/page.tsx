import { CheckoutProcessing } from '@/features/payment/CheckoutProcessing';
import { parseOrderId } from '@/features/payment/flow';
import { type LocalePageProps, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('checkoutProcessing');

/** /checkout-processing?order={id}: starts the order's payment and forwards to the provider. */
export default async function CheckoutProcessingPage({ params, searchParams }: LocalePageProps<'order'>) {
  await pageLocale(params);
  return <CheckoutProcessing orderId={parseOrderId((await searchParams).order)} />;
}
