import type {
  BulkRefusal,
  bulkInvoicePaymentSchema,
  bulkShipSchema,
  CurrencyCode,
  InvoicePaymentBulkReport,
  OrderBulkReport,
  OrderBulkResult,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { DomainError } from '../../lib/domain-errors';
import type { OrderTransitions } from './admin-transitions';
import type { OrderRow } from './order-row';
import { orders } from './tables';

type BulkShip = z.output<typeof bulkShipSchema>;
type BulkPayment = z.output<typeof bulkInvoicePaymentSchema>;

/** Why an order cannot be shipped, by the name a bulk report gives it; null when it can. */
const shipRefusal = (row: OrderRow): BulkRefusal | null =>
  row.cancelledAt
    ? 'cancelled'
    : row.shippedAt
      ? 'shippedAlready'
      : !row.confirmed
        ? row.paymentMethodCode === 'invoice'
          ? 'notConfirmed'
          : 'notPaid'
        : null;

/** Why nothing can be recorded as paid for an order, by name; null when something is open. */
const paymentRefusal = (row: OrderRow): BulkRefusal | null =>
  row.paymentMethodCode !== 'invoice'
    ? 'notInvoice'
    : row.cancelledAt
      ? 'cancelled'
      : row.grandTotal - row.invoicePaid <= 0
        ? 'paidInFull'
        : null;

const refused = (reason: BulkRefusal, message: string) => ({ outcome: 'refused' as const, reason, message });

/** The single actions' words for the refusals found before an order is changed. */
const refusalTexts: Partial<Record<BulkRefusal, (order: string) => string>> = {
  cancelled: (n) => `Order ${n} is cancelled`,
  shippedAlready: (n) => `Order ${n} was shipped already`,
  notConfirmed: (n) => `Order ${n} is not confirmed yet`,
  notPaid: (n) => `Order ${n} is not paid yet: ship it once its payment has arrived`,
  notInvoice: (n) => `Order ${n} is paid online, not by invoice`,
  paidInFull: (n) => `Order ${n} is paid in full already`,
};

/**
 * Bulk actions of the orders list: each order is read, checked, and changed by the single action at
 * the version read (its own transaction, audit row, e-mail and events), one after another, so a
 * refused order leaves the others going and no order is half changed. An order changed between the
 * reading and its change is refused as changed meanwhile.
 */
export function orderBulk(db: Database, transitions: Pick<OrderTransitions, 'ship' | 'recordPayment'>) {
  /** Runs `change` for each order in turn; a refusal (of the single action) is that order's outcome. */
  async function each<R extends object>(
    ids: number[],
    refusal: (row: OrderRow) => BulkRefusal | null,
    change: (row: OrderRow) => Promise<R>,
    none: R,
  ): Promise<Array<OrderBulkResult & R>> {
    const results: Array<OrderBulkResult & R> = [];
    for (const orderId of ids) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      const head = { orderId, number: row?.transactionnum ?? null };
      if (!row) {
        results.push({ ...head, ...refused('notFound', `Order ${orderId} does not exist`), ...none });
        continue;
      }
      const reason = refusal(row);
      if (reason) {
        const text = refusalTexts[reason]?.(row.transactionnum) ?? `Order ${row.transactionnum}: ${reason}`;
        results.push({ ...head, ...refused(reason, text), ...none });
        continue;
      }
      try {
        const done = await change(row);
        results.push({ ...head, outcome: 'changed', reason: null, message: null, ...done });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const meanwhile = error.code === 'CONFLICT' || error.code === 'NOT_FOUND';
        results.push({ ...head, ...refused(meanwhile ? 'changedMeanwhile' : 'other', error.message), ...none });
      }
    }
    return results;
  }

  return {
    /** Ships each order with the carrier and its own tracking number (or none). */
    async shipMany({ carrier, orders: asked }: BulkShip, actor: string): Promise<OrderBulkReport> {
      const tracking = new Map(asked.map((order) => [order.orderId, order.trackingNumber]));
      const results = await each(
        asked.map((order) => order.orderId),
        shipRefusal,
        async (row) => {
          const trackingNumber = tracking.get(row.id) ?? null;
          await transitions.ship(row.id, { carrier, trackingNumber, version: row.version }, actor);
          return {};
        },
        {},
      );
      return { results };
    },

    /** Records what each invoice order still owes as received on `paidOn`: each then reads Paid. */
    async payMany({ orderIds, paidOn, reference }: BulkPayment, actor: string): Promise<InvoicePaymentBulkReport> {
      const results = await each<{ amount: number | null; currency: CurrencyCode | null }>(
        orderIds,
        paymentRefusal,
        async (row) => {
          const amount = row.grandTotal - row.invoicePaid;
          await transitions.recordPayment(row.id, { amount, paidOn, reference, version: row.version }, actor);
          return { amount, currency: row.currency };
        },
        { amount: null, currency: null },
      );
      return { results };
    },
  };
}
