import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { returnQuery } from '../queries/returns';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';
import { type ReturnAction, ReturnDialogs } from './returns/ReturnDialogs';
import { ReturnStateBadge } from './returns/ReturnState';

const route = getRouteApi('/app/returns/$returnId');

/** A return: its lines, what arrived and in which condition, what was refunded; receive, refund or reject it. */
export function ReturnDetailPage() {
  const t = useTranslations();
  const format = useFormat();
  const { returnId } = route.useParams();
  const detail = useQuery(returnQuery(Number(returnId)));
  const [action, setAction] = useState<ReturnAction | null>(null);
  if (detail.isPending)
    return (
      <>
        <PageHeader title={t('returns.detailTitle', { number: '…' })} />
        <Loading />
      </>
    );
  if (detail.error)
    return (
      <>
        <PageHeader title={t('returns.detailTitle', { number: returnId })} />
        <ErrorNote error={detail.error} />
        <Link to="/returns">{t('returns.title')}</Link>
      </>
    );
  const rma = detail.data;
  const money = (minor: number | null) => (minor === null ? '—' : format.money(minor, rma.currency));
  return (
    <>
      <p className="breadcrumb">
        <Link to="/returns">{t('returns.title')}</Link>
      </p>
      <PageHeader
        title={t('returns.detailTitle', { number: rma.number })}
        lead={
          <>
            <ReturnStateBadge state={rma.state} />{' '}
            <Link to="/orders/$orderId" params={{ orderId: String(rma.orderId) }}>
              {rma.orderNumber}
            </Link>{' '}
            · {rma.customerEmail} · {format.dateTime(rma.createdDate)}
          </>
        }
      >
        {rma.state === 'requested' && (
          <button type="button" className="button primary" onClick={() => setAction('receive')}>
            {t('returns.receive')}
          </button>
        )}
        {rma.state === 'received' && (
          <button type="button" className="button primary" onClick={() => setAction('refund')}>
            {t('returns.refund')}
          </button>
        )}
        {(rma.state === 'requested' || rma.state === 'received') && (
          <button type="button" className="button danger" onClick={() => setAction('reject')}>
            {t('returns.reject')}
          </button>
        )}
      </PageHeader>
      <div className="detail-grid">
        <Card title={t('returns.title')}>
          <Table
            caption={t('returns.detailTitle', { number: rma.number })}
            columns={[
              t('returns.item'),
              { label: t('returns.quantity'), numeric: true },
              t('returns.reason'),
              { label: t('returns.received'), numeric: true },
              t('returns.condition'),
              { label: t('returns.refunded'), numeric: true },
            ]}
          >
            {rma.lines.map((line) => (
              <tr key={line.position}>
                <td>
                  {line.name}
                  <span className="sub">{line.itemnum}</span>
                </td>
                <td className="number">{line.quantity}</td>
                <td>{t(`returns.reasons.${line.reason}`)}</td>
                <td className="number">{line.receivedQuantity ?? '—'}</td>
                <td>{line.condition ? t(`returns.conditions.${line.condition}`) : '—'}</td>
                <td className="number">{money(line.refundedAmount)}</td>
              </tr>
            ))}
          </Table>
        </Card>
        <Card title={t('returns.detailTitle', { number: rma.number })}>
          <dl className="facts">
            <div>
              <dt>{t('returns.comment')}</dt>
              <dd>{rma.comment || '—'}</dd>
            </div>
            {rma.rejectReason && (
              <div>
                <dt>{t('returns.rejectReason')}</dt>
                <dd>{rma.rejectReason}</dd>
              </div>
            )}
            {rma.refundedAmount !== null && (
              <div>
                <dt>{t('returns.refundedAmount')}</dt>
                <dd>{money(rma.refundedAmount)}</dd>
              </div>
            )}
            {rma.creditNoteNumber && (
              <div>
                <dt>{t('returns.creditNote')}</dt>
                <dd>{rma.creditNoteNumber}</dd>
              </div>
            )}
          </dl>
        </Card>
      </div>
      <ReturnDialogs rma={rma} action={action} onClose={() => setAction(null)} />
    </>
  );
}
