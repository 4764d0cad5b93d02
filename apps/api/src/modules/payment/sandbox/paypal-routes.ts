// PayPal as the sandbox answers it: OAuth client credentials, Orders v2 with request ids, the
// checkout page the shopper approves on, and the signed webhook sent once an order is captured.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../compare';
import type { NotificationDeliveries } from './deliveries';
import { newId } from './ids';
import { hostedPage, type Outcome } from './pages';
import { paypalRefunds } from './refund-routes';
import type { RefundLedger } from './refunds';
import type { paypalSigner, SandboxCredentials } from './signers';

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

interface PayPalDeps {
  credentials: SandboxCredentials['paypal'];
  signer: ReturnType<typeof paypalSigner>;
  ledger: RefundLedger;
  deliveries: NotificationDeliveries;
  /** The shop's PayPal webhook endpoint. */
  webhookUrl: string;
  /** Where the shopper's browser reaches the sandbox: known once it listens. */
  publicUrl: () => string;
}

type Answer = { status: number; body: unknown };

const paypalError = (reply: FastifyReply, status: number, name: string, issue?: string) =>
  reply.code(status).send({
    name,
    message: issue ?? name,
    debug_id: newId(''),
    details: issue ? [{ issue, description: issue }] : [],
  });

const unprocessable = (issue: string): Answer => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] },
});

const orderJson = (o: PayPalOrder, publicUrl: string, refunded: number) => ({
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
              // As PayPal words a capture refunded in full, in part or not at all.
              status:
                refunded === 0
                  ? 'COMPLETED'
                  : refunded >= Math.round(Number(o.amount.value) * 100)
                    ? 'REFUNDED'
                    : 'PARTIALLY_REFUNDED',
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

/** What the SDK's create call sends, as far as the sandbox reads it. */
interface OrderRequest {
  purchase_units?: { amount?: { currency_code?: string; value?: string }; custom_id?: string; invoice_id?: string }[];
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
}

/** The order a create call asks for; undefined without an amount or return addresses. */
function newOrder(body: OrderRequest): PayPalOrder | undefined {
  const unit = body.purchase_units?.[0];
  const context = body.payment_source?.paypal?.experience_context;
  if (!unit?.amount?.currency_code || !unit.amount.value || !context?.return_url || !context.cancel_url)
    return undefined;
  return {
    id: randomBytes(8).toString('hex').toUpperCase(),
    amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
    customId: unit.custom_id,
    invoiceId: unit.invoice_id,
    returnUrl: context.return_url,
    cancelUrl: context.cancel_url,
    status: 'PAYER_ACTION_REQUIRED',
    declines: false,
  };
}

/** The webhook event PayPal sends for a completed capture. */
const captureCompleted = (order: PayPalOrder) => ({
  id: newId('WH-'),
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
});

/** PayPal's REST API as the SDK calls it: access tokens, Orders v2 and capture refunds. */
function paypalApi(app: FastifyInstance, orders: Map<string, PayPalOrder>, deps: PayPalDeps) {
  const tokens = new Set<string>();
  const requests = new Map<string, Answer>();
  const authorized = (request: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token !== undefined && tokens.has(token);
  };
  const json = (o: PayPalOrder) => orderJson(o, deps.publicUrl(), deps.ledger.refunded('paypal', o.id));
  /** Answers a request id's first result again, as PayPal does. */
  const once = (request: FastifyRequest, reply: FastifyReply, answer: () => Answer) => {
    const key = request.headers['paypal-request-id'];
    const scope = typeof key === 'string' ? `${request.url}:${key}` : undefined;
    const result = (scope && requests.get(scope)) || answer();
    if (scope) requests.set(scope, result);
    return reply.code(result.status).send(result.body);
  };

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${deps.credentials.clientId}:${deps.credentials.clientSecret}`).toString('base64')}`;
    if (!sameSecret(request.headers.authorization ?? '', expected))
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = newId('A21AA');
    tokens.add(token);
    return {
      scope: 'https://uri.paypal.com/services/payments',
      access_token: token,
      token_type: 'Bearer',
      expires_in: 32400,
    };
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    return once(request, reply, () => {
      const order = newOrder(request.body as OrderRequest);
      if (!order) return unprocessable('MISSING_REQUIRED_PARAMETER');
      orders.set(order.id, order);
      return { status: 200, body: json(order) };
    });
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = orders.get(request.params.id);
    return order ? json(order) : paypalError(reply, 404, 'RESOURCE_NOT_FOUND');
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = orders.get(request.params.id);
    if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND');
    let captured = false;
    const answered = once(request, reply, () => {
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
      if (order.declines) return unprocessable('INSTRUMENT_DECLINED');
      order.status = 'COMPLETED';
      order.captureId = randomBytes(8).toString('hex').toUpperCase();
      captured = true;
      return { status: 201, body: json(order) };
    });
    if (captured)
      // PayPal notifies the completed capture on its own, a moment after answering.
      deps.deliveries.track(
        new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
          deps.deliveries.deliver(deps.webhookUrl, deps.signer.sign(captureCompleted(order))),
        ),
      );
    return answered;
  });

  paypalRefunds(app, {
    ledger: deps.ledger,
    authorized,
    paymentOfCapture: (captureId) => {
      const order = [...orders.values()].find((o) => o.captureId === captureId);
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
}

/** PayPal's pages: the certificate its webhooks are signed with, and the checkout the shopper approves on. */
function paypalPages(app: FastifyInstance, orders: Map<string, PayPalOrder>, deps: PayPalDeps) {
  app.get('/paypal/certs/sandbox.pem', async (_request, reply) =>
    reply.type('application/x-pem-file').send(deps.signer.certificate),
  );

  app.get<{ Querystring: { token?: string } }>('/paypal/checkoutnow', async (request, reply) => {
    const order = orders.get(request.query.token ?? '');
    if (order?.status !== 'PAYER_ACTION_REQUIRED')
      return reply.code(404).type('text/plain').send('This payment page has expired.');
    const amount = `${order.amount.value} ${order.amount.currency_code}`;
    return reply
      .type('text/html')
      .send(hostedPage('PayPal', 'PayPal checkout', amount, `/paypal/checkoutnow/${order.id}`));
  });

  app.post<{ Params: { id: string; outcome: Outcome } }>('/paypal/checkoutnow/:id/:outcome', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (order?.status !== 'PAYER_ACTION_REQUIRED') return reply.code(404).send('This payment page has expired.');
    const back = (url: string) => `${url}${url.includes('?') ? '&' : '?'}token=${order.id}`;
    if (request.params.outcome === 'cancel') return reply.redirect(back(order.cancelUrl), 303);
    // Approved either way; a failure shows when the shop captures (the card behind it declines).
    order.status = 'APPROVED';
    order.declines = request.params.outcome === 'failure';
    return reply.redirect(`${back(order.returnUrl)}&PayerID=${newId('').slice(0, 13).toUpperCase()}`, 303);
  });
}

/** PayPal's API and its pages, sharing the orders made. */
export function paypalRoutes(app: FastifyInstance, deps: PayPalDeps) {
  const orders = new Map<string, PayPalOrder>();
  paypalApi(app, orders, deps);
  paypalPages(app, orders, deps);
}
