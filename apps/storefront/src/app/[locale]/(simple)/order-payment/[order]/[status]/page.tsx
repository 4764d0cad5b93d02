import { notFound } from 'next/navigation';
import { parseOrderId } from '@/features/payment/flow';
import { type ComputopAnswer, PaymentReturn } from '@/features/payment/PaymentReturn';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { type ReturnStatus, returnStatuses } from '@/routes';

export const generateMetadata = namedPageMetadata('orderPayment');

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Computop's answer when Paygate sent the shopper back with it (Data and Len), else undefined. */
function computopAnswer(query: Query): ComputopAnswer | undefined {
  const data = first(query.Data);
  const len = first(query.Len);
  // The API checks both (hexadecimal Data, a length in range) and says what is wrong.
  return data && len ? { Data: data, Len: Number(len) } : undefined;
}

/** The payment provider's response for an order: /order-payment/{order}/{success|failure|cancel}. */
export default async function OrderPaymentPage({
  params,
  searchParams,
}: {
  params: Promise<LocaleParams & { order: string; status: string }>;
  searchParams: Promise<Query>;
}) {
  await pageLocale(params);
  const { order, status } = await params;
  const id = parseOrderId(order);
  if (id === undefined || !(returnStatuses as readonly string[]).includes(status)) notFound();
  return <PaymentReturn orderId={id} status={status as ReturnStatus} computop={computopAnswer(await searchParams)} />;
}
