import type { ShopperCartInfo, ShopperOrder } from '@shop/client';
import { type LocaleCode, type OrderStatus, ordersPageSize, siteConfig } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { AddressText } from '@/features/account/AddressText';
import { deliveryCountries } from '@/features/account/countries';
import { CancellationNote } from '@/features/order/CancellationNote';
import { OrderAgain } from '@/features/order/OrderAgain';
import { placedLineKey } from '@/features/order/OrderLines';
import { OrderTotals } from '@/features/order/OrderTotals';
import { RefundedAmounts } from '@/features/order/RefundedAmounts';
import { canPayNow, paymentPaths } from '@/features/payment/flow';
import { formatPrice } from '@/features/pricing/format';
import { getBranding, getSettings } from '@/features/settings/settings';
import { Link, redirect } from '@/i18n/navigation';
import { orAbsent } from '@/lib/absent';
import { dateFormat } from '@/lib/dates';
import { shopTitle } from '@/lib/shop-title';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { cx } from '@/ui/cx';
import { DataTable, tableCell } from '@/ui/DataTable';
import { Pagination } from '@/ui/Pagination';
import { OrderDocuments } from './OrderDocuments';
import { OrderMessages } from './OrderMessages';
import { OrderReturns } from './OrderReturns';
import { OrderShipments } from './OrderShipments';

const historyHref = (page: number) =>
  page > 1 ? `${paths.myAccount('OrderHistory')}?page=${page}` : paths.myAccount('OrderHistory');
export const orderHref = (id: number) => `${paths.myAccount('OrderHistory')}?order=${id}`;

async function formatters(locale: LocaleCode) {
  const [view, t] = await Promise.all([shopperView(), getTranslations({ locale, namespace: 'AccountPages' })]);
  const dates = dateFormat(view.localeIso, siteConfig.timeZone);
  return {
    t,
    localeIso: view.localeIso,
    date: dates.date,
    money: (minor: number, info: ShopperCartInfo) =>
      formatPrice(minor, { locale: view.localeIso, currency: info.currency }),
  };
}

/** How each status looks: settled ones calm, waiting ones amber, ended ones red. */
const statusTone: Record<OrderStatus, string> = {
  pending: 'bg-warning/10 text-warning',
  confirmed: 'bg-success/10 text-success',
  partlyShipped: 'bg-success/10 text-success',
  shipped: 'bg-success/10 text-success',
  delivered: 'bg-success/10 text-success',
  cancelled: 'bg-danger/10 text-danger',
  refunded: 'bg-danger/10 text-danger',
};

/** The order's status as the API says it: the list, the page and the e-mails show the same word. */
async function Status({ order, locale }: { order: ShopperOrder; locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[order.status])}>
      {t(`statuses.${order.status}`)}
    </span>
  );
}

