import type {
  BulkRefusal,
  bulkInvoicePaymentSchema,
  bulkShipSchema,
  CurrencyCode,
  InvoicePaymentBulkReport,
  OrderBulkReport,
  OrderBulkResult,
  StaffRefusal,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { DomainError } from '../../lib/domain-errors';
import type { OrderShipping } from './admin-shipments';
import type { OrderTransitions } from './admin-transitions';
import type { OrderRow } from './order-row';
import { owedOf } from './refund-ledger';
import { orders } from './tables';

type BulkShip = z.output<typeof bulkShipSchema>;
type BulkPayment = z.output<typeof bulkInvoicePaymentSchema>;

const refused = (reason: BulkRefusal, message: string) => ({ outcome: 'refused' as const, reason, message });

/** The single actions' refusals, as a bulk report names them. */
const bulkReasons: Partial<Record<StaffRefusal, BulkRefusal>> = {
  orderCancelled: 'cancelled',
  orderCancelledNothingOwed: 'cancelled',
  orderShippedAlready: 'shippedAlready',
  orderNotConfirmed: 'notConfirmed',
  orderNotPaid: 'notPaid',
  orderPaidOnline: 'notInvoice',
  orderPaidInFull: 'paidInFull',
  orderChanged: 'changedMeanwhile',
};

const reasonOf = (error: DomainError): BulkRefusal =>
  (error.problem && bulkReasons[error.problem.name]) ??
  (error.code === 'CONFLICT' || error.code === 'NOT_FOUND' ? 'changedMeanwhile' : 'other');

/**
 * Bulk actions of the orders list: each order is read, checked, and changed by the single action at
 * the version read (its own transaction, audit row, e-mail and events), one after another, so a
 * refused order leaves the others going and no order is half changed. An order changed between the
 * reading and its change is refused as changed meanwhile.
 */
export function orderBulk(
  db: Database,
  transitions: Pick<OrderShipping, 'ship'> & Pick<OrderTransitions, 'recordPayment'>,
) {
  /** Runs `change` for each order in turn; a refusal (of the single action) is that order's outcome. */
  async function each<R extends object>(
    ids: number[],
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
      try {
        const done = await change(row);
        results.push({ ...head, outcome: 'changed', reason: null, message: null, ...done });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({ ...head, ...refused(reasonOf(error), error.message), ...none });
      }
    }
    return results;
  }

  return {
    /** Ships what is still open of each order with the carrier and its own tracking number (or none). */
    async shipMany({ carrier, orders: asked }: BulkShip, actor: string): Promise<OrderBulkReport> {
      const tracking = new Map(asked.map((order) => [order.orderId, order.trackingNumber]));
      const results = await each(
        asked.map((order) => order.orderId),
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
        async (row) => {
          const amount = owedOf(row);
          await transitions.recordPayment(row.id, { amount, paidOn, reference, version: row.version }, actor);
          return { amount, currency: row.currency };
        },
        { amount: null, currency: null },
      );
      return { results };
    },
  };
}
