'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/ui/cx';
import { type Availability, availabilityMessage } from './availability';

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
