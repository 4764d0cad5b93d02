import {
  type Cart,
  fieldProblems,
  type NewUser,
  type PostalAddress,
  type Settings,
  sameAddress,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { invalidField, refusal } from '../../lib/domain-errors';
import type { Shopper, ShopperView } from '../../lib/shopper';
import { couponInvalid, type PromotionService } from '../promotion';
import type { CartRow } from './cart-access';
import { served } from './cart-view';
import { carts } from './tables';

interface Dependencies {
  /** Runs a change of one cart under a lock on its row, and raises its version. */
  change: (cartId: string, shopper: Shopper, work: (tx: Transaction, cart: CartRow) => Promise<void>) => Promise<void>;
  /** The cart as the shopper sees it now. */
  reread: (cartId: string, view: ShopperView) => Promise<Cart>;
  promotion: PromotionService;
  settings: () => Promise<Settings>;
}

/** What the checkout chooses on a cart: addresses, shipping method, coupon and a guest's contact. */
export function checkoutChoices({ change, reread, promotion, settings }: Dependencies) {
  /** A destination the shop serves, with a company when the shop requires one. */
  async function checkAddress(address: PostalAddress, path: string) {
    if (!served.has(address.country)) throw invalidField(`${path}.country`, fieldProblems.countryNotServed);
    if ((await settings()).companyRequired && !address.company)
      throw invalidField(`${path}.company`, fieldProblems.required);
  }

  return {
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
        throw refusal(
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
        if (cart.customerId !== null) throw refusal('CHECKOUT_NOT_ALLOWED', 'This cart belongs to a customer account');
        await tx.update(carts).set({ newUser }).where(eq(carts.id, cartId));
      });
      return reread(cartId, view);
    },
  };
}
