import type { Order } from '@shop/contracts';
import { count, countDistinct, desc, eq, max, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import { orderCancelledMail, orderConfirmationMail } from '../mail';
import { orderEventData } from '../webhook';
import { orderAdmin } from './admin';
import { approvalHold } from './approval-hold';
import { orderBalances } from './balance';
import type { AnnounceOrder, OrderDependencies } from './dependencies';
import { orderLookup } from './lookup';
import { fullOrder, loadOrder, type OrderAccess, toOrder } from './order-row';
import { orderPayments } from './payment-state';
import { orderPlacement } from './placement';
import { shipmentsOfOrders } from './shipments';
import { orderComments, orderItems, orders } from './tables';

export type { OrderDependencies } from './dependencies';
export type { OrderAccess } from './order-row';

/**
 * Orders: placing one from a cart (placement.ts), its payment's state (payment-state.ts), and what
 * the shopper reads and writes of their orders (here).
 */
export function orderService(db: Database, dependencies: OrderDependencies) {
  const { catalog, outbox, webhooks, customers } = dependencies;
  /** Queued with the order's confirmation: a crash or a mail server that is down only delays it. */
  const queueConfirmation = async (tx: Transaction, order: Order) => {
    const { displayItemnum } = await dependencies.settings();
    await outbox.enqueue(tx, orderConfirmationMail(order, order.locale, { displayItemnum }));
  };
  /** Queued with the cancellation of an order that was not paid in time: the shopper hears why. */
  const queueCancellation = (tx: Transaction, order: Order) => outbox.enqueue(tx, orderCancelledMail(order));
  /** Sends what the committed transaction queued (and anything still due). */
  const deliverMail = async () => void (await outbox.deliver());
  /** Issues what the change calls for (an invoice, a note) and tells other systems of it, in the transaction that changed it. */
  const announce: AnnounceOrder = async (tx, type, order, customerId) => {
    await dependencies.onOrderEvent(tx, type, order, customerId);
    if (!webhooks.configured) return;
    const customerNumber = customerId === null ? null : await customers.customerNumberOf(tx, customerId);
    await webhooks.enqueue(tx, type, orderEventData(order, customerNumber));
  };
  /**
   * The order history is a door the setting isOrderHistoryEnabled closes. An order stays readable
   * by its id (its payment and thank-you pages need it), not listed.
   */
  const historyOpen = async () => {
    if (!(await dependencies.settings()).isOrderHistoryEnabled)
      throw refusal('FORBIDDEN', 'The order history is not available in this shop');
  };
  /** Delivers what the committed transaction queued, without keeping its caller waiting for the receivers. */
  const deliverEvents = () => webhooks.deliverInBackground();

  async function get(access: OrderAccess, id: number) {
    return fullOrder(db, await loadOrder(db, access, id));
  }

  return {
    ...orderPlacement({ ...dependencies, queueConfirmation, deliverMail, announce, deliverEvents }),
    /** An order its member may not place alone becomes an order request (the order-request module's). */
    ...approvalHold(dependencies),
    ...orderPayments(db, {
      ...dependencies,
      queueConfirmation,
      queueCancellation,
      deliverMail,
      announce,
      deliverEvents,
    }),
    /** The difference a change asked of a paid order, through its signed link (balance.ts). */
    ...orderBalances(db, dependencies.tokenSecret, outbox),
    /** The staff's side: the back office's list, detail and actions. */
    admin: orderAdmin(db, { ...dependencies, announce, deliverEvents, deliverMail }),
    /** Sends the confirmation a payment's transaction queued, after its commit. */
    deliverMail,
    /** Delivers the events a payment's transaction queued, after its commit. */
    deliverEvents,
    get,
    /** A guest's order found by its number and e-mail (lookupOrder). */
    lookup: orderLookup(db, dependencies.throttle),

    async list(customerId: number, limit: number, offset: number) {
      await historyOpen();
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
      const parcels = await shipmentsOfOrders(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toOrder(row, [], parcels.get(row.id)));
    },

    async count(customerId: number) {
      await historyOpen();
      const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
      return row?.n ?? 0;
    },

    /**
     * Order again: the order's lines go into the cart by SKU, each whole or not at all, at today's
     * prices (the cart prices them); the lines that cannot be bought any more are answered with why.
     */
    async reorder(customerId: number, id: number, cartId: string, view: ShopperView) {
      const { cartInfo } = await loadOrder(db, { customerId }, id);
      return dependencies.carts.addMany(
        cartId,
        view,
        cartInfo.cartItems.map((line) => ({
          number: line.sku,
          quantity: line.quantity,
          additionalProducts: Object.keys(line.selectedAddtionalProducts),
        })),
        'sku',
      );
    },

    /** Adds the shopper's comment to one of their orders. */
    async comment(access: OrderAccess, id: number, text: string): Promise<Order> {
      await loadOrder(db, access, id);
      await db.insert(orderComments).values({ orderId: id, text });
      return get(access, id);
    },

    /** Every product a customer has ordered, each once (My items). */
    async purchasedIds(customerId: number) {
      const rows = await db
        .selectDistinct({ productId: orderItems.productId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.customerId, customerId));
      return rows.map((r) => r.productId);
    },

    /** The products a customer has ordered, most recently ordered first, with names in the locale. */
    async purchasedProducts(customerId: number, view: ShopperView, limit: number, offset: number) {
      // Names and item numbers only: the cards are read without prices.
      const bought = eq(orders.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            productId: orderItems.productId,
            quantity: sum(orderItems.quantity).mapWith(Number),
            lastOrdered: max(orders.createdAt),
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(bought)
          .groupBy(orderItems.productId)
          .orderBy(desc(max(orders.createdAt)), orderItems.productId)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: countDistinct(orderItems.productId) })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(bought),
      ]);
      const cards = new Map(
        (
          await catalog.cards(
            rows.map((r) => r.productId),
            view,
            { lazyPrices: true },
          )
        ).map((card) => [card.id, card]),
      );
      return {
        data: rows.flatMap((row) => {
          const card = cards.get(row.productId);
          return card
            ? [
                {
                  productId: row.productId,
                  sku: card.sku,
                  itemnum: card.itemnum,
                  name: card.name,
                  quantity: row.quantity,
                  lastOrdered: (row.lastOrdered ?? new Date(0)).toISOString(),
                },
              ]
            : [];
        }),
        count: total?.n ?? 0,
      };
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;
