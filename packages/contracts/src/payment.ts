import { z } from 'zod';
import { type CurrencyCode, currencyCodeSchema } from './codes';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';

/**
 * The spec's payment method codes (paypal when none is chosen), and Computop's card payment:
 * invoice, Stripe card, SEPA direct debit and Sofort, PayPal, and the Computop Paygate card form.
 */
export const paymentMethodCodes = ['invoice', 'stripe', 'stripe-debit', 'stripe-sofort', 'paypal', 'computop'] as const;
export const paymentMethodCodeSchema = z.enum(paymentMethodCodes);
/** The method an order is paid with when none is chosen (the spec). */
export const defaultPaymentMethod = 'paypal' satisfies PaymentMethodCode;

/** The method checkout starts with: the spec's default when the shop offers it, else the first offered. */
export const preselectedPaymentMethod = (offered: ReadonlyArray<{ id: PaymentMethodCode }>) =>
  offered.find((method) => method.id === defaultPaymentMethod)?.id ?? offered[0]?.id;
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/** Which provider takes a method's payments; invoice needs none. */
export type PaymentProviderId = 'stripe' | 'paypal' | 'computop';
export const providerOf = (method: PaymentMethodCode): PaymentProviderId | undefined =>
  method === 'invoice' ? undefined : method === 'paypal' ? 'paypal' : method === 'computop' ? 'computop' : 'stripe';

/** Countries of the SEPA area among ours: SEPA direct debit is for euro accounts there. */
const sepaCountries = new Set(['DE', 'AT', 'CH', 'FR', 'ES', 'IT', 'NL', 'BE', 'LU', 'GB']);
/** Sofort works for euro payments from these countries (Stripe's list). */
const sofortCountries = new Set(['AT', 'BE', 'DE', 'ES', 'IT', 'NL']);

/** Whether a method can pay an order in this currency from a billing address in this country. */
export function paymentMethodFits(method: PaymentMethodCode, currency: CurrencyCode, country: string): boolean {
  if (method === 'stripe-debit') return currency === 'EUR' && sepaCountries.has(country);
  if (method === 'stripe-sofort') return currency === 'EUR' && sofortCountries.has(country);
  return true;
}

/**
 * Where an order's payment stands. open: not paid yet; processing: the provider has it and has
 * not answered (a debit takes days); paid; failed or canceled: the last attempt, the shopper may
 * try again, or the shop cancelled the order before it was paid; invoice: paid later by invoice;
 * expired: not paid in time, the order is cancelled; refunded: paid, and returned when the shop
 * cancelled the order.
 */
