import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface ViewedProduct {
  id: number;
  sku: string;
  name: string;
  image: string | null;
}

const LIMIT = 12;

interface RecentlyViewedState {
  items: ViewedProduct[];
  add(product: ViewedProduct): void;
}

/** Recently viewed products, newest first, without duplicates; kept for the browser session. */
export const addViewed = (items: ViewedProduct[], product: ViewedProduct) =>
  [product, ...items.filter((item) => item.id !== product.id)].slice(0, LIMIT);

export const useRecentlyViewed = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      items: [],
      add: (product) => set((state) => ({ items: addViewed(state.items, product) })),
    }),
    { name: 'recently-viewed', storage: createJSONStorage(() => sessionStorage) },
  ),
);
