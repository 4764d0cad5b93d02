import { type LedgerEntry, ledgerKinds } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { fieldIssues } from '../api';
import { useFormat } from '../i18n/i18n';
import { invoicesQuery } from '../queries/invoices';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { Hidden } from '../ui/Field';
import { FilterBar } from '../ui/FilterBar';
import { PageHeader } from '../ui/PageHeader';
import { LedgerTotals, PeriodRefused } from './invoices/LedgerParts';
import { currentMonth, type InvoiceListQuery, invoiceQuery } from './invoices/period';

const route = getRouteApi('/app/invoices');
const helper = columnsOf<LedgerEntry>();

/** A document's PDF as it was issued. */
const pdfHref = (orderId: number, documentId: number) => `/admin/api/orders/${orderId}/documents/${documentId}`;

/** The bookkeeping export (a row per document and tax rate) of the period and kind shown. */
function exportHref({ from, to, kind }: InvoiceListQuery) {
  const params = new URLSearchParams({ from, to });
  if (kind) params.set('kind', kind);
  return `/admin/api/invoices/export?${params}`;
}

/**
 * The invoices and credit notes issued in a period (the current month until another is chosen),
 * newest first, each with its PDF and its order, the period's totals per currency, and the period
 * as CSV for bookkeeping. The days are the shop's, as the documents' dates are.
 */
export function InvoicesPage() {
  const t = useTranslations();
  const format = useFormat();
  const query = invoiceQuery(route.useSearch());
  const invoices = useQuery(invoicesQuery(query));
  const month = currentMonth();
  const refused = fieldIssues(invoices.error);

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('number', {
          header: t('invoices.number'),
          cell: ({ row: { original: entry } }) => (
            <a href={pdfHref(entry.orderId, entry.id)} download={`${entry.number}.pdf`}>
              {entry.number}
              <Hidden> ({t('order.downloadPdf')})</Hidden>
            </a>
          ),
        }),
        helper.accessor('kind', {
          header: t('invoices.kind'),
          cell: ({ row: { original: entry } }) => (
            <>
              {t(`order.documentKind.${entry.kind}`)}
              {entry.corrects && (
                <a className="sub" href={pdfHref(entry.orderId, entry.corrects.id)} download>
                  {t('invoices.corrects', { number: entry.corrects.number })}
                </a>
              )}
            </>
          ),
        }),
        helper.accessor('issuedOn', {
          header: t('invoices.issued'),
          cell: (info) => format.calendarDay(info.getValue()),
        }),
        helper.accessor('orderNumber', {
          header: t('invoices.order'),
          cell: ({ row: { original: entry } }) => (
            <Link to="/orders/$orderId" params={{ orderId: String(entry.orderId) }}>
              {entry.orderNumber}
            </Link>
          ),
        }),
        helper.accessor('customer', {
          header: t('invoices.customer'),
          cell: ({ row: { original: entry } }) => (
            <>
              {entry.customer}
              <span className="sub">{entry.customerNumber ?? t('orders.guest')}</span>
            </>
          ),
        }),
        ...(['net', 'tax', 'gross'] as const).map((amount) =>
          helper.accessor(amount, {
            header: t(`invoices.${amount}`),
            cell: (info) => <span className="number">{format.money(info.getValue(), info.row.original.currency)}</span>,
          }),
        ),
      ]),
    [t, format],
  );

  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        lead={t('invoices.period', { from: format.calendarDay(query.from), to: format.calendarDay(query.to) })}
      >
        {!invoices.error && (
          <a className="button" href={exportHref(query)} download>
            {t('invoices.export')}
          </a>
        )}
      </PageHeader>
      <FilterBar
        label={t('invoices.filters')}
        filters={[
          { name: 'from', label: t('common.from'), type: 'date', initial: month.from },
          { name: 'to', label: t('common.to'), type: 'date', notBefore: 'from', initial: month.to },
          {
            name: 'kind',
            label: t('invoices.kind'),
            options: ledgerKinds.map((kind) => ({ value: kind, label: t(`order.documentKind.${kind}`) })),
          },
        ]}
      />
      {refused.length > 0 ? (
        <PeriodRefused issues={refused} />
      ) : (
        <QueryTable
          query={invoices}
          caption={t('invoices.title')}
          columns={columns}
          rowId={(entry) => String(entry.id)}
          empty={t('invoices.none')}
        />
      )}
      {invoices.data && !invoices.error && <LedgerTotals totals={invoices.data.totals} />}
    </>
  );
}
