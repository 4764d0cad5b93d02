import {
  type AdminOrderSummary,
  type OrderListExportQuery,
  orderStatuses,
  paymentMethodCodes,
  paymentStatuses,
  receivableFilters,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { orderFilters, ordersQuery } from '../queries/orders';
import { listQuery } from '../search';
import { BulkBar, BulkReport, useSelection } from '../ui/Bulk';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';
import { type OrderBulkAction, OrderBulkDialog, type OrderBulkDone } from './orders/OrderBulk';

const route = getRouteApi('/app/orders');
const helper = columnsOf<AdminOrderSummary>();

/** The CSV export of orders (the bookkeeping export's columns) by the list's filters or chosen ids. */
function exportHref(query: OrderListExportQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `/admin/api/orders/csv${params.size > 0 ? `?${params}` : ''}`;
}

const orderId = (order: AdminOrderSummary) => String(order.id);

export function OrdersPage() {
  const t = useTranslations();
  const format = useFormat();
  const search = route.useSearch();
  const query = listQuery(orderFilters, search);
  const orders = useQuery(ordersQuery(query));
  const selectLabel = useCallback(
    (order: AdminOrderSummary) => t('orders.select', { number: order.transactionnum }),
    [t],
  );
  const selection = useSelection(orderId, selectLabel);
  const [action, setAction] = useState<OrderBulkAction | null>(null);
  const [done, setDone] = useState<OrderBulkDone | null>(null);
  const { sort: _sort, offset: _offset, limit: _limit, ...filters } = query;

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
        <a className="button" href={exportHref(filters)} download>
          {t('orders.export')}
        </a>
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
            options: paymentStatuses.map((s) => ({ value: s, label: t(`payment.${s}`) })),
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
      {done && (
        <BulkReport title={done.title} item={t('orders.number')} rows={done.rows} onClose={() => setDone(null)} />
      )}
      <BulkBar count={selection.rows.length} onClear={selection.clear}>
        <button type="button" className="button" onClick={() => setAction('ship')}>
          {t('orders.shipSelected')}
        </button>
        <button type="button" className="button" onClick={() => setAction('pay')}>
          {t('orders.paySelected')}
        </button>
        <a className="button" href={exportHref({ ids: selection.rows.map(orderId).join(',') })} download>
          {t('orders.exportSelected')}
        </a>
      </BulkBar>
      <QueryTable
        query={orders}
        caption={t('orders.title')}
        columns={columns}
        rowId={orderId}
        empty={t('orders.none')}
        sort={query.sort}
        selection={selection.table}
      />
      <OrderBulkDialog
        action={action}
        orders={selection.rows}
        onClose={() => setAction(null)}
        onDone={(report) => {
          selection.keepOnly(new Set(report.rows.map((r) => r.key).filter((key) => !report.changed.has(key))));
          setDone(report);
        }}
      />
    </>
  );
}
