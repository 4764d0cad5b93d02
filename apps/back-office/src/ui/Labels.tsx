import { type OrderStatus, paymentStatuses as orderPaymentStatuses } from '@shop/contracts';
import { useTranslations } from 'use-intl';

/** An order's status as a badge: its word, and a colour that only repeats it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations();
  return <span className={`badge badge-${status}`}>{t(`status.${status}`)}</span>;
}

/** Whether something is in use (active, enabled) or not, as a badge in the colours of an order's. */
export const OnOffBadge = ({ on, label }: { on: boolean; label: string }) => (
  <span className={on ? 'badge badge-confirmed' : 'badge badge-cancelled'}>{label}</span>
);

export function PaymentBadge({ status }: { status: string }) {
  const t = useTranslations();
  const key = `payment.${status}` as const;
  return <span className="badge badge-payment">{isPaymentStatus(status) ? t(key as PaymentKey) : status}</span>;
}

/** An order's payment statuses, and a payment attempt's first (started at its provider). */
const paymentStatuses = [...orderPaymentStatuses, 'started'] as const;
type PaymentKey = `payment.${(typeof paymentStatuses)[number]}`;
const isPaymentStatus = (status: string): status is (typeof paymentStatuses)[number] =>
  (paymentStatuses as readonly string[]).includes(status);
