import type { ShopperOrder } from '@shop/client';
import { ShopApiError } from '@shop/client';
import type { ComputopPaymentData, PaymentOutcome } from '@shop/contracts';
import type { PayPageStatus } from '@/routes';

/** The pages of an order's payment, without the locale prefix. */
export const paymentPaths = {
  thankYou: (id: number) => `/checkout/thank-you/${id}`,
  pay: (id: number, status?: PayPageStatus) => (status ? `/pay/${id}/${status}` : `/pay/${id}`),
  /** Starts the payment at the provider. */
  checkoutProcessing: (id: number) => `/checkout-processing?order=${id}`,
  /** Waits for the provider to confirm the payment. */
  processingOrder: (id: number) => `/processing-order?order=${id}`,
} as const;

/** An order id from a URL (a path segment or ?order=), or undefined when it is none. */
export function parseOrderId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** Cancelled (not paid in time, or by the shop): nothing more to pay. */
export const isCancelled = (order: Pick<ShopperOrder, 'cancellation' | 'paymentStatus'>) =>
  order.cancellation !== null || order.paymentStatus === 'expired';

/**
 * Whether the shopper may (still) pay an order online: not confirmed, not cancelled, not by
 * invoice, and no payment under way or done (a debit being processed must not be paid twice).
 */
export const canPayNow = (
  order: Pick<ShopperOrder, 'confirmed' | 'cancellation' | 'paymentStatus' | 'paymentMethodCode'>,
) =>
  !order.confirmed &&
  !isCancelled(order) &&
  order.paymentMethodCode !== 'invoice' &&
  order.paymentStatus !== 'processing' &&
  order.paymentStatus !== 'paid';

/**
 * What the checkout-processing page does with an order: go to a page of ours, open Computop's
 * card form, or start the payment at the order's provider.
 */
export type StartStep = { kind: 'go'; href: string } | { kind: 'computop' } | { kind: 'provider' };

export function startStep(
  order: Pick<ShopperOrder, 'id' | 'confirmed' | 'cancellation' | 'paymentStatus' | 'paymentMethodCode'>,
): StartStep {
  // A cancelled order's pay page says why, also when it had been confirmed.
  if (isCancelled(order)) return { kind: 'go', href: paymentPaths.pay(order.id) };
  if (order.confirmed) return { kind: 'go', href: paymentPaths.thankYou(order.id) };
  // Invoice orders are confirmed at once; one that is not has its pay page.
  if (order.paymentMethodCode === 'invoice') return { kind: 'go', href: paymentPaths.pay(order.id) };
  // Paid already or being paid (the shopper came back here): wait for the provider, do not pay twice.
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'processing')
    return { kind: 'go', href: paymentPaths.processingOrder(order.id) };
  return order.paymentMethodCode === 'computop' ? { kind: 'computop' } : { kind: 'provider' };
}

/** Computop Paygate's card form for this request (the browser goes there with a GET). */
export const computopFormUrl = (request: ComputopPaymentData) =>
  `${request.url}?${new URLSearchParams({ MerchantID: request.merchantId, Len: String(request.len), Data: request.data })}`;

/** Where the shopper goes once the API knows how the payment they came back from stands. */
export function returnHref(id: number, outcome: Pick<PaymentOutcome, 'confirmed' | 'paymentStatus'>): string {
  if (outcome.confirmed || outcome.paymentStatus === 'paid') return paymentPaths.thankYou(id);
  switch (outcome.paymentStatus) {
    case 'processing':
    case 'open':
      return paymentPaths.processingOrder(id);
    case 'failed':
      return paymentPaths.pay(id, 'failure');
    case 'canceled':
      return paymentPaths.pay(id, 'cancel');
    default:
      // expired (cancelled, the pay page says so) or invoice (not confirmed: its pay page).
      return paymentPaths.pay(id);
  }
}

/** While waiting for the provider: where a polled order sends the shopper, or undefined to wait on. */
export function pollHref(
  order: Pick<ShopperOrder, 'id' | 'confirmed' | 'cancellation' | 'paymentStatus' | 'paymentMethodCode'>,
): string | undefined {
  if (isCancelled(order)) return paymentPaths.pay(order.id);
  if (order.confirmed) return paymentPaths.thankYou(order.id);
  if (order.paymentStatus === 'failed') return paymentPaths.pay(order.id, 'failure');
  if (order.paymentStatus === 'canceled') return paymentPaths.pay(order.id, 'cancel');
  if (order.paymentStatus === 'invoice') return paymentPaths.pay(order.id);
  return undefined;
}

/** How often and how long the processing page asks for the order: every 2 s, at most 60 times. */
export const pollIntervalMs = 2_000;
export const maxPolls = 60;

/**
 * The text of a failed call: the server's message (the spec's API wrapper rule), or undefined when
 * there is none (a network failure, a gateway's error page) and a translated text must do.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ShopApiError && error.code !== 'HTTP_ERROR' && error.message.trim()) return error.message;
  return undefined;
}

/** A failure worth asking again after: no answer at all, a server error, or too many requests. */
export const isPassing = (error: unknown) =>
  !(error instanceof ShopApiError) || error.status >= 500 || error.status === 429;
