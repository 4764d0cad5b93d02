import type { Dashboard } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { api } from '../api';
import { useFormat, useT } from '../i18n/i18n';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

// Recharts is the biggest library here: it loads after the figures are on screen, in its own chunk.
const DaysChart = lazy(() => import('./DashboardChart'));

/** The currencies the last 30 days had revenue in, the one with the most orders first. */
function currenciesOf(dashboard: Dashboard): string[] {
  const orders = new Map<string, number>();
  for (const day of dashboard.days)
    for (const r of day.revenue) orders.set(r.currency, (orders.get(r.currency) ?? 0) + r.orders);
  return [...orders.entries()].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
}

export function DashboardPage() {
  const t = useT();
  const format = useFormat();
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: () => api.getDashboard(), refetchInterval: 60_000 });
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
          <section className="card" aria-labelledby="today">
            <h2 id="today">{t('dashboard.today')}</h2>
            {data.today.length === 0 ? (
              <p className="muted">{t('dashboard.noOrdersToday')}</p>
            ) : (
              <dl className="figures">
                {data.today.map((r) => (
                  <div key={r.currency}>
                    <dt>{t('dashboard.revenueIn', { currency: r.currency })}</dt>
                    <dd>
                      <strong>{format.money(r.revenue, r.currency)}</strong>{' '}
                      <span className="muted">{t('dashboard.ordersCount', { count: format.number(r.orders) })}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <section className="card" aria-labelledby="to-ship">
            <h2 id="to-ship">{t('dashboard.awaitingShipment')}</h2>
            <p className="big-figure">{format.number(data.awaitingShipment)}</p>
            <Link to="/orders" search={{ status: 'confirmed' }}>
              {t('dashboard.showAwaiting')}
            </Link>
          </section>
          <section className="card span-2" aria-labelledby="days">
            <div className="card-head">
              <h2 id="days">{t('dashboard.last30')}</h2>
              {currencies.length > 1 && (
                <label className="inline-field">
                  {t('dashboard.currency')}
                  <select value={currency} onChange={(e) => setChosen(e.target.value)}>
                    {currencies.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            <figure className="chart-figure">
              <Suspense fallback={<div className="chart-placeholder" />}>
                <DaysChart days={data.days} currency={currency} />
              </Suspense>
              <figcaption>{t('dashboard.chartCaption', { currency })}</figcaption>
            </figure>
            <details className="figures-table">
              <summary>{t('dashboard.showTable')}</summary>
              <div className="table-scroll">
                <table>
                  <caption className="visually-hidden">{t('dashboard.tableCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.day')}</th>
                      <th scope="col">{t('dashboard.orders')}</th>
                      {currencies.map((c) => (
                        <th scope="col" key={c}>
                          {t('dashboard.revenueIn', { currency: c })}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
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
                  </tbody>
                </table>
              </div>
            </details>
          </section>
          <section className="card" aria-labelledby="methods">
            <h2 id="methods">{t('dashboard.paymentMethods')}</h2>
            {data.paymentMethods.length === 0 ? (
              <p className="muted">{t('dashboard.noOrders30')}</p>
            ) : (
              <table>
                <caption className="visually-hidden">{t('dashboard.paymentMethods')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.method')}</th>
                    <th scope="col">{t('dashboard.orders')}</th>
                    <th scope="col">{t('dashboard.share')}</th>
                  </tr>
                </thead>
                <tbody>
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
                </tbody>
              </table>
            )}
          </section>
          <section className="card" aria-labelledby="low-stock">
            <h2 id="low-stock">{t('dashboard.lowStock')}</h2>
            <p className="muted">{t('dashboard.lowStockLead', { threshold: format.number(data.lowStockThreshold) })}</p>
            {data.lowStock.length === 0 ? (
              <p>{t('dashboard.noLowStock')}</p>
            ) : (
              <table>
                <caption className="visually-hidden">{t('dashboard.lowStock')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.sku')}</th>
                    <th scope="col">{t('dashboard.product')}</th>
                    <th scope="col">{t('dashboard.stock')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.lowStock.map((p) => (
                    <tr key={p.productId}>
                      <td>{p.sku}</td>
                      <td>{p.name}</td>
                      <td className="number">{format.number(p.stock)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </>
  );
}
