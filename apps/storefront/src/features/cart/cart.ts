import type { ShopperBulkAddResult, ShopperCart } from '@shop/client';
import {
  CART_COOKIE,
  CART_COOKIE_SECONDS,
  CART_COUNT_COOKIE,
  type CurrencyCode,
  type LocaleCode,
} from '@shop/contracts';
import { create } from 'zustand';
import { reportCartChange } from '@/features/analytics/cart-events';
import { orAbsent } from '@/lib/absent';
import { browserApi } from '@/lib/browser-api';

export interface CartContext {
  locale: LocaleCode;
  currency: CurrencyCode;
  loggedIn: boolean;
  /**
   * The logged-in customer's cart (getMe's activeCart); undefined on a page customers share, which
   * knows nobody's: the browser asks the API for it.
   */
  activeCart: string | null | undefined;
}

interface CartState {
  cart: ShopperCart | null;
  /** Whether `cart` is what the API answered on this page (none is an answer too), not yet unknown. */
  known: boolean;
  context: CartContext | null;
  open: boolean;
  setOpen(open: boolean): void;
  /**
   * Loads the cart for this shopper, again when their login, language or currency changes: after
   * logging in, the customer's cart (into which the API merged the guest cart); logging out clears
   * it (the spec).
   */
  sync(context: CartContext): Promise<void>;
  /** Adds a product; the sidebar opens on success. Failures throw (the caller shows them). */
  add(input: { sku: string; quantity: number; additionalProducts?: string[] }): Promise<void>;
  /**
   * Adds many rows with one call the caller makes for the cart it is given (quick order, order
   * again, an order list); the sidebar opens when any went in. Answers the rows not added.
   */
  addRows(
    call: (cartId: string, query: { locale: LocaleCode; currency: CurrencyCode }) => Promise<ShopperBulkAddResult>,
  ): Promise<ShopperBulkAddResult['rejected']>;
  /**
   * The spec's quantity rule: 0 removes the line, anything else sets it. The line changes at once
   * and goes back when the API refuses (the error is thrown for the caller to show).
   */
  setQuantity(itemId: number, quantity: number): Promise<void>;
  remove(itemId: number): Promise<void>;
  /** Takes a cart the checkout got back from the API. */
  receive(cart: ShopperCart): void;
  /** The order was placed: the emptied cart is the shopper's cart now. */
  placed(): void;
}

const storedId = () => document.cookie.match(new RegExp(`(?:^|; )${CART_COOKIE}=([^;]+)`))?.[1];
/** Keeps the cart's id and its count in cookies (the pages' badges read the count), or clears them. */
const keep = (cart: ShopperCart | null) => {
  const age = cart ? CART_COOKIE_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
  document.cookie = `${CART_COOKIE}=${cart?.id ?? ''}; path=/; max-age=${age}; samesite=lax`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${CART_COUNT_COOKIE}=${cart?.itemsQty ?? ''}; path=/; max-age=${age}; samesite=lax`;
};

export const useCart = create<CartState>()((set, get) => {
  /** The page's language and the shopper's currency: the cart is read as the page shows prices. */
  const query = () => {
    const context = get().context;
    // sync() runs as the page hydrates, before anything can change the cart.
    if (!context) throw new Error('the cart is used before the page gave it its context');
    return { locale: context.locale, currency: context.currency };
  };
  /** Takes a cart the API answered; an answer older than the cart already shown is dropped. */
  const settle = (cart: ShopperCart | null) => {
    const current = get().cart;
    if (cart && current && cart.id === current.id && cart.version < current.version) return current;
    keep(cart);
    set({ cart, known: true });
    return cart;
  };
  /** The cart being read for the page (sync): a cart made before it is known would orphan it. */
  let reading: Promise<void> | undefined;
  /** The shopper's cart, made on demand (guests) or their own (customers). */
  const ensure = async (): Promise<string> => {
    await reading?.catch(() => undefined);
    const current = get().cart?.id;
    if (current) return current;
    return settle(await browserApi.createCart({ query: query(), body: {} }))!.id;
  };

  return {
    cart: null,
    known: false,
    context: null,
    open: false,
    setOpen: (open) => set({ open }),

    sync(context) {
      const before = get().context;
      set({ context });
      const stored = storedId();
      const load = async (cartId: string) =>
        void settle((await orAbsent(browserApi.getCart({ params: { cartId }, query: query() }))) ?? null);
      const read = async () => {
        if (context.loggedIn) {
          // The API merged this browser's guest cart into the customer's as they logged in.
          const activeCart =
            context.activeCart === undefined
              ? (await orAbsent(browserApi.getMe(), [401]))?.activeCart
              : context.activeCart;
          if (activeCart) await load(activeCart);
          else settle(null);
        } else if (before?.loggedIn) {
          // Logged out: the customer's cart stays with the account (the spec: logout clears the cart).
          settle(null);
        } else if (stored) await load(stored);
        else settle(null);
      };
      reading = read();
      return reading;
    },

    async add({ sku, quantity, additionalProducts = [] }) {
      const body = { sku, quantity, additionalProducts };
      const cartId = await ensure();
      let added = await orAbsent(browserApi.addToCart({ params: { cartId }, query: query(), body }));
      if (!added) {
        // The cart was deleted meanwhile (another tab, an expired guest cart): start a new one.
        settle(null);
        added = await browserApi.addToCart({ params: { cartId: await ensure() }, query: query(), body });
      }
      reportCartChange(get().cart, added);
      settle(added);
      set({ open: true });
    },

    async addRows(call) {
      const before = get().cart;
      let result = await orAbsent(call(await ensure(), query()));
      if (!result) {
        // As in add(): the cart was deleted meanwhile, so a new one takes the rows.
        settle(null);
        result = await call(await ensure(), query());
      }
      reportCartChange(before, result.cart);
      settle(result.cart);
      if (result.cart.version !== before?.version || result.cart.id !== before?.id) set({ open: true });
      return result.rejected;
    },

    async setQuantity(itemId, quantity) {
      const before = get().cart;
      if (!before) return;
      const lines = before.cartItems.flatMap((line) =>
        line.id !== itemId ? [line] : quantity === 0 ? [] : [{ ...line, quantity }],
      );
      // Shown at once; the API's answer (with its totals) replaces it.
      set({ cart: { ...before, cartItems: lines, itemsQty: lines.reduce((sum, line) => sum + line.quantity, 0) } });
      try {
        const cart = await browserApi.updateCartQuantity({
          params: { cartId: before.id, itemId },
          query: query(),
          body: { quantity },
        });
        reportCartChange(before, cart);
        settle(cart);
      } catch (error) {
        // Only this line goes back; another line's change in flight keeps its own.
        const now = get().cart;
        if (now && now.id === before.id && now.version === before.version) {
          const restored = before.cartItems.flatMap((line) => {
            if (line.id === itemId) return [line];
            const current = now.cartItems.find((other) => other.id === line.id);
            return current ? [current] : [];
          });
          const itemsQty = restored.reduce((sum, line) => sum + line.quantity, 0);
          set({ cart: { ...now, cartItems: restored, itemsQty } });
        }
        throw error;
      }
    },

    receive(cart) {
      settle(cart);
    },

    placed() {
      const current = get().cart;
      if (current) settle({ ...current, cartItems: [], itemsQty: 0 });
    },

    remove(itemId) {
      return get().setQuantity(itemId, 0);
    },
  };
});
