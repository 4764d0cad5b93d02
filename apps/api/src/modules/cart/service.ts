import {
  type Cart,
  type CartRefusal,
  maxCartLines,
  maxLineQuantity,
  type NewUser,
  type PostalAddress,
  type Settings,
  sameAddress,
  siteConfig,
  type User,
} from '@shop/contracts';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { conflict, invalidField, notFound, refused } from '../../lib/domain-errors';
import type { Shopper, ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog/service';
import type { PricingService } from '../pricing/service';
import { couponInvalid, type PromotionService } from '../promotion/service';
import type { ShippingService } from '../shipping/service';
import { cartItems, carts } from './tables';
import { cartTotals, discountAmount, lineKey, lineNet, netByRate } from './totals';

export type CartRow = typeof carts.$inferSelect;

interface Dependencies {
  catalog: CatalogService;
  shipping: ShippingService;
  promotion: PromotionService;
  pricing: Pick<PricingService, 'taxRate'>;
  settings: () => Promise<Settings>;
}

/** How a cart is read at checkout: where it goes when it names no address, and a method by default. */
export interface ReadOptions {
  /** A customer's default shipping address, used when the cart has none. */
  fallbackShipping?: PostalAddress;
  /** Without a chosen method, the first that ships to the destination is taken. */
  defaultMethod?: boolean;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const served = new Set(siteConfig.countries.map((c) => c.iso));

/** The cart changed, or its prices did, since the shopper saw it (the spec's text). */
export const cartOutdated = () =>
  conflict('CART_OUTDATED_ERROR', 'Cart info or prices are outdated. Please refresh the page.');

/** Refusals carry a reason the storefront translates (contracts: CartRefusal). */
const notPurchasable = (reason: CartRefusal, message: string) =>
  refused('PRODUCT_NOT_PURCHASABLE', message, { reason });
const limit = (reason: CartRefusal, message: string, max: number) =>
  refused('CART_LIMIT', message, { reason, limit: max });

export function cartService(db: Database, { catalog, shipping, promotion, pricing, settings }: Dependencies) {
  /**
   * The cart, if this shopper may use it: a guest cart by its id, a customer's cart only by that
   * customer. Anyone else's cart is answered like a missing one.
   */
  async function find(executor: Database | Transaction, cartId: string, shopper: Shopper, { lock = false } = {}) {
    const query = executor.select().from(carts).where(eq(carts.id, cartId));
    const [row] = await (lock ? query.for('update') : query);
    if (!row || (row.customerId !== null && row.customerId !== shopper.customerId))
      throw notFound(`Cart ${cartId} does not exist`);
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

  /**
   * The cart as this shopper sees it: their prices (quantity tiers for the units in the cart) and
   * stock, taxed for the destination (the shipping address, else the shopper's country), with the
   * shipping methods to it, the coupon's effect and every total.
   */
  async function read(cart: CartRow, view: ShopperView, options: ReadOptions = {}): Promise<Cart> {
    const destination = cart.shippingAddress ?? options.fallbackShipping;
    const taxCountry = destination && served.has(destination.country) ? destination.country : view.shopper.country;
    const taxView = { ...view, shopper: { ...view.shopper, country: taxCountry } };
    const rows = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const units = new Map<number, number>();
    for (const row of rows)
      for (const id of [row.productId, ...row.additionalProductIds]) units.set(id, (units.get(id) ?? 0) + row.quantity);
    const products = await catalog.lineProducts([...units.keys()], taxView, units);
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
    const excludeTax = view.shopper.excludeTax ?? false;
    const goods = [...(netByRate(lines)?.values() ?? [])].reduce((sum, net) => sum + net, 0);
    const coupon = cart.couponCode
      ? await promotion.evaluate(cart.couponCode, {
          currency: view.currency,
          goodsValue: goods,
          redeemer: { customerId: view.shopper.customerId, email: cart.newUser?.email },
        })
      : { discount: null, problem: null, minimum: undefined };
    const options_ = await shipping.optionsFor({
      country: taxCountry,
      currency: view.currency,
      locale: view.locale,
      goodsValue: goods - discountAmount(coupon.discount, goods),
    });
    const rates = new Map<string, number>();
    for (const option of options_)
      if (!rates.has(option.taxClass)) rates.set(option.taxClass, await pricing.taxRate(option.taxClass, taxCountry));
    const taxed = (price: number, taxClass: string) =>
      excludeTax ? price : price + Math.round((price * rates.get(taxClass)!) / 10_000);
    const chosen =
      options_.find((option) => option.code === cart.shippingMethod) ??
      (options.defaultMethod ? options_[0] : undefined);
    return {
      id: cart.id,
      version: cart.version,
      currency: view.currency,
      cartItems: lines,
      items_qty: lines.reduce((sum, line) => sum + line.quantity, 0),
      displayExcludingTaxes: excludeTax,
      shippingAddress: cart.shippingAddress,
      billingAddress: cart.billingAddress,
      shippingMethods: options_.map((option) => ({
        code: option.code,
        name: option.name,
        price: option.price,
        priceInclTax: taxed(option.price, option.taxClass),
        freeFrom: option.freeFrom,
        deliveryDays: option.deliveryDays,
      })),
      shippingMethod: chosen ? { methodCode: chosen.code } : null,
      couponCode: cart.couponCode,
      couponProblem: coupon.problem,
      couponMinimum: coupon.problem === 'minimum' ? (coupon.minimum ?? null) : null,
      newUser: cart.newUser,
      cartInfo: { taxCountry },
      ...cartTotals(lines, {
        excludeTax,
        discount: coupon.discount,
        shipping: chosen && { price: chosen.price, taxRate: rates.get(chosen.taxClass)! },
      }),
    };
  }

  /** A destination the shop serves, with a company when the shop requires one. */
  async function checkAddress(address: PostalAddress, path: string) {
    if (!served.has(address.country)) throw invalidField(`${path}.country`, 'We do not deliver to this country');
    if ((await settings()).companyRequired && !address.company)
      throw invalidField(`${path}.company`, 'This field is required');
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
   */
  async function takeOver(guestCartId: string, customerCartId: string, shopper: Shopper) {
    await change(customerCartId, shopper, async (tx) => {
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
    async create(view: ShopperView, guestCartId?: string): Promise<Cart> {
      const { customerId } = view.shopper;
      if (customerId === undefined) {
        const [row] = await db.insert(carts).values({}).returning();
        return read(row!, view);
      }
      const own = await customerCart(customerId);
      if (guestCartId && guestCartId !== own.id) await takeOver(guestCartId, own.id, view.shopper);
      return reread(own.id, view);
    },

    get: reread,

    /**
     * At login: the guest cart the browser names joins the customer's cart. A cart id that is
     * malformed, gone or another customer's is ignored; answers the customer's cart id, if any.
     */
    async takeOverAtLogin(user: User, guestCartId: string): Promise<string | null> {
      if (!uuid.test(guestCartId)) return null;
      const shopper = { loggedIn: true, customerId: user.id, customerNumber: user.customernum, country: '' };
      const own = await customerCart(user.id);
      if (guestCartId !== own.id) await takeOver(guestCartId, own.id, shopper);
      return own.id;
    },

    async add(
      cartId: string,
      view: ShopperView,
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
      await change(cartId, view.shopper, async (tx) => {
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

    /** Where the goods go: a copy of the address; billing follows when it was the same as shipping. */
    async setShippingAddress(cartId: string, view: ShopperView, address: PostalAddress): Promise<Cart> {
      await checkAddress(address, 'body.shippingAddress');
      await change(cartId, view.shopper, async (tx, cart) => {
        const billingFollows = cart.billingAddress === null || sameAddress(cart.billingAddress, cart.shippingAddress);
        await tx
          .update(carts)
          .set({ shippingAddress: address, ...(billingFollows && cart.billingAddress && { billingAddress: address }) })
          .where(eq(carts.id, cartId));
      });
      return reread(cartId, view);
    },

    /** Who is billed: an address of its own, or the same as the shipping address. */
    async setBillingAddress(
      cartId: string,
      view: ShopperView,
      address: PostalAddress | 'same-as-shipping',
    ): Promise<Cart> {
      if (address !== 'same-as-shipping') await checkAddress(address, 'body.billingAddress');
      await change(cartId, view.shopper, async (tx, cart) => {
        const billing = address === 'same-as-shipping' ? cart.shippingAddress : address;
        if (!billing) throw invalidField('body.billingAddress', 'Add a shipping address first');
        await tx.update(carts).set({ billingAddress: billing }).where(eq(carts.id, cartId));
      });
      return reread(cartId, view);
    },

    /** Chooses a method that ships to the cart's destination in its currency. */
    async setShippingMethod(cartId: string, view: ShopperView, methodCode: string): Promise<Cart> {
      const current = await reread(cartId, view);
      if (!current.shippingMethods.some((m) => m.code === methodCode))
        throw refused(
          'SHIPPING_METHOD_UNAVAILABLE',
          `${methodCode} does not ship to ${current.cartInfo.taxCountry} in ${view.currency}`,
          { reason: current.shippingMethods.length === 0 ? 'no-methods' : 'method-unavailable' },
        );
      await change(cartId, view.shopper, async (tx) => {
        await tx.update(carts).set({ shippingMethod: methodCode }).where(eq(carts.id, cartId));
      });
      return reread(cartId, view);
    },

    /**
     * Applies a coupon (one per cart), refused with its reason when it does not apply to this cart
     * now; an empty code removes it. Its use is counted only when an order is placed.
     */
    async setCoupon(cartId: string, view: ShopperView, code: string): Promise<Cart> {
      let stored: string | null = null;
      if (code.trim()) {
        stored = await promotion.known(code);
        const current = await reread(cartId, view);
        const goods = current.subtotal ?? 0;
        const { problem, minimum } = await promotion.evaluate(stored, {
          currency: view.currency,
          goodsValue: goods,
          redeemer: { customerId: view.shopper.customerId, email: current.newUser?.email },
        });
        if (problem) throw couponInvalid(problem, minimum === undefined ? {} : { minimum });
      }
      await change(cartId, view.shopper, async (tx) => {
        await tx.update(carts).set({ couponCode: stored }).where(eq(carts.id, cartId));
      });
      return reread(cartId, view);
    },

    /** A guest's contact for the order; a customer's comes with their account. */
    async setNewUser(cartId: string, view: ShopperView, newUser: NewUser): Promise<Cart> {
      await change(cartId, view.shopper, async (tx, cart) => {
        if (cart.customerId !== null) throw conflict('CHECKOUT_NOT_ALLOWED', 'This cart belongs to a customer account');
        await tx.update(carts).set({ newUser }).where(eq(carts.id, cartId));
      });
      return reread(cartId, view);
    },

    /** A guest cart becomes the cart of the account its shopper just created at checkout. */
    async claim(cartId: string, customerId: number) {
      await db
        .update(carts)
        .set({ customerId, newUser: null, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
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
        if (cart.cartItems.length === 0) throw refused('BAD_REQUEST', 'The cart is empty');
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
