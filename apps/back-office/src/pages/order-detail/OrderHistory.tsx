import type { StaffOrder } from '@shop/client';
import { useFormat, useT } from '../../i18n/i18n';
import { Card } from '../../ui/Card';

/** What was done to the order, by whom and when. */
export function OrderHistory({ history }: { history: StaffOrder['history'] }) {
  const t = useT();
  const format = useFormat();
  return (
    <Card title={t('order.history')}>
      {history.length === 0 ? (
        <p className="muted">{t('order.noHistory')}</p>
      ) : (
        <ul className="timeline">
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              {entry.action}
              <span className="sub">
                {entry.actor} · {format.dateTime(entry.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
