'use client';

import { maxLineQuantity } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { cx } from './cx';

interface QuantityStepperProps {
  id: string;
  value: number;
  /** 1 where a quantity is chosen, 0 in the cart (0 removes the line: the spec). */
  min: number;
  /** Takes a whole number between min and the most a line may hold (the contracts' limit). */
  onChange(value: number): void;
  lessLabel: string;
  moreLabel: string;
  /** While a change runs the buttons refuse clicks but stay focusable. */
  busy?: boolean;
  /**
   * 'typing': every whole number typed counts at once (choosing a quantity, whose availability
   * follows it); 'leaving': a typed number counts on Enter or when the field is left (a cart line,
   * which each change sends to the API).
   */
  commit?: 'typing' | 'leaving';
  size?: 'sm' | 'md';
}

/**
 * − / number / + for a quantity, the same on product cards, product pages and cart lines, within
 * the contracts' line limit. An emptied or invalid field goes back to the quantity it had.
 */
export function QuantityStepper({
  id,
  value,
  min,
  onChange,
  lessLabel,
  moreLabel,
  busy,
  commit: when = 'leaving',
  size = 'md',
}: QuantityStepperProps) {
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const clamp = (n: number) => Math.min(maxLineQuantity, Math.max(min, n));
  const commit = (next: number) => {
    if (busy) return;
    if (!Number.isInteger(next)) return setTyped(String(value));
    const clamped = clamp(next);
    setTyped(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  const commitTyped = () => commit(typed.trim() === '' ? value : Number.parseInt(typed, 10));
  const button = cx('hover:bg-surface-muted disabled:opacity-40', size === 'sm' ? 'w-8' : 'w-9 text-lg');
  return (
    <div className={cx('inline-flex items-stretch rounded-md border border-line', size === 'sm' ? 'h-9' : 'h-10')}>
      <button
        type="button"
        className={button}
        aria-label={lessLabel}
        aria-disabled={busy || undefined}
        disabled={value <= min}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={maxLineQuantity}
        value={typed}
        aria-disabled={busy || undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          const typedNumber = Number.parseInt(e.target.value, 10);
          if (when === 'typing' && Number.isInteger(typedNumber)) commit(typedNumber);
        }}
        onBlur={commitTyped}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitTyped();
        }}
        className={cx(
          'border-x border-line text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none',
          size === 'sm' ? 'w-12 text-sm' : 'w-14',
        )}
      />
      <button
        type="button"
        className={button}
        aria-label={moreLabel}
        aria-disabled={busy || undefined}
        disabled={value >= maxLineQuantity}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
