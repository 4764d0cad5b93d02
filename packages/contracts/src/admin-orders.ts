import { z } from 'zod';
import { daySchema, fromNotAfterTo, paymentAmountSchema, toBeforeFrom, versionSchema } from './admin-fields';
import { currencyCodeSchema } from './codes';
import { rowIdSchema } from './ids';
import { defineOperation, pageSchema } from './operation';
import { orderSchema, orderStatuses } from './order';
import { paymentMethodCodeSchema, paymentRefundSchema, paymentStatusSchema } from './payment';
import { staffRefusalText as said } from './staff-refusals';

/** The orders list's filter of invoice orders that still owe money. */
export const receivableFilters = ['unpaid', 'overdue'] as const;

/** An order in the back office's list. */
export const adminOrderSummarySchema = z
  .object({
    id: z.number().int(),
    transactionnum: z.string(),
    createdDate: z.string(),
    status: z.enum(orderStatuses),
    paymentStatus: paymentStatusSchema,
    paymentMethodCode: paymentMethodCodeSchema,
    /** Null for a guest's order. */
    customerNumber: z.string().nullable(),
    /** The billing address's company, else its person. */
    name: z.string(),
    email: z.string(),
    currency: currencyCodeSchema,
    grandTotal: z.number().int(),
    itemsQty: z.number().int(),
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderSorts = ['-createdDate', 'createdDate', '-grandTotal', 'grandTotal'] as const;

/** A day the database can hold: from the year 2000 to 9999. */
const dayOrInstant = z.iso
  .date({ error: said('dayFormat') })
  .refine((day) => day >= '2000-01-01', said('fromYear2000'));

/** How far past a page's start the order list counts (see countCapped). */
export const ORDER_COUNT_AHEAD = 10_000;

export const adminOrderQuerySchema = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  paymentStatus: paymentStatusSchema.optional(),
  method: paymentMethodCodeSchema.optional(),
  /** Placed on or after this day (UTC). */
  from: dayOrInstant.optional(),
  /** Placed on or before this day (UTC). */
  to: dayOrInstant.optional(),
  /** Order number, customer number, name or e-mail, or a part of one. */
  q: z
    .string()
    .trim()
    .max(100, said('atMostCharacters', { maximum: 100 }))
    .optional(),
  /** Invoice orders not fully paid (unpaid), or not paid by their due date (overdue); cancelled ones owe nothing. */
  receivable: z.enum(receivableFilters).optional(),
  sort: z.enum(adminOrderSorts).default('-createdDate'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

/** A payment attempt and what its provider told us about it. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  method: z.string(),
  /** order: the order's own payment; balance: the difference of a change made after it was paid. */
  purpose: z.enum(['order', 'balance']),
  reference: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdDate: z.string(),
  events: z.array(z.object({ eventId: z.string(), type: z.string(), receivedDate: z.string() })),
  /** Money returned of it, oldest first, what that adds up to, and what the shop keeps (minor units). */
  refunds: z.array(paymentRefundSchema),
  refunded: z.number().int(),
  net: z.number().int(),
});

export const orderNoteSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  createdDate: z.string(),
});

/** What happened to the order, as the audit log keeps it (staff's changes) with the shop's own. */
export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  /** The reason staff gave (a cancellation's), else null. */
  reason: z.string().nullable(),
});

/** A payment of an invoice that staff recorded (a bank transfer arrived). */
export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  /** Minor units of the order's currency. */
  amount: z.number().int(),
  /** The day the money arrived (YYYY-MM-DD). */
  paidOn: z.string(),
  reference: z.string(),
  recordedBy: z.string(),
  recordedDate: z.string(),
});

/** What an order paid by invoice still owes: due by `dueDate`, overdue after it. */
export const receivableSchema = z.object({
  dueDate: z.string(),
  paid: z.number().int(),
  /** Credit noted for it (refunded lines and returns): it owes that much less. */
  credited: z.number().int(),
  open: z.number().int(),
  overdue: z.boolean(),
  payments: z.array(invoicePaymentSchema),
});

