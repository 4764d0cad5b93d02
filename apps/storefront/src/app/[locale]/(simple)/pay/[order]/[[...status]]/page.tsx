import { notFound } from 'next/navigation';
import { type PayPageStatus, parseOrderId, payPageStatuses } from '@/features/payment/flow';
import { PayPage } from '@/features/payment/PayPage';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('pay');

/** Pay page: /pay/{order}, and /pay/{order}/failure or /pay/{order}/cancel after the provider. */
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
    id === undefined ||
    rest.length > 0 ||
    (shown !== undefined && !(payPageStatuses as readonly string[]).includes(shown))
  )
    notFound();
  return <PayPage locale={locale} id={id} status={shown as PayPageStatus | undefined} />;
}
