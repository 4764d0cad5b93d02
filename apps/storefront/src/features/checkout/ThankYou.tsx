import type { ShopperOrder } from '@shop/client';
import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { AddressText } from '@/features/account/AddressText';
import { deliveryCountries } from '@/features/account/countries';
import { orderHref } from '@/features/account/OrderHistory';
import { purchase } from '@/features/analytics/items';
import { Reported } from '@/features/analytics/Reported';
import { CancellationNote } from '@/features/order/CancellationNote';
import { OrderLines, placedLines } from '@/features/order/OrderLines';
import { OrderTotals } from '@/features/order/OrderTotals';
import { canPayNow, paymentPaths } from '@/features/payment/flow';
import { loadShopperOrder } from '@/features/payment/server';
import { formatPrice } from '@/features/pricing/format';
import { getSettings } from '@/features/settings/settings';
import { Link } from '@/i18n/navigation';
import { shopperView } from '@/lib/shopper';
import { buttonClass } from '@/ui/button-styles';
import { Container } from '@/ui/Container';
import { Section } from '@/ui/Section';

/** What happens next with an order that is not cancelled, by where it stands. */
function nextStep(order: ShopperOrder) {
  if (order.status === 'shipped' || order.status === 'delivered') return order.status;
  if (order.paymentMethodCode === 'invoice') return 'invoice';
  return order.paymentStatus === 'paid' ? 'paid' : 'online';
}

/** After the order: its number, what was ordered and costs, where it goes, and what happens next. */
export async function ThankYou({ locale, id }: { locale: LocaleCode; id: number }) {
  const [order, view, settings, t, tp, ta] = await Promise.all([
    loadShopperOrder(id),
    shopperView(),
    getSettings(),
    getTranslations({ locale, namespace: 'Checkout' }),
    getTranslations({ locale, namespace: 'Payment' }),
    getTranslations({ locale, namespace: 'AccountPages' }),
  ]);
  const info = order.cartInfo;
  const countries = new Map(deliveryCountries(locale).map((c) => [c.iso, c.name]));
  const money = (minor: number) => formatPrice(minor, { locale: view.localeIso, currency: info.currency });
  return (
    <Container className="max-w-3xl space-y-8 py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t('thankYouTitle')}</h1>
        <p className="text-lg" data-testid="order-number">
          {t('orderNumber', { number: order.transactionnum })}
        </p>
        <p>
          <span data-testid="order-status">{ta(`statuses.${order.status}`)}</span> ·{' '}
          {t('confirmationSent', { email: order.email })}
        </p>
        <p data-testid="payment-status">{tp('statusLine', { status: tp(`status.${order.paymentStatus}`) })}</p>
      </div>
      <Section
        id="next-heading"
        title={t('whatNext')}
        size="plain"
        className="space-y-3 rounded-lg bg-surface-muted p-5"
      >
        {order.cancellation ? (
          <CancellationNote order={order} localeIso={view.localeIso} />
        ) : (
          <p className="text-sm">{t(`next.${nextStep(order)}`)}</p>
        )}
        {canPayNow(order) && (
          <Link href={paymentPaths.pay(order.id)} className={buttonClass('primary')}>
            {tp('payNow')}
          </Link>
        )}
      </Section>
      <Section id="ordered-heading" title={t('summary')} size="small" className="space-y-4">
        <OrderLines
          lines={placedLines(info)}
          money={(minor) => (minor === null ? '' : money(minor))}
          displayItemnum={settings.displayItemnum}
        />
        <OrderTotals totals={info} localeIso={view.localeIso} />
      </Section>
      <div className="grid gap-6 text-sm sm:grid-cols-2">
        <section>
          <h2 className="mb-1 font-semibold">{t('shippingAddress')}</h2>
          <AddressText address={info.shippingAddress} countryName={countries.get(info.shippingAddress.country) ?? ''} />
          <p className="mt-1 text-ink-muted">{info.shippingMethod.name}</p>
        </section>
        <section>
          <h2 className="mb-1 font-semibold">{t('billingAddress')}</h2>
          <AddressText address={info.billingAddress} countryName={countries.get(info.billingAddress.country) ?? ''} />
          <p className="mt-1 text-ink-muted">{t(`methods.${order.paymentMethodCode}.name`)}</p>
          {info.orderReference && <p className="mt-1">{t('referenceShown', { reference: info.orderReference })}</p>}
        </section>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href="/" className={buttonClass('primary')}>
          {t('continueShopping')}
        </Link>
        {!order.guest && settings.isOrderHistoryEnabled && (
          <Link href={orderHref(order.id)} className={buttonClass('secondary')}>
            {t('viewOrder')}
          </Link>
        )}
      </div>
      {!order.cancellation && (
        <Reported event="purchase" parameters={purchase(order)} onceKey={`purchase:${order.id}`} />
      )}
    </Container>
  );
}
