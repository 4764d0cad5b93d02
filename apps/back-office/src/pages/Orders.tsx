import { type AdminOrderSummary, adminOrderSorts, orderStatuses, paymentMethodCodes } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import { api } from '../api';
import { useFormat, useT } from '../i18n/i18n';
import { offsetOf, pageSize } from '../search';
import { columnsOf, DataTable } from '../ui/DataTable';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

const route = getRouteApi('/app/orders');
const paymentStatusValues = ['open', 'processing', 'paid', 'failed', 'canceled', 'invoice', 'expired'] as const;
type Sort = (typeof adminOrderSorts)[number];
const isSort = (value: string | undefined): value is Sort => adminOrderSorts.includes(value as Sort);
const helper = columnsOf<AdminOrderSummary>();

export function OrdersPage() {
  const t = useT();
  const format = useFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sort: Sort = isSort(search.sort) ? search.sort : '-createdDate';
  const query = {
    status: search.status as AdminOrderSummary['status'] | undefined,
    paymentStatus: search.paymentStatus as AdminOrderSummary['paymentStatus'] | undefined,
    method: search.method as AdminOrderSummary['paymentMethodCode'] | undefined,
    from: search.from,
    to: search.to,
    q: search.q,
    sort,
    offset: offsetOf(search.page),
    limit: pageSize,
  };
  const orders = useQuery({
    queryKey: ['orders', query],
    queryFn: () => api.listAdminOrders({ query }),
    placeholderData: keepPreviousData,
  });

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

  const setSearch = (changes: Record<string, string | undefined>) =>
    navigate({ search: (prev) => ({ ...prev, ...changes, page: undefined }) });
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => (data.get(name) as string | null)?.trim() || undefined;
    setSearch({
      q: value('q'),
      status: value('status'),
      paymentStatus: value('paymentStatus'),
      method: value('method'),
      from: value('from'),
      to: value('to'),
    });
  };
  const filtered = ['q', 'status', 'paymentStatus', 'method', 'from', 'to'].some(
    (key) => search[key as keyof typeof search] !== undefined,
  );

  return (
    <>
      <PageHeader title={t('orders.title')} />
      <search aria-label={t('orders.filters')}>
        <form className="filters" onSubmit={onFilter} key={JSON.stringify(search)}>
          <label className="filter filter-wide">
            {t('orders.search')}
            <input name="q" type="search" defaultValue={search.q} placeholder={t('orders.searchHint')} />
          </label>
          <label className="filter">
            {t('orders.status')}
            <select name="status" defaultValue={search.status ?? ''}>
              <option value="">{t('common.any')}</option>
              {orderStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            {t('orders.payment')}
            <select name="paymentStatus" defaultValue={search.paymentStatus ?? ''}>
              <option value="">{t('common.any')}</option>
              {paymentStatusValues.map((s) => (
                <option key={s} value={s}>
                  {t(`payment.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            {t('orders.method')}
            <select name="method" defaultValue={search.method ?? ''}>
              <option value="">{t('common.any')}</option>
              {paymentMethodCodes.map((m) => (
                <option key={m} value={m}>
                  {t(`method.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            {t('common.from')}
            <input name="from" type="date" defaultValue={search.from} />
          </label>
          <label className="filter">
            {t('common.to')}
            <input name="to" type="date" defaultValue={search.to} />
          </label>
          <div className="filter-buttons">
            <button type="submit" className="button primary">
              {t('common.filter')}
            </button>
            {filtered && (
              <button
                type="button"
                className="button ghost"
                onClick={() => navigate({ search: { sort: search.sort } })}
              >
                {t('common.clearFilters')}
              </button>
            )}
          </div>
        </form>
      </search>
      {orders.isPending && <Loading />}
      <ErrorNote error={orders.error} />
      {orders.data && (
        <DataTable
          caption={t('orders.title')}
          columns={columns}
          data={orders.data.data}
          rowId={(order) => String(order.id)}
          empty={t('orders.none')}
          sorting={[{ id: sort.replace('-', ''), desc: sort.startsWith('-') }]}
          onSortingChange={(sorting) => {
            const [first] = sorting;
            if (!first) return;
            setSearch({ sort: `${first.desc ? '-' : ''}${first.id}` });
          }}
          paging={{
            page: search.page ?? 1,
            pageSize,
            count: orders.data.count,
            onPage: (page) => navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
          }}
        />
      )}
    </>
  );
}
