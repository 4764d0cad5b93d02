import type { cancelOrderSchema, invoicePaymentWriteSchema, refundOrderSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { orderCancelledMail, orderRefundedMail } from '../mail';
import { changedMeanwhile, type OrderChange } from './admin-change';
import type { OrderAdminDependencies } from './dependencies';
import { type OrderRow, toOrder } from './order-row';
import { owedOf, refundNoted } from './refund-ledger';
import { invoicePayments, orders } from './tables';

type Cancel = z.output<typeof cancelOrderSchema>;
type InvoicePayment = z.output<typeof invoicePaymentWriteSchema>;
type Refund = z.output<typeof refundOrderSchema>;

const cancellable = (row: OrderRow) => {
  if (row.cancelledAt) throw staffRefusal('CONFLICT', 'orderCancelledAlready', { order: row.transactionnum });
  if (row.shippedAt) throw staffRefusal('CONFLICT', 'orderShippedNotCancellable', { order: row.transactionnum });
  // Part of it left: what left cannot be called back by a cancel (a return brings it back).
  if (row.firstShippedAt)
    throw staffRefusal('CONFLICT', 'orderPartlyShippedNotCancellable', { order: row.transactionnum });
  if (row.paymentStatus === 'processing')
    throw staffRefusal('CONFLICT', 'orderPaymentProcessing', { order: row.transactionnum });
};

const paidOnline = (row: OrderRow) => row.paymentStatus === 'paid' && row.paymentMethodCode !== 'invoice';

const refundable = (row: OrderRow) => {
  if (row.cancelledAt) throw staffRefusal('CONFLICT', 'orderCancelled', { order: row.transactionnum });
  // An invoice order's credit follows lines, as its credit note lists them.
  if (row.paymentMethodCode === 'invoice')
    throw staffRefusal('CONFLICT', 'refundNothingCredited', { order: row.transactionnum });
  if (!paidOnline(row)) throw staffRefusal('CONFLICT', 'refundNothingPaid');
};

/** What staff do to an order: confirm one paid by invoice, mark it delivered, cancel it, refund part (shipping: admin-shipments.ts). */
export function orderTransitions(db: Database, deps: OrderAdminDependencies, change: OrderChange) {
  const { inventory, promotion, customers: customerService, outbox, announce } = deps;

  return {
    /** A pending invoice order confirmed by staff, as its shopper would have: loyalty points credited once. */
    confirm: (id: number, version: number, actor: string) =>
      change(
        id,
        version,
        actor,
        { name: 'order.confirm' },
        (row) => {
          if (row.cancelledAt) throw staffRefusal('CONFLICT', 'orderCancelled', { order: row.transactionnum });
          if (row.confirmed) throw staffRefusal('CONFLICT', 'orderConfirmedAlready', { order: row.transactionnum });
          if (row.paymentMethodCode !== 'invoice')
            throw staffRefusal('CONFLICT', 'orderConfirmedByPayment', { order: row.transactionnum });
        },
        async (tx, row) => {
          if (row.customerId) await customerService.addLoyaltyPoints(tx, row.customerId, row.loyaltyPoints);
          return { confirmed: true, computopPaymentData: null };
        },
      ),

    /**
     * Money received for an invoice order, all or part of what is open. Paid in full, the order
     * reads Paid, and a pending one is confirmed (its points credited) as its shopper would have.
     */
    recordPayment: (id: number, { amount, paidOn, reference, version }: InvoicePayment, actor: string) =>
      change(
        id,
        version,
        actor,
        { name: 'order.invoice-payment', details: { amount, paidOn, reference } },
        (row) => {
          if (row.paymentMethodCode !== 'invoice')
            throw staffRefusal('CONFLICT', 'orderPaidOnline', { order: row.transactionnum });
          if (row.cancelledAt)
            throw staffRefusal('CONFLICT', 'orderCancelledNothingOwed', { order: row.transactionnum });
          const open = owedOf(row);
          if (open <= 0) throw staffRefusal('CONFLICT', 'orderPaidInFull', { order: row.transactionnum });
          if (amount > open) throw staffFieldRefusal('body.amount', 'moreThanOpen');
        },
        async (tx, row) => {
          await tx.insert(invoicePayments).values({ orderId: id, amount, paidOn, reference, recordedBy: actor });
          const paid = row.invoicePaid + amount;
          const full = paid + row.refundedAmount >= row.grandTotal;
          if (full && !row.confirmed && row.customerId)
            await customerService.addLoyaltyPoints(tx, row.customerId, row.loyaltyPoints);
          return { invoicePaid: paid, ...(full && { paymentStatus: 'paid' as const, confirmed: true }) };
        },
      ),

    deliver: (id: number, version: number, actor: string) =>
      change(
        id,
        version,
        actor,
        { name: 'order.deliver' },
        (row) => {
          if (!row.shippedAt || row.cancelledAt)
            throw staffRefusal('CONFLICT', 'orderNotShipped', { order: row.transactionnum });
          if (row.deliveredAt) throw staffRefusal('CONFLICT', 'orderDeliveredAlready', { order: row.transactionnum });
        },
        async () => ({ deliveredAt: new Date() }),
      ),

    /**
     * Cancels an order that has not left: a paid online payment is refunded first (a refusal
     * leaves the order as it was), then stock, coupon use and loyalty points go back.
     */
    async cancel(id: number, { reason, version }: Cancel, actor: string) {
      const [current] = await db.select().from(orders).where(eq(orders.id, id));
      if (!current) throw notFound(`Order ${id} does not exist`);
      if (current.version !== version) throw changedMeanwhile(current);
      cancellable(current);
      const refunding = paidOnline(current);
      // All that is left of the payment: refunds of part of it may have gone before.
      const refunded = refunding ? await deps.refund(id, { reason, actor }) : undefined;
      return change(
        id,
        version,
        actor,
        { name: refunding ? 'order.refund' : 'order.cancel', ...(reason && { details: { reason } }) },
        (row) => {
          cancellable(row);
          // Paid while the refund was asked for: the refund call above did not see it.
          if (paidOnline(row) !== refunding) throw changedMeanwhile(row);
        },
        async (tx, row) => {
          await inventory.release(tx, row.stockTaken);
          await promotion.release(tx, row.id);
          if (row.confirmed && row.customerId)
            await customerService.addLoyaltyPoints(tx, row.customerId, -row.loyaltyPoints);
          const now = new Date();
          return {
            cancelledAt: now,
            cancelledBy: actor,
            payableUntil: null,
            // A difference asked for is no longer owed.
            balanceDue: 0,
            computopPaymentData: null,
            // The payment's one word says what became of it: returned, or nothing left to pay.
            // A payment refunded in full before stays refunded.
            paymentStatus: refunding || row.paymentStatus === 'refunded' ? 'refunded' : 'canceled',
            ...(refunding && { refundedAt: now, refundedAmount: row.refundedAmount + (refunded?.amount ?? 0) }),
          };
        },
        async (tx, row) => {
          const order = toOrder(row);
          await outbox.enqueue(tx, orderCancelledMail(order, refunded?.amount));
          await announce(tx, 'order.cancelled', order, row.customerId);
        },
      );
    },

    /**
     * Returns part of a paid online order's money without cancelling it, through its provider
     * first (a refusal leaves the order as it was); the last of it makes the order read refunded.
     * An edit's difference (`edit`) is no refund of the order's price: its total fell instead.
     */
    async refund(id: number, { amount, reason, version }: Refund, actor: string, edit = false) {
      const [current] = await db.select().from(orders).where(eq(orders.id, id));
      if (!current) throw notFound(`Order ${id} does not exist`);
      if (current.version !== version) throw changedMeanwhile(current);
      refundable(current);
      const { amount: returned, all } = await deps.refund(id, { amount, reason, actor });
      // The money went back: what changed meanwhile does not undo it.
      return change(
        id,
        null,
        actor,
        { name: 'order.part-refund', details: { amount, ...(reason && { reason }) } },
        () => {},
        async (_tx, row) =>
          edit
            ? all
              ? { paymentStatus: 'refunded' as const, refundedAt: new Date() }
              : {}
            : refundNoted(row, returned, all),
        async (tx, row) => outbox.enqueue(tx, orderRefundedMail(toOrder(row), returned)),
      );
    },
  };
}
export type OrderTransitions = ReturnType<typeof orderTransitions>;
