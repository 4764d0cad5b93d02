import { maxCartLines } from '@shop/contracts';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import { cartItems } from './tables';

/** A cart line of an accepted quote: the quote line it is priced by. */
interface QuotedLine {
  productId: number;
  /** The SKU and the quote's number: never the key of a line added at the normal price. */
  lineKey: string;
  quantity: number;
  quoteLineId: number;
}

/** What a quote does to its customer's cart, under the cart's lock (cart service changeOwn). */
export interface OwnCartLines {
  id: string;
  /** Puts a quote's lines in, a line per quote line (again: at the quoted quantity again); refused past the cart's lines. */
  putQuoted(lines: QuotedLine[]): Promise<void>;
  /** Takes a quote's lines out. */
  dropQuoted(quoteLineIds: number[]): Promise<void>;
  /** Empties the cart of its own lines (they wait in a quote now); accepted quotes' lines stay. */
  clearOwn(): Promise<void>;
}

export const ownCartLines = (tx: Transaction, cartId: string): OwnCartLines => ({
  id: cartId,
  async putQuoted(lines) {
    if (lines.length === 0) return;
    const ids = lines.map((line) => line.quoteLineId);
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(
        and(eq(cartItems.cartId, cartId), or(isNull(cartItems.quoteLineId), notInArray(cartItems.quoteLineId, ids))),
      );
    if ((others?.n ?? 0) + lines.length > maxCartLines)
      throw refusal('CART_LIMIT', `A cart can have at most ${maxCartLines} lines`, {
        reason: 'cart-lines',
        limit: maxCartLines,
      });
    await tx
      .insert(cartItems)
      .values(lines.map((line) => ({ cartId, ...line })))
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.lineKey], set: { quantity: sql`excluded.quantity` } });
  },
  async dropQuoted(quoteLineIds) {
    if (quoteLineIds.length === 0) return;
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.quoteLineId, quoteLineIds)));
  },
  async clearOwn() {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), isNull(cartItems.quoteLineId)));
  },
});
