// Long on purpose: the offline stand-in for three providers' APIs (Stripe, PayPal, Computop) and
// their hosted pages in one server, so the same SDK calls work without an account. Each provider's
// routes are a section here; their signing is in signers.ts, their refunds in refund-routes.ts.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { sameSecret } from '../compare';
import { computopMac } from '../computop';
import { computopCredits, paypalRefunds, stripeRefunds } from './refund-routes';
import { type RefundProvider, refundLedger, type SandboxRefund } from './refunds';
import {
  computopSigner,
  paypalSigner,
  type SandboxCredentials,
  type SignedNotification,
  stripeSigner,
} from './signers';

/**
 * The payment sandbox: stands in for Stripe's API, PayPal's REST API and Computop's Paygate when
 * the shop has no provider accounts (a newcomer's laptop, CI). The provider SDKs talk to it as they
 * would to the real service; its hosted pages let the shopper pick success, failure or cancel; it
 * returns the shopper as the provider would and notifies the shop server to server, signed the way
 * that provider signs. State lives in memory: it is a development tool for one process.
 */
export interface SandboxOptions {
  credentials: SandboxCredentials;
  port?: number;
  host?: string;
  /** Where the shopper's browser reaches the sandbox; by default http://localhost:{port}. */
  publicUrl?: string;
  /** Where Stripe and PayPal deliver their webhooks (the shop API's endpoints). */
  webhookUrls: { stripe: string; paypal: string };
  log?: (message: string, details?: object) => void;
}

type Outcome = 'success' | 'failure' | 'cancel';

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

interface PayPalOrder {
  id: string;
  amount: { currency_code: string; value: string };
  customId: string | undefined;
  invoiceId: string | undefined;
  returnUrl: string;
  cancelUrl: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  declines: boolean;
  captureId?: string;
}

interface PaygateTransaction {
  payId: string;
  transId: string;
  refNr: string;
  amount: number;
  currency: string;
  urlSuccess: string;
  urlFailure: string;
  urlBack: string;
  urlNotify: string;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The hosted payment page: the order's amount and the three ways a payment can end. */
function hostedPage(provider: string, what: string, amount: string, action: string) {
  const button = (outcome: Outcome, label: string) =>
    `<form method="post" action="${html(`${action}/${outcome}`)}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(provider)} payment sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1c1c}
main{border:1px solid #ccc;border-radius:8px;padding:1.5rem}button{font:inherit;width:100%;margin:.35rem 0;padding:.7rem;border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer}
form:first-of-type button{background:#1c5d99;color:#fff;border-color:#1c5d99}</style></head>
<body><main><h1>${html(provider)} payment sandbox</h1>
<p>Offline stand-in for ${html(provider)}: no money moves.</p>
<p>${html(what)}</p><p><strong>Amount: ${html(amount)}</strong></p>
${button('success', 'Pay successfully')}${button('failure', 'Simulate a failed payment')}${button('cancel', 'Cancel payment')}
</main></body></html>`;
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The refunds made, newest first: the sandbox's stand-in for the providers' dashboards. */
function refundsPage(made: SandboxRefund[]) {
  const rows = made
    .toReversed()
    .map(
      (r) =>
        `<tr><td>${html(r.provider)}</td><td>${html(r.reference)}</td><td>${html(r.id)}</td><td>${html(money(r.amount, r.currency))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment sandbox refunds</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1c1c1c}td,th{padding:.3rem .8rem;text-align:left;border-bottom:1px solid #ccc}</style></head>
<body><main><h1>Payment sandbox refunds</h1>
${made.length === 0 ? '<p>No refunds yet.</p>' : `<table><caption>Refunds, newest first</caption><thead><tr><th scope="col">Provider</th><th scope="col">Payment</th><th scope="col">Refund</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody></table>`}
</main></body></html>`;
}

export async function startPaymentSandbox(options: SandboxOptions) {
  const { credentials, log = () => {} } = options;
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  // Stripe's API takes form-encoded bodies; PayPal's JSON; the hosted pages post forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // PayPal's capture is a POST with a JSON content type and no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Known once listening (the port may be chosen by the system).
  let port = 0;
  let publicUrl = '';
  // Fetched server to server by the shop, like PayPal's certificate host.
  const certUrl = () => `http://127.0.0.1:${port}/paypal/certs/sandbox.pem`;

  const signStripe = stripeSigner(credentials.stripe.webhookSecret);
  const paypal = paypalSigner(credentials.paypal.webhookId, certUrl);
  const paygate = computopSigner(credentials.computop);

  /** Notifications on their way: closing waits for them, so none is cut off mid-request. */
  const deliveries = new Set<Promise<void>>();
  function track(delivery: Promise<void>) {
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
    return delivery;
  }

  function deliver(url: string, notification: SignedNotification) {
    return track(
      (async () => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: notification.headers,
            body: notification.body,
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) log('payment sandbox: notification refused', { url, status: response.status });
        } catch (error) {
          log('payment sandbox: notification not delivered', { url, error: String(error) });
        }
      })(),
    );
  }

