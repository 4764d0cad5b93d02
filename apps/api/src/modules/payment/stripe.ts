import Stripe from 'stripe';
import { isRefusal, NotificationRefused, type PaymentProvider, type PaymentState, RefundRefused } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The local sandbox's address; absent: api.stripe.com. */
  apiUrl?: string;
}

/** Seconds a webhook's signed timestamp may lie in the past (Stripe's default tolerance). */
const TOLERANCE_SECONDS = 300;

const stripeType = { stripe: 'card', 'stripe-debit': 'sepa_debit', 'stripe-sofort': 'sofort' } as const;

type Session = Stripe.Checkout.Session;

/**
 * Stripe through its official SDK: a Checkout Session per attempt (Stripe's hosted page, which
 * creates the PaymentIntent for card, sepa_debit or sofort), Checkout events verified with the
 * SDK's signature check.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const local = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    timeout: 15_000,
    ...(local && {
      host: local.hostname,
      port: Number(local.port),
      protocol: local.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  const verdict = (session: Session, type: string, state: PaymentState, eventId?: string) => ({
    reference: session.id,
    state,
    amount: session.amount_total ?? undefined,
    currency: session.currency?.toUpperCase(),
    orderId: session.client_reference_id ? Number(session.client_reference_id) : undefined,
    eventId,
    type,
  });

  /** Where a session's payment stands: paid, still being processed (debits), or not paid. */
  async function stateOf(session: Session): Promise<PaymentState | undefined> {
    if (session.payment_status === 'paid') return 'paid';
    if (session.status === 'open' || session.status === 'expired') return undefined;
    const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intentId) return 'processing';
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded') return 'paid';
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return 'failed';
    return 'processing';
  }

  return {
    id: 'stripe',

    async start(order) {
      const type = stripeType[order.method as keyof typeof stripeType];
      if (!type) throw new Error(`Stripe does not take ${order.method}`);
      const metadata = { orderId: String(order.id), paymentId: order.paymentId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [type],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                product_data: { name: `Werkhaus ${order.transactionnum}` },
              },
            },
          ],
          client_reference_id: String(order.id),
          // Stripe's page closes before the order's time runs out (30 minutes is Stripe's shortest).
          expires_at: Math.max(Math.floor(order.expiresAt.getTime() / 1000), Math.ceil(Date.now() / 1000) + 30 * 60),
          customer_email: order.email,
          locale: order.locale,
          success_url: order.returnUrl('success'),
          cancel_url: order.returnUrl('cancel'),
          metadata,
          payment_intent_data: { metadata, description: order.transactionnum },
        },
        { idempotencyKey: order.paymentId },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { reference: session.id, redirectUrl: session.url };
    },

    async check(reference, returned) {
      let session = await stripe.checkout.sessions.retrieve(reference);
      if (session.status === 'open') {
        // Back without paying: the page is closed, so it cannot take a payment after the shopper
        // chose another way to pay. If it completed meanwhile, that answer counts.
        try {
          session = await stripe.checkout.sessions.expire(reference);
        } catch {
          session = await stripe.checkout.sessions.retrieve(reference);
        }
      }
      const state = (await stateOf(session)) ?? (returned === 'cancel' ? 'canceled' : 'failed');
      return verdict(session, 'checkout.session.retrieve', state);
    },

    async verify({ rawBody, headers, receivedAt }) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new NotificationRefused('Stripe-Signature header missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          // Milliseconds: the SDK divides by 1000 itself (seconds here put "now" in 1970, and no
          // event was ever too old).
          receivedAt.getTime(),
        );
      } catch (error) {
        throw new NotificationRefused(error instanceof Error ? error.message : 'signature check failed');
      }
      const states: Partial<Record<Stripe.Event['type'], PaymentState>> = {
        'checkout.session.async_payment_succeeded': 'paid',
        'checkout.session.async_payment_failed': 'failed',
        'checkout.session.expired': 'canceled',
      };
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        return verdict(session, event.type, session.payment_status === 'paid' ? 'paid' : 'processing', event.id);
      }
      const state = states[event.type];
      if (!state) return undefined;
      return verdict(event.data.object as Session, event.type, state, event.id);
    },

    async refund({ reference, amount, currency, refundId }) {
      try {
        const session = await stripe.checkout.sessions.retrieve(reference);
        if (session.currency?.toUpperCase() !== currency.toUpperCase())
          throw new Error(`Checkout Session ${reference} is in ${session.currency}, not ${currency}`);
        const intentId =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intentId) throw new RefundRefused('stripe', 'the Checkout Session has no payment');
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount },
          // Not the payment id itself: Stripe's keys are per account, and the session was created with it.
          { idempotencyKey: `refund-${refundId}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new RefundRefused('stripe', refund.failure_reason ?? `the refund is ${refund.status}`);
        return { refundReference: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && isRefusal(error.statusCode))
          throw new RefundRefused('stripe', error.message);
        throw error;
      }
    },
  };
}
