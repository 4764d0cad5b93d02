import {
  type BulkAddResult,
  type Cart,
  type CartRefusal,
  maxCartLines,
  maxLineQuantity,
  type RowProblem,
} from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog';
import type { CartAccess } from './cart-access';
import type { QuotedPrices } from './cart-view';
import { cartItems } from './tables';
import { linesFor, type NewLine, type WantedRow } from './wanted-rows';

/** Refusals carry a reason the storefront translates (contracts: CartRefusal). */
const notPurchasable = (reason: CartRefusal, message: string) =>
  refusal('PRODUCT_NOT_PURCHASABLE', message, { reason });
const limit = (reason: CartRefusal, message: string, max: number) =>
  refusal('CART_LIMIT', message, { reason, limit: max });
const lineFull: RowProblem = {
  reason: 'line-quantity',
  message: `A cart line can hold at most ${maxLineQuantity} items`,
};
const cartFull: RowProblem = { reason: 'cart-lines', message: `A cart can have at most ${maxCartLines} lines` };

/**
 * Adds quantity to the line of that choice in a locked cart, or a new line. Over a limit it
 * refuses, or with `clamp` fills the line to the limit; it answers false when a new line does not
 * fit the cart.
 */
export async function addLine(
  tx: Transaction,
  cartId: string,
  line: { productId: number; lineKey: string; quantity: number; additionalProductIds: number[] },
  { clamp = false } = {},
): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.lineKey, line.lineKey)));
  if (existing) {
    const quantity = existing.quantity + line.quantity;
    if (quantity > maxLineQuantity && !clamp) throw limit(lineFull.reason, lineFull.message, maxLineQuantity);
    await tx
      .update(cartItems)
      .set({ quantity: Math.min(quantity, maxLineQuantity) })
      .where(eq(cartItems.id, existing.id));
    return true;
  }
  const [lines] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if ((lines?.n ?? 0) >= maxCartLines) {
    if (clamp) return false;
    throw limit(cartFull.reason, cartFull.message, maxCartLines);
  }
  await tx.insert(cartItems).values({ cartId, ...line });
  return true;
}

interface Dependencies {
  catalog: CatalogService;
  change: CartAccess['change'];
  /** The cart as the shopper sees it now. */
  reread: (cartId: string, view: ShopperView) => Promise<Cart>;
  quotedPrices: QuotedPrices;
}

/** A cart's lines: a product added, many rows added at once, a quantity set, a line removed. */
export function cartLines({ catalog, change, reread, quotedPrices }: Dependencies) {
  /**
   * Adds rows to a cart in one change under its lock: a row adds to the line of the same choice or
   * makes a new one, and is rejected whole when the line or the cart would overflow.
   */
  async function addRows(cartId: string, view: ShopperView, rows: WantedRow[], by: 'number' | 'sku') {
    const { lines, rejected } = await linesFor(catalog, rows, view, by);
    // Nothing to write: the caller's read of the cart still says whether it is the shopper's.
    if (lines.length === 0) return rejected;
    await change(cartId, view.shopper, async (tx) => {
      const held = await tx
        .select({ lineKey: cartItems.lineKey, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId));
      const quantities = new Map(held.map((line) => [line.lineKey, line.quantity]));
      const writes = new Map<string, NewLine>();
      for (const line of lines) {
        const current = quantities.get(line.lineKey);
        if (current === undefined && quantities.size >= maxCartLines) {
          rejected.push({ row: line.row, number: line.number, ...cartFull });
          continue;
        }
        const quantity = (current ?? 0) + line.quantity;
        if (quantity > maxLineQuantity) {
          rejected.push({ row: line.row, number: line.number, ...lineFull });
          continue;
        }
        quantities.set(line.lineKey, quantity);
        writes.set(line.lineKey, { ...line, quantity });
      }
      if (writes.size === 0) return;
      await tx
        .insert(cartItems)
        .values(
          [...writes.values()].map(({ productId, lineKey, quantity, additionalProductIds }) => ({
            cartId,
            productId,
            lineKey,
            quantity,
            additionalProductIds,
          })),
        )
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.lineKey],
          set: { quantity: sql`excluded.quantity` },
        });
    });
    return rejected.sort((a, b) => a.row - b.row);
  }

  /** Sets a line's quantity; 0 removes it (the spec's cart quantity rule). */
  async function setQuantity(cartId: string, view: ShopperView, itemId: number, quantity: number): Promise<Cart> {
    await change(cartId, view.shopper, async (tx) => {
      const line = and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId));
      // A quote's line holds the quoted price up to the quoted quantity: more is another line at the normal price.
      const [row] = await tx.select({ quoteLineId: cartItems.quoteLineId }).from(cartItems).where(line);
      const quoted = row?.quoteLineId
        ? (
            await quotedPrices(tx, view.shopper.customerId ?? null, [row.quoteLineId], {
              currency: view.currency,
              now: 0,
            })
          ).get(row.quoteLineId)
        : undefined;
      if (quoted && quantity > quoted.quantity)
        throw limit(
          'quote-quantity',
          `The quoted price holds for at most ${quoted.quantity}: add more as another line at the normal price`,
          quoted.quantity,
        );
      const changed =
        quantity === 0
          ? await tx.delete(cartItems).where(line).returning({ id: cartItems.id })
          : await tx.update(cartItems).set({ quantity }).where(line).returning({ id: cartItems.id });
      if (changed.length === 0) throw notFound(`Cart line ${itemId} does not exist`);
    });
    return reread(cartId, view);
  }

  return {
    async add(
      cartId: string,
      view: ShopperView,
      input: { sku: string; quantity: number; additionalProducts: string[] },
    ): Promise<Cart> {
      const { lines, rejected } = await linesFor(catalog, [{ ...input, number: input.sku }], view, 'sku');
      const [problem] = rejected;
      if (problem) throw notPurchasable(problem.reason, problem.message);
      const { lineKey: key, productId, quantity, additionalProductIds } = lines[0]!;
      await change(cartId, view.shopper, async (tx) => {
        await addLine(tx, cartId, { productId, lineKey: key, quantity, additionalProductIds });
      });
      return reread(cartId, view);
    },

    /**
     * Adds many rows at once (quick order, CSV, reorder, order lists): each row is added whole or
     * not at all; answers the cart and the rows not added, with why.
     */
    async addMany(cartId: string, view: ShopperView, rows: WantedRow[], by: 'number' | 'sku'): Promise<BulkAddResult> {
      const rejected = await addRows(cartId, view, rows, by);
      return { cart: await reread(cartId, view), rejected };
    },

    setQuantity,

    async remove(cartId: string, view: ShopperView, itemId: number): Promise<Cart> {
      return setQuantity(cartId, view, itemId, 0);
    },
  };
}
