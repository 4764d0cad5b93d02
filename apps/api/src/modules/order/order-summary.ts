import type { AdminOrderSummary, CartInfo, PaymentMethodCode } from '@shop/contracts';
import { desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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

/** A customer's latest orders as staff see them with the customer (customer/admin.ts), newest first. */
export async function latestOrdersOf(db: Database, customer: { id: number; customerNumber: string }, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.customerId, customer.id))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => summaryOf(row, customer.customerNumber));
}

/**
 * How many orders a customer placed, correlated with the asking query's customer id, named with its
 * table (`sql\`"customer"."id"\``): Drizzle leaves the table out of a column selected from one table,
 * and a bare "id" here would be the order's own.
 */
export const orderCountOf = (customerId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${orders} o where o.customer_id = ${customerId})`;