  /** Refunds through every provider's API, kept for tests to see. */
  const refunds = refundLedger();
  app.get('/refunds', async (_request, reply) => reply.type('text/html').send(refundsPage(refunds.made())));

  // ---- Stripe: Checkout Sessions and PaymentIntents, bearer secret key, idempotency keys.
  const sessions = new Map<string, StripeSession>();
  const stripeIdempotency = new Map<string, string>();

  const stripeError = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ error: { type: 'invalid_request_error', message } });
  const stripeAuthorized = (request: FastifyRequest) =>
    sameSecret(request.headers.authorization ?? '', `Bearer ${credentials.stripe.secretKey}`);
  const sessionJson = (s: StripeSession) => ({
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
  const stripeEvent = (type: string, s: StripeSession) =>
    signStripe({
      id: id('evt_'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionJson(s) },
    });

  app.post('/v1/checkout/sessions', async (request, reply) => {
    if (!stripeAuthorized(request)) return stripeError(reply, 401, 'Invalid API Key provided');
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? stripeIdempotency.get(key) : undefined;
    if (known) return sessionJson(sessions.get(known)!);
    const body = request.body as Record<string, string>;
    const amount =
      Number(body['line_items[0][price_data][unit_amount]']) * Number(body['line_items[0][quantity]'] ?? 1);
    const currency = body['line_items[0][price_data][currency]'];
    const method = body['allowed_payment_method_types[0]'] ?? 'card';
    if (!Number.isInteger(amount) || amount < 0 || !currency || !body.success_url || !body.cancel_url)
      return stripeError(reply, 400, 'line_items, success_url and cancel_url are required');
    const metadata = Object.fromEntries(
      Object.entries(body).flatMap(([name, value]) => {
        const match = /^metadata\[(.+)\]$/.exec(name);
        return match ? [[match[1]!, value]] : [];
      }),
    );
    const session: StripeSession = {
      id: id('cs_test_'),
      intentId: id('pi_'),
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
    sessions.set(session.id, session);
    if (typeof key === 'string') stripeIdempotency.set(key, session.id);
    return sessionJson(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    if (!stripeAuthorized(request)) return stripeError(reply, 401, 'Invalid API Key provided');
    const session = sessions.get(request.params.id);
    return session ? sessionJson(session) : stripeError(reply, 404, 'No such checkout.session');
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    if (!stripeAuthorized(request)) return stripeError(reply, 401, 'Invalid API Key provided');
    const session = sessions.get(request.params.id);
    if (!session) return stripeError(reply, 404, 'No such checkout.session');
    if (session.status !== 'open')
      return stripeError(reply, 400, `Only Checkout Sessions with a status of open can be expired`);
    session.status = 'expired';
    return sessionJson(session);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    if (!stripeAuthorized(request)) return stripeError(reply, 401, 'Invalid API Key provided');
    const session = [...sessions.values()].find((s) => s.intentId === request.params.id);
    return session ? intentJson(session) : stripeError(reply, 404, 'No such payment_intent');
  });

  stripeRefunds(app, {
    ledger: refunds,
    authorized: stripeAuthorized,
    paymentOfIntent: (intentId) => {
      const session = [...sessions.values()].find((s) => s.intentId === intentId);
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
      await deliver(options.webhookUrls.stripe, stripeEvent('checkout.session.completed', session));
    } else {
      session.intentStatus = 'processing';
      await deliver(options.webhookUrls.stripe, stripeEvent('checkout.session.completed', session));
      if (outcome === 'success') {
        session.paid = true;
        session.intentStatus = 'succeeded';
        await deliver(options.webhookUrls.stripe, stripeEvent('checkout.session.async_payment_succeeded', session));
      } else {
        session.intentStatus = 'requires_payment_method';
        await deliver(options.webhookUrls.stripe, stripeEvent('checkout.session.async_payment_failed', session));
      }
    }
    return reply.redirect(session.successUrl, 303);
  });

  // ---- PayPal: OAuth client credentials, Orders v2, request ids, signed webhooks.
  const paypalOrders = new Map<string, PayPalOrder>();
  const paypalRequests = new Map<string, { status: number; body: unknown }>();
  const paypalTokens = new Set<string>();

  const paypalError = (reply: FastifyReply, status: number, name: string, issue?: string) =>
    reply.code(status).send({
      name,
      message: issue ?? name,
      debug_id: id(''),
      details: issue ? [{ issue, description: issue }] : [],
    });
  const paypalAuthorized = (request: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token !== undefined && paypalTokens.has(token);
  };
  const orderJson = (o: PayPalOrder) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        reference_id: 'default',
        amount: o.amount,
        custom_id: o.customId,
        invoice_id: o.invoiceId,
        ...(o.captureId && {
          payments: {
            captures: [
              {
                id: o.captureId,
                status: refunds.isRefunded('paypal', o.id) ? 'REFUNDED' : 'COMPLETED',
                amount: o.amount,
                custom_id: o.customId,
                final_capture: true,
              },
            ],
          },
        }),
      },
    ],
    links: [
      { href: `${publicUrl}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${publicUrl}/paypal/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });
  /** Answers a request id's first result again, as PayPal does. */
  const once = (request: FastifyRequest, reply: FastifyReply, answer: () => { status: number; body: unknown }) => {
    const key = request.headers['paypal-request-id'];
    const scope = typeof key === 'string' ? `${request.url}:${key}` : undefined;
    const result = (scope && paypalRequests.get(scope)) || answer();
    if (scope) paypalRequests.set(scope, result);
    return reply.code(result.status).send(result.body);
  };

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${credentials.paypal.clientId}:${credentials.paypal.clientSecret}`).toString('base64')}`;
    if (!sameSecret(request.headers.authorization ?? '', expected))
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = id('A21AA');
    paypalTokens.add(token);
    return {
      scope: 'https://uri.paypal.com/services/payments',
      access_token: token,
      token_type: 'Bearer',
      expires_in: 32400,
    };
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!paypalAuthorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    return once(request, reply, () => {
      const body = request.body as {
        purchase_units?: {
          amount?: { currency_code?: string; value?: string };
          custom_id?: string;
          invoice_id?: string;
        }[];
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      };
      const unit = body.purchase_units?.[0];
      const context = body.payment_source?.paypal?.experience_context;
      if (!unit?.amount?.currency_code || !unit.amount.value || !context?.return_url || !context.cancel_url)
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] },
        };
      const order: PayPalOrder = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        customId: unit.custom_id,
        invoiceId: unit.invoice_id,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        status: 'PAYER_ACTION_REQUIRED',
        declines: false,
      };
      paypalOrders.set(order.id, order);
      return { status: 200, body: orderJson(order) };
    });
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!paypalAuthorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = paypalOrders.get(request.params.id);
    return order ? orderJson(order) : paypalError(reply, 404, 'RESOURCE_NOT_FOUND');
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!paypalAuthorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = paypalOrders.get(request.params.id);
    if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND');
    let captured = false;
    const answered = once(request, reply, () => {
      if (order.status === 'COMPLETED')
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } };
      if (order.status !== 'APPROVED')
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
      if (order.declines)
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] } };
      order.status = 'COMPLETED';
      order.captureId = randomBytes(8).toString('hex').toUpperCase();
      captured = true;
      return { status: 201, body: orderJson(order) };
    });
    if (captured)
      // PayPal notifies the completed capture on its own, a moment after answering.
      track(
        new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
          deliver(
            options.webhookUrls.paypal,
            paypal.sign({
              id: id('WH-'),
              event_type: 'PAYMENT.CAPTURE.COMPLETED',
              resource_type: 'capture',
              create_time: new Date().toISOString(),
              resource: {
                id: order.captureId,
                status: 'COMPLETED',
                amount: order.amount,
                custom_id: order.customId,
                invoice_id: order.invoiceId,
                supplementary_data: { related_ids: { order_id: order.id } },
              },
            }),
          ),
        ),
      );
    return answered;
  });

  paypalRefunds(app, {
    ledger: refunds,
    authorized: paypalAuthorized,
    paymentOfCapture: (captureId) => {
      const order = [...paypalOrders.values()].find((o) => o.captureId === captureId);
      return (
        order && {
          reference: order.id,
          amount: Math.round(Number(order.amount.value) * 100),
          currency: order.amount.currency_code,
          paid: order.status === 'COMPLETED',
        }
      );
    },
  });

  app.get('/paypal/certs/sandbox.pem', async (_request, reply) =>
    reply.type('application/x-pem-file').send(paypal.certificate),
  );

  app.get<{ Querystring: { token?: string } }>('/paypal/checkoutnow', async (request, reply) => {
    const order = paypalOrders.get(request.query.token ?? '');
    if (order?.status !== 'PAYER_ACTION_REQUIRED')
      return reply.code(404).type('text/plain').send('This payment page has expired.');
    const amount = `${order.amount.value} ${order.amount.currency_code}`;
    return reply
      .type('text/html')
      .send(hostedPage('PayPal', 'PayPal checkout', amount, `/paypal/checkoutnow/${order.id}`));
  });

  app.post<{ Params: { id: string; outcome: Outcome } }>('/paypal/checkoutnow/:id/:outcome', async (request, reply) => {
    const order = paypalOrders.get(request.params.id);
    if (order?.status !== 'PAYER_ACTION_REQUIRED') return reply.code(404).send('This payment page has expired.');
    const back = (url: string) => `${url}${url.includes('?') ? '&' : '?'}token=${order.id}`;
    if (request.params.outcome === 'cancel') return reply.redirect(back(order.cancelUrl), 303);
    // Approved either way; a failure shows when the shop captures (the card behind it declines).
    order.status = 'APPROVED';
    order.declines = request.params.outcome === 'failure';
    return reply.redirect(`${back(order.returnUrl)}&PayerID=${id('').slice(0, 13).toUpperCase()}`, 303);
  });

  // ---- Computop Paygate: payssl.aspx with MerchantID, Len, Data; answers encrypted with a MAC.
  const transactions = new Map<string, PaygateTransaction>();
  const credits = computopCredits(app, { ledger: refunds, credentials: credentials.computop, paygate });

  app.get<{ Querystring: { MerchantID?: string; Len?: string; Data?: string } }>(
    '/computop/payssl.aspx',
    async (request, reply) => {
      const { MerchantID, Len, Data } = request.query;
      const refuse = (text: string) => reply.code(400).type('text/plain').send(text);
      if (MerchantID !== credentials.computop.merchantId) return refuse('Unknown MerchantID');
      let fields: Map<string, string>;
      try {
        fields = paygate.cipher.decrypt(Data ?? '', Number(Len));
      } catch {
        return refuse('Data cannot be decrypted');
      }
      const field = (name: string) => fields.get(name) ?? '';
      const mac = computopMac(credentials.computop.hmacKey, [
        '',
        field('TransID'),
        MerchantID,
        field('Amount'),
        field('Currency'),
      ]);
      if (!sameSecret(field('MAC'), mac)) return refuse('MAC check failed');
      const transaction: PaygateTransaction = {
        payId: randomBytes(16).toString('hex'),
        transId: field('TransID'),
        refNr: field('RefNr'),
        amount: Number(field('Amount')),
        currency: field('Currency'),
        urlSuccess: field('URLSuccess'),
        urlFailure: field('URLFailure'),
        urlBack: field('URLBack'),
        urlNotify: field('URLNotify'),
      };
      transactions.set(transaction.payId, transaction);
      return reply
        .type('text/html')
        .send(
          hostedPage(
            'Computop',
            `Card payment, ${field('OrderDesc')}`,
            money(transaction.amount, transaction.currency),
            `/computop/payssl/${transaction.payId}`,
          ),
        );
    },
  );

  app.post<{ Params: { payId: string; outcome: Outcome } }>(
    '/computop/payssl/:payId/:outcome',
    async (request, reply) => {
      const transaction = transactions.get(request.params.payId);
      if (!transaction) return reply.code(404).send('This payment page has expired.');
      transactions.delete(transaction.payId);
      if (request.params.outcome === 'cancel') return reply.redirect(transaction.urlBack, 303);
      const success = request.params.outcome === 'success';
      credits.settle(transaction.payId, {
        reference: transaction.transId,
        amount: transaction.amount,
        currency: transaction.currency,
        paid: success,
      });
      const answer = paygate.answer({
        payId: transaction.payId,
        transId: transaction.transId,
        refNr: transaction.refNr,
        amount: transaction.amount,
        currency: transaction.currency,
        status: success ? 'AUTHORIZED' : 'FAILED',
        code: success ? '00000000' : '21000050',
        description: success ? 'success' : 'Card declined',
      });
      await deliver(transaction.urlNotify, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(answer).toString(),
      });
      const target = success ? transaction.urlSuccess : transaction.urlFailure;
      return reply.redirect(`${target}?${new URLSearchParams({ Len: answer.Len, Data: answer.Data })}`, 303);
    },
  );

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  return {
    url: publicUrl,
    /** Where the SDKs send their API calls. */
    apiUrl: `http://127.0.0.1:${port}`,
    paygateUrl: `${publicUrl}/computop/payssl.aspx`,
    /** Paygate's refunds, server to server like the other APIs. */
    creditUrl: `http://127.0.0.1:${port}/computop/credit.aspx`,
    credentials,
    signers: { stripe: signStripe, paypal, computop: paygate },
    /** Every refund made through any provider's API, oldest first. */
    refunds: () => refunds.made(),
    /** The provider's next refund is refused with this reason, in the provider's own error shape. */
    refuseNextRefund: (provider: RefundProvider, reason: string) => refunds.refuseNext(provider, reason),
    /** Stops the sandbox once the notifications it sent are answered. */
    close: async () => {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
      await app.close();
    },
  };
}
export type PaymentSandbox = Awaited<ReturnType<typeof startPaymentSandbox>>;
