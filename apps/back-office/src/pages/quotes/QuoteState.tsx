import type { QuoteState } from '@shop/contracts';
import { useTranslations } from 'use-intl';

/** A quote's state as a badge in the colours of the order's states it comes closest to. */
const colours: Record<QuoteState, string> = {
  requested: 'pending',
  offered: 'confirmed',
  accepted: 'shipped',
  ordered: 'delivered',
  declined: 'cancelled',
  expired: 'cancelled',
};

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const t = useTranslations();
  return <span className={`badge badge-${colours[state]}`}>{t(`quotes.states.${state}`)}</span>;
}
