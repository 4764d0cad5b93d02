import type { ReturnState } from '@shop/contracts';
import { useTranslations } from 'use-intl';

/** A return's state as a badge in the colours of the order's states it comes closest to. */
const colours: Record<ReturnState, string> = {
  requested: 'pending',
  received: 'shipped',
  refunded: 'delivered',
  rejected: 'cancelled',
};

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  const t = useTranslations();
  return <span className={`badge badge-${colours[state]}`}>{t(`returns.states.${state}`)}</span>;
}
