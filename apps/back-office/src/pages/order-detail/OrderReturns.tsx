import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import { returnsQuery } from '../../queries/returns';
import { Card } from '../../ui/Card';
import { ReturnStateBadge } from '../returns/ReturnState';

/** The order's returns, each linked to its page; nothing while it has none. */
export function OrderReturns({ orderId }: { orderId: number }) {
  const t = useTranslations();
  const returns = useQuery(returnsQuery({ orderId }));
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <Card title={t('returns.ofOrder')}>
      <ul className="plain">
        {returns.data.map((rma) => (
          <li key={rma.id}>
            <Link to="/returns/$returnId" params={{ returnId: String(rma.id) }}>
              {rma.number}
            </Link>{' '}
            <ReturnStateBadge state={rma.state} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
