import {
  type Cart,
  type CartInfo,
  loyaltyPointsFor,
  type Order,
  type PaymentMethodCode,
  siteConfig,
} from '@shop/contracts';
import { and, count, countDistinct, desc, eq, max, sql, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { HttpError, notFound } from '../../http/errors';
import type { CartService } from '../cart/service';
import type { CatalogService, View } from '../catalog/service';
import type { CustomerService } from '../customer/service';
import type { InventoryService } from '../inventory/service';
import { orderItems, orders } from './tables';

type OrderRow = typeof orders.$inferSelect;

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  transactionnum: row.transactionnum,
  createdDate: row.createdAt.toISOString(),
  lastModified: row.updatedAt.toISOString(),
  confirmed: row.confirmed,
  paymentMethodCode: row.paymentMethodCode as PaymentMethodCode,
  cartInfo: row.cartInfo,
  loyaltyPoints: row.loyaltyPoints,
});

/** The order's record of a cart: every price fixed as it was, or nothing when a price is missing. */
function cartInfoOf(cart: Cart, addresses: Pick<CartInfo, 'shippingAddress' | 'billingAddress'>): CartInfo {
  if (cart.subtotal === null || cart.tax_amount === null || cart.grandTotalIncTax === null)
    throw new HttpError(400, 'BAD_REQUEST', 'The cart has items without a price');
  return {
    currency: cart.currency,
    cartItems: cart.cartItems.map((item) => {
      const price = item.priceInfo?.special ?? item.priceInfo?.regular;
      if (price === null || price === undefined || item.rowTotal === null)
        throw new HttpError(400, 'BAD_REQUEST', `${item.sku} has no price`);
      return {
        productId: item.productId,
        sku: item.sku,
        itemnum: item.itemnum,
        name: item.name,
        quantity: item.quantity,
        price,
        taxRate: item.priceInfo!.taxRate,
        selectedAddtionalProducts: Object.fromEntries(
          Object.entries(item.selectedAddtionalProducts).map(([sku, extra]) => {
            if (extra.price === null) throw new HttpError(400, 'BAD_REQUEST', `${sku} has no price`);
            return [sku, { ...extra, price: extra.price }];
          }),
        ),
        rowTotal: item.rowTotal,
      };
    }),
    items_qty: cart.items_qty,
    displayExcludingTaxes: cart.displayExcludingTaxes,
    subtotal: cart.subtotal,
    tax_amount: cart.tax_amount,
    grandTotalIncTax: cart.grandTotalIncTax,
    ...addresses,
  };
}

interface Dependencies {
  carts: CartService;
  customers: CustomerService;
  inventory: InventoryService;
  catalog: CatalogService;
}

export function orderService(db: Database, { carts, customers, inventory, catalog }: Dependencies) {
  const own = (customerId: number, id: number) => and(eq(orders.id, id), eq(orders.customerId, customerId));

  return {
    async list(customerId: number, limit: number, offset: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toOrder);
    },

    async count(customerId: number) {
      const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
      return row?.n ?? 0;
    },

    /** One of the customer's orders; anyone else's is answered like a missing one. */
    async get(customerId: number, id: number) {
      const [row] = await db.select().from(orders).where(own(customerId, id));
      if (!row) throw notFound(`Order ${id} does not exist`);
      return toOrder(row);
    },

    /**
     * Places the order: the cart at the version the customer saw, prices and addresses fixed,
     * stock taken in the same transaction, the cart emptied. Repeating the request returns the
     * order placed the first time.
     */
    async create(
      customerId: number,
      view: View,
      input: { cartId: string; paymentMethodCode: PaymentMethodCode; cart: { version: number } },
    ): Promise<Order> {
      const addresses = await customers.orderAddresses(customerId);
      if (!addresses)
        throw new HttpError(400, 'VALIDATION_ERROR', 'Add a shipping address to your account first', {
          issues: [{ path: 'body.cartId', message: 'Add a shipping address to your account first' }],
        });
      // Tax follows the country the goods go to, not the country the shopper browses in.
      const country = siteConfig.countries.some((c) => c.iso === addresses.shipping.country)
        ? addresses.shipping.country
        : view.viewer.country;
      const orderView = { ...view, viewer: { ...view.viewer, country } };
      const placed = (tx: Transaction) =>
        tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.cartId, input.cartId),
              eq(orders.cartVersion, input.cart.version),
              eq(orders.customerId, customerId),
            ),
          )
          .then(([row]) => row && toOrder(row));
      return carts.checkout(input.cartId, orderView, input.cart.version, placed, async (tx, cart) => {
        const cartInfo = cartInfoOf(cart, { shippingAddress: addresses.shipping, billingAddress: addresses.billing });
        // Additional products leave the stock, and count as bought, like the items they came with.
        const taken = cart.cartItems.flatMap((item) => [
          { productId: item.productId, quantity: item.quantity },
          ...Object.values(item.selectedAddtionalProducts).map((extra) => ({
            productId: extra.productId,
            quantity: item.quantity,
          })),
        ]);
        await inventory.take(tx, taken);
        const [row] = await tx
          .insert(orders)
          .values({
            customerId,
            cartId: input.cartId,
            cartVersion: input.cart.version,
            paymentMethodCode: input.paymentMethodCode,
            cartInfo,
            loyaltyPoints: loyaltyPointsFor(cartInfo.subtotal),
          })
          .returning();
        await tx.insert(orderItems).values(taken.map((line) => ({ orderId: row!.id, ...line })));
        return toOrder(row!);
      });
    },

    /**
     * Confirms an order paid by invoice and credits its loyalty points, once: a second
     * confirmation changes nothing. Orders paid online are confirmed by their payment.
     */
    async confirm(customerId: number, id: number): Promise<Order> {
      const order = await this.get(customerId, id);
      if (order.confirmed) return order;
      if (order.paymentMethodCode !== 'invoice')
        throw new HttpError(409, 'CONFLICT', 'This order is confirmed when its payment arrives');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ confirmed: true, updatedAt: sql`now()` })
          .where(and(own(customerId, id), eq(orders.confirmed, false)))
          .returning();
        if (!row) return order;
        await customers.addLoyaltyPoints(tx, customerId, row.loyaltyPoints);
        return toOrder(row);
      });
    },

    /** The products a customer has ordered, most recently ordered first, with names in the locale. */
    async purchasedProducts(customerId: number, view: View, limit: number, offset: number) {
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
