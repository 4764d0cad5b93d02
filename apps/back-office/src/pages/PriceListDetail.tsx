import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { priceListEntryFilters, priceListQuery } from '../queries/priceLists';
import { listQuery } from '../search';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { validityOf } from './price-lists/labels';
import { PriceListEntries } from './price-lists/PriceListEntries';
import { PriceListFile } from './price-lists/PriceListFile';
import { PriceListSettings } from './price-lists/PriceListSettings';

const route = getRouteApi('/app/price-lists/$code');

/** One price list: its settings, who holds it, its prices edited in place, and its CSV. */
export function PriceListDetailPage() {
  const t = useTranslations();
  const format = useFormat();
  const { code } = route.useParams();
  const query = listQuery(priceListEntryFilters, route.useSearch());
  const answer = useQuery(priceListQuery(code, query));
  const list = answer.data?.list;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/price-lists">{t('priceList.back')}</Link>
      </p>
      <PageHeader
        title={list ? list.name : t('priceList.title')}
        lead={list && `${list.code} · ${list.currency} · ${validityOf(list, t, format)}`}
      />
      {answer.isPending && <Loading />}
      <ErrorNote error={answer.error} />
      {list && (
        <div className="detail-grid">
          <Card title={t('priceList.settings')}>
            <PriceListSettings list={list} />
          </Card>
          <Card title={t('priceList.holders')}>
            {list.customers.length === 0 ? (
              <p className="muted">{t('priceList.noHolders')}</p>
            ) : (
              <ul className="plain holder-list">
                {list.customers.map((customerNumber) => (
                  <li key={customerNumber}>
                    <Link to="/customers" search={{ q: customerNumber }}>
                      {customerNumber}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className="hint">{t('priceList.holdersHint')}</p>
          </Card>
          <Card title={t('priceList.entries', { count: list.entries })} className="span-2">
            <PriceListEntries list={list} query={query} />
          </Card>
          <Card title={t('priceList.csv')} className="span-2">
            <PriceListFile list={list} />
          </Card>
        </div>
      )}
    </>
  );
}
