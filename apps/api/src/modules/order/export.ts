import { Readable } from 'node:stream';
import {
  type CartInfo,
  type OrderExportColumn,
  type OrderExportQuery,
  type OrderStatus,
  orderExportColumns,
  orderExportStatus,
  type orderListExportQuerySchema,
  type PostalAddress,
} from '@shop/contracts';
import { and, asc, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { csvLine, decimal, typedText as text } from '../../lib/csv';
import type { CustomerService } from '../customer';
import { orderFilter } from './admin-search';
import { headColumns } from './order-summary';
import { orders } from './tables';

/** Orders read per query: a batch's cartInfo is a few megabytes at most. */
const BATCH = 1000;

type CsvRow = { [K in OrderExportColumn]: string };

const address = (prefix: 'billing' | 'shipping', a: PostalAddress) => ({
  [`${prefix}_company`]: text(a.company),
  [`${prefix}_first_name`]: text(a.firstName),
  [`${prefix}_last_name`]: text(a.lastName),
  [`${prefix}_street`]: text(a.street),
  [`${prefix}_apartment`]: text(a.apartment),
  [`${prefix}_postal_code`]: text(a.postalCode),
  [`${prefix}_city`]: text(a.city),
  [`${prefix}_region`]: text(a.region),
  [`${prefix}_country`]: text(a.country),
});

interface ExportedOrder {
  id: number;
  transactionnum: string;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethodCode: string;
  customerId: number | null;
  email: string;
  cartInfo: CartInfo;
}

/** The rows of one order: its lines, and each additional product chosen with a line as a line of its own. */
function rowsOf(order: ExportedOrder, customerNumber: string): CsvRow[] {
  const info = order.cartInfo;
  const common = {
    order_number: order.transactionnum,
    order_date: order.createdAt.toISOString(),
    status: orderExportStatus[order.status],
    payment_status: order.paymentStatus,
    customer_number: customerNumber,
    email: text(order.email),
    ...address('billing', info.billingAddress),
    billing_vat_id: text(info.billingAddress.vatId),
    ...address('shipping', info.shippingAddress),
    payment_method: order.paymentMethodCode,
    currency: info.currency,
    order_reference: text(info.orderReference),
    coupon_code: info.couponCode ?? '',
    order_subtotal: decimal(info.subtotal),
    shipping: decimal(info.shipping_amount),
    discount: decimal(info.discount_amount),
    tax: decimal(info.tax_amount),
    grand_total: decimal(info.grandTotalIncTax),
  };
  const line = (
    item: { sku: string; name: string; price: number; taxRate: number },
    quantity: number,
    soldWith: string,
  ): CsvRow =>
    ({
      ...common,
      sku: text(item.sku),
      name: text(item.name),
      sold_with: text(soldWith),
      quantity: String(quantity),
      unit_net_price: decimal(item.price),
      line_net_total: decimal(item.price * quantity),
      // Basis points as a percentage: 1900 → 19.00.
      tax_rate: decimal(item.taxRate),
    }) as CsvRow;
  return info.cartItems.flatMap((item) => [
    line(item, item.quantity, ''),
    ...Object.values(item.selectedAddtionalProducts).map((extra) => line(extra, item.quantity, item.sku)),
  ]);
}

type ListExport = z.output<typeof orderListExportQuerySchema>;

/**
 * The orders export for bookkeeping: orders placed on the days asked (UTC), or those the back
 * office's list finds or chose, oldest order number first, as CSV streamed while it is read, a
 * batch of orders per query.
 */
export function orderExport(db: Database, { customers }: { customers: Pick<CustomerService, 'customerNumbers'> }) {
  const listed = orderFilter(db);
  const placedIn = ({ from, to }: OrderExportQuery) =>
    and(
      sql`${orders.createdAt} >= (${from}::date)::timestamp at time zone 'UTC'`,
      sql`${orders.createdAt} < (${to}::date + 1)::timestamp at time zone 'UTC'`,
    );

  async function* records(where: SQL | undefined) {
    let after = 0;
    for (;;) {
      const batch = await db
        .select({ ...headColumns, customerId: orders.customerId, cartInfo: orders.cartInfo })
        .from(orders)
        .where(and(gt(orders.id, after), where))
        .orderBy(asc(orders.id))
        .limit(BATCH);
      if (batch.length === 0) return;
      const numbers = await customers.customerNumbers([
        ...new Set(batch.flatMap((order) => (order.customerId === null ? [] : [order.customerId]))),
      ]);
      for (const order of batch)
        yield* rowsOf(order, order.customerId === null ? '' : (numbers.get(order.customerId) ?? ''));
      after = batch.at(-1)!.id;
    }
  }

  /** The CSV text of the orders found, a header row first; UTF-8 with a BOM, so spreadsheets read umlauts right. */
  function csvOf(where: SQL | undefined): Readable {
    // A failure on the way (the database gone) ends the stream with it; Fastify answers it or
    // cuts the response off, and logs it.
    return Readable.from(
      (async function* () {
        yield `\ufeff${csvLine(orderExportColumns)}`;
        for await (const row of records(where)) yield csvLine(orderExportColumns.map((column) => row[column]));
      })(),
    );
  }

  return {
    /** The orders placed in the range. */
    csv: (range: OrderExportQuery) => csvOf(placedIn(range)),
    /** The orders the list's filters find, those of `ids` among them when given. */
    listCsv: async ({ ids, ...filters }: ListExport) =>
      csvOf(and(await listed(filters), ids ? inArray(orders.id, ids) : undefined)),
  };
}
export type OrderExport = ReturnType<typeof orderExport>;
