import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { track } from '@/features/analytics/data-layer';

/** A wishlist item as the spec keeps it: one of each product, quantity 1. */
export interface WishlistItem {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  qty: 1;
}

const WISHLIST_KEY = 'wishlist';

/** The spec: adding toggles, so a product already on the list leaves it. */
export function toggleItem(items: WishlistItem[], product: Omit<WishlistItem, 'qty'>): WishlistItem[] {
  return items.some((item) => item.id === product.id)
    ? items.filter((item) => item.id !== product.id)
    : [...items, { ...product, qty: 1 }];
}

/** Local storage that removes the wishlist's key once it is empty (the spec), instead of keeping []. */
const storage: StateStorage = {
  getItem: (name) => localStorage.getItem(name),
  setItem: (name, value) => {
    const { state } = JSON.parse(value) as { state: { items: WishlistItem[] } };
    if (state.items.length === 0) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

interface WishlistState {
  items: WishlistItem[];
  toggle(product: Omit<WishlistItem, 'qty'>): void;
  remove(id: number): void;
}

/** The wishlist lives in this browser only: no account, no server call. */
export const useWishlist = create<WishlistState>()(
  persist(
    (set) => ({
      items: [],
      toggle: (product) =>
        set((state) => {
          const items = toggleItem(state.items, product);
          if (items.length > state.items.length)
            track('add_to_wishlist', { items: [{ item_id: product.sku, item_name: product.name, quantity: 1 }] });
          return { items };
        }),
      remove: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
    }),
    { name: WISHLIST_KEY, storage: createJSONStorage(() => storage), skipHydration: true },
  ),
);

let rehydrated = false;

/**
 * The wishlist's items. The store reads local storage only after the first render (skipHydration),
 * so the server render and hydration agree; whichever component mounts first loads it.
 */
export function useWishlistItems(): WishlistItem[] {
  useEffect(() => {
    if (rehydrated) return;
    rehydrated = true;
    void useWishlist.persist.rehydrate();
  }, []);
  return useWishlist((state) => state.items);
}
