import { z } from 'zod';
import { paymentAmountSchema, versionSchema } from './admin-fields';
import { adminOrderSchema, orderIdParams } from './admin-orders';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** Why a refund was made, for the order's history (not shown to the shopper). */
export const refundReasonSchema = z
  .string()
  .trim()
  .max(500, said('atMostCharacters', { maximum: 500 }))
  .default('');

/** A refund of an amount as the back office's form sends it (the version added). */
export const refundAmountSchema = z.strictObject({ amount: paymentAmountSchema, reason: refundReasonSchema });

/** An order line chosen for a refund: its place in the order (from 1, as returns name lines) and how many of it. */
const refundLineSchema = z.strictObject({
  position: z.number().int().min(1).max(10_000),
  quantity: z.number().int().positive(said('refundQuantityAboveZero')).max(100_000),
});

/**
 * Part of a paid order's money returned without cancelling it: an amount (minor units), or chosen
 * lines (the API reckons what they cost as the order charged them), the shipping with them when
 * asked, and why. An invoice order's lines are noted as credit against what it owes.
 */
export const refundOrderSchema = z
  .strictObject({
    amount: paymentAmountSchema.optional(),
    lines: z.array(refundLineSchema).min(1, said('refundChooseLines')).max(500).optional(),
    /** With lines: the order's shipping goes back too (once per order). */
    shipping: z.boolean().default(false),
    reason: refundReasonSchema,
    version: versionSchema,
  })
  .refine((body) => (body.amount === undefined) !== (body.lines === undefined), {
    path: ['amount'],
    error: said('refundAmountOrLines'),
  })
  .refine((body) => !body.shipping || body.lines !== undefined, {
    path: ['shipping'],
    error: said('refundShippingWithLines'),
  });

export const paymentRefundOperations = {
  refundOrder: defineOperation({
    id: 'refundOrder',
    method: 'POST',
    path: '/admin/api/orders/:id/refunds',
    summary:
      'Returns part of a paid order’s money without cancelling it: an amount, or chosen lines and quantities (reckoned from the order’s own line amounts, at most what is left of each line and of the payment), through its provider, or as credit against what an invoice order owes, with a credit note where the order has an invoice; the customer is told by e-mail (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: refundOrderSchema,
    status: 201,
    response: adminOrderSchema,
  }),
};
