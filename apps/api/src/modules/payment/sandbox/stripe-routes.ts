// Stripe as the sandbox answers it: Checkout Sessions and PaymentIntents behind the bearer secret
// key, with idempotency keys; the hosted checkout page; the webhooks Stripe sends as a payment ends.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../compare';
import type { NotificationDeliveries } from './deliveries';
import { newId } from './ids';
import { hostedPage, money, type Outcome } from './pages';
import { stripeRefunds } from './refund-routes';
import type { RefundLedger } from './refunds';
import type { SandboxCredentials, stripeSigner } from './signers';

interface StripeSession {
  id: string;
  intentId: string;
  method: string;
  amount: number;
  currency: string;
  reference: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  intentStatus: 'requires_payment_method' | 'processing' | 'succeeded';
}

interface StripeDeps {
  credentials: SandboxCredentials['stripe'];
  sign: ReturnType<typeof stripeSigner>;
  ledger: RefundLedger;
  deliveries: NotificationDeliveries;
  /** The shop's Stripe webhook endpoint. */
  webhookUrl: string;
  /** Where the shopper's browser reaches the sandbox: known once it listens. */
  publicUrl: () => string;
}

const sessionJson = (s: StripeSession, publicUrl: string) => ({
  id: s.id,
  object: 'checkout.session',
  mode: 'payment',
  url: s.status === 'open' ? `${publicUrl}/stripe/checkout/${s.id}` : null,
  amount_total: s.amount,
  currency: s.currency,
  client_reference_id: s.reference,
  metadata: s.metadata,
  allowed_payment_method_types: [s.method],
  payment_intent: s.intentId,
  payment_status: s.paid ? 'paid' : 'unpaid',
  status: s.status,
  success_url: s.successUrl,
  cancel_url: s.cancelUrl,
});

const intentJson = (s: StripeSession) => ({
  id: s.intentId,
  object: 'payment_intent',
  amount: s.amount,
  amount_received: s.intentStatus === 'succeeded' ? s.amount : 0,
  currency: s.currency,
  metadata: s.metadata,
  allowed_payment_method_types: [s.method],
  status: s.intentStatus,
});

/** The session a form-encoded create call asks for; undefined without line items or return addresses. */
function newSession(body: Record<string, string>): StripeSession | undefined {
  const amount = Number(body['line_items[0][price_data][unit_amount]']) * Number(body['line_items[0][quantity]'] ?? 1);
  const currency = body['line_items[0][price_data][currency]'];
  const method = body['allowed_payment_method_types[0]'] ?? 'card';
  if (!Number.isInteger(amount) || amount < 0 || !currency || !body.success_url || !body.cancel_url) return undefined;
  const metadata = Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(name);
      return match ? [[match[1]!, value]] : [];
    }),
  );
  return {
    id: newId('cs_test_'),
    intentId: newId('pi_'),
    method,
    amount,
    currency,
    reference: body.client_reference_id ?? null,
    successUrl: body.success_url,
    cancelUrl: body.cancel_url,
    metadata,
    status: 'open',
    paid: false,
    intentStatus: 'requires_payment_method',
  };
}

