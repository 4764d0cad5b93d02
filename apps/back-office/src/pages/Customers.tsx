import type { AdminCustomerSummary } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { customerFilters, customersQuery } from '../queries/customers';
import { listQuery } from '../search';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { OnOffBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';

const route = getRouteApi('/app/customers');
const helper = columnsOf<AdminCustomerSummary>();

export function CustomersPage() {
  const t = useTranslations();
  const format = useFormat();
  const search = route.useSearch();
  const query = listQuery(customerFilters, search);
  const customers = useQuery(customersQuery(query));
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
              {row.original.deletedAt ? (
                <OnOffBadge on={false} label={t('customers.deleted')} />
              ) : (
                <OnOffBadge
                  on={!row.original.blocked}
                  label={row.original.blocked ? t('customers.blocked') : t('customers.active')}
                />
              )}{' '}
              {row.original.excludeTax && <span className="badge">{t('customers.taxExempt')}</span>}
            </>
          ),
        }),
      ]),
    [t, format],
  );

  return (
    <>
      <PageHeader title={t('customers.title')}>
        <Link to="/customers/new" className="button primary">
          {t('customers.new')}
        </Link>
      </PageHeader>
      <FilterBar
        label={t('customers.filters')}
        filters={[
          {
            name: 'q',
            label: t('customers.search'),
            type: 'search',
            placeholder: t('customers.searchHint'),
            wide: true,
          },
          {
            name: 'blocked',
            label: t('customers.state'),
            options: [
              { value: 'false', label: t('customers.active') },
              { value: 'true', label: t('customers.blocked') },
            ],
          },
        ]}
      />
      <QueryTable
        query={customers}
        caption={t('customers.title')}
        columns={columns}
        rowId={(c) => String(c.id)}
        empty={t('customers.none')}
        sort={query.sort}
      />
    </>
  );
}
