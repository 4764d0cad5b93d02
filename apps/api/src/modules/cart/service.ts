// Over 300 lines because every change of a cart shares one lock-and-version step (`change`) and
// single and bulk adds share how a line is built (`linesFor`); split, the lock-holding transaction
// would travel between files. What a cart shows is computed in cart-view.ts, the checkout in
// checkout-choices.ts.
import {
  type BulkAddResult,
  type Cart,
  type CartRefusal,
  maxCartLines,
  maxLineQuantity,
  type RowProblem,
  type Settings,
  type User,
} from '@shop/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, refusal } from '../../lib/domain-errors';
import type { Shopper, ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog/service';
import { hashToken } from '../customer/tokens';
import type { PricingService } from '../pricing/service';
import type { PromotionService } from '../promotion/service';
import type { ShippingService } from '../shipping/service';
import { cartView, type ReadOptions } from './cart-view';
import { checkoutChoices } from './checkout-choices';
import { cartItems, carts } from './tables';

export type { ReadOptions } from './cart-view';

import { lineKey } from './totals';

export type CartRow = typeof carts.$inferSelect;

/** A row to add: a product by number (item number, SKU or EAN) or by SKU, with additional products by SKU. */
export interface WantedRow {
  number: string;
  quantity: number;
  additionalProducts?: string[];
}
type Rejected = BulkAddResult['rejected'][number];
interface NewLine {
  row: number;
  number: string;
  productId: number;
  lineKey: string;
  quantity: number;
  additionalProductIds: number[];
}

interface Dependencies {
  catalog: CatalogService;
  shipping: ShippingService;
  promotion: PromotionService;
  pricing: Pick<PricingService, 'taxRate'>;
  settings: () => Promise<Settings>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart changed, or its prices did, since the shopper saw it (the spec's text). */
export const cartOutdated = () =>
  refusal('CART_OUTDATED_ERROR', 'Cart info or prices are outdated. Please refresh the page.');

/**
 * Whether the shopper may use the cart: a customer's cart only that customer, a guest cart only the
 * browser holding the guest cart key it was made with (a cart without a key hash, made before
 * keys, no one).
 */
const opens = (row: CartRow, shopper: Shopper) =>
  row.customerId === null
    ? row.guestKeyHash !== null && shopper.guestKey !== undefined && row.guestKeyHash === hashToken(shopper.guestKey)
    : row.customerId === shopper.customerId;

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
 * Carts: lines under a row lock per change, a guest's cart merged into the customer's at login, and
 * the step from cart to order. How a cart reads for its shopper is cart-view.ts; the checkout's
 * choices (addresses, shipping method, coupon, contact) are checkout-choices.ts.
 */
export function cartService(db: Database, { catalog, shipping, promotion, pricing, settings }: Dependencies) {
  const read = cartView(db, { catalog, shipping, promotion, pricing, settings });
  /**
   * The cart, if this shopper may use it: a guest cart by its id with its browser's key, a
   * customer's cart only by that customer. Anyone else's cart is answered like a missing one.
   */
  async function find(executor: Database | Transaction, cartId: string, shopper: Shopper, { lock = false } = {}) {
    const query = executor.select().from(carts).where(eq(carts.id, cartId));
    const [row] = await (lock ? query.for('update') : query);
    if (!row || !opens(row, shopper)) throw notFound(`Cart ${cartId} does not exist`);
    return row;
  }

  /** Runs a change of one cart under a lock on its row, and raises its version. */
  async function change(cartId: string, shopper: Shopper, work: (tx: Transaction, cart: CartRow) => Promise<void>) {
    await db.transaction(async (tx) => {
      const cart = await find(tx, cartId, shopper, { lock: true });
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

  /**
   * The cart lines rows ask for, by the purchase rules: each row becomes a line whole, or is
   * rejected with the reason a single add would give.
   */
  async function linesFor(
    rows: WantedRow[],
    view: ShopperView,
    by: 'number' | 'sku',
  ): Promise<{ lines: NewLine[]; rejected: Rejected[] }> {
    const additionalSkus = [...new Set(rows.flatMap((row) => row.additionalProducts ?? []))];
    const [ids, extraIds] = await Promise.all([
      by === 'sku'
        ? catalog.idsBySku(rows.map((row) => row.number))
        : catalog.idsByNumber(rows.map((row) => row.number)),
      catalog.idsBySku(additionalSkus),
    ]);
    const products = await catalog.purchasable([...ids.values(), ...extraIds.values()], view.currency);
    /** The line a row makes, or why it makes none. */
    const lineOf = (wanted: WantedRow): RowProblem | Omit<NewLine, 'row' | 'number' | 'quantity'> => {
      const product = products.get(ids.get(wanted.number) ?? 0);
      if (!product)
        return {
          reason: 'unknown-product',
          message: `There is no product with ${by === 'sku' ? 'SKU' : 'number'} ${wanted.number}`,
        };
      if (product.reason) return product.reason;
      const skus = [...new Set(wanted.additionalProducts ?? [])];
      const extras: number[] = [];
      for (const sku of skus) {
        const extra = products.get(extraIds.get(sku) ?? 0);
        if (!extra || !product.additionalIds.includes(extra.id))
          return { reason: 'not-additional', message: `${sku} is not an additional product of ${product.sku}` };
        if (extra.reason) return { reason: extra.reason.reason, message: `${sku}: ${extra.reason.message}` };
        extras.push(extra.id);
      }
      return { productId: product.id, lineKey: lineKey(product.sku, skus), additionalProductIds: extras };
    };
    const lines: NewLine[] = [];
    const rejected: Rejected[] = [];
    rows.forEach((wanted, row) => {
      const made = lineOf(wanted);
      const at = { row, number: wanted.number };
      if ('reason' in made) rejected.push({ ...at, ...made });
      else lines.push({ ...at, ...made, quantity: wanted.quantity });
    });
    return { lines, rejected };
  }

  /**
   * Adds rows to a cart in one change under its lock: a row adds to the line of the same choice or
   * makes a new one, and is rejected whole when the line or the cart would overflow.
   */
  async function addRows(cartId: string, view: ShopperView, rows: WantedRow[], by: 'number' | 'sku') {
    const { lines, rejected } = await linesFor(rows, view, by);
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

  const reread = async (cartId: string, view: ShopperView, options?: ReadOptions) =>
    read(await find(db, cartId, view.shopper), view, options);

  /** The customer's cart, made on first use; two first uses at once end with the same cart. */
  async function customerCart(customerId: number): Promise<CartRow> {
    await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
    const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId));
    return row!;
  }

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
    ...checkoutChoices({ change, reread, promotion, settings }),

    /**
     * A guest gets a new cart, opened by their browser's key (the caller makes one for a browser
     * without). A customer gets their cart; a guest cart they filled before logging in in this
     * browser is merged into it.
     */
    async create(view: ShopperView, guestCartId?: string): Promise<Cart> {
      const { customerId, guestKey } = view.shopper;
      if (customerId === undefined) {
        if (!guestKey) throw new Error('a guest cart needs its browser key');
        const [row] = await db
          .insert(carts)
          .values({ guestKeyHash: hashToken(guestKey) })
          .returning();
        return read(row!, view);
      }
      const own = await customerCart(customerId);
      if (guestCartId && guestCartId !== own.id) await takeOver(guestCartId, own.id, view.shopper);
      return reread(own.id, view);
    },

    get: reread,

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
        customerNumber: user.customernum,
        country: '',
        guestKey: guestKey || undefined,
      };
      const own = await customerCart(user.id);
      if (guestCartId !== own.id) await takeOver(guestCartId, own.id, shopper);
      return own.id;
    },

    async add(
      cartId: string,
      view: ShopperView,
      input: { sku: string; quantity: number; additionalProducts: string[] },
    ): Promise<Cart> {
      const { lines, rejected } = await linesFor([{ ...input, number: input.sku }], view, 'sku');
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

    /** Sets a line's quantity; 0 removes it (the spec's cart quantity rule). */
    async setQuantity(cartId: string, view: ShopperView, itemId: number, quantity: number): Promise<Cart> {
      await change(cartId, view.shopper, async (tx) => {
        const line = and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId));
        const changed =
          quantity === 0
            ? await tx.delete(cartItems).where(line).returning({ id: cartItems.id })
            : await tx.update(cartItems).set({ quantity }).where(line).returning({ id: cartItems.id });
        if (changed.length === 0) throw notFound(`Cart line ${itemId} does not exist`);
      });
      return reread(cartId, view);
    },

    async remove(cartId: string, view: ShopperView, itemId: number): Promise<Cart> {
      return this.setQuantity(cartId, view, itemId, 0);
    },

    async delete(cartId: string, shopper: Shopper) {
      await find(db, cartId, shopper);
      await db.delete(carts).where(eq(carts.id, cartId));
    },

    /** A guest cart becomes the cart of the account its shopper just created at checkout. */
    async claim(cartId: string, customerId: number) {
      await db
        .update(carts)
        .set({
          customerId,
          guestKeyHash: null,
          newUser: null,
          version: sql`${carts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(carts.id, cartId), isNull(carts.customerId)));
    },

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
