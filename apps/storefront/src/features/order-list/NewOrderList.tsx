'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCart } from '@/features/cart/cart';
import { SaveAsOrderList } from './SaveAsOrderList';

/**
 * A new order list: empty, or with the cart's products ("save cart as list", ?from=cart); a
 * business's administrator may make it the company's at once.
 */
export function NewOrderList({ fromCart, mayShare }: { fromCart: boolean; mayShare: boolean }) {
  const t = useTranslations('OrderLists');
  // The cart itself is selected: a fresh empty list per read would never settle (React #185).
  const cart = useCart((state) => state.cart);
  const lines = cart?.cartItems ?? [];
  const [withCart, setWithCart] = useState(fromCart);
  const [shared, setShared] = useState(false);
  return (
    <div className="space-y-3">
      {lines.length > 0 && (
        <Choice label={t('withCart', { count: lines.length })} checked={withCart} onChange={setWithCart} />
      )}
      {mayShare && <Choice label={t('shareNew')} checked={shared} onChange={setShared} />}
      <SaveAsOrderList
        shared={shared}
        items={() => (withCart ? lines.map((line) => ({ number: line.sku, quantity: line.quantity })) : [])}
        submitLabel={t('create')}
      />
    </div>
  );
}

function Choice({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
