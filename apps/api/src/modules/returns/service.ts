import {
  type AdminOrderReturn,
  type Order,
  type OrderReturn,
  type OrderReturns,
  type ReturnState,
  type returnRequestSchema,
  type Settings,
  siteConfig,
} from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import type { ReturnCredit } from '../documents';
import { type MailOutbox, returnMail } from '../mail';
import { type OrderAccess, type RefundOrder, shippingOf } from '../order';
import { returnableLines } from './amounts';
import { heldOf, refundedApart, returnsOfOrder, toReturn, withLines, worthOf } from './rows';
import { orderReturnLines, orderReturns } from './tables';

export interface ReturnDependencies {
  /** The order as its customer (or the guest browser that placed it) sees it; 404 for anyone else. */
  orderFor: (access: OrderAccess, id: number) => Promise<Order>;
  /** The order as staff see it; 404 when there is none. */
  orderForStaff: (id: number) => Promise<Order>;
  settings: () => Promise<Settings>;
  /** The clock the return period is reckoned by. */
  now: () => number;
  outbox: MailOutbox;
  /** Puts resellable goods back into stock, in the caller's transaction. */
  restock: (tx: Transaction, lines: Array<{ productId: number; quantity: number }>) => Promise<void>;
  /** Returns a paid online order's money through its provider (the payment module's refunds). */
  refund: RefundOrder;
  /** Issues a credit note of the lines where the order has an invoice; answers its number, or null. */
  creditReturn: (tx: Transaction, orderId: number, credit: ReturnCredit) => Promise<string | null>;
}

type ReturnRequest = z.output<typeof returnRequestSchema>;