export const paymentStatuses = [
  'open',
  'processing',
  'paid',
  'failed',
  'canceled',
  'invoice',
  'expired',
  'refunded',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Minutes an unpaid order holds its stock before it is cancelled, unless configured otherwise. */
export const defaultPaymentTimeoutMinutes = 30;

/** The Computop Paygate request the browser takes to the payment form (the spec's computopPaymentData). */
export const computopPaymentDataSchema = z
  .object({
    url: z.url(),
    merchantId: z.string(),
    transId: z.string(),
    len: z.number().int(),
    data: z.string(),
  })
  .meta({ id: 'ComputopPaymentData' });
export type ComputopPaymentData = z.infer<typeof computopPaymentDataSchema>;

/** Paygate's answer, decrypted and its MAC checked (the spec's computopPayment). */
export const computopPaymentSchema = z
  .object({
    payId: z.string(),
    transId: z.string(),
    status: z.string().describe('OK, AUTHORIZED, FAILED, ...'),
    code: z.string(),
    description: z.string(),
    outcome: z.enum(['paid', 'failed', 'canceled']),
  })
  .meta({ id: 'ComputopPayment' });
export type ComputopPayment = z.infer<typeof computopPaymentSchema>;

/** Encrypted Paygate parameters as the browser brought them back (Len and Data). */
const computopResponseBody = z.object({
  Data: z
    .string()
    .regex(/^[0-9a-fA-F]+$/, 'Data must be hexadecimal')
    .max(20_000),
  Len: z.coerce.number().int().min(1).max(10_000),
});

const orderParams = z.object({ id: rowIdSchema });

/** Where the shopper goes next: the provider's payment page. */
export const paymentRedirectSchema = z.object({ redirectUrl: z.url() }).meta({ id: 'PaymentRedirect' });

/** The order's payment after the shopper came back from the provider. */
export const paymentOutcomeSchema = z
  .object({ orderId: z.number().int(), paymentStatus: paymentStatusSchema, confirmed: z.boolean() })
  .meta({ id: 'PaymentOutcome' });
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const paymentMethodSchema = z.object({ id: paymentMethodCodeSchema }).meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentOperations = {
  getPaymentMethods: defineOperation({
    id: 'getPaymentMethods',
    method: 'GET',
    path: '/payment-methods',
    summary: 'The payment methods this shop takes for an order in this currency, billed to this country',
    tag: 'payment',
    query: z.object({
      currency: currencyCodeSchema.optional(),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'country must be an ISO code')
        .optional(),
    }),
    response: z.array(paymentMethodSchema),
  }),
  postOrderPaymentMethod: defineOperation({
    id: 'postOrderPaymentMethod',
    method: 'PUT',
    path: '/orders/:id/payment-method',
    summary: 'Changes the payment method of an order not paid yet (after a failed or cancelled payment)',
    tag: 'payment',
    params: orderParams,
    body: z.object({ method: paymentMethodCodeSchema }),
    response: z.object({ id: z.number().int(), paymentMethodCode: paymentMethodCodeSchema }),
  }),
  createPayment: defineOperation({
    id: 'createPayment',
    method: 'POST',
    path: '/orders/:id/payments',
    summary:
      "Starts paying an order with its online payment method at the provider; answers the provider's page. The amount is the one the shopper saw, checked against the order.",
    tag: 'payment',
    status: 201,
    params: orderParams,
    body: z.object({
      paymentMethodCode: paymentMethodCodeSchema,
      amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    }),
    response: paymentRedirectSchema,
  }),
  completePayment: defineOperation({
    id: 'completePayment',
    method: 'POST',
    path: '/orders/:id/payments/return',
    summary:
      'The shopper is back from the provider: the API asks the provider (server to server) how the payment stands; an approved PayPal order is captured',
    tag: 'payment',
    params: orderParams,
    body: z.object({ status: z.enum(['success', 'failure', 'cancel']) }),
    response: paymentOutcomeSchema,
  }),
  createComputopPaymentData: defineOperation({
    id: 'createComputopPaymentData',
    method: 'POST',
    path: '/orders/:id/computop',
    summary: "The encrypted Paygate request (Data, Len, MerchantID) for an order's card payment at Computop",
    tag: 'payment',
    status: 201,
    params: orderParams,
    response: computopPaymentDataSchema,
  }),
  processComputopPaymentResponse: defineOperation({
    id: 'processComputopPaymentResponse',
    method: 'POST',
    path: '/payments/computop/response',
    summary: "Decrypts Paygate's answer and checks its MAC; says what it means, changes nothing",
    tag: 'payment',
    body: computopResponseBody,
    response: computopPaymentSchema,
  }),
  createComputopPayment: defineOperation({
    id: 'createComputopPayment',
    method: 'POST',
    path: '/orders/:id/computop-payment',
    summary:
      "Keeps Paygate's answer the browser brought back with the order; the order is paid when Paygate's server-to-server notification confirms it",
    tag: 'payment',
    params: orderParams,
    body: computopResponseBody,
    response: paymentOutcomeSchema,
  }),
};

/** Money returned of a payment (staff's refund, or what a cancel returned): pending until the provider answered. */
export const paymentRefundSchema = z.object({
  id: z.string(),
  /** Minor units of the payment's currency. */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'done']),
  createdBy: z.string(),
  createdDate: z.string(),
});
