import { z } from 'zod';
import { maxBulkItems } from './admin-bulk';
import { daySchema } from './admin-fields';
import { adminOrderQuerySchema } from './admin-orders';
import { maxRowId } from './ids';
import { defineOperation } from './operation';
import type { OrderStatus } from './order';
import { staffRefusalText as said } from './staff-refusals';

// The orders export for bookkeeping: a CSV of the orders placed from one day to another.

/**
 * The columns of the orders export, in order: one row per order line (an additional product
 * chosen with a line is a line of its own, `sold_with` names its line's SKU), the order's columns
 * repeated on each. Amounts are decimals with a dot (12.50) in the order's currency, net unless
 * said; tax_rate is a percentage (19.00).
 */
export const orderExportColumns = [
  'order_number',
  'order_date',
  'status',
  'payment_status',
  'customer_number',
  'email',
  'billing_company',
  'billing_first_name',
  'billing_last_name',
  'billing_street',
  'billing_apartment',
  'billing_postal_code',
  'billing_city',
  'billing_region',
  'billing_country',
  'billing_vat_id',
  'shipping_company',
  'shipping_first_name',
  'shipping_last_name',
  'shipping_street',
  'shipping_apartment',
  'shipping_postal_code',
  'shipping_city',
  'shipping_region',
  'shipping_country',
  'payment_method',
  'currency',
  'order_reference',
  'coupon_code',
  'sku',
  'name',
  'sold_with',
  'quantity',
  'unit_net_price',
  'line_net_total',
  'tax_rate',
  'order_subtotal',
  'shipping',
  'discount',
  'tax',
  'grand_total',
] as const;
export type OrderExportColumn = (typeof orderExportColumns)[number];

/** An order's status as the export names it: the status every view shows, in a bookkeeper's words. */
export const orderExportStatus = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  partlyShipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
} as const satisfies Record<OrderStatus, string>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
export const orderExportQuerySchema = z
  .object({
    /** The first day (UTC) whose orders are exported. */
    from: daySchema,
    /** The last day (UTC) whose orders are exported, included. */
    to: daySchema,
  })
  .refine((range) => !isDay(range.from) || !isDay(range.to) || range.to >= range.from, {
    path: ['to'],
    message: said('notBeforeFrom'),
  });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/**
 * The orders the back office's list shows, by its filters, or the ones chosen in it (`ids`, order
 * ids separated by commas, at most maxBulkItems); both given, the chosen ones its filters keep.
 */
export const orderListExportQuerySchema = adminOrderQuerySchema.omit({ sort: true, offset: true, limit: true }).extend({
  ids: z
    .string()
    .max(1200)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Order ids separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive().max(maxRowId, 'Not an order id'))
        .max(maxBulkItems, `At most ${maxBulkItems} orders at once`),
    )
    .optional(),
});
export type OrderListExportQuery = z.input<typeof orderListExportQuerySchema>;

export const orderExportOperations = {
  exportOrders: defineOperation({
    id: 'exportOrders',
    method: 'GET',
    path: '/admin/api/orders/export',
    summary:
      'Orders placed from one day to another (UTC, both included) as CSV for bookkeeping: a row per order line with the order, addresses, payment, status and totals (admin)',
    tag: 'order admin',
    auth: 'clerk',
    query: orderExportQuerySchema,
    download: 'text/csv',
    response: z.string().describe('The orders as CSV, a header row first (columns: orderExportColumns)'),
  }),
  exportOrderList: defineOperation({
    id: 'exportOrderList',
    method: 'GET',
    path: '/admin/api/orders/csv',
    summary:
      "The orders the back office's list finds with these filters, or those chosen in it (ids), in the bookkeeping export's CSV, oldest first (staff)",
    tag: 'order admin',
    auth: 'clerk',
    query: orderListExportQuerySchema,
    download: 'text/csv',
    response: z.string().describe('The orders as CSV, a header row first (columns: orderExportColumns)'),
  }),
};
