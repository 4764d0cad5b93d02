import { notFound } from 'next/navigation';
import { parseOrderId } from '@/features/payment/flow';
import { PayDifference } from '@/features/payment/PayDifference';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { shopperView } from '@/lib/shopper';
import { type ReturnStatus, returnStatuses } from '@/routes';

export const generateMetadata = namedPageMetadata('payDifference');

/** The link's token: signed by the API for this order (base64url of an HMAC). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Paying the difference of an order changed after it was paid: /pay-difference/{order}/{token},
 * and /pay-difference/{order}/{token}/{success|failure|cancel} when the provider sends the shopper
 * back. The token of the e-mail's link opens it, with or without a login.
 */
export default async function Page({
  params,
}: {
  params: Promise<LocaleParams & { order: string; token: string; status?: string[] }>;
}) {
  await pageLocale(params);
  const { order, token, status = [] } = await params;
  const id = parseOrderId(order);
  const [returned, ...rest] = status;
  if (
    id === undefined ||
    !tokenPattern.test(token) ||
    rest.length > 0 ||
    (returned !== undefined && !(returnStatuses as readonly string[]).includes(returned))
  )
    notFound();
  const { localeIso } = await shopperView();
  return (
    <PayDifference orderId={id} token={token} returned={returned as ReturnStatus | undefined} localeIso={localeIso} />
  );
}
