import type { Cart, Order, PaymentMethodCode, Settings } from '@shop/contracts';
import { count, countDistinct, desc, eq, max, sum } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ShopperView } from '../../lib/shopper';
import type { CartService } from '../cart/service';
import type { CatalogService } from '../catalog/service';
import type { CustomerService } from '../customer/service';
import type { InventoryService } from '../inventory/service';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/order-mail';
import type { PromotionService } from '../promotion/service';
import { commentsOf, loadOrder, type OrderAccess, toOrder } from './order-row';
import { orderPayments } from './payment-state';
import { orderPlacement } from './placement';
import { orderComments, orderItems, orders } from './tables';

export type { OrderAccess } from './order-row';
export type { PlaceOrderInput } from './placement';

interface Dependencies {
  carts: CartService;
  customers: CustomerService;
  inventory: InventoryService;
  catalog: CatalogService;
  promotion: PromotionService;
  mailer: Mailer;
  settings: () => Promise<Settings>;
  /** Signs guest orders' access tokens. */
  tokenSecret: string;
  /** Where a failed confirmation e-mail is reported; the order stands. */
  logError?: (error: unknown, message: string) => void;
  /** Whether the shop takes this payment method for an order in this currency billed to this country. */
  takesPaymentMethod: (method: PaymentMethodCode, currency: Cart['currency'], country: string) => boolean;
  /** Minutes an online order waits for its payment before it is cancelled. */
  paymentTimeoutMinutes: number;
}

/**
 * Orders: placing one from a cart (placement.ts), its payment's state (payment-state.ts), and what
 * the shopper reads and writes of their orders (here).
 */
export function orderService(db: Database, dependencies: Dependencies) {
  const { catalog, mailer, logError } = dependencies;

  async function sendConfirmation(order: Order) {
    // After the commit: a mail server that is down must not undo the order.
    await mailer
      .send(orderConfirmationMail(order, order.locale))
      .catch((error: unknown) => logError?.(error, 'order confirmation e-mail failed'));
  }

  async function get(access: OrderAccess, id: number) {
    const row = await loadOrder(db, access, id);
    return toOrder(row, await commentsOf(db, id));
  }

  return {
    ...orderPlacement({ ...dependencies, sendConfirmation }),
    ...orderPayments(db, dependencies),
    /** The confirmation e-mail of an order just paid (sent after the payment's commit). */
    sendConfirmation,
    get,

    async list(customerId: number, limit: number, offset: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toOrder(row));
    },

    async count(customerId: number) {
      const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
      return row?.n ?? 0;
    },

    /** Adds the shopper's comment to one of their orders. */
    async comment(access: OrderAccess, id: number, text: string): Promise<Order> {
      await loadOrder(db, access, id);
      await db.insert(orderComments).values({ orderId: id, text });
      return get(access, id);
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
