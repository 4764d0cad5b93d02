import type { Cart, PostalAddress, Settings } from '@shop/contracts';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import type { Shopper, ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog';
import { hashToken } from '../customer';
import type { PricingService } from '../pricing';
import type { PromotionService } from '../promotion';
import type { ShippingService } from '../shipping';
import { cartAccess, customerCart, staffCart } from './cart-access';
import { cartCheckout } from './cart-checkout';
import { cartLines } from './cart-lines';
import { cartView, type Given, type QuotedPrices, type ReadOptions } from './cart-view';
import { checkoutChoices } from './checkout-choices';
import { guestCartMerge } from './guest-cart-merge';
import { type OwnCartLines, ownCartLines } from './quoted-lines';
import { carts } from './tables';
import { linesFor, type WantedRow } from './wanted-rows';

export { cartOutdated } from './cart-checkout';
export type { Given, GivenLine, HeldPrice, QuotedPrices, ReadOptions } from './cart-view';

interface Dependencies {
  catalog: CatalogService;
  shipping: ShippingService;
  promotion: PromotionService;
  pricing: Pick<PricingService, 'taxRate'>;
  settings: () => Promise<Settings>;
  /** The clock a quote's expiry is read by. */
  now?: () => number;
  /** The quote module's prices of accepted quotes' lines (none without it). */
  quotedPrices?: QuotedPrices;
}

const noQuotes: QuotedPrices = async () => new Map();

/**
 * Carts: lines under a row lock per change, a guest's cart merged into the customer's at login, and
 * the step from cart to order. Finding a cart and the lock-and-version step every change shares are
 * cart-access.ts; lines cart-lines.ts (rows to lines by the purchase rules wanted-rows.ts); the merge
 * guest-cart-merge.ts; placing the order cart-checkout.ts. How a cart reads for its shopper is
 * cart-view.ts; the checkout's choices (addresses, shipping method, coupon, contact) are
 * checkout-choices.ts.
 */
export function cartService(
  db: Database,
  { catalog, shipping, promotion, pricing, settings, now = Date.now, quotedPrices = noQuotes }: Dependencies,
) {
  const read = cartView(db, { catalog, shipping, promotion, pricing, settings, now, quotedPrices });
  const { find, change } = cartAccess(db);
  const reread = async (cartId: string, view: ShopperView, options?: ReadOptions) =>
    read(await find(db, cartId, view.shopper), view, options);
  const { takeOver, takeOverAtLogin } = guestCartMerge(db, { change });

  return {
    ...checkoutChoices({ change, reread, promotion, settings }),
    ...cartLines({ catalog, change, reread, quotedPrices }),
    ...cartCheckout(db, { find, reread }),

    /**
     * A guest gets a new cart, opened by their browser's key (the caller makes one for a browser
     * without). A customer gets their cart; a guest cart they filled before logging in in this
     * browser is merged into it.
     */
    async create(view: ShopperView, guestCartId?: string): Promise<Cart> {
      const { customerId, memberId, guestKey } = view.shopper;
      if (customerId === undefined) {
        if (!guestKey) throw new Error('a guest cart needs its browser key');
        const [row] = await db
          .insert(carts)
          .values({ guestKeyHash: hashToken(guestKey) })
          .returning();
        return read(row!, view);
      }
      if (memberId === undefined) throw new Error("a customer's cart needs their member");
      const own = await customerCart(db, customerId, memberId);
      if (guestCartId && guestCartId !== own.id) await takeOver(guestCartId, own.id, view.shopper);
      return reread(own.id, view);
    },

    get: reread,

    /**
     * Changes the customer's own cart (made on first use) under its lock and answers it as read
     * then. A quote's lines enter and leave the cart here: the cart is locked before the quote,
     * in the order the order's placement locks them.
     */
    async changeOwn(view: ShopperView, work: (tx: Transaction, cart: OwnCartLines) => Promise<void>): Promise<Cart> {
      const { customerId, memberId } = view.shopper;
      if (customerId === undefined || memberId === undefined)
        throw new Error('only a customer (one of its members) has a cart of their own');
      const own = await customerCart(db, customerId, memberId);
      await change(own.id, view.shopper, (tx) => work(tx, ownCartLines(tx, own.id)));
      return reread(own.id, view);
    },

    /**
     * Lines no cart holds, priced and totalled as the customer would see them in a cart now, by
     * the checkout's own reading: an order edit's (the order module's). Kept lines carry the
     * prices agreed when ordered; the coupon's discount is the one the order redeemed.
     */
    quote(
      view: ShopperView,
      given: Given,
      choices: { shippingAddress: PostalAddress; shippingMethod: string; couponCode: string | null },
    ): Promise<Cart> {
      const now = new Date();
      const row = {
        id: '00000000-0000-0000-0000-000000000000',
        customerId: view.shopper.customerId ?? null,
        memberId: view.shopper.memberId ?? null,
        guestKeyHash: null,
        version: 0,
        shippingAddress: choices.shippingAddress,
        billingAddress: null,
        shippingMethod: choices.shippingMethod,
        couponCode: choices.couponCode,
        newUser: null,
        takenBy: null,
        heldFor: null,
        createdAt: now,
        updatedAt: now,
      };
      return read(row, view, {}, given);
    },

    /** The lines rows by item number, SKU or EAN make by the purchase rules, or why a row makes none. */
    wantedLines: (rows: WantedRow[], view: ShopperView) => linesFor(catalog, rows, view, 'number'),

    takeOverAtLogin,

    async delete(cartId: string, shopper: Shopper) {
      await find(db, cartId, shopper);
      await db.delete(carts).where(eq(carts.id, cartId));
    },

    /** Deletes an order request's held cart once the request is rejected or sent back. */
    async dropHeld(cartId: string) {
      await db.delete(carts).where(and(eq(carts.id, cartId), isNotNull(carts.heldFor)));
    },

    /** A guest cart becomes the cart of the account its shopper just created at checkout. */
    async claim(cartId: string, customerId: number, memberId: number) {
      await db
        .update(carts)
        .set({
          customerId,
          memberId,
          guestKeyHash: null,
          newUser: null,
          version: sql`${carts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(carts.id, cartId), isNull(carts.customerId)));
    },

    /** Deletes guest carts nobody has changed for `days` days; customers' carts stay. */
    async purgeGuestCarts(days: number) {
      const gone = await db
        .delete(carts)
        .where(and(isNull(carts.customerId), lt(carts.updatedAt, sql`now() - make_interval(days => ${days})`)))
        .returning({ id: carts.id });
      return gone.length;
    },

    /** The id of the cart this member of staff fills for the customer (see cart-access.ts staffCart). */
    async openStaffCart(customerId: number, takenBy: string): Promise<string> {
      return (await staffCart(db, customerId, takenBy)).id;
    },

    /** A staff cart's customer; undefined when there is no such staff cart. */
    async staffCartCustomer(cartId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ customerId: carts.customerId })
        .from(carts)
        .where(and(eq(carts.id, cartId), isNotNull(carts.takenBy)));
      return row?.customerId ?? undefined;
    },

    async activeCartOf(customerId: number, memberId: number): Promise<string | null> {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.customerId, customerId), eq(carts.memberId, memberId), isNull(carts.takenBy)));
      return row?.id ?? null;
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
