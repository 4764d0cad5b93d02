import type { AdminQuote } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { quoteQuery } from '../queries/quotes';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';
import { QuoteAnswer } from './quotes/QuoteAnswer';
import { QuoteStateBadge } from './quotes/QuoteState';

const route = getRouteApi('/app/quotes/$quoteId');

/** A quote: what the customer asked for and why; priced and sent while open, else as it was sent. */
export function QuoteDetailPage() {
  const t = useTranslations();
  const format = useFormat();
  const { quoteId } = route.useParams();
  const detail = useQuery(quoteQuery(Number(quoteId)));
  if (detail.isPending)
    return (
      <>
        <PageHeader title={t('quotes.detailTitle', { number: '…' })} />
        <Loading />
      </>
    );
  if (detail.error)
    return (
      <>
        <PageHeader title={t('quotes.detailTitle', { number: quoteId })} />
        <ErrorNote error={detail.error} />
        <Link to="/quotes">{t('quotes.title')}</Link>
      </>
    );
  const quote = detail.data;
  const open = quote.state === 'requested' || quote.state === 'offered';
  return (
    <>
      <p className="breadcrumb">
        <Link to="/quotes">{t('quotes.title')}</Link>
      </p>
      <PageHeader
        title={t('quotes.detailTitle', { number: quote.number })}
        lead={
          <>
            <QuoteStateBadge state={quote.state} />{' '}
            <Link to="/customers/$customerId" params={{ customerId: String(quote.customer.id) }}>
              {quote.customer.customerNumber} · {quote.customer.name}
            </Link>{' '}
            · {t('quotes.requestedBy', { name: quote.requestedByName, email: quote.requestedBy })} ·{' '}
            {format.dateTime(quote.requestedDate)}
          </>
        }
      />
      <div className="detail-grid">
        <Card title={t('quotes.request')}>
          <p>{quote.comment || t('quotes.noComment')}</p>
          {quote.customer.excludeTax && <p>{t('quotes.taxExempt')}</p>}
          {quote.orderNumber && <p>{t('quotes.orderedAs', { order: quote.orderNumber })}</p>}
        </Card>
        {open ? <QuoteAnswer quote={quote} /> : <SentQuote quote={quote} />}
      </div>
    </>
  );
}

/** A quote as it was sent: the quoted prices, its date, the message and the totals. */
function SentQuote({ quote }: { quote: AdminQuote }) {
  const t = useTranslations();
  const format = useFormat();
  const money = (minor: number | null) => (minor === null ? '—' : format.money(minor, quote.currency));
  return (
    <Card title={t('quotes.answer')}>
      <Table
        caption={t('quotes.linesOf', { number: quote.number })}
        columns={[
          t('quotes.item'),
          { label: t('quotes.quantity'), numeric: true },
          { label: t('quotes.listPrice'), numeric: true },
          { label: t('quotes.quotedPrice'), numeric: true },
          { label: t('quotes.rowTotal'), numeric: true },
        ]}
      >
        {quote.lines.map((line) => (
          <tr key={line.id}>
            <td>
              {line.name} <span className="muted">({line.sku})</span>
            </td>
            <td className="number">{line.quantity}</td>
            <td className="number">{money(line.listPrice)}</td>
            <td className="number">{money(line.price)}</td>
            <td className="number">{money(line.price === null ? null : line.price * line.quantity)}</td>
          </tr>
        ))}
      </Table>
      <dl className="facts">
        <div>
          <dt>{t('quotes.validUntil')}</dt>
          <dd>{quote.validUntil ? format.calendarDay(quote.validUntil) : '—'}</dd>
        </div>
        {quote.totals && (
          <>
            <div>
              <dt>{t('quotes.net')}</dt>
              <dd>{money(quote.totals.subtotal)}</dd>
            </div>
            <div>
              <dt>{t('quotes.tax')}</dt>
              <dd>{money(quote.totals.taxAmount)}</dd>
            </div>
            <div>
              <dt>{t('quotes.total')}</dt>
              <dd>{money(quote.totals.total)}</dd>
            </div>
          </>
        )}
      </dl>
      {quote.message && <p>{quote.message}</p>}
    </Card>
  );
}
