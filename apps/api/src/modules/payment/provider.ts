import type {
  ComputopPaymentData,
  CurrencyCode,
  LocaleCode,
  PaymentMethodCode,
  PaymentProviderId,
} from '@shop/contracts';

/** What a provider needs to know to take an order's payment. */
export interface PayableOrder {
  id: number;
  transactionnum: string;
  method: PaymentMethodCode;
  /** Minor units, the order's grand total. */
  amount: number;
  currency: CurrencyCode;
  email: string;
  locale: LocaleCode;
  /** Our id of this payment attempt: idempotency key and the provider's merchant reference. */
  paymentId: string;
  /** Where the provider sends the shopper back: /order-payment/{order}/{status}. */
  returnUrl: (status: 'success' | 'failure' | 'cancel') => string;
  /** Where the provider notifies us server to server, for providers that take it per payment. */
  notifyUrl: string;
  /** The provider's page must not take a payment after this (the order may be cancelled then). */
  expiresAt: Date;
}

interface StartedPayment {
  /** The provider's id of this payment (Checkout Session, PayPal order, Computop TransID). */
  reference: string;
  /** The provider's page the shopper goes to. */
  redirectUrl: string;
  /** What the order keeps of the request (Computop's computopPaymentData). */
  keep?: { computopPaymentData: ComputopPaymentData };
}

/** Where a payment stands, as the provider says. */
export type PaymentState = 'paid' | 'processing' | 'failed' | 'canceled';

/**
 * The provider's word on one payment, from a verified notification or from asking the provider.
 * Amount, currency and order are what the provider says they are: they are checked against the
 * attempt the reference belongs to, never taken as given.
 */
export interface PaymentVerdict {
  reference: string;
  state: PaymentState;
  amount?: number;
  currency?: string;
  orderId?: number;
  /** The event's unique id at the provider (notifications): a second delivery is recognised by it. */
  eventId?: string;
  type: string;
}

/** A notification as it arrived: the exact bytes are what the signature covers. */
export interface IncomingNotification {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  /** When it arrived, for the providers' timestamp tolerance (a controlled clock in tests). */
  receivedAt: Date;
}

/** A notification that must not be acted on: unsigned, wrongly signed, too old, malformed. */
export class NotificationRefused extends Error {
  override name = 'NotificationRefused';
}

const providerNames: Record<PaymentProviderId, string> = { stripe: 'Stripe', paypal: 'PayPal', computop: 'Computop' };

/** The provider said no to a refund; the message says why in words a shop clerk can read. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
  constructor(
    readonly provider: PaymentProviderId,
    /** The provider's own words. */
    readonly reason: string,
  ) {
    super(`${providerNames[provider]} refused the refund: ${reason}`);
  }
}

/**
 * HTTP statuses in which a provider turns a request down. Others are failures to serve it
 * (credentials, rate limits, outages): errors to retry or fix, not the provider's answer.
 */
export const isRefusal = (status: number | undefined) =>
  status === 400 || status === 402 || status === 404 || status === 422;

/** One payment provider: Stripe, PayPal or Computop, each speaking its own protocol. */
export interface PaymentProvider {
  id: PaymentProviderId;
  /** Starts a payment at the provider; the shopper is sent to `redirectUrl`. */
  start(order: PayableOrder): Promise<StartedPayment>;
  /**
   * Asks the provider, server to server, how a payment stands after the shopper came back with
   * this status (PayPal: captures the approved order).
   */
  check(reference: string, returned: 'success' | 'failure' | 'cancel'): Promise<PaymentVerdict>;
  /** Verifies a notification's signature and reads it; undefined for event types we do not act on. */
  verify(notification: IncomingNotification): Promise<PaymentVerdict | undefined>;
  /**
   * Returns money of a paid payment, all or part of it. Throws RefundRefused with the provider's reason
   * when the provider says no. `reference` is the payment's reference (Checkout Session, PayPal
   * order), except for Computop, whose credit needs Paygate's PayID: the order's computopPayment.payId
   * when its transId is the payment's reference, or the part before the first ':' of the payment's
   * Computop event id. `refundId` keys the refund at the provider: a retry never refunds twice.
   */
  refund(payment: { reference: string; amount: number; currency: string; refundId: string }): Promise<{
    refundReference: string;
  }>;
}
