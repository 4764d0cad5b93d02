import { z } from 'zod';
import { versionSchema } from './admin-fields';
import { currencyCodeSchema } from './codes';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** Why a customer sends a line back: one of a fixed list, so staff can count them. */
export const returnReasons = [
  'wrongSize',
  'damaged',
  'wrongItem',
  'notAsDescribed',
  'noLongerNeeded',
  'other',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/**
 * Where a return stands: asked for by the customer, its parcel received by staff, its money
 * refunded (or credited, for an invoice order), or rejected with a reason.
 */
export const returnStates = ['requested', 'received', 'refunded', 'rejected'] as const;
export type ReturnState = (typeof returnStates)[number];

/** What staff found in the parcel: resellable goods go back to stock, damaged ones do not. */
export const returnConditions = ['resellable', 'damaged'] as const;
export type ReturnCondition = (typeof returnConditions)[number];

const money = z.number().int().describe('Minor units (cents)');
const commentSchema = z.string().trim().max(2000, fieldProblems.messageTooLong);

/** Why a customer's return is refused: `details.reason` of the refusal, which the storefront words. */
export const returnRefusals = ['notShipped', 'cancelled', 'periodOver', 'tooMany', 'unknownLine'] as const;
export type ReturnRefusal = (typeof returnRefusals)[number];

export const orderReturnLineSchema = z.object({
  /** The order line's place in the order, from 1 (cartInfo.cartItems[position - 1]). */
  position: z.number().int(),
  itemnum: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reason: z.enum(returnReasons),
  /** What arrived of it; null until the parcel is received. */
  receivedQuantity: z.number().int().nullable(),
  condition: z.enum(returnConditions).nullable(),
  /** What was refunded for it with tax, less its share of the coupon; null until refunded. */
  refundedAmount: money.nullable(),
});
export type OrderReturnLine = z.infer<typeof orderReturnLineSchema>;

export const orderReturnSchema = z
  .object({
    id: z.number().int(),
    /** The number the customer writes on the parcel, e.g. RMA-2026-000012. */
    number: z.string(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    state: z.enum(returnStates),
    comment: z.string(),
    rejectReason: z.string().nullable(),
    currency: currencyCodeSchema,
    /** All that was refunded (or credited): the lines and, when chosen, the shipping. */
    refundedAmount: money.nullable(),
    shippingRefunded: z.boolean(),
    /** How the money went back: through the payment's provider, or as credit on an invoice order. */
    refundedAs: z.enum(['payment', 'credit']).nullable(),
    /** The credit note issued for the refunded lines, when the order has an invoice. */
    creditNoteNumber: z.string().nullable(),
    lines: z.array(orderReturnLineSchema),
    createdDate: z.string(),
    updatedDate: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** How many of an order line can still be sent back. */
export const returnableLineSchema = z.object({
  position: z.number().int(),
  itemnum: z.string(),
  name: z.string(),
  /** What was bought of it. */
  quantity: z.number().int(),
  /** What can still be returned: bought, less what other returns (not rejected) hold. */
  returnable: z.number().int(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

/** An order's returns as its customer reads them, with what can still be returned and until when. */
export const orderReturnsSchema = z.object({
  data: z.array(orderReturnSchema),
  lines: z.array(returnableLineSchema),
  /** The last moment a return may be asked for; null while the order has not shipped (or is cancelled). */
  returnableUntil: z.string().nullable(),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const returnRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        position: z.number().int().min(1).max(10_000),
        quantity: z.number().int().min(1).max(100_000),
        reason: z.enum(returnReasons),
      }),
    )
    .min(1, fieldProblems.required)
    .max(500),
  comment: commentSchema.default(''),
});

/** A return as staff read it, with what refunding its received lines would pay back (computed by the API). */
export const adminOrderReturnSchema = orderReturnSchema
  .extend({
    customerEmail: z.string(),
    paymentMethodCode: z.string(),
    /** The received lines' amount with tax, less their share of the coupon. */
    refundableGoods: money,
    /** The order's shipping with tax, when no other return refunded it yet; else 0. */
    refundableShipping: money,
  })
  .meta({ id: 'AdminOrderReturn' });
export type AdminOrderReturn = z.infer<typeof adminOrderReturnSchema>;

const staffText = (maximum: number) => z.string().trim().max(maximum, said('atMostCharacters', { maximum }));

export const returnReceiptSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        position: z.number().int().min(1).max(10_000),
        /** 0 for a line that did not arrive. */
        quantity: z.number().int().min(0).max(100_000),
        condition: z.enum(returnConditions),
      }),
    )
    .min(1)
    .max(500),
  version: versionSchema,
});

export const returnRefundSchema = z.strictObject({
  /** Whether the order's shipping is refunded too. */
  shipping: z.boolean().default(false),
  version: versionSchema,
});

export const returnRejectionSchema = z.strictObject({
  reason: staffText(500).min(1, said('returnRejectReasonRequired')),
  version: versionSchema,
});

const orderParams = z.object({ id: rowIdSchema });
const returnParams = z.object({ id: rowIdSchema });

export const orderReturnOperations = {
  listReturns: defineOperation({
    id: 'listReturns',
    method: 'GET',
    path: '/orders/:id/returns',
    summary:
      "The order's returns, what of each line can still be returned and until when (the order's customer or the guest browser that placed it)",
    tag: 'order',
    params: orderParams,
    response: orderReturnsSchema,
  }),
  requestReturn: defineOperation({
    id: 'requestReturn',
    method: 'POST',
    path: '/orders/:id/returns',
    summary:
      'Asks to send lines of a shipped order back within the return period, a reason per line; the customer is e-mailed the return number and what to do',
    tag: 'order',
    status: 201,
    params: orderParams,
    body: returnRequestSchema,
    response: orderReturnSchema,
  }),
  listAdminReturns: defineOperation({
    id: 'listAdminReturns',
    method: 'GET',
    path: '/admin/api/returns',
    summary: 'Returns, newest first, of one state or all, or of one order (staff)',
    tag: 'order admin',
    auth: 'clerk',
    query: z.object({
      state: z.enum(returnStates).optional(),
      orderId: rowIdSchema.optional(),
    }),
    response: z.object({ data: z.array(adminOrderReturnSchema) }),
  }),
  getAdminReturn: defineOperation({
    id: 'getAdminReturn',
    method: 'GET',
    path: '/admin/api/returns/:id',
    summary: 'A return with what refunding it would pay back (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: returnParams,
    response: adminOrderReturnSchema,
  }),
  receiveReturn: defineOperation({
    id: 'receiveReturn',
    method: 'POST',
    path: '/admin/api/returns/:id/receive',
    summary:
      'Records what arrived of a requested return and in which condition; resellable goods go back to stock; the customer is e-mailed (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: returnParams,
    body: returnReceiptSchema,
    response: adminOrderReturnSchema,
  }),
  refundReturn: defineOperation({
    id: 'refundReturn',
    method: 'POST',
    path: '/admin/api/returns/:id/refund',
    summary:
      'Refunds a received return’s lines (and the shipping when asked) through the order’s payment provider, or notes them as credit for an invoice order, with a credit note where the order has an invoice; the customer is e-mailed (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: returnParams,
    body: returnRefundSchema,
    response: adminOrderReturnSchema,
  }),
  rejectReturn: defineOperation({
    id: 'rejectReturn',
    method: 'POST',
    path: '/admin/api/returns/:id/reject',
    summary: 'Rejects a return not yet refunded, with a reason the customer is e-mailed (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: returnParams,
    body: returnRejectionSchema,
    response: adminOrderReturnSchema,
  }),
};