/** An order as staff see it: the shopper's view, who placed it, its payments, notes and history. */
export const adminOrderSchema = z
  .object({
    order: orderSchema,
    /** Raised by every staff change: an action names the version it was made against. */
    version: z.number().int(),
    customer: z
      .object({ id: z.number().int(), customerNumber: z.string(), name: z.string(), email: z.string() })
      .nullable(),
    /** The member of staff who took the order for the customer (phone, e-mail, fax); null when the shopper placed it. */
    takenBy: z.string().nullable(),
    payments: z.array(adminPaymentSchema),
    /**
     * What its online payments took, summed by the API (its own payment and the differences paid
     * after changes): paid, refunded of that, and what the shop keeps (minor units).
     */
    takings: z.object({ paid: z.number().int(), refunded: z.number().int(), net: z.number().int() }),
    /** For an order paid by invoice and not cancelled: what is paid, what is open, when it is due; else null. */
    receivable: receivableSchema.nullable(),
    notes: z.array(orderNoteSchema),
    history: z.array(orderHistoryEntrySchema),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderIdParams = z.object({ id: rowIdSchema });

export const shipOrderSchema = z.strictObject({
  carrier: z
    .string({ error: said('carrierRequired') })
    .trim()
    .min(1, said('carrierRequired'))
    .max(60),
  trackingNumber: z
    .string({ error: said('trackingRequired') })
    .trim()
    .min(1, said('trackingRequired'))
    .max(100)
    .regex(/^[A-Za-z0-9 -]+$/, said('trackingCharacters')),
  version: versionSchema,
});
export const orderVersionSchema = z.strictObject({ version: versionSchema });
/** A payment of an invoice order staff record: how much arrived (minor units), on which day, its reference. */
export const invoicePaymentWriteSchema = z.strictObject({
  amount: paymentAmountSchema,
  paidOn: daySchema,
  reference: z
    .string()
    .trim()
    .max(100, said('atMostCharacters', { maximum: 100 }))
    .default(''),
  version: versionSchema,
});
export type InvoicePaymentWrite = z.input<typeof invoicePaymentWriteSchema>;
export const cancelOrderSchema = z.strictObject({
  /** Why, for the history (not shown to the shopper). */
  reason: z
    .string()
    .trim()
    .max(500, said('atMostCharacters', { maximum: 500 }))
    .default(''),
  version: versionSchema,
});
export const orderNoteWriteSchema = z.strictObject({
  text: z
    .string({ error: said('noteRequired') })
    .trim()
    .min(1, said('noteRequired'))
    .max(2000, said('atMostCharacters', { maximum: 2000 })),
});

export const orderAdminOperations = {
  listAdminOrders: defineOperation({
    id: 'listAdminOrders',
    method: 'GET',
    path: '/admin/api/orders',
    summary: 'Orders filtered by status, payment, method, days and text, sorted and paged (staff)',
    tag: 'order admin',
    auth: 'clerk',
    // The refinement here, not on the schema: the back office takes the schema's fields apart.
    query: adminOrderQuerySchema.refine(fromNotAfterTo, toBeforeFrom),
    response: pageSchema(adminOrderSummarySchema).extend({
      /**
       * Counting stops ORDER_COUNT_AHEAD orders past the page's start (counting 100,000 orders for
       * every page would cost more than the page): true when more orders match than `count`.
       */
      countCapped: z.boolean(),
    }),
  }),
  getAdminOrder: defineOperation({
    id: 'getAdminOrder',
    method: 'GET',
    path: '/admin/api/orders/:id',
    summary: 'One order with its customer, payments and their provider events, notes and history (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    response: adminOrderSchema,
  }),
  shipOrder: defineOperation({
    id: 'shipOrder',
    method: 'POST',
    path: '/admin/api/orders/:id/ship',
    summary:
      'Marks a confirmed order shipped with its carrier and tracking number; the customer is told by e-mail (409: not confirmed, cancelled, shipped already or changed meanwhile) (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: shipOrderSchema,
    response: adminOrderSchema,
  }),
  confirmInvoiceOrder: defineOperation({
    id: 'confirmInvoiceOrder',
    method: 'POST',
    path: '/admin/api/orders/:id/confirm',
    summary:
      'Confirms a pending order paid by invoice (the shopper left before confirming it): it can be shipped, and the customer earns its loyalty points (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: orderVersionSchema,
    response: adminOrderSchema,
  }),
  markOrderDelivered: defineOperation({
    id: 'markOrderDelivered',
    method: 'POST',
    path: '/admin/api/orders/:id/deliver',
    summary: 'Marks a shipped order delivered (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: orderVersionSchema,
    response: adminOrderSchema,
  }),
  cancelOrder: defineOperation({
    id: 'cancelOrder',
    method: 'POST',
    path: '/admin/api/orders/:id/cancel',
    summary:
      'Cancels an order not yet shipped: stock and coupon use return, a paid online payment is refunded through its provider (a refused refund leaves the order as it was) (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: cancelOrderSchema,
    response: adminOrderSchema,
  }),
  recordInvoicePayment: defineOperation({
    id: 'recordInvoicePayment',
    method: 'POST',
    path: '/admin/api/orders/:id/invoice-payments',
    summary:
      'Records money received for an order paid by invoice (all or part of what is open); paid in full, the order reads Paid (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: invoicePaymentWriteSchema,
    status: 201,
    response: adminOrderSchema,
  }),
  addOrderNote: defineOperation({
    id: 'addOrderNote',
    method: 'POST',
    path: '/admin/api/orders/:id/notes',
    summary: 'An internal note on the order, never shown to the shopper (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: orderNoteWriteSchema,
    status: 201,
    response: adminOrderSchema,
  }),
};
