import { type Cart, type CartRefusal, maxCartLines, maxLineQuantity } from '@shop/contracts';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { HttpError, notFound } from '../../http/errors';
import type { Viewer } from '../../http/viewer';
import type { CatalogService, View } from '../catalog/service';
import { cartItems, carts } from './tables';
import { cartTotals, lineKey, lineNet } from './totals';

type CartRow = typeof carts.$inferSelect;

/** Refusals carry a reason the storefront translates (contracts: CartRefusal). */
const notPurchasable = (reason: CartRefusal, message: string) =>
  new HttpError(400, 'PRODUCT_NOT_PURCHASABLE', message, { reason });
const limit = (reason: CartRefusal, message: string, max: number) =>
  new HttpError(400, 'CART_LIMIT', message, { reason, limit: max });

export function cartService(db: Database, catalog: CatalogService) {
  /**
   * The cart, if this shopper may use it: a guest cart by its id, a customer's cart only by that
   * customer. Anyone else's cart is answered like a missing one.
   */
  async function find(executor: Database | Transaction, cartId: string, viewer: Viewer, { lock = false } = {}) {
    const query = executor.select().from(carts).where(eq(carts.id, cartId));
    const [row] = await (lock ? query.for('update') : query);
    if (!row || (row.customerId !== null && row.customerId !== viewer.customerId))
      throw notFound(`Cart ${cartId} does not exist`);
    return row;
  }

  /** Runs a change of one cart under a lock on its row, and raises its version. */
  async function change(cartId: string, viewer: Viewer, work: (tx: Transaction, cart: CartRow) => Promise<void>) {
    await db.transaction(async (tx) => {
      const cart = await find(tx, cartId, viewer, { lock: true });
      await work(tx, cart);
      await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    });
  }

  /**
   * Adds quantity to the line of that choice in a locked cart, or a new line. Over a limit it
   * refuses, or with `clamp` fills the line to the limit; it answers false when a new line does not
   * fit the cart.
   */
  async function addLine(
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
      if (quantity > maxLineQuantity && !clamp)
        throw limit('line-quantity', `A cart line can hold at most ${maxLineQuantity} items`, maxLineQuantity);
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
      throw limit('cart-lines', `A cart can have at most ${maxCartLines} lines`, maxCartLines);
    }
    await tx.insert(cartItems).values({ cartId, ...line });
    return true;
  }

  /** The cart as this shopper sees it: their prices, stock and totals. */
  async function read(cart: CartRow, view: View): Promise<Cart> {
    const rows = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const products = await catalog.lineProducts(
      rows.flatMap((r) => [r.productId, ...r.additionalProductIds]),
      view,
    );
    const lines = rows.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product) return [];
      const extras = row.additionalProductIds.flatMap((id) => {
        const extra = products.get(id)?.card;
        return extra ? [extra] : [];
      });
      const item = {
        id: row.id,
        productId: row.productId,
        sku: product.card.sku,
        itemnum: product.card.itemnum,
        name: product.card.name,
        slug: product.card.slug,
        image: product.card.image,
        quantity: row.quantity,
        priceInfo: product.card.priceInfo,
        stock: product.card.stock,
        included: product.included,
        selectedAddtionalProducts: Object.fromEntries(
          extras.map((extra) => [
            extra.sku,
            {
              productId: extra.id,
              sku: extra.sku,
              itemnum: extra.itemnum,
              name: extra.name,
              price: extra.priceInfo ? (extra.priceInfo.special ?? extra.priceInfo.regular) : null,
              taxRate: extra.priceInfo?.taxRate ?? 0,
            },
          ]),
        ),
        custom_attributes: product.custom_attributes,
      };
      return [{ ...item, rowTotal: lineNet(item) }];
    });
    const excludeTax = view.viewer.excludeTax ?? false;
    return {
      id: cart.id,
      version: cart.version,
      currency: view.currency,
      cartItems: lines,
      items_qty: lines.reduce((sum, line) => sum + line.quantity, 0),
      displayExcludingTaxes: excludeTax,
      ...cartTotals(lines, excludeTax),
    };
  }

  const reread = async (cartId: string, view: View) => read(await find(db, cartId, view.viewer), view);

  /** The customer's cart, made on first use; two first uses at once end with the same cart. */
  async function customerCart(customerId: number): Promise<CartRow> {
    await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
    const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId));
    return row!;
  }

  /**
   * Moves a guest cart's lines into the customer's cart (same choices add up, to at most the line
   * limit) and deletes it. Lines that no longer fit (the cart's line limit) stay in the guest cart.
   */
  async function takeOver(guestCartId: string, customerCartId: string, viewer: Viewer) {
    await change(customerCartId, viewer, async (tx) => {
      const [guest] = await tx.select().from(carts).where(eq(carts.id, guestCartId)).for('update');
      if (!guest || guest.customerId !== null) return;
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
    /**
     * A guest gets a new cart. A customer gets their cart; a guest cart they filled before logging
     * in is merged into it.
     */
    async create(view: View, guestCartId?: string): Promise<Cart> {
      const { customerId } = view.viewer;
      if (customerId === undefined) {
        const [row] = await db.insert(carts).values({}).returning();
        return read(row!, view);
      }
      const own = await customerCart(customerId);
      if (guestCartId && guestCartId !== own.id) await takeOver(guestCartId, own.id, view.viewer);
      return reread(own.id, view);
    },

    get: reread,

    async add(
      cartId: string,
      view: View,
      input: { sku: string; quantity: number; additionalProducts: string[] },
    ): Promise<Cart> {
      const product = await catalog.purchasable(input.sku, view.currency);
      if (!product) throw notPurchasable('unknown-product', `There is no product with SKU ${input.sku}`);
      if (product.reason) throw notPurchasable(product.reason.reason, product.reason.message);
      const additionalSkus = [...new Set(input.additionalProducts)];
      const extras = await Promise.all(additionalSkus.map((sku) => catalog.purchasable(sku, view.currency)));
      extras.forEach((extra, i) => {
        const sku = additionalSkus[i];
        if (!extra || !product.additionalIds.includes(extra.id))
          throw notPurchasable('not-additional', `${sku} is not an additional product of ${input.sku}`);
        if (extra.reason) throw notPurchasable(extra.reason.reason, `${sku}: ${extra.reason.message}`);
      });
      await change(cartId, view.viewer, async (tx) => {
        await addLine(tx, cartId, {
          productId: product.id,
          lineKey: lineKey(input.sku, additionalSkus),
          quantity: input.quantity,
          additionalProductIds: extras.map((extra) => extra!.id),
        });
      });
      return reread(cartId, view);
    },

    /** Sets a line's quantity; 0 removes it (the spec's cart quantity rule). */
    async setQuantity(cartId: string, view: View, itemId: number, quantity: number): Promise<Cart> {
      await change(cartId, view.viewer, async (tx) => {
        const line = and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId));
        const changed =
          quantity === 0
            ? await tx.delete(cartItems).where(line).returning({ id: cartItems.id })
            : await tx.update(cartItems).set({ quantity }).where(line).returning({ id: cartItems.id });
        if (changed.length === 0) throw notFound(`Cart line ${itemId} does not exist`);
      });
      return reread(cartId, view);
    },

    async remove(cartId: string, view: View, itemId: number): Promise<Cart> {
      return this.setQuantity(cartId, view, itemId, 0);
    },

    async delete(cartId: string, viewer: Viewer) {
      await find(db, cartId, viewer);
      await db.delete(carts).where(eq(carts.id, cartId));
    },

    /**
     * Turns the cart into an order: `place` writes the order inside a transaction holding the
     * cart's lock, given the cart as read; then the cart is emptied and its version raised. The
     * cart must still be at the version the shopper saw (else CART_OUTDATED_ERROR), unless
     * `existing` finds an order placed from that version already (a repeated request).
     */
    async checkout<T>(
      cartId: string,
      view: View,
      version: number,
      existing: (tx: Transaction) => Promise<T | undefined>,
      place: (tx: Transaction, cart: Cart) => Promise<T>,
    ): Promise<T> {
      const cart = await reread(cartId, view);
      return db.transaction(async (tx) => {
        const locked = await find(tx, cartId, view.viewer, { lock: true });
        // Only the customer's own cart becomes their order (a guest cart merges in at login first).
        if (locked.customerId === null || locked.customerId !== view.viewer.customerId)
          throw notFound(`Cart ${cartId} does not exist`);
        const done = await existing(tx);
        if (done) return done;
        if (locked.version !== version || cart.version !== version)
          throw new HttpError(409, 'CART_OUTDATED_ERROR', 'Cart info or prices are outdated. Please refresh the page.');
        if (cart.cartItems.length === 0) throw new HttpError(400, 'BAD_REQUEST', 'The cart is empty');
        const result = await place(tx, cart);
        await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
        await tx
          .update(carts)
          .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
          .where(eq(carts.id, cartId));
        return result;
      });
    },

    /** Deletes guest carts nobody has changed for `days` days; customers' carts stay. */
    async purgeGuestCarts(days: number) {
      const gone = await db
        .delete(carts)
        .where(and(isNull(carts.customerId), lt(carts.updatedAt, sql`now() - make_interval(days => ${days})`)))
        .returning({ id: carts.id });
      return gone.length;
    },

    async activeCartOf(customerId: number): Promise<string | null> {
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
      return row?.id ?? null;
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
