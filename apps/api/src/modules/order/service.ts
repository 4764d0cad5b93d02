import { createHmac } from 'node:crypto';
import {
  type Cart,
  type CartInfo,
  type LocaleCode,
  loyaltyPointsFor,
  type Order,
  type PaymentMethodCode,
  type PaymentStatus,
  type PostalAddress,
  postalOf,
  type Settings,
  siteConfig,
} from '@shop/contracts';
import { and, asc, count, countDistinct, desc, eq, isNull, lt, max, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { conflict, forbidden, invalidField, notFound, refused } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import { type CartService, cartOutdated } from '../cart/service';
import { discountAmount } from '../cart/totals';
import type { CatalogService } from '../catalog/service';
import type { CustomerService } from '../customer/service';
import { hashToken } from '../customer/tokens';
import type { InventoryService } from '../inventory/service';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/order-mail';
import type { PromotionService } from '../promotion/service';
import { orderComments, orderItems, orders } from './tables';

type OrderRow = typeof orders.$inferSelect;
type CommentRow = typeof orderComments.$inferSelect;

const toOrder = (row: OrderRow, comments: CommentRow[] = []): Order => ({
  id: row.id,
  transactionnum: row.transactionnum,
  createdDate: row.createdAt.toISOString(),
  lastModified: row.updatedAt.toISOString(),
  confirmed: row.confirmed,
  cancelled: row.cancelledAt !== null,
  paymentMethodCode: row.paymentMethodCode as PaymentMethodCode,
  paymentStatus: row.paymentStatus,
  payableUntil: row.payableUntil?.toISOString() ?? null,
  computopPaymentData: row.computopPaymentData,
  computopPayment: row.computopPayment,
  guest: row.customerId === null,
  email: row.email,
  locale: row.locale as LocaleCode,
  cartInfo: row.cartInfo,
  loyaltyPoints: row.loyaltyPoints,
  comments: comments.map((c) => ({ text: c.text, createdDate: c.createdAt.toISOString() })),
});

/** Who may see an order: the customer who placed it, or the browser holding a guest order's token. */
export interface OrderAccess {
  customerId?: number;
  guestToken?: string;
}

const invalidPaymentMethod = () =>
  refused('BAD_REQUEST', 'Choose a payment method this shop offers for this order', {
    reason: 'payment-method',
  });
/** Why an order cannot be paid now, thrown; else the order. */
function refusePayment(row: OrderRow, now: Date): Order {
  if (row.cancelledAt || (row.payableUntil && row.payableUntil < now)) throw orderCancelled();
  if (row.confirmed || row.paymentStatus === 'paid') throw conflict('ORDER_PAID', 'This order is paid already');
  if (row.paymentStatus === 'processing')
    throw conflict('CONFLICT', 'A payment for this order is being processed; please wait for its result');
  return toOrder(row);
}
const orderCancelled = () => conflict('ORDER_CANCELLED', 'This order was cancelled because it was not paid in time');

/** How long a guest's repeated order request is answered with the order without its cookie. */
const GUEST_REPEAT_MS = 10 * 60 * 1000;

/** The order's record of a cart: every price fixed as it was; refused when a price is missing. */
function cartInfoOf(
  cart: Cart,
  choices: Pick<CartInfo, 'shippingAddress' | 'billingAddress' | 'orderReference' | 'comment' | 'shippingMethod'>,
): CartInfo {
  const totals = [
    cart.subtotal,
    cart.coupon_amount,
    cart.coupon_incl_tax,
    cart.discount_amount,
    cart.subtotal_with_discount,
    cart.shipping_amount,
    cart.shipping_incl_tax,
    cart.tax_amount,
    cart.subtotal_incl_tax,
    cart.grandTotalIncTax,
  ];
  if (totals.some((value) => value === null) || cart.taxes === null)
    throw refused('BAD_REQUEST', 'The cart has items without a price');
  return {
    currency: cart.currency,
    cartItems: cart.cartItems.map((item) => {
      const price = item.priceInfo?.special ?? item.priceInfo?.regular;
      if (price === null || price === undefined || item.rowTotal === null)
        throw refused('BAD_REQUEST', `${item.sku} has no price`);
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
            if (extra.price === null) throw refused('BAD_REQUEST', `${sku} has no price`);
            return [sku, { ...extra, price: extra.price }];
          }),
        ),
        rowTotal: item.rowTotal,
      };
    }),
    items_qty: cart.items_qty,
    displayExcludingTaxes: cart.displayExcludingTaxes,
    subtotal: cart.subtotal!,
    couponCode: cart.coupon_amount ? cart.couponCode : null,
    coupon_amount: cart.coupon_amount!,
    coupon_incl_tax: cart.coupon_incl_tax!,
    discount_amount: cart.discount_amount!,
    subtotal_with_discount: cart.subtotal_with_discount!,
    shipping_amount: cart.shipping_amount!,
    shipping_incl_tax: cart.shipping_incl_tax!,
    taxes: cart.taxes,
    tax_amount: cart.tax_amount!,
    subtotal_incl_tax: cart.subtotal_incl_tax!,
    grandTotalIncTax: cart.grandTotalIncTax!,
    ...choices,
  };
}

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

