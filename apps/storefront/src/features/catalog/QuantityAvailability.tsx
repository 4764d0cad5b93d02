'use client';

import type { Stock } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { AvailabilityText } from '@/features/inventory/AvailabilityText';
import { availability } from '@/features/inventory/availability';
import { buttonClass } from '@/ui/button-styles';
import { Icon } from '@/ui/Icon';
import { QuantityStepper } from '@/ui/QuantityStepper';

/** An optional additional product the shopper may add with the item (e.g. a spare battery). */
interface AdditionalOption {
  sku: string;
  name: string;
  /** Formatted price, when prices are shown. */
  price: string | null;
}

interface QuantityAvailabilityProps {
  stock: Stock | null;
  loading?: boolean;
  /** What the quantity is of, for its label (the product's name). */
  product: string;
  /** With a SKU, the quantity goes into the cart with an Add to cart button. */
  sku?: string;
  additional?: AdditionalOption[];
}

/**
 * A quantity selector, the availability it gives and Add to cart. Add to cart is disabled while
 * availability loads and when the product is not available (the spec).
 */
export function QuantityAvailability({
  stock,
  loading = false,
  product,
  sku,
  additional = [],
}: QuantityAvailabilityProps) {
  const t = useTranslations('Catalog');
  const tc = useTranslations('Cart');
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const { addToCart, pending } = useAddToCart();
  const id = useId();
  const state = availability(stock, quantity, loading);
  return (
    <div className="space-y-2" data-live>
      {sku && additional.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 text-sm font-semibold">{tc('addWith')}</legend>
          {additional.map((option) => (
            <label key={option.sku} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand"
                checked={chosen.includes(option.sku)}
                onChange={(e) =>
                  setChosen((list) =>
                    e.target.checked ? [...list, option.sku] : list.filter((other) => other !== option.sku),
                  )
                }
              />
              <span className="flex-1">{option.name}</span>
              {option.price && <span className="font-semibold">+ {option.price}</span>}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t('quantityOf', { product })}
        </label>
        <QuantityStepper
          id={id}
          value={quantity}
          min={1}
          onChange={setQuantity}
          lessLabel={t('less')}
          moreLabel={t('more')}
          commit="typing"
        />
        {sku && (
          <button
            type="button"
            className={buttonClass('primary', 'h-10 min-h-10 flex-1 px-3')}
            disabled={state === 'loading' || state === 'not-available'}
            aria-disabled={pending}
            aria-busy={pending}
            onClick={() => !pending && addToCart({ sku, quantity, additionalProducts: chosen })}
          >
            <Icon name="cart" className="size-5" />
            {tc('addToCart')}
            <span className="sr-only">: {product}</span>
          </button>
        )}
      </div>
      <AvailabilityText state={state} />
    </div>
  );
}
