'use client';

import { useListPicker } from './picker-store';

/** A card's "Add to an order list": opens the page's order-list dialog for this product. */
export function AddToListButton({ sku, name, label }: { sku: string; name: string; label: string }) {
  const pick = useListPicker((state) => state.pick);
  return (
    <button
      type="button"
      onClick={() => pick({ sku, name })}
      className="min-h-10 w-full rounded-md text-sm font-semibold text-brand underline-offset-2 hover:underline"
    >
      {label}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
