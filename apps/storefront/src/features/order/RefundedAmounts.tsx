import type { ShopperOrder } from '@shop/client';
import { useTranslations } from 'next-intl';

/**
 * What went back of an order not cancelled: paid online, what was paid, refunded and is left paid;
 * by invoice, what was credited and what the order comes to after it. Nothing while none went back.
 */
export function RefundedAmounts({ order, money }: { order: ShopperOrder; money: (minor: number) => string }) {
  const t = useTranslations('AccountPages');
  if (order.refundedAmount === 0 || order.cancellation) return null;
  const total = order.cartInfo.grandTotalIncTax;
  const byInvoice = order.paymentMethodCode === 'invoice';
  const rows = byInvoice
    ? [
        [t('creditedAmount'), `−${money(order.refundedAmount)}`],
        [t('totalAfterCredit'), money(total - order.refundedAmount)],
      ]
    : [
        [t('paidAmount'), money(total)],
        [t('refundedAmount'), `−${money(order.refundedAmount)}`],
        [t('netAmount'), money(total - order.refundedAmount)],
      ];
  return (
    <dl className="mt-3 space-y-1 border-t border-line pt-2 text-sm" aria-label={t('refundsLabel')}>
      {rows.map(([label, value], i) => (
        <div
          key={label}
          className={i === rows.length - 1 ? 'flex justify-between font-semibold' : 'flex justify-between'}
        >
          <dt>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
