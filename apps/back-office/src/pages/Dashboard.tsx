import type { Dashboard } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { dashboardQuery } from '../queries/dashboard';
import { isOwner, useSession } from '../session';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';
import DashboardChart from './DashboardChart';

/** The currencies the last 30 days had revenue in, the one with the most orders first. */
function currenciesOf(dashboard: Dashboard): string[] {
  const orders = new Map<string, number>();
  for (const day of dashboard.days)
    for (const r of day.revenue) orders.set(r.currency, (orders.get(r.currency) ?? 0) + r.orders);
  return [...orders.entries()].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
}

export function DashboardPage() {
  const t = useTranslations();
  const format = useFormat();
  const dashboard = useQuery(dashboardQuery);
  // The products list is the owner's: a clerk is shown the figures, not a link to a page they cannot open.
  const owner = isOwner(useSession());
  const [chosen, setChosen] = useState<string>();
  const data = dashboard.data;
  const currencies = data ? currenciesOf(data) : [];
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'EUR');
  const methodsTotal = data?.paymentMethods.reduce((sum, m) => sum + m.orders, 0) ?? 0;

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {dashboard.isPending && <Loading />}
      <ErrorNote error={dashboard.error} />
      {data && (
        <div className="dashboard">
          <Card title={t('dashboard.today')}>
            {data.today.length === 0 ? (
              <p className="muted">{t('dashboard.noOrdersToday')}</p>
            ) : (
              <dl className="figures">
                {data.today.map((r) => (
                  <div key={r.currency}>
                    <dt>{t('dashboard.revenueIn', { currency: r.currency })}</dt>
                    <dd>
                      <strong>{format.money(r.revenue, r.currency)}</strong>{' '}
                      <span className="muted">{t('dashboard.ordersCount', { count: r.orders })}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
          <Card title={t('dashboard.awaitingShipment')}>
            <p className="big-figure">{format.number(data.awaitingShipment)}</p>
            <Link to="/orders" search={{ status: 'confirmed' }}>
              {t('dashboard.showAwaiting')}
            </Link>
          </Card>
          <Card title={t('dashboard.pending')}>
            <p className="big-figure">{format.number(data.pendingOrders)}</p>
            <Link to="/orders" search={{ status: 'pending' }}>
              {t('dashboard.showPending')}
            </Link>
          </Card>
          <Card title={t('dashboard.receivables')}>
            {data.receivables.length > 0 && (
              <p>
                <strong>
                  {t('dashboard.unpaidOrders', {
                    count: data.receivables.reduce((sum, owed) => sum + owed.orders, 0),
                  })}
                </strong>
              </p>
            )}
            {data.receivables.length === 0 ? (
              <p className="muted">{t('dashboard.noReceivables')}</p>
            ) : (
              <dl className="facts">
                {data.receivables.map((owed) => (
                  <div key={owed.currency}>
                    <dt>{t('dashboard.openInvoices', { count: owed.orders })}</dt>
                    <dd>{format.money(owed.open, owed.currency)}</dd>
                    <dt>{t('dashboard.overdueInvoices', { count: owed.overdueOrders })}</dt>
                    <dd>{format.money(owed.overdue, owed.currency)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p>
              <Link to="/orders" search={{ receivable: 'unpaid' }}>
                {t('dashboard.showUnpaid')}
              </Link>
              {' · '}
              <Link to="/orders" search={{ receivable: 'overdue' }}>
                {t('dashboard.showOverdue')}
              </Link>
            </p>
          </Card>
          <Card
            title={t('dashboard.last30')}
            className="span-2"
            aside={
              currencies.length > 1 && (
                <label className="inline-field">
                  {t('dashboard.currency')}
                  <select value={currency} onChange={(e) => setChosen(e.target.value)}>
                    {currencies.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                </label>
              )
            }
          >
            <figure className="chart-figure">
              <DashboardChart days={data.days} currency={currency} />
              <figcaption>{t('dashboard.chartCaption', { currency })}</figcaption>
            </figure>
            <details className="figures-table">
              <summary>{t('dashboard.showTable')}</summary>
              <Table
                caption={t('dashboard.tableCaption')}
                columns={[
                  t('dashboard.day'),
                  t('dashboard.orders'),
                  ...currencies.map((c) => t('dashboard.revenueIn', { currency: c })),
                ]}
              >
                {data.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{format.day(day.date)}</th>
                    <td className="number">{format.number(day.orders)}</td>
                    {currencies.map((c) => {
                      const revenue = day.revenue.find((r) => r.currency === c);
                      return (
                        <td key={c} className="number">
                          {format.money(revenue?.revenue ?? 0, c)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </Table>
            </details>
          </Card>
          <Card title={t('dashboard.paymentMethods')}>
            {data.paymentMethods.length === 0 ? (
              <p className="muted">{t('dashboard.noOrders30')}</p>
            ) : (
              <Table
                caption={t('dashboard.paymentMethods')}
                columns={[t('dashboard.method'), t('dashboard.orders'), t('dashboard.share')]}
              >
                {data.paymentMethods.map((m) => {
                  const share = methodsTotal ? m.orders / methodsTotal : 0;
                  return (
                    <tr key={m.method}>
                      <th scope="row">{t(`method.${m.method}`)}</th>
                      <td className="number">{format.number(m.orders)}</td>
                      <td>
                        <span className="share">
                          <span className="share-bar" style={{ width: `${share * 100}%` }} />
                        </span>{' '}
                        {format.percent(share)}
                      </td>
                    </tr>
                  );
                })}
              </Table>
            )}
          </Card>
          <Card title={t('dashboard.lowStock')}>
            <p className="muted">{t('dashboard.lowStockLead', { threshold: format.number(data.lowStockThreshold) })}</p>
            {data.lowStock.length === 0 ? (
              <p>{t('dashboard.noLowStock')}</p>
            ) : (
              <Table
                caption={t('dashboard.lowStock')}
                columns={[t('dashboard.sku'), t('dashboard.product'), t('dashboard.stock')]}
              >
                {data.lowStock.map((p) => (
                  <tr key={p.productId}>
                    <td>
                      {owner ? (
                        <Link to="/products" search={{ q: p.sku }}>
                          <code>{p.sku}</code>
                        </Link>
                      ) : (
                        <code>{p.sku}</code>
                      )}
                    </td>
                    <td>{p.name}</td>
                    <td className="number">{format.number(p.stock)}</td>
                  </tr>
                ))}
              </Table>
            )}
            {owner && data.lowStockCount > 0 && (
              <Link to="/products" search={{ stock: 'low', sort: 'stock' }}>
                {t('dashboard.showAllLow', { count: format.number(data.lowStockCount) })}
              </Link>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
