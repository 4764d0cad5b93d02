// The providers' refund APIs as the sandbox answers them: the same paths and shapes the SDKs use,
// each refusal in that provider's own words. The ledger (refunds.ts) decides.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../compare';
import { computopMac } from '../computop';
import type { RefundablePayment, RefundLedger, RefusalKind } from './refunds';
import type { computopSigner, SandboxCredentials } from './signers';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const stripeCodes: Record<RefusalKind, { type: string; code?: string }> = {
  unpaid: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
  refunded: { type: 'invalid_request_error', code: 'charge_already_refunded' },
  'too-much': { type: 'invalid_request_error', code: 'amount_too_large' },
  currency: { type: 'invalid_request_error', code: 'parameter_invalid' },
  'key-reused': { type: 'idempotency_error' },
  told: { type: 'invalid_request_error' },
};

/** Stripe's POST /v1/refunds for a PaymentIntent; a repeated Idempotency-Key answers its refund again. */
export function stripeRefunds(
  app: FastifyInstance,
  deps: {
    ledger: RefundLedger;
    authorized: (request: FastifyRequest) => boolean;
    paymentOfIntent: (intentId: string) => RefundablePayment | undefined;
  },
) {
  const error = (reply: FastifyReply, status: number, message: string, more: object = {}) =>
    reply.code(status).send({ error: { type: 'invalid_request_error', message, ...more } });

  app.post('/v1/refunds', async (request, reply) => {
    if (!deps.authorized(request)) return error(reply, 401, 'Invalid API Key provided');
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const intentId = body.payment_intent;
    if (!intentId) return error(reply, 400, 'The sandbox refunds a payment_intent', { code: 'parameter_missing' });
    const payment = deps.paymentOfIntent(intentId);
    if (!payment)
      return error(reply, 404, `No such payment_intent: '${intentId}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    const amount = body.amount === undefined ? payment.amount : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      return error(reply, 400, 'Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    const decision = deps.ledger.decide(
      'stripe',
      payment,
      { amount, key: header(request, 'idempotency-key') },
      () => `re_${hex(12)}`,
    );
    if ('refused' in decision) return error(reply, 400, decision.reason, stripeCodes[decision.refused]);
    if (decision.repeated) reply.header('idempotent-replayed', 'true');
    const { refund } = decision;
    return {
      id: refund.id,
      object: 'refund',
      amount: refund.amount,
      currency: refund.currency.toLowerCase(),
      payment_intent: intentId,
      status: 'succeeded',
      metadata: {},
    };
  });
}

const paypalIssues: Record<RefusalKind, string> = {
  unpaid: 'CAPTURE_NOT_COMPLETED',
  refunded: 'CAPTURE_FULLY_REFUNDED',
  'too-much': 'REFUND_AMOUNT_EXCEEDED',
  currency: 'REFUND_CAPTURE_CURRENCY_MISMATCH',
  'key-reused': 'DUPLICATE_REQUEST_ID',
  told: 'TRANSACTION_REFUSED',
};

/** A PayPal amount's value ("12.34") in minor units; undefined unless positive with at most two decimals. */
const minorOf = (value: string) =>
  /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 ? Math.round(Number(value) * 100) : undefined;

/** PayPal's POST /v2/payments/captures/:id/refund; a repeated PayPal-Request-Id answers its refund again. */
export function paypalRefunds(
  app: FastifyInstance,
  deps: {
    ledger: RefundLedger;
    authorized: (request: FastifyRequest) => boolean;
    paymentOfCapture: (captureId: string) => RefundablePayment | undefined;
  },
) {
  const error = (reply: FastifyReply, status: number, name: string, issue: string, description: string) =>
    reply.code(status).send({ name, message: description, debug_id: hex(6), details: [{ issue, description }] });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!deps.authorized(request))
      return error(reply, 401, 'AUTHENTICATION_FAILURE', 'AUTHENTICATION_FAILURE', 'Authentication failed');
    const captureId = request.params.id;
    const payment = deps.paymentOfCapture(captureId);
    if (!payment)
      return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `No capture ${captureId} was found`);
    // Without an amount PayPal refunds all of the capture.
    const asked = (request.body as { amount?: { value?: string; currency_code?: string } } | undefined)?.amount;
    const amount = asked?.value === undefined ? payment.amount : minorOf(asked.value);
    if (amount === undefined)
      return error(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'amount/value is not an amount');
    const key = header(request, 'paypal-request-id');
    const decision = deps.ledger.decide(
      'paypal',
      payment,
      // Request ids count per call, as PayPal keeps them: this capture's refund.
      { amount, currency: asked?.currency_code, key: key === undefined ? undefined : `${captureId}:${key}` },
      () => hex(8).toUpperCase(),
    );
    if ('refused' in decision)
      return error(reply, 422, 'UNPROCESSABLE_ENTITY', paypalIssues[decision.refused], decision.reason);
    const { refund } = decision;
    return reply.code(201).send({
      id: refund.id,
      status: 'COMPLETED',
      amount: { currency_code: refund.currency, value: (refund.amount / 100).toFixed(2) },
    });
  });
}

/** The sandbox's own refusal codes, in Paygate's eight-digit shape. */
const computopCodes: Record<RefusalKind | 'unknown' | 'amount', string> = {
  unknown: '21500001',
  amount: '21500002',
  unpaid: '21500003',
  refunded: '21500004',
  'too-much': '21500005',
  currency: '21500006',
  'key-reused': '21500007',
  told: '21500008',
};

/**
 * Computop Paygate's credit.aspx: MerchantID, Len and Data (PayID, TransID, Amount, Currency,
 * ReqId, MAC), answered with an encrypted Status, Code and Description. A repeated ReqId answers its
 * credit again.
 */
export function computopCredits(
  app: FastifyInstance,
  deps: {
    ledger: RefundLedger;
    credentials: SandboxCredentials['computop'];
    paygate: ReturnType<typeof computopSigner>;
  },
) {
  /** Payments Paygate's card form settled, by PayID. */
  const settled = new Map<string, RefundablePayment>();

  app.post('/computop/credit.aspx', async (request, reply) => {
    const { MerchantID, Len, Data } = (request.body ?? {}) as Record<string, string | undefined>;
    const refuse = (text: string) => reply.code(400).type('text/plain').send(text);
    if (MerchantID !== deps.credentials.merchantId) return refuse('Unknown MerchantID');
    let fields: Map<string, string>;
    try {
      fields = deps.paygate.cipher.decrypt(Data ?? '', Number(Len));
    } catch {
      return refuse('Data cannot be decrypted');
    }
    const field = (name: string) => fields.get(name) ?? '';
    const payId = field('PayID');
    const transId = field('TransID');
    const amount = field('Amount');
    const currency = field('Currency');
    const mac = computopMac(deps.credentials.hmacKey, [payId, transId, MerchantID, amount, currency]);
    if (!sameSecret(field('MAC'), mac)) return refuse('MAC check failed');
    const answer = (status: 'OK' | 'FAILED', code: string, description: string, xid?: string) =>
      reply
        .type('text/plain')
        .send(new URLSearchParams(deps.paygate.answer({ payId, transId, status, code, description, xid })).toString());
    const payment = settled.get(payId);
    if (!payment) return answer('FAILED', computopCodes.unknown, 'PayID unknown');
    if (!/^[1-9]\d*$/.test(amount)) return answer('FAILED', computopCodes.amount, 'Amount is not a positive number');
    const decision = deps.ledger.decide(
      'computop',
      payment,
      { amount: Number(amount), currency, key: field('ReqId') || undefined },
      () => hex(16),
    );
    if ('refused' in decision) return answer('FAILED', computopCodes[decision.refused], decision.reason);
    return answer('OK', '00000000', 'success', decision.refund.id);
  });

  return {
    /** The card form's outcome for a payment: only a paid one can be credited. */
    settle(payId: string, payment: RefundablePayment) {
      settled.set(payId, payment);
    },
  };
}
