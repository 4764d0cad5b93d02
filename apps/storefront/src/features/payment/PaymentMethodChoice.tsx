'use client';

import type { PaymentMethod, PaymentMethodCode } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

interface PaymentMethodChoiceProps {
  methods: PaymentMethod[];
  value: PaymentMethodCode | undefined;
  onChange: (method: PaymentMethodCode) => void;
  /** The group's visible legend, or only for screen readers when a heading says it already. */
  legend: 'visible' | 'hidden';
}

/** The payment methods as one radio group: each named by its method, its note as description. */
export function PaymentMethodChoice({ methods, value, onChange, legend }: PaymentMethodChoiceProps) {
  const t = useTranslations('Checkout');
  const group = useId();
  return (
    <fieldset className="space-y-2">
      <legend className={legend === 'visible' ? 'mb-3 text-lg font-semibold' : 'sr-only'}>{t('paymentMethod')}</legend>
      {methods.map((option) => (
        <label
          key={option.id}
          className="flex items-center gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand"
        >
          <input
            type="radio"
            name={group}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            aria-labelledby={`${group}-${option.id}`}
            aria-describedby={`${group}-${option.id}-note`}
            className="size-4"
          />
          <span>
            <span id={`${group}-${option.id}`} className="block font-medium">
              {t(`methods.${option.id}.name`)}
            </span>
            <span id={`${group}-${option.id}-note`} className="block text-xs text-ink-muted">
              {t(`methods.${option.id}.note`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
