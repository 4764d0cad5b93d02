import type { refundOrderSchema } from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { DomainError, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { orderRefundedMail } from '../mail';
import { changedMeanwhile, type OrderChange } from './admin-change';
import type { OrderAdminDependencies } from './dependencies';
import { shippingOf, worthOfLines } from './line-worth';
import { type OrderRow, toOrder } from './order-row';
import {
  claimRefund,
  lockedOrder,
  type RefundedUnits,
  refundAmount,
  refundableQuantities,
  refundNoted,
  releaseRefund,
} from './refund-ledger';

type Refund = z.output<typeof refundOrderSchema>;

const moneyText = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

/** Lines are refunded of a paid online order, or credited on an invoice order not cancelled. */
const linesRefundable = (row: OrderRow) => {
  if (row.cancelledAt) throw staffRefusal('CONFLICT', 'orderCancelled', { order: row.transactionnum });
  if (row.paymentMethodCode !== 'invoice' && row.paymentStatus !== 'paid')
    throw staffRefusal('CONFLICT', 'refundNothingPaid');
};

/** The lines asked for, each position once (named twice, its quantities add up), checked against what is left of each. */
function unitsAsked(row: OrderRow, lines: NonNullable<Refund['lines']>): RefundedUnits[] {
  const left = refundableQuantities(row);
  const units = new Map<number, number>();
  for (const [i, { position, quantity }] of lines.entries()) {
    if (position > left.length) throw staffFieldRefusal(`body.lines.${i}.position`, 'noSuchOrderLine', { position });
    const wanted = (units.get(position) ?? 0) + quantity;
    if (wanted > left[position - 1]!)
      throw staffFieldRefusal(`body.lines.${i}.quantity`, 'refundLineTooMany', { maximum: left[position - 1]! });
    units.set(position, wanted);
  }
  return [...units].map(([position, quantity]) => ({ position, quantity }));
}

/**
 * Refunds chosen lines of an order without cancelling it: what they cost as the order charged
 * them (each unit with tax, less its share of the coupon, following on what earlier refunds gave
 * back of the line), the shipping once when asked. The units are claimed under the order's lock
 * first (a second member refunding the same at once is refused before any money moves); then the
 * provider returns the money (a refusal gives the claim back), or, for an invoice order, the
 * amount is noted as credit against what it owes; a credit note of the lines follows where the
 * order has an invoice, and the customer is told.
 */
export function orderLineRefunds(db: Database, deps: OrderAdminDependencies, change: OrderChange) {
  return async function refundLines(id: number, { lines, shipping, reason, version }: Refund, actor: string) {
    const claimed = await db.transaction(async (tx) => {
      const row = await lockedOrder(tx, id);
      if (row.version !== version) throw changedMeanwhile(row);
      linesRefundable(row);
      const units = unitsAsked(row, lines ?? []);
      if (shipping && row.shippingRefunded)
        throw staffFieldRefusal('body.shipping', 'refundShippingTaken', { order: row.transactionnum });
      const order = toOrder(row);
      const worth = worthOfLines(
        order,
        units.map((unit) => ({ ...unit, before: row.refundedQuantities[unit.position - 1] ?? 0 })),
      );
      const amount = refundAmount(row, units, shipping, worth.gross + (shipping ? shippingOf(order).gross : 0));
      const left = row.grandTotal - row.refundedAmount;
      if (amount > left)
        throw staffFieldRefusal('body.lines', 'refundMoreThanLeft', { left: moneyText(left, row.currency) });
      await claimRefund(tx, row, units, shipping);
      return { order, units, worth, amount };
    });
    const { order, units, worth, amount } = claimed;
    let all = false;
    if (order.paymentMethodCode !== 'invoice' && amount > 0) {
      try {
        ({ all } = await deps.refund(id, { amount, reason, actor }));
      } catch (error) {
        // Out of reach, the provider is asked again with the next refund: the units stay claimed.
        if (!(error instanceof DomainError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE'))
          await releaseRefund(db, id, units, shipping);
        throw error;
      }
    }
    const details: Record<string, unknown> = { amount, lines: units, shipping, ...(reason && { reason }) };
    const refunded = units.map((unit) => ({
      quantity: unit.quantity,
      name: order.cartInfo.cartItems[unit.position - 1]!.name,
    }));
    // The money went back: what changed meanwhile does not undo it.
    await change(
      id,
      null,
      actor,
      { name: 'order.part-refund', details },
      () => {},
      async (tx, row) => {
        const creditNote = await deps.creditLines(tx, id, {
          lines: worth.parts,
          discount: worth.discount,
          byRate: worth.byRate,
          shipping: shipping ? shippingOf(order) : null,
        });
        // The audit row is written after this: it names the credit note.
        if (creditNote) details.creditNote = creditNote;
        return refundNoted(row, amount, all);
      },
      async (tx, row) => deps.outbox.enqueue(tx, orderRefundedMail(toOrder(row), amount, refunded)),
    );
  };
}
