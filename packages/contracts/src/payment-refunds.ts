import { z } from 'zod';
import { paymentAmountSchema, versionSchema } from './admin-fields';
import { adminOrderSchema, orderIdParams } from './admin-orders';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** Part of a paid online order's money returned without cancelling it: an amount (minor units) and why. */
export const refundOrderSchema = z.strictObject({
  amount: paymentAmountSchema,
  /** Why, for the order's history (not shown to the shopper). */
  reason: z
    .string()
    .trim()
    .max(500, said('atMostCharacters', { maximum: 500 }))
    .default(''),
  version: versionSchema,
});

export const paymentRefundOperations = {
  refundOrder: defineOperation({
    id: 'refundOrder',
    method: 'POST',
    path: '/admin/api/orders/:id/refunds',
    summary:
      'Returns part of a paid online order’s money through its provider without cancelling it (at most what is left of the payment); the customer is told by e-mail (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: refundOrderSchema,
    status: 201,
    response: adminOrderSchema,
  }),
};
