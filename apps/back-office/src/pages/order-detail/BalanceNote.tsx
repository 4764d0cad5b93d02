import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';

/**
 * What a change asked of a paid online order, beside its payment status: the difference still to
 * pay (the order does not ship before it arrives), or paid once its payment arrived.
 */
export function BalanceNote({ detail }: { detail: StaffOrder }) {
  const t = useTranslations();
  const format = useFormat();
  const { order } = detail;
  const money = (minor: number) => format.money(minor, order.cartInfo.currency);
  if (order.balanceDue > 0)
    return <span className="badge badge-pending">{t('order.balanceDue', { amount: money(order.balanceDue) })}</span>;
  const paid = detail.payments.filter(
    (p) => p.purpose === 'balance' && (p.status === 'paid' || p.status === 'refunded'),
  );
  if (paid.length === 0) return null;
  return (
    <span className="badge badge-confirmed">{t('order.balancePaid', { amount: money(paid.at(-1)!.amount) })}</span>
  );
}
