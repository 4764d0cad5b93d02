import {
  type AdminOrder,
  type AdminOrderSummary,
  type adminOrderQuerySchema,
  type CartInfo,
  type cancelOrderSchema,
  ORDER_COUNT_AHEAD,
  type PaymentMethodCode,
  type shipOrderSchema,
} from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { notFound, refusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit/service';
import { auditLog } from '../audit/tables';
import { customers } from '../customer/tables';
import { orderCancelledMail, orderShippedMail } from '../mail/order-mail';
import { paymentEvents, payments } from '../payment/tables';
import { commentsOf, type OrderRow, toOrder } from './order-row';
import type { AnnounceOrder, OrderDependencies } from './service';
import { orderNotes, orders } from './tables';

type Query = z.output<typeof adminOrderQuerySchema>;
type Ship = z.output<typeof shipOrderSchema>;
type Cancel = z.output<typeof cancelOrderSchema>;

const sorts = {
  '-createdDate': [desc(orders.createdAt), desc(orders.id)],
  createdDate: [asc(orders.createdAt), asc(orders.id)],
  '-grandTotal': [desc(orders.grandTotal), desc(orders.id)],
  grandTotal: [asc(orders.grandTotal), asc(orders.id)],
} as const;

/** An order number as the shop writes it (transactionnum: 'WH-' and the id, seven digits at least). */
const orderNumber = /^WH-(\d{7,})$/i;

const dayStart = (day: string, next = false) => new Date(Date.parse(`${day}T00:00:00Z`) + (next ? 86_400_000 : 0));

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

const changedMeanwhile = (row: OrderRow) =>
  refusal('CONFLICT', `Order ${row.transactionnum} was changed meanwhile: reload it and try again`, {
    version: row.version,
  });

type Dependencies = Pick<OrderDependencies, 'inventory' | 'promotion' | 'customers' | 'outbox'> & {
  announce: AnnounceOrder;
  deliverEvents: () => void;
  deliverMail: () => Promise<void>;
  /**
   * Returns a paid online order's money through its provider, before the order is cancelled; throws
   * (and nothing changes) when the provider refuses. Idempotent per payment, so a retried cancel
   * after a failure never refunds twice.
   */
  refund: (orderId: number) => Promise<void>;
};

/**
 * The orders as staff work them: found, read with their payments, notes and history, shipped,
 * delivered, cancelled (refunded when paid online), noted. Every change names the version it was
 * made against and leaves an audit row in its transaction.
 */
export function orderAdmin(db: Database, deps: Dependencies) {
  const { inventory, promotion, customers: customerService, outbox, announce } = deps;

  /**
   * The orders a text finds: the order with that number, or those whose number, e-mail, billing
   * company or name holds it (the trigram index), or whose customer's number does. The customers
   * are looked up first: their ids in the query let the planner use the orders' customer index.
   */
  async function matching(q: string): Promise<SQL> {
    const number = orderNumber.exec(q);
    if (number) return eq(orders.id, Number(number[1]));
    const text = `%${escapeLike(q)}%`;
    const numbered = await db
      .select({ id: customers.id })
      .from(customers)
      .where(ilike(customers.customerNumber, text))
      .limit(100);
    return or(
      ilike(orders.searchText, text),
      numbered.length
        ? inArray(
            orders.customerId,
            numbered.map((c) => c.id),
          )
        : undefined,
    )!;
  }

  async function list(query: Query) {
    const where = and(
      query.status && eq(orders.status, query.status),
      query.paymentStatus && eq(orders.paymentStatus, query.paymentStatus),
      query.method && eq(orders.paymentMethodCode, query.method),
      query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
      query.to ? lt(orders.createdAt, dayStart(query.to, true)) : undefined,
      query.q ? await matching(query.q) : undefined,
    );
    // The page's ids from an index alone, then only its rows read whole (a deferred join: an
    // offset skips index entries, not table rows).
    const page = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.limit)
      .offset(query.offset);
    const rows = await db
      .select({ order: summaryColumns, customerNumber: customers.customerNumber })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(inArray(orders.id, page))
      .orderBy(...sorts[query.sort]);
    return {
      data: rows.map((r) => summaryOf(r.order, r.customerNumber)),
      ...(await counted(where, query, rows.length)),
      offset: query.offset,
      limit: query.limit,
    };
  }

  /**
   * How many orders match: known from the page when it is the last one (a text that finds a few
   * orders needs no second search), else counted up to ORDER_COUNT_AHEAD past the page's start.
   */
  async function counted(where: SQL | undefined, { offset, limit }: Query, onPage: number) {
    if (onPage > 0 && onPage < limit) return { count: offset + onPage, countCapped: false };
    const upTo = offset + ORDER_COUNT_AHEAD;
    const [found] = await db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(upTo + 1)
        .as('matching'),
    );
    const n = found?.n ?? 0;
    return { count: Math.min(n, upTo), countCapped: n > upTo };
  }

  async function get(id: number): Promise<AdminOrder> {
    const [found] = await db
      .select({ order: orders, customer: customers })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, id));
    if (!found) throw notFound(`Order ${id} does not exist`);
    const { order: row, customer } = found;
    const [comments, attempts, events, notes, history] = await Promise.all([
      commentsOf(db, id),
      db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
      db
        .select({ event: paymentEvents })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .where(eq(payments.orderId, id))
        .orderBy(asc(paymentEvents.receivedAt)),
      db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(asc(orderNotes.id)),
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, row.transactionnum)))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
    ]);
    return {
      order: toOrder(row, comments),
      version: row.version,
      customer: customer && {
        id: customer.id,
        customerNumber: customer.customerNumber,
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
      },
      payments: attempts.map((p) => ({
        id: p.id,
        provider: p.provider,
        method: p.method,
        reference: p.reference,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        createdDate: p.createdAt.toISOString(),
        events: events
          .filter((e) => e.event.paymentId === p.id)
          .map(({ event }) => ({
            eventId: event.eventId,
            type: event.type,
            receivedDate: event.receivedAt.toISOString(),
          })),
      })),
      notes: notes.map((n) => ({ id: n.id, author: n.author, text: n.text, createdDate: n.createdAt.toISOString() })),
      history: [
        { at: row.createdAt.toISOString(), actor: row.email, action: 'order.place' },
        ...history.map((h) => ({ at: h.at.toISOString(), actor: h.actor, action: h.action })),
      ],
    };
  }

  /**
   * Changes the order under its row lock when it is still at `version` and `check` allows it;
   * `apply` answers the columns to set; the audit row and what `after` queues (mail, events) go in
   * the same transaction.
   */
  async function change(
    id: number,
    version: number,
    actor: string,
    action: { name: string; details?: Record<string, unknown> },
    check: (row: OrderRow) => void,
    apply: (tx: Transaction, row: OrderRow) => Promise<Partial<OrderRow>>,
    after: (tx: Transaction, row: OrderRow) => Promise<void> = async () => {},
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw notFound(`Order ${id} does not exist`);
      if (row.version !== version) throw changedMeanwhile(row);
      check(row);
      const set = await apply(tx, row);
      const [updated] = await tx
        .update(orders)
        .set({ ...set, version: row.version + 1, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: action.name,
        entity: 'order',
        entityId: row.transactionnum,
        before: { status: row.status, version: row.version },
        after: { status: updated!.status, version: updated!.version, ...action.details },
      });
      await after(tx, updated!);
    });
    deps.deliverEvents();
    await deps.deliverMail();
    return get(id);
  }

  const notShippable = (row: OrderRow) => {
    if (row.cancelledAt) throw refusal('CONFLICT', `Order ${row.transactionnum} is cancelled`);
    if (row.shippedAt) throw refusal('CONFLICT', `Order ${row.transactionnum} was shipped already`);
    if (!row.confirmed)
      throw refusal(
        'CONFLICT',
        row.paymentMethodCode === 'invoice'
          ? `Order ${row.transactionnum} is not confirmed yet`
          : `Order ${row.transactionnum} is not paid yet: ship it once its payment has arrived`,
      );
  };

  const cancellable = (row: OrderRow) => {
    if (row.cancelledAt) throw refusal('CONFLICT', `Order ${row.transactionnum} is cancelled already`);
    if (row.shippedAt) throw refusal('CONFLICT', `Order ${row.transactionnum} was shipped: it cannot be cancelled`);
    if (row.paymentStatus === 'processing')
      throw refusal(
        'CONFLICT',
        `A payment of order ${row.transactionnum} is being processed: cancel it once it is settled`,
      );
  };

  const paidOnline = (row: OrderRow) => row.paymentStatus === 'paid' && row.paymentMethodCode !== 'invoice';

  return {
    list,
    get,

    ship: (id: number, { carrier, trackingNumber, version }: Ship, actor: string) =>
      change(
        id,
        version,
        actor,
        { name: 'order.ship', details: { carrier, trackingNumber } },
        notShippable,
        async () => ({ shippedAt: new Date(), carrier, trackingNumber }),
        async (tx, row) => {
          const order = toOrder(row);
          await outbox.enqueue(tx, orderShippedMail(order));
          await announce(tx, 'order.shipped', order, row.customerId);
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
            throw refusal('CONFLICT', `Order ${row.transactionnum} is not shipped`);
          if (row.deliveredAt) throw refusal('CONFLICT', `Order ${row.transactionnum} is delivered already`);
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
      if (refunding) await deps.refund(id);
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
            computopPaymentData: null,
            ...(refunding && { refundedAt: now }),
          };
        },
        async (tx, row) => {
          const order = toOrder(row);
          await outbox.enqueue(tx, orderCancelledMail(order));
          await announce(tx, 'order.cancelled', order, row.customerId);
        },
      );
    },

    async note(id: number, text: string, actor: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ transactionnum: orders.transactionnum }).from(orders).where(eq(orders.id, id));
        if (!row) throw notFound(`Order ${id} does not exist`);
        await tx.insert(orderNotes).values({ orderId: id, author: actor, text });
        await recordAudit(tx, {
          actor,
          action: 'order.note',
          entity: 'order',
          entityId: row.transactionnum,
          after: { text },
        });
      });
      return get(id);
    },
  };
}
export type OrderAdmin = ReturnType<typeof orderAdmin>;
