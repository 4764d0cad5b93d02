import { returnStates } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { returnsQuery } from '../queries/returns';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';
import { ReturnStateBadge } from './returns/ReturnState';

const route = getRouteApi('/app/returns');

/** The returns customers asked for, newest first, of one state or all: each opens to be received, refunded or rejected. */
export function ReturnsPage() {
  const t = useTranslations();
  const format = useFormat();
  const id = useId();
  const { state } = route.useSearch();
  const navigate = useNavigate({ from: '/returns' });
  const returns = useQuery(returnsQuery({ state }));
  return (
    <>
      <PageHeader title={t('returns.title')} lead={t('returns.lead')} />
      <div className="filters">
        <label htmlFor={`${id}-state`}>{t('returns.state')}</label>
        <select
          id={`${id}-state`}
          value={state ?? ''}
          onChange={(event) => void navigate({ search: { state: (event.target.value || undefined) as typeof state } })}
        >
          <option value="">{t('returns.allStates')}</option>
          {returnStates.map((option) => (
            <option key={option} value={option}>
              {t(`returns.states.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {returns.isPending ? (
        <Loading />
      ) : returns.error ? (
        <ErrorNote error={returns.error} onReload={() => void returns.refetch()} />
      ) : returns.data.length === 0 ? (
        <p>{t('returns.none')}</p>
      ) : (
        <Table
          caption={t('returns.title')}
          columns={[
            t('returns.number'),
            t('returns.order'),
            t('returns.customer'),
            t('returns.state'),
            t('returns.created'),
            { label: t('returns.pieces'), numeric: true },
          ]}
        >
          {returns.data.map((rma) => (
            <tr key={rma.id}>
              <td>
                <Link to="/returns/$returnId" params={{ returnId: String(rma.id) }}>
                  {rma.number}
                </Link>
              </td>
              <td>
                <Link to="/orders/$orderId" params={{ orderId: String(rma.orderId) }}>
                  {rma.orderNumber}
                </Link>
              </td>
              <td>{rma.customerEmail}</td>
              <td>
                <ReturnStateBadge state={rma.state} />
              </td>
              <td>{format.dateTime(rma.createdDate)}</td>
              <td className="number">{rma.lines.reduce((sum, line) => sum + line.quantity, 0)}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
