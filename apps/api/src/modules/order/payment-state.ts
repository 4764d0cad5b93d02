import type { Order, PaymentMethodCode, PaymentStatus } from '@shop/contracts';
import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import type { AnnounceOrder, OrderDependencies } from './dependencies';
import { fullOrder, loadOrder, type OrderAccess, type OrderRow, toOrder } from './order-row';
import { orders } from './tables';

export const invalidPaymentMethod = () =>
  refusal('BAD_REQUEST', 'Choose a payment method this shop offers for this order', {
    reason: 'payment-method',
  });
/** The order, when the shopper may pay it now; else throws why not. */
function payableOrder(row: OrderRow, now: Date): Order {
  if (row.cancelledAt || (row.payableUntil && row.payableUntil < now)) throw orderCancelled(row);
  if (row.confirmed || row.paymentStatus === 'paid') throw refusal('ORDER_PAID', 'This order is paid already');
  if (row.paymentStatus === 'processing')
    throw refusal('CONFLICT', 'A payment for this order is being processed; please wait for its result');
  return toOrder(row);
}
/** A cancelled order (or one past its time, which the clean-up is about to cancel) takes no payment. */
const orderCancelled = (row: OrderRow) =>
  row.cancelledBy === null
    ? refusal('ORDER_CANCELLED', 'This order was cancelled because it was not paid in time')
    : refusal('ORDER_CANCELLED', 'This order was cancelled by the shop');

type Dependencies = Pick<
  OrderDependencies,
  'customers' | 'inventory' | 'promotion' | 'takesPaymentMethod' | 'paymentTimeoutMinutes'
> & {
  /** Queues the confirmation e-mail of an order the payment confirms, in that transaction. */
  queueConfirmation: (tx: Transaction, order: Order) => Promise<void>;
  /** Queues the e-mail of an order cancelled because it was not paid, in that transaction. */
  queueCancellation: (tx: Transaction, order: Order) => Promise<void>;
  /** Sends what committed transactions queued. */
  deliverMail: () => Promise<void>;
  announce: AnnounceOrder;
  /** Delivers the events after the commit. */
  deliverEvents: () => void;
};

