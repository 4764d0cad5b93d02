import { type AdminOrderSummary, orderStatuses, paymentMethodCodes, receivableFilters } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { orderFilters, ordersQuery } from '../queries/orders';
import { listQuery } from '../search';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';

const route = getRouteApi('/app/orders');
const paymentStatusValues = ['open', 'processing', 'paid', 'failed', 'canceled', 'invoice', 'expired'] as const;
const helper = columnsOf<AdminOrderSummary>();

export function OrdersPage() {
  const t = useTranslations();
  const format = useFormat();
  const search = route.useSearch();
  const query = listQuery(orderFilters, search);
  const orders = useQuery(ordersQuery(query));

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('transactionnum', {
          header: t('orders.number'),
          enableSorting: false,
          cell: (info) => (
            <Link to="/orders/$orderId" params={{ orderId: String(info.row.original.id) }}>
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor('createdDate', { header: t('orders.date'), cell: (info) => format.dateTime(info.getValue()) }),
        helper.accessor('name', {
          header: t('orders.customer'),
          enableSorting: false,
          cell: (info) => (
            <>
              {info.getValue()}
              <span className="sub">{info.row.original.customerNumber ?? t('orders.guest')}</span>
            </>
          ),
        }),
        helper.accessor('status', {
          header: t('orders.status'),
          enableSorting: false,
          cell: (info) => <StatusBadge status={info.getValue()} />,
        }),
        helper.accessor('paymentStatus', {
          header: t('orders.payment'),
          enableSorting: false,
          cell: (info) => (
            <>
              <PaymentBadge status={info.getValue()} />
              <span className="sub">{t(`method.${info.row.original.paymentMethodCode}`)}</span>
            </>
          ),
        }),
        helper.accessor('itemsQty', {
          header: t('orders.items'),
          enableSorting: false,
          cell: (info) => format.number(info.getValue()),
        }),
        helper.accessor('grandTotal', {
          header: t('orders.total'),
          cell: (info) => <span className="number">{format.money(info.getValue(), info.row.original.currency)}</span>,
        }),
      ]),
    [t, format],
  );

  return (
    <>
      <PageHeader title={t('orders.title')}>
        <Link to="/orders/new" className="button primary">
          {t('staffOrder.new')}
        </Link>
      </PageHeader>
      <FilterBar
        label={t('orders.filters')}
        clearable
        filters={[
          { name: 'q', label: t('orders.search'), type: 'search', placeholder: t('orders.searchHint'), wide: true },
          {
            name: 'status',
            label: t('orders.status'),
            options: orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          },
          {
            name: 'paymentStatus',
            label: t('orders.payment'),
            options: paymentStatusValues.map((s) => ({ value: s, label: t(`payment.${s}`) })),
          },
          {
            name: 'method',
            label: t('orders.method'),
            options: paymentMethodCodes.map((m) => ({ value: m, label: t(`method.${m}`) })),
          },
          {
            name: 'receivable',
            label: t('orders.receivable'),
            options: receivableFilters.map((r) => ({ value: r, label: t(`orders.receivables.${r}`) })),
          },
          { name: 'from', label: t('common.from'), type: 'date' },
          { name: 'to', label: t('common.to'), type: 'date', notBefore: 'from' },
        ]}
      />
      <QueryTable
        query={orders}
        caption={t('orders.title')}
        columns={columns}
        rowId={(order) => String(order.id)}
        empty={t('orders.none')}
        sort={query.sort}
      />
    </>
  );
}