export interface PlaceOrderInput {
  cartId: string;
  paymentMethodCode: PaymentMethodCode;
  cart: { version: number; grandTotalIncTax?: number };
  orderReference: string;
  comment: string;
}

export function orderService(
  db: Database,
  {
    carts,
    customers,
    inventory,
    catalog,
    promotion,
    mailer,
    settings,
    tokenSecret,
    logError,
    takesPaymentMethod,
    paymentTimeoutMinutes,
  }: Dependencies,
) {
  const own = (customerId: number, id: number) => and(eq(orders.id, id), eq(orders.customerId, customerId));
  /** The order's row if this shopper may see it; anyone else's is answered like a missing one. */
  const accessible = (access: OrderAccess, id: number): SQL | undefined =>
    access.customerId !== undefined
      ? own(access.customerId, id)
      : access.guestToken
        ? and(eq(orders.id, id), isNull(orders.customerId), eq(orders.guestTokenHash, hashToken(access.guestToken)))
        : undefined;

  async function sendConfirmation(order: Order) {
    // After the commit: a mail server that is down must not undo the order.
    await mailer
      .send(orderConfirmationMail(order, order.locale))
      .catch((error: unknown) => logError?.(error, 'order confirmation e-mail failed'));
  }

  async function load(access: OrderAccess, id: number) {
    const where = accessible(access, id);
    const [row] = where ? await db.select().from(orders).where(where) : [];
    if (!row) throw notFound(`Order ${id} does not exist`);
    return row;
  }
  const commentsOf = (id: number) =>
    db.select().from(orderComments).where(eq(orderComments.orderId, id)).orderBy(asc(orderComments.id));

  return {
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

    async get(access: OrderAccess, id: number) {
      const row = await load(access, id);
      return toOrder(row, await commentsOf(id));
    },

    /**
     * Places the order from the shopper's cart at the version they saw: its addresses (a
     * customer's defaults when it has none), shipping method (the first that ships there when none
     * was chosen), coupon (its use counted here, under the coupon's lock), prices fixed, stock
     * taken, the cart emptied; all in one transaction. Repeating the request returns the order
     * placed the first time. A guest's order comes with a token: only its holder may see it.
     */
    async create(
      view: ShopperView,
      input: PlaceOrderInput,
      guestCookie?: string,
    ): Promise<{ order: Order; guestToken?: string }> {
      const { customerId } = view.shopper;
      const rules = await settings();
      if (customerId === undefined && !rules.isGuestUserEnabled)
        throw forbidden('CHECKOUT_NOT_ALLOWED', 'Please log in or create an account to order');
      const customer = customerId === undefined ? undefined : await customers.byId(customerId);
      // A customer's default addresses stand in for a cart without any, if they pass the same
      // checks an address typed at checkout does.
      const saved = customerId === undefined ? undefined : await customers.orderAddresses(customerId);
      const usable = (address: PostalAddress) =>
        siteConfig.countries.some((c) => c.iso === address.country) &&
        (!rules.companyRequired || address.company !== '');
      const defaults = saved && usable(saved.shipping) && usable(saved.billing) ? saved : undefined;
      // Derived from the cart's id (which only the shopper's browser holds) and version, so every
      // answer to the same request carries the same token.
      const guestToken =
        customerId === undefined
          ? createHmac('sha256', tokenSecret)
              .update(`guest-order:${input.cartId}:${input.cart.version}`)
              .digest('base64url')
          : undefined;
      const sameOrder = (tx: Transaction) =>
        tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.cartId, input.cartId),
              eq(orders.cartVersion, input.cart.version),
              customerId === undefined ? isNull(orders.customerId) : eq(orders.customerId, customerId),
            ),
          )
          .then(([row]) => {
            if (!row) return undefined;
            // A guest's repeat (its first answer may have been lost) gets the same token again,
            // but only for a few minutes, or from the browser that holds it already: the cart id
            // alone must not open an order later.
            const holder = guestCookie !== undefined && row.guestTokenHash === hashToken(guestCookie);
            if (guestToken && !holder && Date.now() - row.createdAt.getTime() > GUEST_REPEAT_MS)
              throw conflict('CONFLICT', 'This cart was ordered already');
            return { order: toOrder(row), guestToken };
          });
      let placed: Order | undefined;
      const result = await carts.checkout(
        input.cartId,
        view,
        input.cart.version,
        { fallbackShipping: defaults?.shipping, defaultMethod: true },
        sameOrder,
        async (tx, cart, row) => {
          const shippingAddress: PostalAddress | undefined = cart.shippingAddress ?? defaults?.shipping;
          if (!shippingAddress) throw invalidField('body.cartId', 'Add a shipping address first');
          const billingAddress = cart.billingAddress ?? defaults?.billing ?? shippingAddress;
          const email = customer?.email ?? row.newUser?.email;
          if (!email) throw invalidField('body.cartId', 'Tell us your e-mail address first');
          const method = cart.shippingMethods.find((m) => m.code === cart.shippingMethod?.methodCode);
          if (!method)
            throw refused('SHIPPING_METHOD_UNAVAILABLE', 'We do not ship to this country', {
              reason: 'no-methods',
            });
          if (cart.couponCode && cart.couponProblem)
            throw refused('COUPON_INVALID', 'The coupon no longer applies', { reason: cart.couponProblem });
          const cartInfo = cartInfoOf(cart, {
            shippingAddress: postalOf(shippingAddress),
            billingAddress: postalOf(billingAddress),
            shippingMethod: { code: method.code, name: method.name },
            orderReference: rules.orderReference ? input.orderReference : '',
            comment: input.comment,
          });
          if (!takesPaymentMethod(input.paymentMethodCode, cart.currency, cartInfo.billingAddress.country))
            throw invalidPaymentMethod();
          const seen = input.cart.grandTotalIncTax;
          if (seen !== undefined && seen !== cartInfo.grandTotalIncTax) throw cartOutdated();
          // Additional products leave the stock, and count as bought, like the items they came with.
          const taken = cart.cartItems.flatMap((item) => [
            { productId: item.productId, quantity: item.quantity },
            ...Object.values(item.selectedAddtionalProducts).map((extra) => ({
              productId: extra.productId,
              quantity: item.quantity,
            })),
          ]);
          const stockTaken = await inventory.take(tx, taken);
          const invoice = input.paymentMethodCode === 'invoice';
          const [order] = await tx
            .insert(orders)
            .values({
              customerId: customerId ?? null,
              guestTokenHash: guestToken ? hashToken(guestToken) : null,
              email,
              locale: view.locale,
              cartId: input.cartId,
              cartVersion: input.cart.version,
              paymentMethodCode: input.paymentMethodCode,
              paymentStatus: invoice ? 'invoice' : 'open',
              payableUntil: invoice ? null : sql`now() + make_interval(mins => ${paymentTimeoutMinutes})`,
              stockTaken,
              cartInfo,
              loyaltyPoints: customerId === undefined ? 0 : loyaltyPointsFor(cartInfo.subtotal_with_discount),
            })
            .returning();
          if (cartInfo.couponCode) {
            const discount = await promotion.redeem(tx, cartInfo.couponCode, {
              id: order!.id,
              currency: cart.currency,
              goodsValue: cartInfo.subtotal,
              redeemer: { customerId, email },
            });
            // The coupon changed since the shopper saw its discount.
            if (discountAmount(discount, cartInfo.subtotal) !== cartInfo.coupon_amount) throw cartOutdated();
          }
          await tx.insert(orderItems).values(taken.map((line) => ({ orderId: order!.id, ...line })));
          placed = toOrder(order!);
          return { order: placed, guestToken };
        },
      );
      // An invoice order is confirmed by e-mail now; an online one when its payment arrives.
      if (placed?.paymentStatus === 'invoice') await sendConfirmation(placed);
      return result;
    },

    /**
     * An order the shopper may pay: not confirmed, not cancelled, not past its time, and no debit
     * under way (a second payment meanwhile would charge twice).
     */
    async payable(access: OrderAccess, id: number) {
      return refusePayment(await load(access, id), new Date());
    },

    /**
     * Claims an unpaid order for a new payment attempt, under its row lock: checked as payable()
     * does, and its time extended so the clean-up job leaves it while the shopper is at the
     * provider (whose page expires within that time).
     */
    async claimForPayment(access: OrderAccess, id: number, minutes: number) {
      await load(access, id);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        refusePayment(row!, new Date());
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
      const order = await this.payable(access, id);
      if (!takesPaymentMethod(method, order.cartInfo.currency, order.cartInfo.billingAddress.country))
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
      if (!row) throw conflict('CONFLICT', 'This order changed meanwhile; please reload the page');
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
      if (confirmNow && updated!.customerId)
        await customers.addLoyaltyPoints(tx, updated!.customerId, updated!.loyaltyPoints);
      return { order: toOrder(updated!), confirmedNow: confirmNow, lateForCancelled: false };
    },

    /** The confirmation e-mail of an order just paid (sent after the payment's commit). */
    sendConfirmation,

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
            await tx
              .update(orders)
              .set({ cancelledAt: now, paymentStatus: 'expired', computopPaymentData: null, updatedAt: sql`now()` })
              .where(eq(orders.id, row.id));
          }
          return due.map((row) => row.id);
        });
        if (batch.length === 0) return cancelled;
        cancelled.push(...batch);
      }
    },

    /**
     * Confirms an order paid by invoice and credits its loyalty points, once: a second
     * confirmation changes nothing. Orders paid online are confirmed by their payment.
     */
    async confirm(access: OrderAccess, id: number): Promise<Order> {
      const current = await load(access, id);
      if (current.confirmed) return toOrder(current, await commentsOf(id));
      if (current.cancelledAt) throw orderCancelled();
      if (current.paymentMethodCode !== 'invoice')
        throw conflict('CONFLICT', 'This order is confirmed when its payment arrives');
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
      return toOrder(row, await commentsOf(id));
    },

    /** Adds the shopper's comment to one of their orders. */
    async comment(access: OrderAccess, id: number, text: string): Promise<Order> {
      await load(access, id);
      await db.insert(orderComments).values({ orderId: id, text });
      return this.get(access, id);
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
