import { z } from 'zod';
import { daySchema } from './admin-fields';
import { currencyCodeSchema } from './codes';
import { rowIdNumberSchema } from './ids';
import { defineOperation } from './operation';

// Bulk actions of the back office's lists: one request for the rows chosen, each row changed on its
// own (atomic and audited as the single action is), so one refused row leaves the others going.

/** The most orders or products one bulk action takes (four pages of a list). */
export const maxBulkItems = 100;

/**
 * Why a bulk action left an order or a product as it was: the single action's refusal, by name.
 * `changedMeanwhile`: it changed while the batch ran; `variant`: a variant, whose master's categories
 * hold it; `noPrice`: no price in the currency changed; `other`: a refusal the message says.
 */
export const bulkRefusals = [
  'notFound',
  'cancelled',
  'shippedAlready',
  'notConfirmed',
  'notPaid',
  'notInvoice',
  'paidInFull',
  'changedMeanwhile',
  'variant',
  'noPrice',
  'other',
] as const;
export type BulkRefusal = (typeof bulkRefusals)[number];

/**
 * What became of one row: `changed`; `unchanged` (it was so already: nothing written); `refused`
 * (nothing written), `reason` says why, `message` in English for scripts and logs.
 */
export const bulkOutcomeSchema = z.object({
  outcome: z.enum(['changed', 'unchanged', 'refused']),
  reason: z.enum(bulkRefusals).nullable(),
  message: z.string().nullable(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** A list of ids or SKUs a bulk action takes: at least one, at most maxBulkItems, each once. */
export const bulkListOf = <T extends z.ZodType>(item: T, what: string, key: (value: z.output<T>) => unknown) =>
  z
    .array(item)
    .min(1, `Choose at least one ${what}`)
    .max(maxBulkItems, `At most ${maxBulkItems} ${what}s at once`)
    .refine((items) => new Set(items.map(key)).size === items.length, `Each ${what} once`);

const orderIdsSchema = bulkListOf(rowIdNumberSchema, 'order', (id) => id);

export const orderBulkResultSchema = bulkOutcomeSchema.extend({
  orderId: z.number().int(),
  /** The order's number; null when there is no such order. */
  number: z.string().nullable(),
});
export type OrderBulkResult = z.infer<typeof orderBulkResultSchema>;

/** Each order asked for, in the order asked, with what became of it. */
export const orderBulkReportSchema = z
  .object({ results: z.array(orderBulkResultSchema) })
  .meta({ id: 'OrderBulkReport' });
export type OrderBulkReport = z.infer<typeof orderBulkReportSchema>;

const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, 'The tracking number is required')
  .max(100)
  .regex(/^[A-Za-z0-9 -]+$/, 'Letters, digits, spaces and dashes');

export const bulkShipSchema = z.strictObject({
  carrier: z.string({ error: 'The carrier is required' }).trim().min(1, 'The carrier is required').max(60),
  /** Each order with its parcel's tracking number, or null when it has none. */
  orders: bulkListOf(
    z.strictObject({ orderId: rowIdNumberSchema, trackingNumber: trackingNumberSchema.nullable().default(null) }),
    'order',
    (order) => order.orderId,
  ),
});
export type BulkShip = z.input<typeof bulkShipSchema>;

export const bulkInvoicePaymentSchema = z.strictObject({
  orderIds: orderIdsSchema,
  /** The day the money arrived (each order's open amount). */
  paidOn: daySchema,
  reference: z.string().trim().max(100, 'At most 100 characters').default(''),
});
export type BulkInvoicePayment = z.input<typeof bulkInvoicePaymentSchema>;

/** What a payment recorded in bulk recorded: the order's open amount, in its currency. */
export const invoicePaymentBulkReportSchema = z
  .object({
    results: z.array(
      orderBulkResultSchema.extend({
        /** Minor units recorded as paid; null when nothing was. */
        amount: z.number().int().nullable(),
        currency: currencyCodeSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'InvoicePaymentBulkReport' });
export type InvoicePaymentBulkReport = z.infer<typeof invoicePaymentBulkReportSchema>;

export const orderBulkOperations = {
  shipOrders: defineOperation({
    id: 'shipOrders',
    method: 'POST',
    path: '/admin/api/orders/ship',
    summary:
      'Ships up to 100 confirmed orders with one carrier, each with its tracking number or none; each order is shipped (and its customer told) or refused on its own (staff)',
    tag: 'order admin',
    auth: 'clerk',
    body: bulkShipSchema,
    response: orderBulkReportSchema,
  }),
  recordInvoicePayments: defineOperation({
    id: 'recordInvoicePayments',
    method: 'POST',
    path: '/admin/api/orders/invoice-payments',
    summary:
      'Marks up to 100 invoice orders paid: what each still owes is recorded as received on the day given; each order on its own (staff)',
    tag: 'order admin',
    auth: 'clerk',
    body: bulkInvoicePaymentSchema,
    response: invoicePaymentBulkReportSchema,
  }),
};
