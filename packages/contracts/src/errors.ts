import { z } from 'zod';

/** Machine-readable error codes. The storefront translates by code; the message is for people and logs. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'CART_OUTDATED_ERROR',
  /** The product cannot be bought online: not in stock, without a price, price on request, or a master. */
  'PRODUCT_NOT_PURCHASABLE',
  /** A line would exceed the most a line may hold, or the cart the most lines it may have. */
  'CART_LIMIT',
  /** The coupon does not apply; `details.reason` says why (contracts: CouponRefusal). */
  'COUPON_INVALID',
  /** The chosen shipping method does not ship to the cart's destination (or in its currency). */
  'SHIPPING_METHOD_UNAVAILABLE',
  /** Guest checkout or registration at checkout is switched off, or the cart is not ready to order. */
  'CHECKOUT_NOT_ALLOWED',
  /** The order was cancelled: not paid in time, or by the shop (the message says which). */
  'ORDER_CANCELLED',
  /** The order is paid already: nothing more to pay. */
  'ORDER_PAID',
  /** The payment provider did not answer or refused the request; try again or choose another method. */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** A provider notification that is not acted on: unsigned, forged, replayed, or about another payment. */
  'NOTIFICATION_REFUSED',
  /** The provider refused to return a payment (the order stays as it was); the message says why. */
  'REFUND_REFUSED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldIssueSchema = z.object({
  path: z.string().describe('Dotted path of the failing field, e.g. "body.email"'),
  message: z.string(),
  /** What is wrong, as a code a form translates (field-problems.ts); 'invalid' for anything else. */
  code: z.string(),
  /** What the message names, e.g. a postal code's country. */
  values: z.record(z.string(), z.string()).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error shape every API error has. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** A staff refusal's name (staff-refusals.ts), which the back office words in the member's language. */
      problem: z.string().optional(),
      /** What the refusal's text names: an order's number, a code, a count. */
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
