import { create } from 'zustand';

/** The product a card asked to put on an order list: the one dialog of the page opens for it. */
export const useListPicker = create<{
  product: { sku: string; name: string } | null;
  pick(product: { sku: string; name: string } | null): void;
}>()((set) => ({ product: null, pick: (product) => set({ product }) }));
