import type { AdminOrderSummary, CartInfo, PaymentMethodCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { orders } from './tables';

/** What a list shows of an order: its columns and two parts of cartInfo, never the whole cart. */
export const summaryColumns = {
  id: orders.id,
  transactionnum: orders.transactionnum,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethodCode: orders.paymentMethodCode,
  email: orders.email,
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
