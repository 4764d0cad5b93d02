import type { AdminCustomerSummary } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import { api } from '../api';
import { useFormat, useT } from '../i18n/i18n';
import { offsetOf, pageSize } from '../search';
import { columnsOf, DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

const route = getRouteApi('/app/customers');
const sorts = ['-createdDate', 'createdDate', 'customerNumber', 'email'] as const;
type Sort = (typeof sorts)[number];
const helper = columnsOf<AdminCustomerSummary>();

export function CustomersPage() {
  const t = useT();
  const format = useFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sort: Sort = sorts.includes(search.sort as Sort) ? (search.sort as Sort) : '-createdDate';
  const blocked = search.blocked;
  const query = {
    q: search.q,
    blocked: blocked === 'true' || blocked === 'false' ? (blocked as 'true' | 'false') : undefined,
    sort,
    offset: offsetOf(search.page),
    limit: pageSize,
  };
  const customers = useQuery({
    queryKey: ['customers', query],
    queryFn: () => api.listCustomers({ query }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('customerNumber', {
          header: t('customers.number'),
          cell: (info) => (
            <Link to="/customers/$customerId" params={{ customerId: String(info.row.original.id) }}>
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor('name', {
          header: t('customers.name'),
          enableSorting: false,
          cell: (info) => (
            <>
              {info.getValue()}
              {info.row.original.company && <span className="sub">{info.row.original.company}</span>}
            </>
          ),
        }),
        helper.accessor('email', { header: t('customers.email') }),
        helper.accessor('orders', {
          header: t('customers.orders'),
          enableSorting: false,
          cell: (info) => format.number(info.getValue()),
        }),
        helper.accessor('createdDate', {
          header: t('customers.since'),
          cell: (info) => format.date(info.getValue()),
        }),
        helper.display({
          id: 'state',
          header: t('customers.state'),
          cell: ({ row }) => (
            <>
              {row.original.blocked ? (
                <span className="badge badge-cancelled">{t('customers.blocked')}</span>
              ) : (
                <span className="badge badge-confirmed">{t('customers.active')}</span>
              )}{' '}
              {row.original.excludeTax && <span className="badge">{t('customers.taxExempt')}</span>}
            </>
          ),
        }),
      ]),
    [t, format],
  );

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => (data.get(name) as string | null)?.trim() || undefined;
    void navigate({ search: (prev) => ({ ...prev, q: value('q'), blocked: value('blocked'), page: undefined }) });
  };

  return (
    <>
      <PageHeader title={t('customers.title')} />
      <search aria-label={t('customers.filters')}>
        <form className="filters" onSubmit={onFilter} key={JSON.stringify(search)}>
          <label className="filter filter-wide">
            {t('customers.search')}
            <input name="q" type="search" defaultValue={search.q} placeholder={t('customers.searchHint')} />
          </label>
          <label className="filter">
            {t('customers.state')}
            <select name="blocked" defaultValue={search.blocked ?? ''}>
              <option value="">{t('common.any')}</option>
              <option value="false">{t('customers.active')}</option>
              <option value="true">{t('customers.blocked')}</option>
            </select>
          </label>
          <div className="filter-buttons">
            <button type="submit" className="button primary">
              {t('common.filter')}
            </button>
          </div>
        </form>
      </search>
      {customers.isPending && <Loading />}
      <ErrorNote error={customers.error} />
      {customers.data && (
        <DataTable
          caption={t('customers.title')}
          columns={columns}
          data={customers.data.data}
          rowId={(c) => String(c.id)}
          empty={t('customers.none')}
          sorting={[{ id: sort.replace('-', ''), desc: sort.startsWith('-') }]}
          onSortingChange={(sorting) => {
            const [first] = sorting;
            if (!first) return;
            // Numbers and e-mails sort one way only (A to Z); the date both ways.
            const next = first.id === 'createdDate' ? `${first.desc ? '-' : ''}createdDate` : first.id;
            void navigate({ search: (prev) => ({ ...prev, sort: next, page: undefined }) });
          }}
          paging={{
            page: search.page ?? 1,
            pageSize,
            count: customers.data.count,
            onPage: (page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
          }}
        />
      )}
    </>
  );
}
