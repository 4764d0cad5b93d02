import { createPublicKey, verify } from 'node:crypto';
import { Agent as HttpsAgent } from 'node:https';
import { connect } from 'node:net';
import { crc32 } from 'node:zlib';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  isRefusal,
  NotificationRefused,
  type PaymentProvider,
  type PaymentState,
  type PaymentVerdict,
  RefundRefused,
} from './provider';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the shop's webhook: part of what each notification's signature covers. */
  webhookId: string;
  /** PayPal's live service; otherwise PayPal's sandbox (api-m.sandbox.paypal.com). */
  live: boolean;
  /** The local sandbox's address, which then answers in PayPal's place. */
  localUrl?: string;
}

/** The capture events acted on, and what each says. */
const captureStates: Record<string, PaymentState> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.PENDING': 'processing',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

/** Minutes a notification's transmission time may lie in the past: an older one is a replay. */
const TOLERANCE_MS = 10 * 60 * 1000;

/**
 * The PayPal SDK knows only PayPal's two hosts. Offline, its HTTPS agent opens plain connections
 * to the local sandbox instead: the SDK's requests, paths and authentication stay as they are.
 */
function localAgent(url: URL) {
  return new (class extends HttpsAgent {
    override createConnection() {
      return connect({ host: url.hostname, port: Number(url.port) });
    }
  })({ keepAlive: true });
}

const money = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: string | undefined) => (value === undefined ? undefined : Math.round(Number(value) * 100));

const webhookEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    id: z.string().optional(),
    status: z.string().optional(),
    custom_id: z.string().optional(),
    amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
    supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }).optional(),
  }),
});

/** PayPal's words in an error answer: its first issue's description, else its message. */
function reasonOf(error: ApiError) {
  const answer = error.result as { message?: string; details?: { issue?: string; description?: string }[] } | undefined;
  const issue = answer?.details?.[0];
  return issue?.description ?? issue?.issue ?? answer?.message ?? error.message;
}

/**
 * PayPal through its official server SDK: Orders v2 created with the shopper's return and cancel
 * addresses, captured when the shopper comes back approved; webhook events verified against
 * PayPal's signing certificate (CRC32 of the body, transmission id and time, webhook id).
 */
