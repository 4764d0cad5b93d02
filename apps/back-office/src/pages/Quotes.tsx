import { quoteStates } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { quotesQuery } from '../queries/quotes';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';
import { QuoteStateBadge } from './quotes/QuoteState';

const route = getRouteApi('/app/quotes');
const pageSize = 50;

/** Customers' quote requests, open ones first by default, newest first: each opens to be priced and sent. */
export function QuotesPage() {
  const t = useTranslations();
  const format = useFormat();
  const id = useId();
  const { state = 'requested', page = 1 } = route.useSearch();
  const navigate = useNavigate({ from: '/quotes' });
  const quotes = useQuery(quotesQuery({ state, offset: (page - 1) * pageSize }));
  const pages = quotes.data ? Math.max(1, Math.ceil(quotes.data.count / pageSize)) : 1;
  return (
    <>
      <PageHeader title={t('quotes.title')} lead={t('quotes.lead')} />
      <div className="filters">
        <label htmlFor={`${id}-state`}>{t('quotes.state')}</label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={(event) => void navigate({ search: { state: event.target.value as typeof state } })}
        >
          {quoteStates.map((option) => (
            <option key={option} value={option}>
              {t(`quotes.states.${option}`)}
            </option>
          ))}
          <option value="all">{t('quotes.allStates')}</option>
        </select>
      </div>
      {quotes.isPending ? (
        <Loading />
      ) : quotes.error ? (
        <ErrorNote error={quotes.error} onReload={() => void quotes.refetch()} />
      ) : quotes.data.data.length === 0 ? (
        <p>{t('quotes.none')}</p>
      ) : (
        <>
          <Table
            caption={t('quotes.title')}
            columns={[
              t('quotes.number'),
              t('quotes.customer'),
              t('quotes.state'),
              t('quotes.requested'),
              t('quotes.validUntil'),
              { label: t('quotes.lines'), numeric: true },
              { label: t('quotes.net'), numeric: true },
            ]}
          >
            {quotes.data.data.map((quote) => (
              <tr key={quote.id}>
                <td>
                  <Link to="/quotes/$quoteId" params={{ quoteId: String(quote.id) }}>
                    {quote.number}
                  </Link>
                </td>
                <td>
                  {quote.customer.customerNumber} · {quote.customer.name}
                </td>
                <td>
                  <QuoteStateBadge state={quote.state} />
                </td>
                <td>{format.dateTime(quote.requestedDate)}</td>
                <td>{quote.validUntil ? format.calendarDay(quote.validUntil) : '—'}</td>
                <td className="number">{quote.lines}</td>
                <td className="number">
                  {quote.subtotal === null ? '—' : format.money(quote.subtotal, quote.currency)}
                </td>
              </tr>
            ))}
          </Table>
          {pages > 1 && (
            <nav className="pager" aria-label={t('table.pages', { caption: t('quotes.title') })}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => void navigate({ search: { state, page: page - 1 } })}
              >
                {t('table.previous')}
              </button>
              <span>{t('table.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => void navigate({ search: { state, page: page + 1 } })}
              >
                {t('table.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
