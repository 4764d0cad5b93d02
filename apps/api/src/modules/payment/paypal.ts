import { Agent as HttpsAgent } from 'node:https';
import { connect } from 'node:net';
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
import { minor, paypalNotifications } from './paypal-notifications';
import { isRefusal, type PaymentProvider, type PaymentState, type PaymentVerdict, RefundRefused } from './provider';

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

/** PayPal's words in an error answer: its first issue's description, else its message. */
function reasonOf(error: ApiError) {
  const answer = error.result as { message?: string; details?: { issue?: string; description?: string }[] } | undefined;
  const issue = answer?.details?.[0];
  return issue?.description ?? issue?.issue ?? answer?.message ?? error.message;
}

/** Where an order stands, as its first capture (or, before one, its own status) says. */
function stateOf(order: Order): PaymentState {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') return 'paid';
  if (capture?.status === 'PENDING') return 'processing';
  if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return 'failed';
  if (order.status === 'VOIDED') return 'failed';
  return order.status === 'APPROVED' ? 'processing' : 'canceled';
}

/** The order as the shop reads it: the captured amount once there is one, else the ordered amount. */
function verdict(order: Order, reference: string, type: string): PaymentVerdict {
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
}

/**
 * PayPal through its official server SDK: Orders v2 created with the shopper's return and cancel
 * addresses, captured when the shopper comes back approved; webhook events verified against
 * PayPal's signing certificate (paypal-notifications.ts).
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

    verify: paypalNotifications({ webhookId: settings.webhookId, live: settings.live, local }),

    async refund({ reference, amount, currency, refundId }) {
      try {
        const { result: order } = await orders.getOrder({ id: reference });
        const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
        if (!captureId) throw new RefundRefused('paypal', 'the order has no captured payment');
        const { result } = await payments.refundCapturedPayment({
          captureId,
          // Like the capture's: the refund's own request id, so a retry answers the first refund.
          paypalRequestId: `refund-${refundId}`,
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
