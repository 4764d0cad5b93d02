import type {
  AdminOrderReturn,
  Order,
  OrderReturn,
  returnReceiptSchema,
  returnRefundSchema,
  returnRejectionSchema,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { DomainError, notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { returnMail } from '../mail';
import {
  claimRefund,
  lockedOrder,
  noteRefund,
  refundAmount,
  refundableQuantities,
  releaseRefund,
  shippingOf,
} from '../order';
import { receivedUnits, toReturn, withLines, worthOf } from './rows';
import type { ReturnDependencies, ReturnService } from './service';
import { orderReturnLines, orderReturns } from './tables';

type ReturnRow = typeof orderReturns.$inferSelect;
type Receipt = z.output<typeof returnReceiptSchema>;
type Refund = z.output<typeof returnRefundSchema>;
type Rejection = z.output<typeof returnRejectionSchema>;

const changedMeanwhile = (row: ReturnRow) =>
  staffRefusal('CONFLICT', 'returnChanged', { number: row.number }, { version: row.version });

/**
 * Staff's steps on a return: receive its parcel (resellable goods back to stock), refund what
 * arrived (through the order's provider, or as credit on an invoice order, with a credit note of
 * those lines where the order has an invoice), or reject it with a reason. Each step is taken
 * against the version the member read, audited, and mailed to the customer in the order's language.
 */
export function returnDesk(db: Database, deps: ReturnDependencies, returns: ReturnService) {
  /**
   * Changes the return under its row lock when it is still at `version` and `check` allows it;
   * `apply` answers the columns to set. The audit row and the customer's mail go in its transaction.
   */
  async function change(
    id: number,
    version: number | null,
    actor: string,
    action: 'return.receive' | 'return.refund' | 'return.reject',
    check: (row: ReturnRow) => void,
    apply: (tx: Transaction, row: ReturnRow, rma: OrderReturn, order: Order) => Promise<Partial<ReturnRow>>,
  ): Promise<AdminOrderReturn> {
    const [current] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
    if (!current) throw notFound(`Return ${id} does not exist`);
    const order = await deps.orderForStaff(current.orderId);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
      if (version !== null && row!.version !== version) throw changedMeanwhile(row!);
      check(row!);
      const set = await apply(tx, row!, toReturn(row!, (await withLines(tx, [row!])).lines, order), order);
      const [updated] = await tx
        .update(orderReturns)
        .set({ ...set, version: row!.version + 1, updatedAt: sql`now()` })
        .where(eq(orderReturns.id, id))
        .returning();
      const rma = toReturn(updated!, (await withLines(tx, [updated!])).lines, order);
      await recordAudit(tx, {
        actor,
        action,
        entity: 'return',
        entityId: row!.number,
        before: { state: row!.state, version: row!.version },
        after: {
          state: updated!.state,
          version: updated!.version,
          order: order.transactionnum,
          currency: updated!.currency,
          ...(updated!.refundedAmount !== null && { amount: updated!.refundedAmount }),
          ...(updated!.rejectReason && { reason: updated!.rejectReason }),
        },
      });
      await deps.outbox.enqueue(tx, returnMail(order, rma));
    });
    await deps.outbox.deliver();
    return returns.staffReturn(id);
  }

  const requested = (row: ReturnRow) => {
    if (row.state !== 'requested') throw staffRefusal('CONFLICT', 'returnNotRequested', { number: row.number });
  };

  return {
    receive: (id: number, { lines, version }: Receipt, actor: string) =>
      change(id, version, actor, 'return.receive', requested, async (tx, row, rma, order) => {
        for (const [i, line] of lines.entries()) {
          const asked = rma.lines.find((candidate) => candidate.position === line.position);
          if (!asked) throw staffFieldRefusal(`body.lines.${i}.position`, 'returnLineUnknown', line);
          if (line.quantity > asked.quantity)
            throw staffFieldRefusal(`body.lines.${i}.quantity`, 'returnReceivedTooMany', { maximum: asked.quantity });
        }
        if (lines.every((line) => line.quantity === 0))
          throw staffRefusal('CONFLICT', 'returnNothingReceived', { number: row.number });
        const restocked: Array<{ productId: number; quantity: number }> = [];
        for (const asked of rma.lines) {
          const got = lines.find((line) => line.position === asked.position);
          await tx
            .update(orderReturnLines)
            .set({ receivedQuantity: got?.quantity ?? 0, condition: got?.condition ?? null })
            .where(sql`${orderReturnLines.returnId} = ${row.id} and ${orderReturnLines.position} = ${asked.position}`);
          if (!got || got.quantity === 0 || got.condition !== 'resellable') continue;
          // The item and the additional products that came with each unit go back to the shelf.
          const item = order.cartInfo.cartItems[asked.position - 1]!;
          restocked.push(
            { productId: item.productId, quantity: got.quantity },
            ...Object.values(item.selectedAddtionalProducts).map((extra) => ({
              productId: extra.productId,
              quantity: got.quantity,
            })),
          );
        }
        await deps.restock(tx, restocked);
        return { state: 'received', receivedAt: new Date() };
      }),

    /**
     * Refunds what arrived. The return is claimed first (its version raised), so a second member
     * refunding at once is refused before any money moves; then the provider returns the money (a
     * refusal leaves the return received), then the return reads refunded with its credit note.
     */
    async refund(id: number, { shipping, version }: Refund, actor: string) {
      const [current] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
      if (!current) throw notFound(`Return ${id} does not exist`);
      const order = await deps.orderForStaff(current.orderId);
      const online = order.paymentMethodCode !== 'invoice';
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
        if (row!.version !== version) throw changedMeanwhile(row!);
        if (row!.state !== 'received')
          throw staffRefusal('CONFLICT', row!.state === 'requested' ? 'returnNotReceived' : 'returnClosed', {
            number: row!.number,
          });
        await tx
          .update(orderReturns)
          .set({ version: row!.version + 1 })
          .where(eq(orderReturns.id, id));
        const rma = toReturn(row!, (await withLines(tx, [row!])).lines, order);
        // What arrived is claimed on the order, as a refund of its lines is: a line refunded
        // meanwhile without the return is not paid back twice.
        const ordered = await lockedOrder(tx, order.id);
        const units = receivedUnits(rma);
        const left = refundableQuantities(ordered);
        if (units.some((unit) => unit.quantity > (left[unit.position - 1] ?? 0)))
          throw staffRefusal('CONFLICT', 'returnRefundedAlready', { number: row!.number });
        const goods = worthOf(order, rma, ordered.refundedQuantities);
        const withShipping = shipping && !ordered.shippingRefunded;
        await claimRefund(tx, ordered, units, withShipping);
        const reckoned = goods.gross + (withShipping ? shippingOf(order).gross : 0);
        return { rma, units, goods, withShipping, amount: refundAmount(ordered, units, withShipping, reckoned) };
      });
      const { rma, units, goods, withShipping, amount } = claimed;
      let all = false;
      if (online && amount > 0) {
        try {
          ({ all } = await deps.refund(order.id, { amount, reason: `Return ${rma.number}`, actor }));
        } catch (error) {
          // Out of reach, the provider is asked again with the next refund: the units stay claimed.
          if (!(error instanceof DomainError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE'))
            await releaseRefund(db, order.id, units, withShipping);
          throw error;
        }
      }
      return change(
        id,
        version + 1,
        actor,
        'return.refund',
        () => {},
        async (tx) => {
          for (const line of goods.lines)
            await tx
              .update(orderReturnLines)
              .set({ refundedAmount: line.amount })
              .where(sql`${orderReturnLines.returnId} = ${id} and ${orderReturnLines.position} = ${line.position}`);
          const creditNoteNumber = await deps.creditReturn(tx, order.id, {
            lines: goods.parts,
            discount: goods.discount,
            byRate: goods.byRate,
            shipping: withShipping ? shippingOf(order) : null,
          });
          // Refunded or credited: the order's paid, refunded and owed amounts follow.
          await noteRefund(tx, order.id, amount, all);
          return {
            state: 'refunded',
            refundedAt: new Date(),
            refundedAmount: amount,
            shippingRefunded: withShipping,
            refundedAs: online ? 'payment' : 'credit',
            creditNoteNumber,
          };
        },
      );
    },

    reject: (id: number, { reason, version }: Rejection, actor: string) =>
      change(
        id,
        version,
        actor,
        'return.reject',
        (row) => {
          if (row.state === 'refunded' || row.state === 'rejected')
            throw staffRefusal('CONFLICT', 'returnClosed', { number: row.number });
        },
        async () => ({ state: 'rejected', rejectReason: reason, rejectedAt: new Date() }),
      ),
  };
}

export type ReturnDesk = ReturnType<typeof returnDesk>;
