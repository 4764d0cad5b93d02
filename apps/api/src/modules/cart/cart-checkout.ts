import type { Cart, PostalAddress } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { CartAccess, CartRow } from './cart-access';
import type { ReadOptions } from './cart-view';
import { cartItems, carts } from './tables';

/** The cart changed, or its prices did, since the shopper saw it (the spec's text). */
export const cartOutdated = () =>
  refusal('CART_OUTDATED_ERROR', 'Cart info or prices are outdated. Please refresh the page.');

interface Dependencies {
  find: CartAccess['find'];
  /** The cart as the shopper sees it now, read as the checkout reads it. */
  reread: (cartId: string, view: ShopperView, options?: ReadOptions) => Promise<Cart>;
}

/** The step from cart to order. */
export function cartCheckout(db: Database, { find, reread }: Dependencies) {
  return {
    /**
     * Turns the cart into an order: `place` writes the order inside a transaction holding the
     * cart's lock, given the cart as read (with `options`) and its row; then the cart is emptied
     * of lines and checkout choices and its version raised. The cart must still be at the version
     * the shopper saw (else CART_OUTDATED_ERROR), unless `existing` finds an order placed from that
     * version already (a repeated request).
     */
    async checkout<T>(
      cartId: string,
      view: ShopperView,
      version: number,
      options: ReadOptions,
      existing: (tx: Transaction) => Promise<T | undefined>,
      place: (tx: Transaction, cart: Cart, row: CartRow) => Promise<T>,
    ): Promise<T> {
      const cart = await reread(cartId, view, options);
      return db.transaction(async (tx) => {
        const locked = await find(tx, cartId, view.shopper, { lock: true });
        // A logged-in shopper orders from their own cart (a guest cart merges in at login first).
        if (view.shopper.customerId !== undefined && locked.customerId !== view.shopper.customerId)
          throw notFound(`Cart ${cartId} does not exist`);
        const done = await existing(tx);
        if (done) return done;
        if (locked.version !== version || cart.version !== version) throw cartOutdated();
        if (cart.cartItems.length === 0) throw refusal('BAD_REQUEST', 'The cart is empty');
        const result = await place(tx, cart, locked);
        await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
        await tx
          .update(carts)
          .set({
            // The next order starts afresh: on a shared computer, no one else's address or e-mail.
            shippingAddress: null,
            billingAddress: null,
            shippingMethod: null,
            couponCode: null,
            newUser: null,
            version: sql`${carts.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(carts.id, cartId));
        return result;
      });
    },

    /**
     * Copies the cart's lines, with the checkout's choices as the order would have them, into a new
     * cart held for the member's order request; in `checkout`'s transaction, which then empties the
     * cart as an order does. Its approval orders the held cart at the prices of that day.
     */
    async hold(
      tx: Transaction,
      from: CartRow,
      memberId: number,
      choices: { shippingAddress: PostalAddress; billingAddress: PostalAddress; shippingMethod: string },
    ): Promise<{ id: string; version: number }> {
      const [held] = await tx
        .insert(carts)
        .values({ customerId: from.customerId, heldFor: memberId, couponCode: from.couponCode, ...choices })
        .returning({ id: carts.id, version: carts.version });
      const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, from.id));
      if (lines.length > 0)
        await tx
          .insert(cartItems)
          .values(lines.map(({ id: _, createdAt: __, ...line }) => ({ ...line, cartId: held!.id })));
      return held!;
    },
  };
}