/** Where an order's payment stands: claims, method changes, providers' answers, expiry, invoice confirmation. */
export function orderPayments(
  db: Database,
  {
    customers,
    inventory,
    promotion,
    takesPaymentMethod,
    paymentTimeoutMinutes,
    queueConfirmation,
    queueCancellation,
    deliverMail,
    announce,
    deliverEvents,
  }: Dependencies,
) {
  /**
   * An order the shopper may pay: not confirmed, not cancelled, not past its time, and no debit
   * under way (a second payment meanwhile would charge twice).
   */
  async function payable(access: OrderAccess, id: number): Promise<Order> {
    return payableOrder(await loadOrder(db, access, id), new Date());
  }

  return {
    payable,

    /**
     * Claims an unpaid order for a new payment attempt, under its row lock: checked as payable()
     * does and by `check` (which throws to refuse, and then nothing is written), and its time
     * extended so the clean-up job leaves it while the shopper is at the provider (whose page
     * expires within that time).
     */
    async claimForPayment(access: OrderAccess, id: number, minutes: number, check: (order: Order) => void = () => {}) {
      await loadOrder(db, access, id);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        check(payableOrder(row!, new Date()));
        const [claimed] = await tx
          .update(orders)
          .set({
            payableUntil: sql`greatest(${orders.payableUntil}, now() + make_interval(mins => ${minutes}))`,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, id))
          .returning();
        return toOrder(claimed!);
      });
    },

    /** Another payment method for an unpaid order (postOrderPaymentMethod), if it suits the order. */
    async changePaymentMethod(access: OrderAccess, id: number, method: PaymentMethodCode): Promise<Order> {
      const order = await payable(access, id);
      const allowed = await customers.paymentMethodsOf(access.customerId);
      if (
        !allowed.includes(method) ||
        !takesPaymentMethod(method, order.cartInfo.currency, order.cartInfo.billingAddress.country)
      )
        throw invalidPaymentMethod();
      const invoice = method === 'invoice';
      const [row] = await db
        .update(orders)
        .set({
          paymentMethodCode: method,
          paymentStatus: invoice ? 'invoice' : 'open',
          // Paid online, it waits for its payment like any online order: from now if it had no
          // deadline (it was an invoice order), otherwise its first deadline stands.
          payableUntil: invoice
            ? null
            : sql`coalesce(${orders.payableUntil}, now() + make_interval(mins => ${paymentTimeoutMinutes}))`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.confirmed, false),
            isNull(orders.cancelledAt),
            ne(orders.paymentStatus, 'processing'),
          ),
        )
        .returning();
      if (!row) throw refusal('CONFLICT', 'This order changed meanwhile; please reload the page');
      return toOrder(row);
    },

    /** Keeps Paygate's request or answer with the order (the spec's computopPaymentData and computopPayment). */
    async recordComputop(id: number, record: Pick<Partial<OrderRow>, 'computopPaymentData' | 'computopPayment'>) {
      await db
        .update(orders)
        .set({ ...record, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /**
     * What a provider said about the order's payment, inside the payment's transaction, under the
     * order's row lock. Paid confirms it once (loyalty points credited, payment state cleared);
     * anything else only says where the payment stands, and never undoes a payment. A payment
     * arriving for an order cancelled meanwhile leaves it cancelled: it must be refunded.
     */
    async applyPayment(tx: Transaction, id: number, state: PaymentStatus) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw notFound(`Order ${id} does not exist`);
      if (row.cancelledAt) return { order: toOrder(row), confirmedNow: false, lateForCancelled: state === 'paid' };
      if (row.paymentStatus === 'paid' || (row.confirmed && state !== 'paid'))
        return { order: toOrder(row), confirmedNow: false, lateForCancelled: false };
      const confirmNow = state === 'paid' && !row.confirmed;
      const [updated] = await tx
        .update(orders)
        .set({
          paymentStatus: state,
          ...(state === 'paid' && { payableUntil: null, computopPaymentData: null }),
          ...(confirmNow && { confirmed: true }),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, id))
        .returning();
      const order = toOrder(updated!);
      if (confirmNow) {
        if (updated!.customerId) await customers.addLoyaltyPoints(tx, updated!.customerId, updated!.loyaltyPoints);
        await queueConfirmation(tx, order);
        await announce(tx, 'order.paid', order, updated!.customerId);
      }
      return { order, confirmedNow: confirmNow, lateForCancelled: false };
    },

    /**
     * Cancels online orders whose payment did not arrive in time and returns their stock and
     * coupon uses. Safe with several API instances: each order is claimed with SKIP LOCKED, so two
     * instances never cancel the same one, and an order being paid at that moment waits for it.
     * A debit still being processed by the provider is not cancelled. Answers the ids cancelled.
     */
    async expireUnpaid(now: Date): Promise<number[]> {
      const cancelled: number[] = [];
      // One order per transaction: its stock and coupon rows are locked in the order placing
      // takes them, so the job never holds one order's locks while waiting for another's.
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const due = await tx
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.confirmed, false),
                isNull(orders.cancelledAt),
                lt(orders.payableUntil, now),
                ne(orders.paymentStatus, 'processing'),
              ),
            )
            .orderBy(asc(orders.id))
            .limit(1)
            .for('update', { skipLocked: true });
          for (const row of due) {
            await inventory.release(tx, row.stockTaken);
            await promotion.release(tx, row.id);
            const [cancelled] = await tx
              .update(orders)
              .set({ cancelledAt: now, paymentStatus: 'expired', computopPaymentData: null, updatedAt: sql`now()` })
              .where(eq(orders.id, row.id))
              .returning();
            const order = toOrder(cancelled!);
            await queueCancellation(tx, order);
            await announce(tx, 'order.cancelled', order, row.customerId);
          }
          return due.map((row) => row.id);
        });
        if (batch.length === 0) {
          if (cancelled.length > 0) {
            deliverEvents();
            await deliverMail();
          }
          return cancelled;
        }
        cancelled.push(...batch);
      }
    },

    /**
     * Confirms an order paid by invoice and credits its loyalty points, once: a second
     * confirmation changes nothing. Orders paid online are confirmed by their payment.
     */
    async confirm(access: OrderAccess, id: number): Promise<Order> {
      const current = await loadOrder(db, access, id);
      if (current.cancelledAt) throw orderCancelled(current);
      if (current.confirmed) return fullOrder(db, current);
      if (current.paymentMethodCode !== 'invoice')
        throw refusal('CONFLICT', 'This order is confirmed when its payment arrives');
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({ confirmed: true, computopPaymentData: null, updatedAt: sql`now()` })
          // Still by invoice and not cancelled: a concurrent change of method or the clean-up wins.
          .where(
            and(
              eq(orders.id, id),
              eq(orders.confirmed, false),
              eq(orders.paymentMethodCode, 'invoice'),
              isNull(orders.cancelledAt),
            ),
          )
          .returning();
        if (updated?.customerId) await customers.addLoyaltyPoints(tx, updated.customerId, updated.loyaltyPoints);
        return updated ?? current;
      });
      return fullOrder(db, row);
    },
  };
}