/** The lock one order's returns are asked for under: two at once cannot both take the last piece. */
const RETURNS_LOCK = 5_902;
const lockOrderReturns = (tx: Transaction, orderId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${RETURNS_LOCK}::int, ${orderId}::int)`);

const DAY_MS = 86_400_000;

/**
 * The last moment the order's goods may be sent back: the period counted from delivery, or from
 * its shipping; for an order shipped in part, from its latest parcel (what it brought is returnable).
 */
function returnableUntil(order: Order, settings: Settings): Date | null {
  const latestParcel = order.shipments.at(-1);
  if (order.cancellation || (!order.shipment && !latestParcel)) return null;
  const from = new Date(order.shipment?.deliveredDate ?? order.shipment?.shippedDate ?? latestParcel!.shippedDate);
  return new Date(from.getTime() + settings.returnPeriodDays * DAY_MS);
}

/** The year a moment falls in, in the shop's time zone: the return numbers' series. */
const yearOf = (at: number) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: siteConfig.timeZone }).format(at));

/**
 * Returns (RMAs): a customer asks to send lines of a shipped order back within the return period;
 * what they may send is what they received less what other returns hold. Staff's steps are in staff.ts.
 */
export function returnService(db: Database, deps: ReturnDependencies) {
  const listOf = async (order: Order) => {
    const { rows, lines } = await returnsOfOrder(db, order.id);
    return rows.map((row) => toReturn(row, lines, order));
  };

  /** A return as staff read it, with what refunding its received lines (and the shipping) would give back. */
  async function forStaff(row: typeof orderReturns.$inferSelect, order: Order): Promise<AdminOrderReturn> {
    const { lines } = await withLines(db, [row]);
    const rma = toReturn(row, lines, order);
    const goods = row.state === 'received' ? worthOf(order, rma).gross : 0;
    const shippingTaken = order.shippingRefunded;
    return {
      ...rma,
      customerEmail: order.email,
      paymentMethodCode: order.paymentMethodCode,
      refundableGoods: goods,
      refundableShipping: row.state === 'received' && !shippingTaken ? shippingOf(order).gross : 0,
    };
  }

  return {
    async customerReturns(access: OrderAccess, orderId: number): Promise<OrderReturns> {
      const order = await deps.orderFor(access, orderId);
      const until = returnableUntil(order, await deps.settings());
      const open = until !== null && deps.now() <= until.getTime();
      return {
        data: await listOf(order),
        lines: returnableLines(order, await heldOf(db, order.id), await refundedApart(db, order)).map((line) => ({
          ...line,
          returnable: open ? line.returnable : 0,
        })),
        returnableUntil: until?.toISOString() ?? null,
      };
    },

    async request(access: OrderAccess, orderId: number, asked: ReturnRequest): Promise<OrderReturn> {
      const order = await deps.orderFor(access, orderId);
      const settings = await deps.settings();
      if (order.cancellation)
        throw refusal('CONFLICT', 'This order is cancelled: nothing of it can be returned', { reason: 'cancelled' });
      const until = returnableUntil(order, settings);
      if (!until) throw refusal('CONFLICT', 'This order has not shipped yet', { reason: 'notShipped' });
      if (deps.now() > until.getTime())
        throw refusal('CONFLICT', `The return period of ${settings.returnPeriodDays} days is over`, {
          reason: 'periodOver',
          days: settings.returnPeriodDays,
        });
      // The same line named twice counts once, with both quantities.
      const wanted = new Map<number, { quantity: number; reason: ReturnRequest['lines'][number]['reason'] }>();
      for (const line of asked.lines) {
        const before = wanted.get(line.position);
        wanted.set(line.position, { quantity: (before?.quantity ?? 0) + line.quantity, reason: line.reason });
      }
      const id = await db.transaction(async (tx) => {
        await lockOrderReturns(tx, order.id);
        const returnable = returnableLines(order, await heldOf(tx, order.id), await refundedApart(tx, order));
        for (const [position, { quantity }] of wanted) {
          const line = returnable.find((candidate) => candidate.position === position);
          if (!line)
            throw refusal('BAD_REQUEST', `The order has no line ${position}`, { reason: 'unknownLine', position });
          if (quantity <= line.returnable) continue;
          // Part of the line has not left yet: only what its parcels brought can go back.
          const unshipped = (order.shippedQuantities[position - 1] ?? 0) < line.quantity;
          throw refusal(
            'BAD_REQUEST',
            unshipped
              ? `Only ${line.returnable} of ${line.name} shipped so far can be returned`
              : `At most ${line.returnable} of ${line.name} can be returned`,
            { reason: unshipped ? 'notShippedYet' : 'tooMany', position, maximum: line.returnable },
          );
        }
        const [row] = await tx
          .insert(orderReturns)
          .values({
            orderId: order.id,
            number: sql`'RMA-' || ${String(yearOf(deps.now()))} || '-' || lpad(currval(pg_get_serial_sequence('order_return', 'id'))::text, 6, '0')`,
            orderNumber: order.transactionnum,
            currency: order.cartInfo.currency,
            comment: asked.comment,
          })
          .returning();
        await tx.insert(orderReturnLines).values(
          [...wanted].map(([position, { quantity, reason }]) => ({
            returnId: row!.id,
            position,
            itemnum: order.cartInfo.cartItems[position - 1]!.itemnum,
            quantity,
            reason,
          })),
        );
        const { lines } = await withLines(tx, [row!]);
        await deps.outbox.enqueue(tx, returnMail(order, toReturn(row!, lines, order)));
        return row!.id;
      });
      await deps.outbox.deliver();
      return (await listOf(order)).find((rma) => rma.id === id)!;
    },

    async staffList(query: { state?: ReturnState; orderId?: number }): Promise<AdminOrderReturn[]> {
      const rows = await db
        .select()
        .from(orderReturns)
        .where(
          and(
            query.state && eq(orderReturns.state, query.state),
            query.orderId === undefined ? undefined : eq(orderReturns.orderId, query.orderId),
          ),
        )
        .orderBy(desc(orderReturns.id))
        .limit(200);
      const orders = new Map<number, Order>();
      for (const orderId of new Set(rows.map((row) => row.orderId)))
        orders.set(orderId, await deps.orderForStaff(orderId));
      return Promise.all(rows.map((row) => forStaff(row, orders.get(row.orderId)!)));
    },

    async staffReturn(id: number): Promise<AdminOrderReturn> {
      const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
      if (!row) throw notFound(`Return ${id} does not exist`);
      return forStaff(row, await deps.orderForStaff(row.orderId));
    },
  };
}

export type ReturnService = ReturnType<typeof returnService>;
