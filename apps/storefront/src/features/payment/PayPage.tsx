import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { CancellationNote } from '@/features/order/CancellationNote';
import { OrderLines, placedLines } from '@/features/order/OrderLines';
import { OrderTotals } from '@/features/order/OrderTotals';
import { formatPrice } from '@/features/pricing/format';
import { contactLink } from '@/features/settings/contact-link';
import { getSettings } from '@/features/settings/settings';
import { Link, redirect } from '@/i18n/navigation';
import { shopperApi, shopperView } from '@/lib/shopper';
import type { PayPageStatus } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Container } from '@/ui/Container';
import { cx } from '@/ui/cx';
import { isCancelled, paymentPaths } from './flow';
import { PayForm } from './PayForm';
import { ReservedUntil } from './ReservedUntil';
import { loadShopperOrder } from './server';

/**
 * Paying an order that is not paid yet: after a failed or cancelled payment (status), or from a
 * link. A confirmed order has nothing to pay (its thank-you page); a cancelled one says why.
 */
export async function PayPage({ locale, id, status }: { locale: LocaleCode; id: number; status?: PayPageStatus }) {
  const [order, view, settings, t, tc] = await Promise.all([
    loadShopperOrder(id),
    shopperView(),
    getSettings(),
    getTranslations({ locale, namespace: 'Payment' }),
    getTranslations({ locale, namespace: 'Checkout' }),
  ]);
  const cancelled = isCancelled(order);
  if (order.confirmed && !cancelled) redirect({ href: paymentPaths.thankYou(order.id), locale });
  const info = order.cartInfo;
  const country = info.billingAddress.country || info.shippingAddress.country;
  const methods = cancelled
    ? []
    : await (await shopperApi()).getPaymentMethods({
        query: { currency: info.currency, country: /^[A-Z]{2}$/.test(country) ? country : undefined },
      });
  const money = (minor: number | null) =>
    minor === null ? '' : formatPrice(minor, { locale: view.localeIso, currency: info.currency });

  return (
    <Container className="space-y-6 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{t('payTitle', { number: order.transactionnum })}</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 desktop:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {cancelled ? (
            <div className="space-y-4">
              <CancellationNote order={order} localeIso={view.localeIso} />
              <Link href="/" className={buttonClass('primary')}>
                {t('toHome')}
              </Link>
            </div>
          ) : order.paymentStatus === 'processing' ? (
            // A debit under way: paying again would charge twice.
            <p className="rounded-md bg-surface-muted p-3">{t('stillProcessing')}</p>
          ) : (
            <>
              <div className="space-y-2">
                <p
                  className={cx(
                    status && 'rounded-md p-3',
                    status === 'failure' && 'bg-danger/10 text-danger',
                    status === 'cancel' && 'bg-warning/10 text-warning',
                  )}
                >
                  {t(`message.${status ?? 'open'}`)}
                </p>
                <p className="text-lg font-semibold">{t('amountDue', { total: money(info.grandTotalIncTax) })}</p>
                {order.payableUntil && <ReservedUntil iso={order.payableUntil} localeIso={view.localeIso} />}
              </div>
              {methods.length === 0 ? (
                <p>{t.rich('noMethods', { contact: contactLink(settings['contact-us-url']) })}</p>
              ) : (
                <PayForm orderId={order.id} methods={methods} current={order.paymentMethodCode} />
              )}
            </>
          )}
        </div>
        <aside aria-labelledby="pay-summary-heading" className="space-y-5 rounded-lg border border-line p-5">
          <h2 id="pay-summary-heading" className="text-lg font-semibold">
            {tc('summary')}
          </h2>
          <OrderLines lines={placedLines(info)} money={money} displayItemnum={settings.displayItemnum} />
          <OrderTotals totals={info} localeIso={view.localeIso} />
        </aside>
      </div>
    </Container>
  );
}
