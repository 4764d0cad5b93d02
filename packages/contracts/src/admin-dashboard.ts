import { z } from 'zod';
import { currencyCodeSchema } from './codes';
import { defineOperation } from './operation';
import { paymentMethodCodeSchema } from './payment';

const revenue = z.object({ currency: currencyCodeSchema, orders: z.number().int(), revenue: z.number().int() });

/**
 * The back office's first screen. Revenue is the grand total (gross, minor units) of orders not
 * cancelled, per currency; days are UTC.
 */
export const dashboardSchema = z
  .object({
    today: z.array(revenue),
    /** The last 30 days, oldest first, every day present. */
    days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.array(revenue) })),
    /** Orders of the last 30 days per payment method. */
    paymentMethods: z.array(z.object({ method: paymentMethodCodeSchema, orders: z.number().int() })),
    /** Confirmed, not yet shipped. */
    awaitingShipment: z.number().int(),
    /** Pending: placed, neither confirmed nor cancelled (an online payment not arrived, an invoice order not confirmed). */
    pendingOrders: z.number().int(),
    /** Listed products with the least stock, at most 10, at or below the threshold. */
    lowStock: z.array(
      z.object({ productId: z.number().int(), sku: z.string(), name: z.string(), stock: z.number().int() }),
    ),
    lowStockThreshold: z.number().int(),
    /** How many listed products are at or below the threshold (the products list's stock=low). */
    lowStockCount: z.number().int(),
    /** What invoice orders still owe, per currency (gross, minor units): open in all, and overdue of it. */
    receivables: z.array(
      z.object({
        currency: currencyCodeSchema,
        open: z.number().int(),
        orders: z.number().int(),
        overdue: z.number().int(),
        overdueOrders: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardOperations = {
  getDashboard: defineOperation({
    id: 'getDashboard',
    method: 'GET',
    path: '/admin/api/dashboard',
    summary: "Today's orders and revenue, the last 30 days, payment methods, orders to ship, low stock (staff)",
    tag: 'dashboard',
    auth: 'clerk',
    response: dashboardSchema,
  }),
};
