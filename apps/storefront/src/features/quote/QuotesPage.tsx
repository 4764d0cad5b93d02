import { type LocaleCode, type Quote, siteConfig } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/features/pricing/format';
import { dateFormat } from '@/lib/dates';
import { shopperApi, shopperView } from '@/lib/shopper';
import { DataTable, tableCell } from '@/ui/DataTable';
import { Section } from '@/ui/Section';
import { QuoteActions } from './QuoteActions';
import { RequestQuote } from './RequestQuote';

/** A quote's last valid day (YYYY-MM-DD, the shop's) as the page says it. */
const dayOf = (day: string) => `${day}T12:00:00Z`;

/**
 * The customer's quotes, newest first (the one of ?quote=ID, from the offer's e-mail, first):
 * each with its state, validity, lines at the quoted prices and the totals the API reckoned, and
 * accept or decline while it is offered. From the cart (?from=cart) the request form comes first.
 */
export async function QuotesPage({
  locale,
  quoteId,
  fromCart,
}: {
  locale: LocaleCode;
  quoteId?: number;
  fromCart: boolean;
}) {
  const [api, view, t] = await Promise.all([
    shopperApi(),
    shopperView(),
    getTranslations({ locale, namespace: 'Quotes' }),
  ]);
  const { data } = await api.listQuotes({ query: { locale, currency: view.currency } });
  const quotes = [...data.filter((quote) => quote.id === quoteId), ...data.filter((quote) => quote.id !== quoteId)];
  return (
    <div className="space-y-10">
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      {fromCart && (
        <Section id="request-quote" title={t('requestTitle')} size="small" className="space-y-3">
          <RequestQuote />
        </Section>
      )}
      {quotes.length === 0 ? (
        <p>{t('noQuotes')}</p>
      ) : (
        quotes.map((quote) => <QuoteCard key={quote.id} quote={quote} localeIso={view.localeIso} locale={locale} />)
      )}
    </div>
  );
}

async function QuoteCard({ quote, localeIso, locale }: { quote: Quote; localeIso: string; locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Quotes' });
  const dates = dateFormat(localeIso, siteConfig.timeZone);
  const days = dateFormat(localeIso, 'UTC');
  const money = (minor: number | null) =>
    minor === null ? '—' : formatPrice(minor, { locale: localeIso, currency: quote.currency });
  const priceNote = quote.displayExcludingTaxes ? t('net') : t('gross');
  return (
    <Section
      id={`quote-${quote.id}`}
      title={t('quoteTitle', { number: quote.number })}
      size="small"
      className="space-y-4 rounded border border-line p-4"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('state')}</dt>
        <dd className="font-semibold">{t(`states.${quote.state}`)}</dd>
        <dt className="text-ink-muted">{t('requestedOn')}</dt>
        <dd>{dates.date(quote.requestedDate)}</dd>
        <dt className="text-ink-muted">{t('requestedBy')}</dt>
        <dd>{quote.requestedByName}</dd>
        {quote.validUntil && (
          <>
            <dt className="text-ink-muted">{t('validUntil')}</dt>
            <dd>{days.date(dayOf(quote.validUntil))}</dd>
          </>
        )}
        {quote.orderNumber && (
          <>
            <dt className="text-ink-muted">{t('order')}</dt>
            <dd>{quote.orderNumber}</dd>
          </>
        )}
      </dl>
      {quote.comment && (
        <p className="text-sm">
          <span className="font-semibold">{t('yourComment')}</span> {quote.comment}
        </p>
      )}
      {quote.message && (
        <p className="whitespace-pre-line text-sm">
          <span className="font-semibold">{t('ourMessage')}</span> {quote.message}
        </p>
      )}
      <DataTable
        caption={t('linesCaption', { number: quote.number })}
        columns={[
          { label: t('product') },
          { label: t('quantity'), numeric: true },
          { label: t('unitPrice', { note: priceNote }), numeric: true },
          { label: t('lineTotal'), numeric: true },
        ]}
      >
        {quote.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className={`${tableCell} font-normal`}>
              {line.name} <span className="text-ink-muted">({line.sku})</span>
            </th>
            <td className={`${tableCell} text-end tabular-nums`}>{line.quantity}</td>
            <td className={`${tableCell} text-end tabular-nums`}>{money(line.displayPrice)}</td>
            <td className={`${tableCell} text-end tabular-nums`}>{money(line.displayRowTotal)}</td>
          </tr>
        ))}
      </DataTable>
      {quote.totals ? (
        <dl className="ms-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>{t('subtotal')}</dt>
          <dd className="text-end tabular-nums">{money(quote.totals.subtotal)}</dd>
          {quote.totals.taxes.map((tax) => (
            <div key={tax.rate} className="contents">
              <dt>{t('taxAt', { rate: tax.rate / 100 })}</dt>
              <dd className="text-end tabular-nums">{money(tax.amount)}</dd>
            </div>
          ))}
          <dt className="font-bold">{t('total')}</dt>
          <dd className="text-end font-bold tabular-nums" data-testid={`quote-total-${quote.id}`}>
            {money(quote.totals.total)}
          </dd>
          <dd className="col-span-2 text-xs text-ink-muted">{t('plusShipping')}</dd>
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">{t('waiting')}</p>
      )}
      {(quote.state === 'offered' || quote.state === 'accepted') && (
        <QuoteActions quoteId={quote.id} number={quote.number} accepted={quote.state === 'accepted'} />
      )}
    </Section>
  );
}