/** Stripe's API as the SDK calls it: Checkout Sessions, their PaymentIntents and refunds. */
function stripeApi(app: FastifyInstance, sessions: Map<string, StripeSession>, deps: StripeDeps) {
  const idempotency = new Map<string, string>();
  const error = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ error: { type: 'invalid_request_error', message } });
  const authorized = (request: FastifyRequest) =>
    sameSecret(request.headers.authorization ?? '', `Bearer ${deps.credentials.secretKey}`);
  const json = (session: StripeSession) => sessionJson(session, deps.publicUrl());
  const sessionOfIntent = (intentId: string) => [...sessions.values()].find((s) => s.intentId === intentId);

  app.post('/v1/checkout/sessions', async (request, reply) => {
    if (!authorized(request)) return error(reply, 401, 'Invalid API Key provided');
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? idempotency.get(key) : undefined;
    if (known) return json(sessions.get(known)!);
    const session = newSession(request.body as Record<string, string>);
    if (!session) return error(reply, 400, 'line_items, success_url and cancel_url are required');
    sessions.set(session.id, session);
    if (typeof key === 'string') idempotency.set(key, session.id);
    return json(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    if (!authorized(request)) return error(reply, 401, 'Invalid API Key provided');
    const session = sessions.get(request.params.id);
    return session ? json(session) : error(reply, 404, 'No such checkout.session');
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    if (!authorized(request)) return error(reply, 401, 'Invalid API Key provided');
    const session = sessions.get(request.params.id);
    if (!session) return error(reply, 404, 'No such checkout.session');
    if (session.status !== 'open')
      return error(reply, 400, `Only Checkout Sessions with a status of open can be expired`);
    session.status = 'expired';
    return json(session);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    if (!authorized(request)) return error(reply, 401, 'Invalid API Key provided');
    const session = sessionOfIntent(request.params.id);
    return session ? intentJson(session) : error(reply, 404, 'No such payment_intent');
  });

  stripeRefunds(app, {
    ledger: deps.ledger,
    authorized,
    paymentOfIntent: (intentId) => {
      const session = sessionOfIntent(intentId);
      return (
        session && {
          reference: session.id,
          amount: session.amount,
          currency: session.currency,
          paid: session.intentStatus === 'succeeded',
        }
      );
    },
  });
}

/** Stripe Checkout's hosted page: the shopper's outcome returns them and notifies the shop. */
function stripeCheckoutPage(app: FastifyInstance, sessions: Map<string, StripeSession>, deps: StripeDeps) {
  const notify = (type: string, session: StripeSession) =>
    deps.deliveries.deliver(
      deps.webhookUrl,
      deps.sign({
        id: newId('evt_'),
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: sessionJson(session, deps.publicUrl()) },
      }),
    );

  app.get<{ Params: { id: string } }>('/stripe/checkout/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (session?.status !== 'open') return reply.code(404).type('text/plain').send('This payment page has expired.');
    const kind =
      { card: 'Card payment', sepa_debit: 'SEPA direct debit', sofort: 'Sofort' }[session.method] ?? session.method;
    return reply
      .type('text/html')
      .send(hostedPage('Stripe', kind, money(session.amount, session.currency), `/stripe/checkout/${session.id}`));
  });

  app.post<{ Params: { id: string; outcome: Outcome } }>('/stripe/checkout/:id/:outcome', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (session?.status !== 'open') return reply.code(404).send('This payment page has expired.');
    const { outcome } = request.params;
    // Like Stripe Checkout: cancel returns without a payment; card payments are paid at once; debits
    // and Sofort complete first and succeed or fail afterwards.
    if (outcome === 'cancel') return reply.redirect(session.cancelUrl, 303);
    session.status = 'complete';
    const immediate = session.method === 'card' && outcome === 'success';
    if (immediate) {
      session.paid = true;
      session.intentStatus = 'succeeded';
      await notify('checkout.session.completed', session);
    } else {
      session.intentStatus = 'processing';
      await notify('checkout.session.completed', session);
      if (outcome === 'success') {
        session.paid = true;
        session.intentStatus = 'succeeded';
        await notify('checkout.session.async_payment_succeeded', session);
      } else {
        session.intentStatus = 'requires_payment_method';
        await notify('checkout.session.async_payment_failed', session);
      }
    }
    return reply.redirect(session.successUrl, 303);
  });
}

/** Stripe's API and its hosted checkout, sharing the sessions made. */
export function stripeRoutes(app: FastifyInstance, deps: StripeDeps) {
  const sessions = new Map<string, StripeSession>();
  stripeApi(app, sessions, deps);
  stripeCheckoutPage(app, sessions, deps);
}
