import type { AdminOrderSummary, CartInfo, PaymentMethodCode } from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/connection';
import { orders } from './tables';

/** What names an order in every list of orders, the staff's and the export's. */
export const headColumns = {
  id: orders.id,
  transactionnum: orders.transactionnum,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethodCode: orders.paymentMethodCode,
  email: orders.email,
};

/** What a list shows of an order: its columns and two parts of cartInfo, never the whole cart. */
export const summaryColumns = {
  ...headColumns,
  currency: orders.currency,
  grandTotal: orders.grandTotal,
  billing: sql<CartInfo['billingAddress']>`${orders.cartInfo}->'billingAddress'`,
  itemsQty: sql<number>`(${orders.cartInfo}->>'items_qty')::int`,
};
type SummaryRow = SelectResultFields<typeof summaryColumns>;

export const summaryOf = (
  { createdAt, billing, ...row }: SummaryRow,
  customerNumber: string | null,
): AdminOrderSummary => ({
  ...row,
  paymentMethodCode: row.paymentMethodCode as PaymentMethodCode,
  createdDate: createdAt.toISOString(),
  customerNumber,
  name: billing.company || `${billing.firstName} ${billing.lastName}`,
});

/** A customer's latest orders as staff see them with the customer (admin/customers.ts), newest first. */
export async function latestOrdersOf(db: Database, customer: { id: number; customerNumber: string }, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.customerId, customer.id))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => summaryOf(row, customer.customerNumber));
}

/** How many orders each of these customers placed (those with none are left out). */
export async function orderCountsOf(db: Database, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: orders.customerId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(anyOf(orders.customerId, customerIds))
    .groupBy(orders.customerId);
  return new Map(rows.map((row) => [row.customerId!, row.count]));
}