/** The customer's orders, 10 a page (the spec), newest first, each leading to its details. */
export async function OrderHistory({ locale, page }: { locale: LocaleCode; page: number }) {
  const [api, { t, date, money }] = await Promise.all([shopperApi(), formatters(locale)]);
  const [{ data }, { count }] = await Promise.all([
    api.getOrders({ query: { limit: ordersPageSize, offset: (page - 1) * ordersPageSize } }),
    api.getOrdersCount(),
  ]);
  if (count === 0) return <p>{t('noOrders')}</p>;
  // A page past the end (an old link): the first page instead of an empty list.
  if (data.length === 0) redirect({ href: historyHref(1), locale });
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted">{t('orderCount', { count })}</p>
      <DataTable
        caption={t('pages.OrderHistory')}
        columns={[
          { label: t('orderNumber') },
          { label: t('orderDate') },
          { label: t('placedBy') },
          { label: t('orderStatus') },
          { label: t('orderItems'), numeric: true },
          { label: t('orderTotal'), numeric: true },
          { label: t('orderActions') },
        ]}
      >
        {data.map((order) => (
          <tr key={order.id}>
            <th scope="row" className={tableCell}>
              <Link
                href={orderHref(order.id)}
                className="font-semibold text-brand underline"
                aria-label={t('viewOrder', { number: order.transactionnum })}
              >
                {order.transactionnum}
              </Link>
            </th>
            <td className={tableCell}>{date(order.createdDate)}</td>
            <td className={tableCell}>{order.placedBy || '–'}</td>
            <td className={tableCell}>
              <Status order={order} locale={locale} />
            </td>
            <td className={`${tableCell} text-end tabular-nums`}>{order.cartInfo.itemsQty}</td>
            <td className={`${tableCell} text-end font-semibold tabular-nums`}>
              {money(order.cartInfo.grandTotalIncTax, order.cartInfo)}
            </td>
            <td className={tableCell}>
              <OrderAgain orderId={order.id} number={order.transactionnum} lines={order.cartInfo.cartItems.length} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} pages={Math.ceil(count / ordersPageSize)} href={historyHref} />
    </>
  );
}

/**
 * One order: status, payment, addresses, the lines with their prices and the totals. A guest's
 * (found by number and e-mail, or in the browser that placed it) has no history to return to, no
 * order again and no loyalty points.
 */
export async function OrderDetail({ locale, id, guest = false }: { locale: LocaleCode; id: number; guest?: boolean }) {
  const [api, settings, { t, date, money, localeIso }, tc, tk, tp] = await Promise.all([
    shopperApi(),
    getSettings(),
    formatters(locale),
    getTranslations({ locale, namespace: 'Catalog' }),
    getTranslations({ locale, namespace: 'Checkout' }),
    getTranslations({ locale, namespace: 'Payment' }),
  ]);
  const [order, documents, messages, returns, branding] = await Promise.all([
    orAbsent(api.getOrder({ params: { id } })),
    orAbsent(api.listOrderDocuments({ params: { id } })),
    orAbsent(api.listOrderMessages({ params: { id } })),
    orAbsent(api.listReturns({ params: { id } })),
    getBranding(locale),
  ]);
  // Someone else's or a missing order: back to the list, or to the form that finds a guest's.
  if (!order) return redirect({ href: guest ? paths.orderStatus() : historyHref(1), locale });
  const info = order.cartInfo;
  // Some of it shipped, not all: how many of each line left so far.
  const partly = order.status === 'partlyShipped';
  // What went back of each line, by its place in the order: refunded by staff or with a return.
  const refunded = (position: number) => order.refundedQuantities[position - 1] ?? 0;
  const countries = new Map(deliveryCountries(locale).map((c) => [c.iso, c.name]));
  const address = (a: ShopperCartInfo['shippingAddress']) => (
    <AddressText address={a} countryName={countries.get(a.country) ?? a.country} />
  );
  return (
    <article className="space-y-6" aria-labelledby="order-title">
      {!guest && (
        <p>
          <Link href={historyHref(1)} className="text-sm text-brand underline">
            ‹ {t('backToOrders')}
          </Link>
        </p>
      )}
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="order-title" className="text-xl font-bold">
          {t('orderTitle', { number: order.transactionnum })}
        </h2>
        <Status order={order} locale={locale} />
        {!guest && (
          <div className="ms-auto">
            <OrderAgain orderId={order.id} number={order.transactionnum} lines={info.cartItems.length} />
          </div>
        )}
      </header>
      <CancellationNote order={order} localeIso={localeIso} />
      <dl className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t('orderDate')}</dt>
        <dd>{date(order.createdDate)}</dd>
        <dt className="text-ink-muted">{t('paymentMethod')}</dt>
        <dd>{t(`paymentMethods.${order.paymentMethodCode}`)}</dd>
        <dt className="text-ink-muted">{tp('statusLabel')}</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span data-testid="payment-status">{tp(`status.${order.paymentStatus}`)}</span>
          {canPayNow(order) && (
            <Link href={paymentPaths.pay(order.id)} className="font-semibold text-brand underline">
              {tp('payNow')}
            </Link>
          )}
        </dd>
        <dt className="text-ink-muted">{tk('shippingMethod')}</dt>
        <dd>{info.shippingMethod.name || '–'}</dd>
        {order.placedBy && (
          <>
            <dt className="text-ink-muted">{t('placedBy')}</dt>
            <dd>{order.placedBy}</dd>
          </>
        )}
        {info.orderReference && (
          <>
            <dt className="text-ink-muted">{tk('orderReference')}</dt>
            <dd>{info.orderReference}</dd>
          </>
        )}
        {!guest && (
          <>
            <dt className="text-ink-muted">{t('loyaltyPoints')}</dt>
            <dd>
              {order.cancellation
                ? t('pointsCancelled')
                : order.confirmed
                  ? t('pointsEarned', { points: order.loyaltyPoints })
                  : t('pointsPending', { points: order.loyaltyPoints })}
            </dd>
          </>
        )}
      </dl>
      <DataTable
        caption={t('orderLines')}
        columns={[
          ...(settings.displayItemnum ? [{ label: tc('itemNo') }] : []),
          { label: t('product') },
          { label: t('quantity'), numeric: true },
          ...(partly ? [{ label: t('shippedQuantity'), numeric: true }] : []),
          { label: t('netPrice'), numeric: true },
          { label: t('orderTotal'), numeric: true },
        ]}
      >
        {info.cartItems.map((item, position) => (
          <tr key={placedLineKey(item)}>
            {settings.displayItemnum && <td className={tableCell}>{item.itemnum}</td>}
            <td className={tableCell}>
              <Link href={paths.product(item.productId, item.sku)} className="hover:text-brand hover:underline">
                {item.name}
              </Link>
              {Object.values(item.selectedAdditionalProducts).map((extra) => (
                <span key={extra.sku} className="block text-xs text-ink-muted">
                  + {extra.name} ({money(extra.price, info)})
                </span>
              ))}
              {refunded(position + 1) > 0 && (
                <span className="block text-xs font-semibold text-success">
                  {t('lineRefunded', { quantity: refunded(position + 1) })}
                </span>
              )}
            </td>
            <td className={`${tableCell} text-end tabular-nums`}>{item.quantity}</td>
            {partly && (
              <td className={`${tableCell} text-end tabular-nums`}>{order.shippedQuantities[position] ?? 0}</td>
            )}
            <td className={`${tableCell} text-end tabular-nums`}>{money(item.price, info)}</td>
            <td className={`${tableCell} text-end tabular-nums`}>{money(item.rowTotal, info)}</td>
          </tr>
        ))}
      </DataTable>
      <div className="ms-auto max-w-sm">
        <OrderTotals totals={info} localeIso={localeIso} />
        <RefundedAmounts order={order} money={(minor) => money(minor, info)} />
      </div>
      <div className="grid gap-6 text-sm sm:grid-cols-2">
        <section>
          <h3 className="mb-1 font-semibold">{t('usedForShipping')}</h3>
          {address(info.shippingAddress)}
        </section>
        <section>
          <h3 className="mb-1 font-semibold">{t('usedForBilling')}</h3>
          {address(info.billingAddress)}
        </section>
      </div>
      <OrderShipments order={order} documents={documents?.data ?? []} locale={locale} date={date} />
      <OrderDocuments
        orderId={order.id}
        documents={documents?.data ?? []}
        locale={locale}
        localeIso={localeIso}
        date={date}
      />
      {returns && <OrderReturns orderId={order.id} returns={returns} localeIso={localeIso} />}
      <OrderMessages
        orderId={order.id}
        messages={messages?.data ?? []}
        shopName={shopTitle(branding)}
        localeIso={localeIso}
      />
    </article>
  );
}
