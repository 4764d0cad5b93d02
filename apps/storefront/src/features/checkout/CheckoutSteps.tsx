'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { cx } from '@/ui/cx';
import { useCheckoutSteps } from './step-store';
import { type CheckoutStep, checkoutSteps, isAvailable } from './steps';

/** Where the shopper is in the checkout; only the steps available to them are links. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useTranslations('Checkout');
  const state = useCheckoutSteps();
  const moveTo = useCheckoutSteps((s) => s.moveTo);
  useEffect(() => moveTo(current), [moveTo, current]);
  return (
    <nav aria-label={t('steps')} className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {checkoutSteps.map((step, i) => {
          const label = `${i + 1}. ${t(`step.${step}`)}`;
          const base = 'inline-flex min-h-11 items-center rounded-full border px-4';
          if (step === current)
            return (
              <li key={step}>
                <span aria-current="step" className={cx(base, 'border-brand bg-brand font-semibold text-white')}>
                  {label}
                </span>
              </li>
            );
          return (
            <li key={step}>
              {isAvailable(state, step) ? (
                <Link
                  href={`/checkout/${step}`}
                  className={cx(base, 'border-line hover:border-brand hover:text-brand')}
                >
                  {label}
                </Link>
              ) : (
                <span className={cx(base, 'border-line text-ink-muted')}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
