import type { User } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Shopper } from '../../lib/shopper';
import { type CartAccess, customerCart, opens } from './cart-access';
import { addLine } from './cart-lines';
import { cartItems, carts } from './tables';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A guest cart filled before logging in joins the customer's cart, in the browser holding its key. */
export function guestCartMerge(db: Database, { change }: Pick<CartAccess, 'change'>) {
  /**
   * Moves a guest cart's lines into the customer's cart (same choices add up, to at most the line
   * limit) and deletes it. Lines that no longer fit (the cart's line limit) stay in the guest cart.
   * A guest cart the shopper's browser holds no key of is left alone.
   */
  async function takeOver(guestCartId: string, customerCartId: string, shopper: Shopper) {
    await change(customerCartId, shopper, async (tx) => {
      const [guest] = await tx.select().from(carts).where(eq(carts.id, guestCartId)).for('update');
      if (!guest || guest.customerId !== null || !opens(guest, shopper)) return;
      const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestCartId));
      let leftOver = false;
      for (const line of lines) {
        const moved = await addLine(
          tx,
          customerCartId,
          {
            productId: line.productId,
            lineKey: line.lineKey,
            quantity: line.quantity,
            additionalProductIds: line.additionalProductIds,
          },
          { clamp: true },
        );
        if (moved) await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        else leftOver = true;
      }
      if (!leftOver) await tx.delete(carts).where(eq(carts.id, guestCartId));
    });
  }

  return {
    takeOver,

    /**
     * At login: the guest cart the browser names joins the customer's cart, if the browser holds its
     * key (`guestKey`, the guest-cart-key cookie). A cart id that is malformed, gone, another
     * customer's or another browser's is ignored; answers the customer's cart id, if any.
     */
    async takeOverAtLogin(user: User, guestCartId: string, guestKey: string | undefined): Promise<string | null> {
      if (!uuid.test(guestCartId)) return null;
      const shopper = {
        loggedIn: true,
        customerId: user.id,
        memberId: user.member.id,
        customerNumber: user.customernum,
        country: '',
        guestKey: guestKey || undefined,
      };
      const own = await customerCart(db, user.id, user.member.id);
      if (guestCartId !== own.id) await takeOver(guestCartId, own.id, shopper);
      return own.id;
    },
  };
}
