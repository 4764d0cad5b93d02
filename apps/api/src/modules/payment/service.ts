import {
  type LocaleCode,
  type PaymentMethodCode,
  type PaymentOutcome,
  type PaymentProviderId,
  providerOf,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { DomainError, notFound, refusal } from '../../lib/domain-errors';
import type { OrderAccess, OrderService } from '../order';
import { balancePayments } from './balance';
import type { PaymentMethods } from './methods';
import { type IncomingNotification, NotificationRefused, type PayableOrder, type PaymentVerdict } from './provider';
import type { PaymentProviders } from './providers';
import { latestAttempt, notificationRefused, settlement } from './settlement';
import { payments } from './tables';

export type { PaymentProviders } from './providers';

interface Dependencies {
  orders: OrderService;
  providers: PaymentProviders;
  /** The methods the shop takes (methods.ts). */
  methods: PaymentMethods;
  /** The storefront's origin: where providers send the shopper back. */
  publicUrl: string;
  /** Where providers reach this API (Computop's URLNotify). */
  notifyUrl: string;
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
}

type Returned = 'success' | 'failure' | 'cancel';

const providerUnavailable = () =>
  new DomainError(
    'upstream-failed',
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The payment provider cannot be reached. Please try again or choose another payment method.',
  );

/** Minutes a payment attempt keeps its order from the clean-up job; the provider's page expires a minute sooner. */
const ATTEMPT_MINUTES = 31;

/**
 * What of a provider error may be logged: SDK errors carry the request, with its Authorization
 * header (PayPal's client secret, Stripe's key), which must not reach the logs.
 */
const safeError = (error: unknown) =>
  error instanceof Error
    ? {
        name: error.name,
        message: error.message,
        ...('statusCode' in error && { statusCode: error.statusCode }),
        stack: error.stack,
      }
    : { message: String(error) };

/**
 * Online payments: starting an attempt at the order's provider, the shopper's return, and the
 * providers' notifications. Whatever a provider says is matched to our attempt by its reference
 * and checked against the amount and currency we asked for; each event acts once.
 */
export function paymentService(db: Database, { orders, providers, methods, publicUrl, notifyUrl, log }: Dependencies) {
  const settle = settlement(db, { orders, log });
  const providerFor = (method: PaymentMethodCode) => {
    const id = providerOf(method);
    const provider = id && providers[id];
    if (!provider) throw refusal('BAD_REQUEST', 'This order is not paid online', { reason: 'payment-method' });
    return provider;
  };

  const returnUrl = (locale: LocaleCode, orderId: number) => (status: Returned) =>
    `${publicUrl}${locale === 'de' ? '' : `/${locale}`}/order-payment/${orderId}/${status}`;

  /**
   * A new attempt for an unpaid order at its method's provider, its amount the order's grand
   * total. The order is claimed first: the clean-up job leaves it while the shopper is at the
   * provider (whose page expires sooner).
   */
  async function attempt(
    access: OrderAccess,
    orderId: number,
    expect: { method?: PaymentMethodCode; amount?: number; provider?: PaymentProviderId },
  ) {
    // Refused before the claim is written: a refused attempt leaves the order as it was (an
    // invoice order given a payment deadline would be cancelled by the clean-up job).
    const order = await orders.claimForPayment(access, orderId, ATTEMPT_MINUTES, (current) => {
      const method = current.paymentMethodCode;
      if ((expect.method && expect.method !== method) || (expect.provider && expect.provider !== providerOf(method)))
        throw refusal('CONFLICT', 'The order is to be paid with another method; choose this one first', {
          reason: 'payment-method',
        });
      if (expect.amount !== undefined && expect.amount !== current.cartInfo.grandTotalIncTax)
        throw refusal('CART_OUTDATED_ERROR', 'Cart info or prices are outdated. Please refresh the page.');
      providerFor(method);
    });
    const method = order.paymentMethodCode;
    const amount = order.cartInfo.grandTotalIncTax;
    const provider = providerFor(method);
    const [row] = await db
      .insert(payments)
      .values({ orderId, provider: provider.id, method, amount, currency: order.cartInfo.currency })
      .returning();
    const payable: PayableOrder = {
      id: order.id,
      transactionnum: order.transactionnum,
      method,
      amount,
      currency: order.cartInfo.currency,
      email: order.email,
      locale: order.locale,
      paymentId: row!.id,
      returnUrl: returnUrl(order.locale, order.id),
      notifyUrl: `${notifyUrl}/payments/computop/notify`,
      expiresAt: new Date(Date.now() + (ATTEMPT_MINUTES - 1) * 60_000),
    };
    try {
      const started = await provider.start(payable);
      await db.update(payments).set({ reference: started.reference }).where(eq(payments.id, row!.id));
      if (started.keep) await orders.recordComputop(order.id, started.keep);
      return started;
    } catch (error) {
      log.error({ err: safeError(error), orderId, provider: provider.id }, 'payment could not be started');
      await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, row!.id));
      throw providerUnavailable();
    }
  }

  async function outcomeOf(access: OrderAccess, orderId: number): Promise<PaymentOutcome> {
    const order = await orders.get(access, orderId);
    return { orderId, paymentStatus: order.paymentStatus, confirmed: order.confirmed };
  }

  const balance = balancePayments(db, {
    orders,
    providers,
    publicUrl,
    notifyUrl,
    settle,
    unavailable: (error, orderId, provider) => {
      log.error({ err: safeError(error), orderId, provider }, 'payment of a difference failed at the provider');
      return providerUnavailable();
    },
  });

  return {
    /** The difference a change asked of a paid order, paid through its signed link (balance.ts). */
    balance,

    /** The methods for an order in this currency billed to this country; all offered without both. */
    methods: methods.offered,

    /** createPayment: an attempt at the provider; the shopper goes to its page. */
    async start(access: OrderAccess, orderId: number, input: { paymentMethodCode: PaymentMethodCode; amount: number }) {
      const started = await attempt(access, orderId, { method: input.paymentMethodCode, amount: input.amount });
      return { redirectUrl: started.redirectUrl };
    },

    /** createComputopPaymentData: the encrypted Paygate request, kept with the order. */
    async computopData(access: OrderAccess, orderId: number) {
      const started = await attempt(access, orderId, { provider: 'computop' });
      return started.keep!.computopPaymentData;
    },

    /** processComputopPaymentResponse: Paygate's answer, decrypted and its MAC checked. */
    readComputop(data: string, len: number) {
      if (!providers.computop) throw notFound('Computop is not configured');
      try {
        const { amount: _amount, currency: _currency, refNr: _refNr, ...payment } = providers.computop.read(data, len);
        return payment;
      } catch (error) {
        if (error instanceof NotificationRefused) throw notificationRefused(error.message);
        throw error;
      }
    },

    /**
     * createComputopPayment: the answer the shopper brought back is kept with the order. A failure
     * or cancel is believed; a success waits for Paygate's server-to-server notification.
     */
    async computopReturn(access: OrderAccess, orderId: number, data: string, len: number): Promise<PaymentOutcome> {
      await orders.get(access, orderId);
      const answer = this.readComputop(data, len);
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'computop'), eq(payments.reference, answer.transId)));
      if (!row || row.orderId !== orderId) throw notificationRefused('this answer belongs to another order');
      await orders.recordComputop(orderId, { computopPayment: answer });
      if (answer.outcome !== 'paid')
        await settle('computop', { reference: answer.transId, state: answer.outcome, type: 'return' });
      return outcomeOf(access, orderId);
    },

    /**
     * The shopper is back from the provider: ask it (server to server) how the newest attempt
     * stands, and act on the answer.
     */
    async complete(access: OrderAccess, orderId: number, returned: Returned): Promise<PaymentOutcome> {
      const order = await orders.get(access, orderId);
      const latest = await latestAttempt(db, orderId);
      if (order.confirmed || order.cancellation || !latest?.reference) return outcomeOf(access, orderId);
      const provider = providers[latest.provider as PaymentProviderId];
      if (!provider) return outcomeOf(access, orderId);
      let verdict: PaymentVerdict;
      try {
        verdict = await provider.check(latest.reference, returned);
      } catch (error) {
        log.error({ err: safeError(error), orderId, provider: provider.id }, 'payment status could not be read');
        throw providerUnavailable();
      }
      // Computop answers by notification only: its return is no word on a success.
      if (!(provider.id === 'computop' && verdict.state === 'processing')) await settle(provider.id, verdict);
      return outcomeOf(access, orderId);
    },

    /** A provider's server-to-server notification: verified, matched, acted on once. */
    async notify(providerId: PaymentProviderId, notification: IncomingNotification) {
      const provider = providers[providerId];
      if (!provider) throw notFound(`${providerId} is not configured`);
      let verdict: PaymentVerdict | undefined;
      try {
        verdict = await provider.verify(notification);
      } catch (error) {
        if (!(error instanceof NotificationRefused)) throw error;
        log.warn({ provider: providerId, reason: error.message }, 'payment notification refused');
        throw notificationRefused(error.message);
      }
      if (!verdict) return { received: true, acted: false };
      try {
        const result = await settle(providerId, verdict);
        if ('unknown' in result) {
          log.warn(
            { provider: providerId, reference: verdict.reference },
            'payment notification for no payment of ours',
          );
          return { received: true, acted: false };
        }
        if (result.duplicate)
          log.warn({ provider: providerId, event: verdict.eventId }, 'payment notification seen before: ignored');
        return { received: true, acted: !result.duplicate };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOTIFICATION_REFUSED')
          log.warn(
            { provider: providerId, event: verdict.eventId, reason: error.message },
            'payment notification refused',
          );
        throw error;
      }
    },

    /** The clean-up job: cancels unpaid online orders that are overdue, returning their stock. */
    expireUnpaid: (now: Date) => orders.expireUnpaid(now),
  };
}
export type PaymentService = ReturnType<typeof paymentService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payments; the clean-up job and tests reach them here. */
    payments: PaymentService;
  }
}