export function paypalProvider(settings: PayPalSettings): PaymentProvider {
  const local = settings.localUrl ? new URL(settings.localUrl) : undefined;
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
    },
    environment: settings.live ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    ...(local && { httpClientOptions: { httpsAgent: localAgent(local) } }),
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  /** Certificates come only from PayPal's own API hosts (or the local sandbox standing in for them). */
  const trustedCertHosts = new Set(
    local
      ? [local.host]
      : settings.live
        ? ['api.paypal.com', 'api-m.paypal.com']
        : ['api.sandbox.paypal.com', 'api-m.sandbox.paypal.com'],
  );
  // PayPal signs with a handful of certificates; a bounded cache is plenty.
  const certificates = new LRUCache<string, ReturnType<typeof createPublicKey>>({ max: 16 });

  async function certificate(url: string) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new NotificationRefused('paypal-cert-url is not a URL');
    }
    if (!trustedCertHosts.has(parsed.host) || (!local && parsed.protocol !== 'https:'))
      throw new NotificationRefused(`certificate from an untrusted host: ${parsed.host}`);
    // Keyed without the query, so a sender cannot fill the cache with variants of one address.
    const key = `${parsed.origin}${parsed.pathname}`;
    const cached = certificates.get(key);
    if (cached) return cached;
    let pem: string;
    try {
      const response = await fetch(key, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      pem = await response.text();
    } catch (error) {
      throw new NotificationRefused(`certificate not available: ${error instanceof Error ? error.message : error}`);
    }
    let publicKey: ReturnType<typeof createPublicKey>;
    try {
      publicKey = createPublicKey(pem);
    } catch {
      throw new NotificationRefused('the certificate is not a PEM certificate or key');
    }
    certificates.set(key, publicKey);
    return publicKey;
  }

  const stateOf = (order: Order): PaymentState => {
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') return 'paid';
    if (capture?.status === 'PENDING') return 'processing';
    if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return 'failed';
    if (order.status === 'VOIDED') return 'failed';
    return order.status === 'APPROVED' ? 'processing' : 'canceled';
  };

  const verdict = (order: Order, reference: string, type: string): PaymentVerdict => {
    const unit = order.purchaseUnits?.[0];
    const capture = unit?.payments?.captures?.[0];
    const amount = capture?.amount ?? unit?.amount;
    return {
      reference,
      state: stateOf(order),
      amount: minor(amount?.value),
      currency: amount?.currencyCode,
      orderId: unit?.customId ? Number(unit.customId) : capture?.customId ? Number(capture.customId) : undefined,
      type,
    };
  };

  return {
    id: 'paypal',

    async start(order) {
      const { result } = await orders.createOrder({
        paypalRequestId: order.paymentId,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: order.paymentId,
              customId: String(order.id),
              invoiceId: order.transactionnum,
              description: `Werkhaus ${order.transactionnum}`,
              amount: { currencyCode: order.currency, value: money(order.amount) },
            },
          ],
          paymentSource: {
            paypal: {
              emailAddress: order.email,
              experienceContext: {
                brandName: 'Werkhaus',
                userAction: PaypalExperienceUserAction.PayNow,
                returnUrl: order.returnUrl('success'),
                cancelUrl: order.returnUrl('cancel'),
              },
            },
          },
        },
      });
      const approve = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!result.id || !approve) throw new Error('PayPal answered an order without an approval link');
      return { reference: result.id, redirectUrl: approve.href };
    },

    async check(reference, returned) {
      if (returned !== 'success') {
        const { result } = await orders.getOrder({ id: reference });
        // Not approved: the shopper cancelled at PayPal (or left with an error).
        if (result.status !== 'APPROVED' && result.status !== 'COMPLETED')
          return { ...verdict(result, reference, 'orders.get'), state: returned === 'cancel' ? 'canceled' : 'failed' };
      }
      try {
        // The request id makes a repeated capture (the shopper reloads) answer the first one's result.
        const { result } = await orders.captureOrder({
          id: reference,
          paypalRequestId: `capture-${reference}`,
          prefer: 'return=representation',
        });
        return verdict(result, reference, 'orders.capture');
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
        // Declined, or captured already: PayPal's order says which.
        const { result } = await orders.getOrder({ id: reference });
        const state = stateOf(result);
        return { ...verdict(result, reference, 'orders.capture'), state: state === 'paid' ? 'paid' : 'failed' };
      }
    },

    async verify({ rawBody, headers, receivedAt }) {
      const header = (name: string) => {
        const value = headers[name];
        if (typeof value !== 'string' || value === '') throw new NotificationRefused(`${name} header missing`);
        return value;
      };
      const transmissionId = header('paypal-transmission-id');
      const transmissionTime = header('paypal-transmission-time');
      const signature = header('paypal-transmission-sig');
      const certUrl = header('paypal-cert-url');
      if (header('paypal-auth-algo') !== 'SHA256withRSA') throw new NotificationRefused('unknown signing algorithm');
      const sent = Date.parse(transmissionTime);
      if (Number.isNaN(sent) || Math.abs(receivedAt.getTime() - sent) > TOLERANCE_MS)
        throw new NotificationRefused('transmission time outside the tolerance');
      const message = `${transmissionId}|${transmissionTime}|${settings.webhookId}|${crc32(rawBody)}`;
      const valid = verify(
        'sha256',
        Buffer.from(message),
        await certificate(certUrl),
        Buffer.from(signature, 'base64'),
      );
      if (!valid) throw new NotificationRefused('signature does not match');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new NotificationRefused('not a PayPal event');
      }
      // Event types we do not act on are acknowledged whatever their resource looks like.
      const type = (body as { event_type?: unknown })?.event_type;
      const state = typeof type === 'string' ? captureStates[type] : undefined;
      if (!state) return undefined;
      const parsed = webhookEvent.safeParse(body);
      if (!parsed.success) throw new NotificationRefused('not a PayPal capture event');
      const event = parsed.data;
      const reference = event.resource.supplementary_data?.related_ids.order_id;
      if (!reference) return undefined;
      return {
        reference,
        state,
        amount: minor(event.resource.amount?.value),
        currency: event.resource.amount?.currency_code,
        orderId: event.resource.custom_id ? Number(event.resource.custom_id) : undefined,
        eventId: event.id,
        type: event.event_type,
      };
    },

    async refund({ reference, amount, currency, paymentId }) {
      try {
        const { result: order } = await orders.getOrder({ id: reference });
        const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
        if (!captureId) throw new RefundRefused('paypal', 'the order has no captured payment');
        const { result } = await payments.refundCapturedPayment({
          captureId,
          // Like the capture's: the refund's own request id, so a retry answers the first refund.
          paypalRequestId: `refund-${paymentId}`,
          prefer: 'return=minimal',
          body: { amount: { currencyCode: currency, value: money(amount) } },
        });
        if (result.status === RefundStatus.Failed || result.status === RefundStatus.Cancelled)
          throw new RefundRefused('paypal', result.statusDetails?.reason ?? `the refund is ${result.status}`);
        if (!result.id) throw new Error('PayPal answered a refund without an id');
        return { refundReference: result.id };
      } catch (error) {
        if (error instanceof ApiError && isRefusal(error.statusCode))
          throw new RefundRefused('paypal', reasonOf(error));
        throw error;
      }
    },
  };
}
