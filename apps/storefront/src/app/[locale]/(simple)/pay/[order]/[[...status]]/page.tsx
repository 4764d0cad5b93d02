import { notFound } from 'next/navigation';
import { parseOrderId, paymentPaths } from '@/features/payment/flow';
import { PayPage } from '@/features/payment/PayPage';
import { redirect } from '@/i18n/navigation';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { type PayPageStatus, payPageSettledStatuses, payPageStatuses } from '@/routes';

export const generateMetadata = namedPageMetadata('pay');

/**
 * Pay page: /pay/{order}, and /pay/{order}/failure or /pay/{order}/cancel after the provider; a
 * provider's success or pending status there goes on to the processing page.
 */
export default async function Page({
  params,
}: {
  params: Promise<LocaleParams & { order: string; status?: string[] }>;
}) {
  const locale = await pageLocale(params);
  const { order, status = [] } = await params;
  const id = parseOrderId(order);
  const [shown, ...rest] = status;
  if (
    id !== undefined &&
    rest.length === 0 &&
    (payPageSettledStatuses as readonly (string | undefined)[]).includes(shown)
  )
    redirect({ href: paymentPaths.processingOrder(id), locale });
  if (
    id === undefined ||
    rest.length > 0 ||
    (shown !== undefined && !(payPageStatuses as readonly string[]).includes(shown))
  )
    notFound();
  return <PayPage locale={locale} id={id} status={shown as PayPageStatus | undefined} />;
}
