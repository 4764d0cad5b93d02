import type { ShopperOrder } from '@shop/client';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/features/pricing/format';

/**
 * Why an order was cancelled, in the words every page of it uses: not paid in time, by the shop,
 * or by the shop with the payment on its way back (its status says refunded).
 */
export function CancellationNote({ order, localeIso }: { order: ShopperOrder; localeIso: string }) {
  const t = useTranslations('Payment');
  if (!order.cancellation) return null;
  const amount = formatPrice(order.cartInfo.grandTotalIncTax, { locale: localeIso, currency: order.cartInfo.currency });
  return (
    <p className="rounded-md bg-danger/10 p-3 text-danger" data-testid="cancellation">
      {order.status === 'refunded' ? t('cancelled.refunded', { amount }) : t(`cancelled.${order.cancellation.reason}`)}
    </p>
  );
}
