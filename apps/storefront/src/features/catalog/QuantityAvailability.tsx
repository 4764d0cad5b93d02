'use client';

import type { Stock } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { cx } from '@/ui/cx';
import { type Availability, availability, availabilityMessage } from './availability';

const tone: Record<Availability, string> = {
  loading: 'text-ink-muted',
  'not-available': 'text-danger',
  available: 'text-success',
  limited: 'text-warning',
  'limit-overflow': 'text-warning',
};

/** The availability text for a quantity: the spec's rule, re-evaluated as the shopper changes it. */
export function AvailabilityText({ state }: { state: Availability }) {
  const t = useTranslations('Availability');
  return (
    <p className={cx('flex items-center gap-1.5 text-sm', tone[state])} data-availability={state}>
      <span aria-hidden="true" className="inline-block size-2 rounded-full bg-current" />
      {t(availabilityMessage[state])}
    </p>
  );
}

interface QuantityAvailabilityProps {
  stock: Stock | null;
  loading?: boolean;
  /** What the quantity is of, for its label (the product's name). */
  product: string;
}

/** A quantity selector and the availability it gives; add to cart joins it with the cart. */
export function QuantityAvailability({ stock, loading = false, product }: QuantityAvailabilityProps) {
  const t = useTranslations('Catalog');
  const [quantity, setQuantity] = useState(1);
  const id = useId();
  const set = (value: number) =>
    setQuantity(Number.isFinite(value) ? Math.min(9999, Math.max(1, Math.trunc(value))) : 1);
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t('quantityOf', { product })}
        </label>
        <div className="inline-flex h-10 items-stretch rounded-md border border-line">
          <button
            type="button"
            className="w-9 text-lg hover:bg-surface-muted"
            aria-label={t('less')}
            onClick={() => set(quantity - 1)}
            disabled={quantity <= 1}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            value={quantity}
            onChange={(e) => set(Number.parseInt(e.target.value, 10))}
            className="w-14 border-x border-line text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            className="w-9 text-lg hover:bg-surface-muted"
            aria-label={t('more')}
            onClick={() => set(quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      <AvailabilityText state={availability(stock, quantity, loading)} />
    </div>
  );
}
