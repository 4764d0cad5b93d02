import type {
  AdminOrder,
  cancelOrderSchema,
  createShipmentSchema,
  invoicePaymentWriteSchema,
  orderEditSchema,
  refundOrderSchema,
  shipOrderSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../db/connection';
import { staffRefusal } from '../lib/domain-errors';
import { type OrderAdmin, staffOrderRecord } from '../modules/order';
import { paymentAttemptsOf, takingsOf } from '../modules/payment';

/**
 * The back office's orders: the order module's list and changes, each change answered with the
 * order as it is now, read with its payments (the payment module's, which the order module does
 * not know: payments settle orders, not the other way round).
 */
export function staffOrders(db: Database, admin: OrderAdmin) {
  async function get(id: number): Promise<AdminOrder> {
    const [record, payments] = await Promise.all([staffOrderRecord(db, id), paymentAttemptsOf(db, id)]);
    return { ...record, payments, takings: takingsOf(payments) };
  }
  /**
   * An unpaid online order whose shopper is at the provider's page now (an attempt started within
   * its 31 minutes, not settled) keeps its total: that attempt asks for the old amount. So does a
   * paid one whose difference is being paid (at the provider, or a debit under way).
   */
  async function notBeingPaid(id: number) {
    const { order, payments } = await get(id);
    const since = Date.now() - 31 * 60_000;
    const underway = payments.some(
      (p) =>
        (p.status === 'started' &&
          Date.parse(p.createdDate) > since &&
          (!order.confirmed || p.purpose === 'balance')) ||
        (p.purpose === 'balance' && p.status === 'processing'),
    );
    if (underway) throw staffRefusal('CONFLICT', 'orderEditPaymentUnderway', { order: order.transactionnum });
  }
  /** Runs a change, then reads the order it changed. */
  const then =
    <A extends unknown[]>(change: (id: number, ...rest: A) => Promise<unknown>) =>
    async (id: number, ...rest: A) => {
      await change(id, ...rest);
      return get(id);
    };

  return {
    list: admin.list,
    get,
    ship: then((id, body: z.output<typeof shipOrderSchema>, actor: string) => admin.ship(id, body, actor)),
    createShipment: then((id, body: z.output<typeof createShipmentSchema>, actor: string) =>
      admin.createShipment(id, body, actor),
    ),
    confirm: then((id, version: number, actor: string) => admin.confirm(id, version, actor)),
    recordPayment: then((id, body: z.output<typeof invoicePaymentWriteSchema>, actor: string) =>
      admin.recordPayment(id, body, actor),
    ),
    deliver: then((id, version: number, actor: string) => admin.deliver(id, version, actor)),
    cancel: then((id, body: z.output<typeof cancelOrderSchema>, actor: string) => admin.cancel(id, body, actor)),
    refund: then((id, body: z.output<typeof refundOrderSchema>, actor: string) => admin.refund(id, body, actor)),
    edit: then(async (id, body: z.output<typeof orderEditSchema>, actor: string) => {
      await notBeingPaid(id);
      await admin.edit(id, body, actor);
    }),
    note: then((id, text: string, actor: string) => admin.note(id, text, actor)),
    shipMany: admin.shipMany,
    payMany: admin.payMany,
  };
}
export type StaffOrders = ReturnType<typeof staffOrders>;
